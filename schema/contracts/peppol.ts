// A billing's Peppol delivery as the API answers it, and the sentences a person reads about it (issue 36, ADR 0193).
export const PEPPOL_DELIVERY_STATUSES = ["sending", "sent", "delivered", "failed"] as const;
export type PeppolDeliveryStatus = (typeof PEPPOL_DELIVERY_STATUSES)[number];

/** No zod here: the billing screen imports this file, and its first load has no room (brief: bundle budgets). */
export type PeppolDelivery = {
  status: PeppolDeliveryStatus;
  /** The access point's words for why it is not delivered (yet); null once delivered. */
  reason: string | null;
};

export const PEPPOL_DELIVERED = "Delivered via Peppol";
export const PEPPOL_SENDING = "Sending via Peppol";
export const PEPPOL_NOT_DELIVERED = "Not delivered via Peppol";
export const PEPPOL_NOT_CONFIGURED =
  "No Peppol access point is configured (set BILLIT_API_KEY and BILLIT_WEBHOOK_SECRET).";
export const PEPPOL_BAD_SIGNATURE = "The Billit-Signature header does not match this webhook.";
export const PEPPOL_BAD_PAYLOAD = "This webhook's body is not a Billit event.";

/** The one line the payment status screen shows for a billing sent over Peppol. */
export function peppolDeliveryLine(delivery: PeppolDelivery) {
  if (delivery.status === "delivered") return PEPPOL_DELIVERED;
  const head = delivery.status === "failed" ? PEPPOL_NOT_DELIVERED : PEPPOL_SENDING;
  return delivery.reason ? `${head}: ${delivery.reason}` : head;
}
