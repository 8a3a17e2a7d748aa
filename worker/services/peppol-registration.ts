// Registering the company as a Peppol sender with the access point (ADR 0204): Billit's one-time registration call,
// made when the owner asks, with the company's name, VAT number, email and address. Its id is kept per company and
// sent as PartyID on every send. Registering also queues the billings that waited for it.
import { PEPPOL_NOT_CONFIGURED, PEPPOL_SENDER_GAPS } from "#schema/contracts/peppol";
import { findPeppolSender, insertPeppolSender, requeueUnregisteredDeliveries } from "../db/peppol";
import type { Db } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import { log } from "../lib/log";
import { type PeppolSender, peppolAccessPoint } from "../providers/peppol";
import { queuePeppolSend } from "./peppol-delivery";
import type { SessionUser } from "./sessions";

/** Billings one registration queues at once; a company with more has them queued by its next registration call. */
const REQUEUE_LIMIT = 100;

/** What the access point registers, or null when the company lacks a part of it. */
export function peppolSenderOf(user: SessionUser): PeppolSender | null {
  const vat = user.taxRegistrations
    .find((r) => r.kind === "vat")
    ?.number.replace(/[\s.-]/g, "")
    .toUpperCase();
  const a = user.address;
  if (!vat || !user.companyName || !a?.line1 || !a.city || !a.postalCode) return null;
  return {
    vatNumber: /^[A-Z]{2}/.test(vat) ? vat : `${user.country}${vat}`,
    name: user.companyName,
    email: user.email,
    street: a.line1,
    city: a.city,
    postalCode: a.postalCode,
    countryCode: a.country ?? user.country,
  };
}

/** GET /api/peppol/registration. */
export async function peppolRegistrationOf(env: Env, db: Db, user: SessionUser) {
  const ap = peppolAccessPoint(env);
  const sender = ap ? await findPeppolSender(db, user.companyId, ap.name) : undefined;
  return { available: ap !== null, registered: Boolean(sender) };
}

/** POST /api/peppol/registration: registers once (a second call registers nothing), then queues what waited. */
export async function registerPeppolSender(env: Env, db: Db, user: SessionUser) {
  const ap = peppolAccessPoint(env);
  if (!ap) throw new AppError("CONFLICT", PEPPOL_NOT_CONFIGURED);
  if (!(await findPeppolSender(db, user.companyId, ap.name))) {
    const sender = peppolSenderOf(user);
    if (!sender) throw badRequest(PEPPOL_SENDER_GAPS);
    const registered = await ap.registerSender(sender);
    if (!registered.ok) throw new AppError("UPSTREAM_UNAVAILABLE", registered.reason);
    await insertPeppolSender(db, user.companyId, ap.name, registered.registrationId);
  }
  const waiting = await requeueUnregisteredDeliveries(db, user.companyId, ap.name, REQUEUE_LIMIT);
  for (const billingId of waiting) {
    // A refused hand-over is the relay's to retry: the delivery is already queued.
    await queuePeppolSend(env, user.companyId, billingId).catch((err) =>
      log("warn", "Peppol send not queued after registration; the relay retries", { billingId }, err),
    );
  }
  return { available: true, registered: true };
}
