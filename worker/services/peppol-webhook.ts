// Billit's webhook (ADR 0193): signed with Billit-Signature over the raw body, so nothing is read before it checks.
// An Order event for an incoming invoice (OrderDirection "Cost") is recorded once; any event (Order or Message) naming
// one of our sent orders refreshes that billing's delivery status from the API rather than trusting the event's copy.
import { z } from "zod";
import { PEPPOL_BAD_PAYLOAD, PEPPOL_BAD_SIGNATURE } from "#schema/contracts/peppol";
import { findPeppolDeliveryByOrder, findPeppolSenderByRegistration, recordPeppolInbound } from "../db/peppol";
import type { Db } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import type { PeppolAccessPoint } from "../providers/peppol";
import { refreshPeppolStatus } from "./peppol-delivery";

const id = z.union([z.number(), z.string()]).transform(String);
/**
 * Billit's event as its signature guide shows it: `{"OrderID":12345,"EntityType":"Order", ...}`; the rest of an
 * Order event is the Order object (OrderDirection "Cost" for an incoming invoice, CompanyID the registration).
 */
const billitEvent = z
  .object({
    OrderID: id.optional(),
    EntityType: z.string(),
    EntityUpdateType: z.string().optional(),
    OrderDirection: z.string().nullish(),
    CompanyID: id.optional(),
  })
  .passthrough();

export async function handlePeppolWebhook(
  db: Db,
  ap: PeppolAccessPoint | null,
  hook: { signature: string | undefined; body: string },
) {
  if (!ap?.verifyWebhook(hook.signature, hook.body)) throw new AppError("FORBIDDEN", PEPPOL_BAD_SIGNATURE);
  let parsed: z.infer<typeof billitEvent>;
  try {
    const result = billitEvent.safeParse(JSON.parse(hook.body));
    if (!result.success) throw badRequest(PEPPOL_BAD_PAYLOAD);
    parsed = result.data;
  } catch {
    throw badRequest(PEPPOL_BAD_PAYLOAD);
  }
  const orderId = parsed.OrderID;
  if (!orderId) return { recorded: false };

  if (parsed.EntityType === "Order" && parsed.OrderDirection === "Cost") {
    const sender = parsed.CompanyID ? await findPeppolSenderByRegistration(db, ap.name, parsed.CompanyID) : undefined;
    const recorded = await recordPeppolInbound(db, {
      provider: ap.name,
      providerOrderId: orderId,
      companyId: sender?.companyId ?? null,
    });
    return { recorded };
  }
  const delivery = await findPeppolDeliveryByOrder(db, ap.name, orderId);
  if (!delivery) return { recorded: false };
  await refreshPeppolStatus(db, ap, delivery.companyId, delivery.billingId);
  return { recorded: true };
}
