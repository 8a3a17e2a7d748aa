// Sends a billing's Peppol BIS Billing 3.0 UBL through the access point, once (ADR 0193, 0194, 0204). Issuing the
// billing decides whether it goes (a Belgian company's Belgian business client must get it; any EU company registered
// as a sender sends to a business client with a Peppol id), records the delivery and queues the "peppol-send" job;
// the job writes the UBL and hands it over with the billing's Idempotency-Key, so a retried job, a redelivered
// message or two racing workers make the access point accept it once.
import {
  PEPPOL_NO_BUYER_ID,
  PEPPOL_NOT_CONFIGURED,
  PEPPOL_NOT_REGISTERED,
  type PeppolDelivery,
} from "#schema/contracts/peppol";
import { PEPPOL_SENDER_COUNTRIES } from "#schema/contracts/peppol-countries";
import type { CompanyId } from "#schema/db/companies";
import { MINUTE_MS } from "#schema/rules/durations";
import { peppolEndpointOf } from "#schema/rules/peppol-ids";
import {
  claimPeppolDelivery,
  findPeppolBilling,
  findPeppolDelivery,
  findPeppolSender,
  listStalledPeppolDeliveries,
  type PeppolDeliveryRow,
  updatePeppolDelivery,
} from "../db/peppol";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";
import { type PeppolAccessPoint, peppolAccessPoint } from "../providers/peppol";

/** States in which nothing has been accepted yet: only these may move to sent, sending or failed by a send. */
const UNSENT = ["queued", "sending"] as const;

/** The key is the billing's own: stable across attempts, unique across billings. */
export const peppolIdempotencyKey = (billingId: number) => `paystage-billing-${billingId}`;

/** Belgium requires B2B e-invoices over Peppol since 1 January 2026; elsewhere it is the company's choice. */
const PEPPOL_REQUIRED = new Set(["BE"]);
/** A queued delivery whose job has not run this long after it was queued is handed to the queue again. */
export const PEPPOL_RELAY_GRACE_MS = 2 * MINUTE_MS;
const RELAY_PER_PASS = 25;

export const peppolDeliveryOf = (row: PeppolDeliveryRow): PeppolDelivery => ({
  status: row.status,
  reason: row.status === "delivered" ? null : row.reason,
});

/** The billing's delivery as its answer carries it; null when it was never meant for Peppol. */
export async function readPeppolDelivery(db: Db, companyId: CompanyId, billingId: number) {
  const row = await findPeppolDelivery(db, companyId, billingId);
  return row ? peppolDeliveryOf(row) : null;
}

/**
 * Whether a billing goes over Peppol, decided when it is issued: "must" for a Belgian company's Belgian business
 * client, "may" for any served EU company's business client with a Peppol id, else "no".
 */
export function peppolDuty(
  company: { country: string },
  client: { isBusiness: boolean; country: string | null; hasPeppolId: boolean },
) {
  if (!client.isBusiness) return "no" as const;
  const clientCountry = client.country ?? company.country;
  if (PEPPOL_REQUIRED.has(company.country) && clientCountry === company.country) return "must" as const;
  return PEPPOL_SENDER_COUNTRIES.has(company.country) && client.hasPeppolId ? ("may" as const) : ("no" as const);
}

/**
 * Called once a billing is issued (never for a replayed submission): records its delivery and queues the job. Never
 * throws: billing must not fail because Peppol did; a queue that refused is retried by the relay.
 */
export async function requestPeppolDelivery(
  env: Env,
  db: Db,
  company: { companyId: CompanyId; country: string },
  billingId: number,
) {
  // A company outside the EU countries never sends: not even a read on its submissions.
  if (!PEPPOL_SENDER_COUNTRIES.has(company.country)) return;
  try {
    const billing = await findPeppolBilling(db, company.companyId, billingId);
    if (!billing) return;
    const buyer = peppolEndpointOf({ peppolId: billing.peppolId, vatId: billing.taxNumber });
    const client = { isBusiness: billing.isBusiness, country: billing.address?.country ?? null, hasPeppolId: !!buyer };
    const duty = peppolDuty(company, client);
    if (duty === "no") return;
    const ap = peppolAccessPoint(env);
    const sender = ap ? await findPeppolSender(db, company.companyId, ap.name) : undefined;
    // Only Belgium's duty is shown unmet; an optional send simply does not happen without a registration.
    if (duty === "may" && !sender) return;
    const status = !ap ? "failed" : !sender ? "unregistered" : !buyer ? "failed" : "queued";
    const reason = !ap ? PEPPOL_NOT_CONFIGURED : !sender ? PEPPOL_NOT_REGISTERED : !buyer ? PEPPOL_NO_BUYER_ID : null;
    const row = await claimPeppolDelivery(db, {
      companyId: company.companyId,
      billingId,
      provider: ap?.name ?? "none",
      idempotencyKey: peppolIdempotencyKey(billingId),
      status,
      reason,
    });
    if (row.status === "queued") await queuePeppolSend(env, company.companyId, billingId);
  } catch (err) {
    log("error", "Peppol delivery not recorded or not queued; the relay retries a queued one", { billingId }, err);
  }
}

export const queuePeppolSend = (env: Env, companyId: CompanyId, billingId: number) =>
  enqueue(env.JOBS, { type: "peppol-send", companyId, progressId: billingId });

/**
 * Delivers the billing's UBL under the company's sender registration unless it already went. A transient failure
 * leaves it "sending" with the reason, for the caller's retry; a refusal marks it "failed" with the access point's
 * words; no registration marks it "unregistered".
 */
export async function sendViaPeppol(
  db: Db,
  ap: PeppolAccessPoint,
  ublXml: string,
  doc: { companyId: CompanyId; billingId: number },
): Promise<PeppolDelivery> {
  const delivery = await claimPeppolDelivery(db, {
    companyId: doc.companyId,
    billingId: doc.billingId,
    provider: ap.name,
    idempotencyKey: peppolIdempotencyKey(doc.billingId),
  });
  if (delivery.status === "sent" || delivery.status === "delivered") return peppolDeliveryOf(delivery);
  const sender = await findPeppolSender(db, doc.companyId, ap.name);
  if (!sender) {
    await updatePeppolDelivery(db, doc.billingId, { status: "unregistered", reason: PEPPOL_NOT_REGISTERED });
    return { status: "unregistered", reason: PEPPOL_NOT_REGISTERED };
  }
  const sent = await ap.send(ublXml, {
    registrationId: sender.registrationId,
    idempotencyKey: delivery.idempotencyKey,
  });
  if (!sent.ok) {
    const status = sent.permanent ? "failed" : "sending";
    await updatePeppolDelivery(db, doc.billingId, { status, reason: sent.reason, attempted: true }, UNSENT);
    return { status, reason: sent.reason };
  }
  await updatePeppolDelivery(
    db,
    doc.billingId,
    { status: "sent", reason: null, attempted: true, ...(sent.orderId ? { providerOrderId: sent.orderId } : {}) },
    [...UNSENT, "sent"],
  );
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
  await updatePeppolDelivery(db, billingId, { status: next, reason: status.reason }, ["queued", "sending", "sent"]);
  return { status: next, reason: next === "delivered" ? null : status.reason };
}

/** The queue kept failing: the billing says so, with the last reason the access point gave. */
export async function giveUpOnPeppolSend(db: Db, companyId: CompanyId, billingId: number) {
  const row = await findPeppolDelivery(db, companyId, billingId);
  if (!row || (row.status !== "queued" && row.status !== "sending")) return;
  await updatePeppolDelivery(db, billingId, {
    status: "failed",
    reason: row.reason ?? "The access point did not accept it after repeated tries.",
  });
}

/**
 * The outbox side (ADR 0080): a delivery recorded as queued whose job never ran (the queue refused it, the isolate
 * died) is handed to the queue again, a few per pass; its time is moved so the next pass waits again.
 */
export async function relayPeppolDeliveries(env: Env, db: Db, now: Date) {
  const stalled = await listStalledPeppolDeliveries(
    db,
    new Date(now.getTime() - PEPPOL_RELAY_GRACE_MS),
    RELAY_PER_PASS,
  );
  for (const row of stalled) {
    try {
      await queuePeppolSend(env, row.companyId, row.billingId);
      await updatePeppolDelivery(db, row.billingId, {});
    } catch (err) {
      log("warn", "Peppol send not handed to the queue; next pass", { billingId: row.billingId }, err);
    }
  }
  return stalled.map((row) => row.billingId);
}
