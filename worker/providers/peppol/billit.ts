// Billit's access point API (https://docs.billit.be, passages quoted in ADR 0193): ApiKey header for the account,
// PartyID header for the registered company a call acts for, JSON bodies.
import { z } from "zod";
import { isValidBillitSignature } from "./billit-signature";
import type { Fetcher, PeppolAccessPoint } from "./types";

export const BILLIT_HOSTS = { sandbox: "https://api.sandbox.billit.be", live: "https://api.billit.be" } as const;

export type BillitConfig = { apiKey: string; webhookSecret: string; host: string };

const registration = z.object({ CompanyID: z.union([z.number(), z.string()]) });
/** sendXML answers the Billit OrderID (documented as the 200 body of an idempotent POST). */
const sentOrder = z.union([z.number(), z.string(), z.object({ OrderID: z.union([z.number(), z.string()]) })]);
/** The delivery part of an Order object ("CurrentDocumentDeliveryDetails"); read loosely, unknown fields kept out. */
const order = z.object({
  CurrentDocumentDeliveryDetails: z
    .object({
      IsDocumentDelivered: z.boolean().optional(),
      DocumentDeliveryStatus: z.string().optional(),
      DeliveryErrorMessage: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});

const errorText = async (res: Response) => {
  const text = (await res.text().catch(() => "")).slice(0, 500);
  return text ? `Billit answered ${res.status}: ${text}` : `Billit answered ${res.status}`;
};

export function billitAccessPoint(config: BillitConfig, fetcher: Fetcher = fetch): PeppolAccessPoint {
  const headers = (partyId?: string, extra: Record<string, string> = {}) => ({
    ApiKey: config.apiKey,
    "Content-Type": "application/json",
    Accept: "application/json",
    ...(partyId ? { PartyID: partyId } : {}),
    ...extra,
  });
  return {
    name: "billit",

    async registerSender(sender) {
      const res = await fetcher(`${config.host}/v1/einvoices/registrations`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify({
          TaxIdentifier: sender.vatNumber,
          CompanyName: sender.name,
          Email: sender.email,
          Addresses: [
            {
              AddressType: "InvoiceAddress",
              Name: sender.name,
              Street: sender.street,
              Zipcode: sender.postalCode,
              City: sender.city,
              CountryCode: sender.countryCode,
            },
          ],
        }),
      });
      if (!res.ok) return { ok: false, reason: await errorText(res) };
      const body = registration.safeParse(await res.json().catch(() => null));
      if (!body.success) return { ok: false, reason: "Billit's registration answer has no CompanyID" };
      return { ok: true, registrationId: String(body.data.CompanyID) };
    },

    async send(ublXml, meta) {
      let res: Response;
      try {
        res = await fetcher(`${config.host}/v1/peppol/sendXML`, {
          method: "POST",
          headers: headers(meta.registrationId, { "Idempotency-Key": meta.idempotencyKey }),
          body: JSON.stringify({ XML: ublXml }),
        });
      } catch (err) {
        // The request may have reached Billit; the same Idempotency-Key makes the retry safe.
        return { ok: false, permanent: false, reason: `Billit could not be reached: ${String(err)}` };
      }
      // "Error 409 Conflict: Idempotent token already exists": an earlier attempt with this key was accepted.
      if (res.status === 409) return { ok: true, orderId: null };
      if (!res.ok) return { ok: false, permanent: res.status >= 400 && res.status < 500, reason: await errorText(res) };
      const body = sentOrder.safeParse(await res.json().catch(() => null));
      if (!body.success) return { ok: true, orderId: null };
      const id = typeof body.data === "object" ? body.data.OrderID : body.data;
      return { ok: true, orderId: String(id) };
    },

    async status(registrationId, orderId) {
      const url = `${config.host}/v1/einvoices/registrations/${encodeURIComponent(registrationId)}/orders/${encodeURIComponent(orderId)}`;
      const res = await fetcher(url, { headers: headers(registrationId) });
      if (!res.ok) return null;
      const body = order.safeParse(await res.json().catch(() => null));
      const details = body.success ? body.data.CurrentDocumentDeliveryDetails : null;
      if (!details) return null;
      const failed = /error|fail|refus|reject/i.test(details.DocumentDeliveryStatus ?? "");
      return {
        delivered: details.IsDocumentDelivered === true,
        failed: !details.IsDocumentDelivered && failed,
        reason: details.IsDocumentDelivered
          ? null
          : (details.DeliveryErrorMessage ?? details.DocumentDeliveryStatus ?? null),
      };
    },

    verifyWebhook(signature, body) {
      return isValidBillitSignature(config.webhookSecret, signature, body);
    },
  };
}
