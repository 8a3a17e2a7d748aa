// Peppol delivery through the access point (issue 36, ADR 0193): the local stand-in plays Billit with Billit's own
// paths and shapes, so these tests run the real adapter. A Belgian invoice is received and acknowledged, a retried
// send reaches the access point once, and a webhook without Billit's signature is refused.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PEPPOL_BAD_SIGNATURE, PEPPOL_DELIVERED, peppolDeliveryLine } from "#schema/contracts/peppol";
import type { CompanyId } from "#schema/db/companies";
import { getDb } from "#worker/lib/db";
import { peppolAccessPoint } from "#worker/providers/peppol";
import { billitSignature } from "#worker/providers/peppol/billit-signature";
import { LOCAL_PEPPOL_WEBHOOK_SECRET, localPeppolReceived } from "#worker/providers/peppol/local";
import { readPeppolDelivery, sendViaPeppol } from "#worker/services/peppol-delivery";
import { makeProgress, makeProject } from "../factories/billing";
import { BELGIAN_UBL } from "./fixtures/peppol-invoice-be";
import { Browser, signedUp } from "./http";

// A Belgian company lives on the eu shard (ADR 0185).
const db = getDb({ ...env, DB: env.DB_EU });
const ap = peppolAccessPoint(env)!;
let owner: Browser;
let companyId: CompanyId;

const sender = {
  vatNumber: "BE0477472701",
  name: "Peeters Bouw BV",
  email: "facturen@peeters.example",
  street: "Veldstraat 1",
  city: "Gent",
  postalCode: "9000",
  countryCode: "BE",
};

beforeAll(async () => {
  const be = await signedUp({ country: "BE", timezone: "Europe/Brussels", companyName: "Peeters Bouw BV" });
  owner = be.browser;
  companyId = be.member.companyId;
}, 30_000);

async function newBilling() {
  const project = await makeProject(owner, { name: "Meir 10 renovatie" });
  const billing = await makeProgress(owner, { projectId: project.id });
  return billing.id;
}

const signedPost = (body: string, signature: string | undefined) =>
  new Browser().fetch("/api/peppol/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Billit-Signature": signature } : {}) },
    body,
  });

describe("Peppol delivery through the stand-in", () => {
  it("receives and acknowledges a Belgian invoice, and the billing answers Delivered via Peppol", async () => {
    const billingId = await newBilling();
    const delivery = await sendViaPeppol(db, ap, BELGIAN_UBL, { companyId, billingId, sender });
    expect(delivery).toEqual({ status: "delivered", reason: null });
    expect(peppolDeliveryLine(delivery)).toBe(PEPPOL_DELIVERED);
    const received = localPeppolReceived().filter((doc) => doc.idempotencyKey === `paystage-billing-${billingId}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.xml).toContain("<cbc:ID>INV-2026-0001</cbc:ID>");
    expect(await readPeppolDelivery(db, companyId, billingId)).toEqual({ status: "delivered", reason: null });
    const answer = await owner.fetch(`/api/progress/${billingId}`);
    expect(await answer.json()).toMatchObject({ peppolDelivery: { status: "delivered", reason: null } });
  });

  it("sends a retried billing once: the same Idempotency-Key, and nothing after it went", async () => {
    const billingId = await newBilling();
    const key = `paystage-billing-${billingId}`;
    const calls: string[] = [];
    const counting = {
      ...ap,
      send: (xml: string, meta: { registrationId: string; idempotencyKey: string }) => {
        calls.push(meta.idempotencyKey);
        return ap.send(xml, meta);
      },
    };
    const [first, second] = await Promise.all([
      sendViaPeppol(db, counting, BELGIAN_UBL, { companyId, billingId, sender }),
      sendViaPeppol(db, counting, BELGIAN_UBL, { companyId, billingId, sender }),
    ]);
    const third = await sendViaPeppol(db, counting, BELGIAN_UBL, { companyId, billingId, sender });
    expect(new Set(calls)).toEqual(new Set([key]));
    expect(localPeppolReceived().filter((doc) => doc.idempotencyKey === key)).toHaveLength(1);
    for (const answer of [first, second, third]) expect(answer.status).not.toBe("failed");
    expect(third.status).toBe("delivered");
    const row = await env.DB_EU.prepare("select count(*) as n from peppol_deliveries where billing_id = ?")
      .bind(billingId)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
  });

  it("marks a document the access point refuses as not delivered, with its words", async () => {
    const billingId = await newBilling();
    const before = await owner.fetch(`/api/progress/${billingId}`);
    expect(await before.json()).toMatchObject({ peppolDelivery: null });
    const delivery = await sendViaPeppol(db, ap, BELGIAN_UBL.replace(/poacc:billing:3\.0/, "other"), {
      companyId,
      billingId,
      sender,
    });
    expect(delivery.status).toBe("failed");
    expect(delivery.reason).toContain("Not a Peppol BIS Billing 3.0 invoice");
    expect(peppolDeliveryLine(delivery)).toMatch(/^Not delivered via Peppol: Billit answered 400/);
  });
});

describe("Billit's webhook", () => {
  it("refuses a body whose Billit-Signature does not match, and one with none", async () => {
    const body = JSON.stringify({ UpdatedEntityID: 1, UpdatedEntityType: "Order", EntityDetail: { OrderID: 1 } });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [billitSignature("not-the-secret", now, body), undefined]) {
      const res = await signedPost(body, signature);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: PEPPOL_BAD_SIGNATURE });
    }
    const stale = await signedPost(body, billitSignature(LOCAL_PEPPOL_WEBHOOK_SECRET, now - 3600, body));
    expect(stale.status).toBe(403);
  });

  it("records an incoming invoice once however often Billit redelivers it", async () => {
    const body = JSON.stringify({
      UpdatedEntityID: 777001,
      UpdatedEntityType: "Order",
      WebhookUpdateTypeTC: "I",
      EntityDetail: { OrderID: 777001, OrderDirection: "Cost" },
    });
    const sign = () => billitSignature(LOCAL_PEPPOL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body);
    const first = await signedPost(body, sign());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    const again = await signedPost(body, sign());
    expect(await again.json()).toEqual({ recorded: false });
  });
});
