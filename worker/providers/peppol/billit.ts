// Billit's access point API (https://docs.billit.be, passages quoted in ADR 0193): ApiKey header for the account,
// PartyID header for the registered company a call acts for, JSON bodies.
import { z } from "zod";
import { isValidBillitSignature } from "./billit-signature";
import type { Fetcher, PeppolAccessPoint } from "./types";

export const BILLIT_HOSTS = { sandbox: "https://api.sandbox.billit.be", live: "https://api.billit.be" } as const;

export type BillitConfig = { apiKey: string; webhookSecret: string; host: string };

/** The registration call's answer: the company's id ("CompanyID", as the registrations list names it). */
const registration = z.object({ CompanyID: z.union([z.number(), z.string()]) });
/** GET /v1/einvoices/registrations: { Companies: [{ CompanyID, CompanyDetails: { TaxIdentifier } }] }. */
const registrations = z.object({
  Companies: z.array(
    z.object({
      CompanyID: z.union([z.number(), z.string()]),
      CompanyDetails: z.object({ TaxIdentifier: z.string().nullish() }).nullish(),
    }),
  ),
});
/** sendXML: "Success | 200 OK | Billit OrderID" (a bare id, or an object carrying OrderID as the JSON send answers). */
const sentOrder = z.union([z.number(), z.string(), z.object({ OrderID: z.union([z.number(), z.string()]) })]);
/**
 * The delivery part of an Order object. Documented values: delivered (IsDocumentDelivered true, status "Delivered"),
 * in progress (false, "Pending"), negative (false, "Error", with DocumentRefusedInfo and DocumentRefusedReasonTC).
 */
const order = z.object({
  CurrentDocumentDeliveryDetails: z
    .object({
      IsDocumentDelivered: z.boolean().nullish(),
      DocumentDeliveryStatus: z.string().nullish(),
      DocumentDeliveryInfo: z.string().nullish(),
      DocumentRefusedInfo: z.string().nullish(),
      DocumentRefusedReasonTC: z.string().nullish(),
    })
    .nullable()
    .optional(),
});
/** Billit's business errors (400): { errors: [{ Code, Description }] } or one { Code, Description }. */
const billitError = z.union([
  z.object({ errors: z.array(z.object({ Code: z.string().nullish(), Description: z.string().nullish() })) }),
  z.object({ Code: z.string().nullish(), Description: z.string().nullish() }),
]);

/** Billit's own words for a refusal: its Descriptions when the body is its error shape, else the raw text. */
const errorText = async (res: Response) => {
  const text = (await res.text().catch(() => "")).slice(0, 500);
  let words = text;
  try {
    const body = billitError.safeParse(JSON.parse(text));
    if (body.success) {
      const list = "errors" in body.data ? body.data.errors : [body.data];
      const described = list.map((e) => e.Description || e.Code).filter(Boolean);
      if (described.length) words = described.join("; ");
    }
  } catch {
    // Not JSON: the text as it came.
  }
  return words ? `Billit answered ${res.status}: ${words}` : `Billit answered ${res.status}`;
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
      if (body.success) return { ok: true, registrationId: String(body.data.CompanyID) };
      // The documented answer is the registrations list, which names each company's CompanyID by its TaxIdentifier.
      const listed = await fetcher(`${config.host}/v1/einvoices/registrations`, { headers: headers() });
      const companies = registrations.safeParse(listed.ok ? await listed.json().catch(() => null) : null);
      const mine = companies.success
        ? companies.data.Companies.find((c) => c.CompanyDetails?.TaxIdentifier === sender.vatNumber)
        : undefined;
      if (!mine) return { ok: false, reason: "Billit did not list the registered company" };
      return { ok: true, registrationId: String(mine.CompanyID) };
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
      if (details.IsDocumentDelivered === true) return { delivered: true, failed: false, reason: null };
      const failed = details.DocumentDeliveryStatus === "Error";
      return {
        delivered: false,
        failed,
        reason: failed
          ? (details.DocumentRefusedInfo ?? details.DocumentRefusedReasonTC ?? details.DocumentDeliveryInfo ?? "Error")
          : null,
      };
    },

    verifyWebhook(signature, body) {
      return isValidBillitSignature(config.webhookSecret, signature, body);
    },
  };
}
