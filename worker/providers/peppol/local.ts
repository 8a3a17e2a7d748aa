// The local stand-in for Billit (ADR 0193, shapes checked in ADR 0203): answers the same paths with the documented
// shapes, in memory, so the Billit adapter itself runs in development and tests. It accepts a Peppol BIS Billing 3.0
// invoice whose parties carry Peppol endpoints, refuses anything else as Billit's validation would, answers 409 to a
// repeated Idempotency-Key, and keeps each order "Pending" until a test delivers it and Billit's webhook says so.
// Memory, not D1: it plays a remote service, and nothing of PayStage's own may depend on it surviving an isolate.
import { billitSignature } from "./billit-signature";
import type { Fetcher } from "./types";

/** The stand-in's webhook secret: fixed and public, because the stand-in exists only off production. */
export const LOCAL_PEPPOL_WEBHOOK_SECRET = "paystage-local-peppol-webhook-secret";
export const LOCAL_PEPPOL_HOST = "https://billit.local";

const PEPPOL_BIS_3 = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";

type Delivery = { IsDocumentDelivered: boolean; DocumentDeliveryStatus: string; DocumentRefusedInfo?: string };
type Received = { orderId: number; partyId: string; idempotencyKey: string | null; xml: string; delivery: Delivery };
type Company = { CompanyID: number; CompanyDetails: { TaxIdentifier: string; CompanyName: string } };
const state = { nextCompany: 1000, nextOrder: 5000, received: [] as Received[], companies: [] as Company[] };

/** What the stand-in has accepted, for tests: each document once. */
export const localPeppolReceived = (): readonly Received[] => state.received;

/**
 * Plays the receiving side for a test: the order is delivered (or refused with `refusal`), and the answer is the
 * webhook Billit would then post, signed as Billit signs it.
 */
export function localPeppolSettle(orderId: number, refusal?: string, now = Date.now()) {
  const doc = state.received.find((d) => d.orderId === orderId);
  if (!doc) throw new Error(`The stand-in has no order ${orderId}`);
  doc.delivery = refusal
    ? { IsDocumentDelivered: false, DocumentDeliveryStatus: "Error", DocumentRefusedInfo: refusal }
    : { IsDocumentDelivered: true, DocumentDeliveryStatus: "Delivered" };
  const body = JSON.stringify({ OrderID: orderId, EntityType: "Order", EntityUpdateType: "U" });
  return { body, signature: billitSignature(LOCAL_PEPPOL_WEBHOOK_SECRET, Math.floor(now / 1000), body) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refuse = (Code: string, Description: string) => json({ errors: [{ Code, Description }] }, 400);

export const localBillit: Fetcher = async (input, init) => {
  const url = new URL(input);
  const headers = new Headers(init?.headers);
  const method = init?.method ?? "GET";
  if (!headers.get("ApiKey")) return json({ Message: "Unauthorized" }, 401);
  const path = url.pathname.toLowerCase();

  if (path === "/v1/einvoices/registrations") {
    if (method === "GET") return json({ Companies: state.companies });
    const body = JSON.parse(String(init?.body ?? "{}")) as { TaxIdentifier?: string; CompanyName?: string };
    if (!body.TaxIdentifier || !body.CompanyName) return refuse("TaxIdentifier", "TaxIdentifier is required");
    if (!state.companies.some((c) => c.CompanyDetails.TaxIdentifier === body.TaxIdentifier)) {
      state.companies.push({
        CompanyID: state.nextCompany++,
        CompanyDetails: { TaxIdentifier: body.TaxIdentifier, CompanyName: body.CompanyName },
      });
    }
    // The POST's answer body is not documented; the registrations list (above) is, so the adapter reads that.
    return json({});
  }
  if (method === "POST" && path === "/v1/peppol/sendxml") {
    const partyId = headers.get("PartyID");
    if (!partyId || !state.companies.some((c) => String(c.CompanyID) === partyId)) {
      return refuse("PartyID", "PartyID header is required");
    }
    const key = headers.get("Idempotency-Key");
    if (key && state.received.some((doc) => doc.idempotencyKey === key)) {
      return json({ Code: "Idempotent token already exists" }, 409);
    }
    const { XML: xml } = JSON.parse(String(init?.body ?? "{}")) as { XML?: string };
    if (!xml?.includes("<Invoice") || !xml.includes(PEPPOL_BIS_3)) {
      return refuse("GenericError", "Not a Peppol BIS Billing 3.0 invoice");
    }
    const endpoint =
      /<cac:(AccountingSupplierParty|AccountingCustomerParty)>\s*<cac:Party>\s*<cbc:EndpointID schemeID="(\d{4})">/g;
    if ([...xml.matchAll(endpoint)].length !== 2) {
      return refuse(
        "TheCustomerDoesNotSupportPeppolForType_0",
        "The customer does not support Peppol for type Invoice",
      );
    }
    const orderId = state.nextOrder++;
    const delivery = { IsDocumentDelivered: false, DocumentDeliveryStatus: "Pending" };
    state.received.push({ orderId, partyId, idempotencyKey: key, xml, delivery });
    return json(orderId);
  }
  const order = url.pathname.match(/^\/v1\/einvoices\/registrations\/([^/]+)\/orders\/(\d+)$/);
  if (method === "GET" && order) {
    const doc = state.received.find((d) => d.orderId === Number(order[2]) && d.partyId === order[1]);
    if (!doc) return json({ Message: "Not found" }, 404);
    return json({ OrderID: doc.orderId, OrderDirection: "Income", CurrentDocumentDeliveryDetails: doc.delivery });
  }
  return json({ Message: "Not found" }, 404);
};
