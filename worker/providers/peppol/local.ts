// The local stand-in for Billit (ADR 0193): answers the same paths with the same shapes, in memory, so the Billit
// adapter itself runs in development and tests. It acknowledges a Peppol BIS Billing 3.0 invoice at once, refuses
// anything else as Billit's validation would, and answers 409 to a repeated Idempotency-Key as Billit documents.
// Memory, not D1: it plays a remote service, and nothing of PayStage's own may depend on it surviving an isolate.
import type { Fetcher } from "./types";

/** The stand-in's webhook secret: fixed and public, because the stand-in exists only off production. */
export const LOCAL_PEPPOL_WEBHOOK_SECRET = "paystage-local-peppol-webhook-secret";
export const LOCAL_PEPPOL_HOST = "https://billit.local";

const PEPPOL_BIS_3 = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";

type Received = { orderId: number; partyId: string; idempotencyKey: string | null; xml: string };
const state = { nextCompany: 1000, nextOrder: 5000, received: [] as Received[] };

/** What the stand-in has accepted, for tests: each document once. */
export const localPeppolReceived = (): readonly Received[] => state.received;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const localBillit: Fetcher = async (input, init) => {
  const url = new URL(input);
  const headers = new Headers(init?.headers);
  const method = init?.method ?? "GET";
  if (!headers.get("ApiKey")) return json({ Message: "Unauthorized" }, 401);

  if (method === "POST" && url.pathname === "/v1/einvoices/registrations") {
    return json({ CompanyID: state.nextCompany++ });
  }
  if (method === "POST" && url.pathname === "/v1/peppol/sendXML") {
    const partyId = headers.get("PartyID");
    if (!partyId) return json({ errors: [{ Code: "PartyID", Description: "PartyID header is required" }] }, 400);
    const key = headers.get("Idempotency-Key");
    if (key && state.received.some((doc) => doc.idempotencyKey === key)) {
      return json({ Code: "Idempotent token already exists" }, 409);
    }
    const { XML: xml } = JSON.parse(String(init?.body ?? "{}")) as { XML?: string };
    if (!xml?.includes("<Invoice") || !xml.includes(PEPPOL_BIS_3)) {
      return json({ errors: [{ Code: "XML", Description: "Not a Peppol BIS Billing 3.0 invoice" }] }, 400);
    }
    if (!/<cac:AccountingCustomerParty>[\s\S]*<cbc:EndpointID schemeID="\d{4}">/.test(xml)) {
      return json({ errors: [{ Code: "Receiver", Description: "The buyer has no Peppol endpoint" }] }, 400);
    }
    const orderId = state.nextOrder++;
    state.received.push({ orderId, partyId, idempotencyKey: key, xml });
    return json(orderId);
  }
  const order = url.pathname.match(/^\/v1\/einvoices\/registrations\/([^/]+)\/orders\/(\d+)$/);
  if (method === "GET" && order) {
    const doc = state.received.find((d) => d.orderId === Number(order[2]) && d.partyId === order[1]);
    if (!doc) return json({ Message: "Not found" }, 404);
    return json({
      OrderID: doc.orderId,
      CurrentDocumentDeliveryDetails: { IsDocumentDelivered: true, DocumentDeliveryStatus: "Delivered" },
    });
  }
  return json({ Message: "Not found" }, 404);
};
