// Sends one billing's Peppol BIS Billing 3.0 UBL through the access point, once (ADR 0193). The UBL comes from the
// e-invoice generator; this module only delivers it. Every attempt for a billing carries the same Idempotency-Key, so
// a retried job, a double tap or two racing workers make the access point accept it once.
import { PEPPOL_NOT_CONFIGURED, type PeppolDelivery } from "#schema/contracts/peppol";
import type { CompanyId } from "#schema/db/companies";
import {
  claimPeppolDelivery,
  findPeppolDelivery,
  findPeppolSender,
  insertPeppolSender,
  type PeppolDeliveryRow,
  updatePeppolDelivery,
} from "../db/peppol";
import type { Db } from "../lib/db";
import type { PeppolAccessPoint, PeppolSender } from "../providers/peppol";

/** What the generator hands over: the document and whose billing it is. */
export type PeppolDocument = { companyId: CompanyId; billingId: number; sender: PeppolSender };

/** The key is the billing's own: stable across attempts, unique across billings. */
export const peppolIdempotencyKey = (billingId: number) => `paystage-billing-${billingId}`;

export const peppolDeliveryOf = (row: PeppolDeliveryRow): PeppolDelivery => ({
  status: row.status,
  reason: row.status === "delivered" ? null : row.reason,
});

/** The billing's delivery as its answer carries it; null when it was never sent over Peppol. */
export async function readPeppolDelivery(db: Db, companyId: CompanyId, billingId: number) {
  const row = await findPeppolDelivery(db, companyId, billingId);
  return row ? peppolDeliveryOf(row) : null;
}

async function senderRegistration(db: Db, ap: PeppolAccessPoint, doc: PeppolDocument) {
  const known = await findPeppolSender(db, doc.companyId, ap.name);
  if (known) return { ok: true as const, registrationId: known.registrationId };
  const registered = await ap.registerSender(doc.sender);
  if (!registered.ok) return registered;
  await insertPeppolSender(db, doc.companyId, ap.name, registered.registrationId);
  const kept = await findPeppolSender(db, doc.companyId, ap.name);
  return { ok: true as const, registrationId: kept!.registrationId };
}

/**
 * Delivers the billing's UBL unless it already went. A transient failure leaves it "sending" with the reason, for the
 * caller's retry; a refusal marks it "failed" with the access point's words.
 */
export async function sendViaPeppol(
  db: Db,
  ap: PeppolAccessPoint | null,
  ublXml: string,
  doc: PeppolDocument,
): Promise<PeppolDelivery> {
  const delivery = await claimPeppolDelivery(db, {
    companyId: doc.companyId,
    billingId: doc.billingId,
    provider: ap?.name ?? "none",
    idempotencyKey: peppolIdempotencyKey(doc.billingId),
  });
  if (delivery.status === "sent" || delivery.status === "delivered") return peppolDeliveryOf(delivery);
  if (!ap) {
    await updatePeppolDelivery(db, doc.billingId, { status: "failed", reason: PEPPOL_NOT_CONFIGURED });
    return { status: "failed", reason: PEPPOL_NOT_CONFIGURED };
  }
  const registration = await senderRegistration(db, ap, doc);
  if (!registration.ok) {
    await updatePeppolDelivery(db, doc.billingId, { reason: registration.reason, attempted: true });
    return { status: "sending", reason: registration.reason };
  }
  const sent = await ap.send(ublXml, {
    registrationId: registration.registrationId,
    idempotencyKey: delivery.idempotencyKey,
  });
  if (!sent.ok) {
    const status = sent.permanent ? "failed" : "sending";
    await updatePeppolDelivery(db, doc.billingId, { status, reason: sent.reason, attempted: true });
    return { status, reason: sent.reason };
  }
  await updatePeppolDelivery(db, doc.billingId, {
    status: "sent",
    reason: null,
    attempted: true,
    ...(sent.orderId ? { providerOrderId: sent.orderId } : {}),
  });
  return refreshPeppolStatus(db, ap, doc.companyId, doc.billingId);
}

/** Asks the access point where a sent billing is now and records it; an unknown answer keeps what we had. */
export async function refreshPeppolStatus(
  db: Db,
  ap: PeppolAccessPoint,
  companyId: CompanyId,
  billingId: number,
): Promise<PeppolDelivery> {
  const row = (await findPeppolDelivery(db, companyId, billingId))!;
  const sender = await findPeppolSender(db, companyId, ap.name);
  if (!row.providerOrderId || !sender || row.status === "delivered") return peppolDeliveryOf(row);
  const status = await ap.status(sender.registrationId, row.providerOrderId);
  if (!status) return peppolDeliveryOf(row);
  const next = status.delivered ? "delivered" : status.failed ? "failed" : "sent";
  await updatePeppolDelivery(db, billingId, { status: next, reason: status.reason });
  return { status: next, reason: next === "delivered" ? null : status.reason };
}
