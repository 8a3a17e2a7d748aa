// A billing's Peppol delivery as the API answers it, and the sentences a person reads about it (issue 36, ADR 0193).
/**
 * queued: waiting for its job; sending: tried, not accepted yet (a transient failure, retried); sent: the access point
 * accepted it; delivered: the client's access point received it; failed: refused, with the reason; unregistered: the
 * company is not a registered Peppol sender, so nothing was sent (ADR 0204).
 */
export const PEPPOL_DELIVERY_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "unregistered"] as const;
export type PeppolDeliveryStatus = (typeof PEPPOL_DELIVERY_STATUSES)[number];

/** No zod here: the billing screen imports this file, and its first load has no room (brief: bundle budgets). */
export type PeppolDelivery = {
  status: PeppolDeliveryStatus;
  /** The access point's words for why it is not delivered (yet); null once delivered. */
  reason: string | null;
};

export const PEPPOL_DELIVERED = "Delivered via Peppol";
export const PEPPOL_QUEUED = "Queued for Peppol";
export const PEPPOL_SENDING = "Sending via Peppol";
export const PEPPOL_SENT = "Sent via Peppol, waiting for the client's access point";
export const PEPPOL_NOT_DELIVERED = "Not delivered via Peppol";
export const PEPPOL_NOT_SENT = "Not sent via Peppol";
export const PEPPOL_NOT_REGISTERED =
  "Your company is not registered as a Peppol sender: register it in Settings, then this invoice is sent.";
export const PEPPOL_NO_BUYER_ID =
  "The client has no Peppol id: add its VAT number or Peppol id on the client; its next billing goes over Peppol.";
export const PEPPOL_SENDER_GAPS =
  "Registering as a Peppol sender needs your company's name, VAT number and address: add them in Settings.";
export const PEPPOL_REGISTERED = "Registered as a Peppol sender";
export const PEPPOL_NOT_CONFIGURED =
  "No Peppol access point is configured (set BILLIT_API_KEY and BILLIT_WEBHOOK_SECRET).";
export const PEPPOL_BAD_SIGNATURE = "The Billit-Signature header does not match this webhook.";
export const PEPPOL_BAD_PAYLOAD = "This webhook's body is not a Billit event.";

/** The one line the payment status screen shows for a billing sent over Peppol. */
const HEADS: Record<PeppolDeliveryStatus, string> = {
  queued: PEPPOL_QUEUED,
  sending: PEPPOL_SENDING,
  sent: PEPPOL_SENT,
  delivered: PEPPOL_DELIVERED,
  failed: PEPPOL_NOT_DELIVERED,
  unregistered: PEPPOL_NOT_SENT,
};

export function peppolDeliveryLine(delivery: PeppolDelivery) {
  const head = HEADS[delivery.status];
  return delivery.reason && delivery.status !== "delivered" ? `${head}: ${delivery.reason}` : head;
}
