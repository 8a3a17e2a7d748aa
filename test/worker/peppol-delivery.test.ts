// Peppol delivery end to end (issue 36, ADR 0193, 0203, 0204), through the local stand-in that plays Billit with its
// documented paths and shapes, so the real adapter runs. A Belgian company issues a billing to a Belgian business:
// without a sender registration the billing says why not; once registered, the issue queues one "peppol-send" job,
// the job (even retried and raced) sends the UBL once with both endpoints on scheme 0208, the stand-in acknowledges
// it, and Billit's signed webhook moves it to delivered. The queue here records jobs and the test runs them: the real
// queue would run them in the background and race the assertions.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Job } from "#schema/contracts/jobs";
import {
  PEPPOL_BAD_SIGNATURE,
  PEPPOL_DELIVERED,
  PEPPOL_NO_BUYER_ID,
  PEPPOL_NOT_REGISTERED,
  type PeppolDelivery,
  peppolDeliveryLine,
} from "#schema/contracts/peppol";
import { CreateProgressSchema } from "#schema/contracts/progress";
import type { CompanyId } from "#schema/db/companies";
import { peppolEndpointOf, peppolIdFromVat } from "#schema/rules/peppol-ids";
import { findMemberUser } from "#worker/db/sessions";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { shardEnv } from "#worker/lib/shard-env";
import { shardNamed } from "#worker/lib/shards";
import { billitSignature } from "#worker/providers/peppol/billit-signature";
import { LOCAL_PEPPOL_WEBHOOK_SECRET, localPeppolReceived, localPeppolSettle } from "#worker/providers/peppol/local";
import { relayPeppolDeliveries } from "#worker/services/peppol-delivery";
import { registerPeppolSender } from "#worker/services/peppol-registration";
import { submitProgress } from "#worker/services/progress-submission";
import type { SessionUser } from "#worker/services/sessions";
import { makeClient, makeProject } from "../factories/billing";
import { Browser, ok, signedUp } from "./http";

// A Belgian company lives on the eu shard (ADR 0185): its rows are read there and its jobs run there.
const EU = shardNamed("eu")!;
const euEnv = shardEnv(env, EU);
const db = getDb(euEnv);
let owner: Browser;
let user: SessionUser;
let companyId: CompanyId;

/** The eu shard's env whose queue records jobs (each naming its shard) instead of running them in the background. */
function recordingEnv() {
  const sent: Job[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push(body as Job),
    sendBatch: async (batch: Iterable<{ body: unknown }>) => void sent.push(...[...batch].map((m) => m.body as Job)),
  };
  return { env: shardEnv({ ...env, JOBS: queue as unknown as Queue }, EU), sent };
}
const peppolJobs = (sent: Job[]) => sent.filter((job) => job.type === "peppol-send");

beforeAll(async () => {
  const be = await signedUp({ country: "BE", timezone: "Europe/Brussels", companyName: "Peeters Bouw BV" });
  owner = be.browser;
  companyId = be.member.companyId;
  await ok(
    owner.api.company.$patch({
      json: {
        taxMode: "exclusive",
        taxRegistrations: [{ kind: "vat", number: "BE 0477.472.701" }],
        defaultTaxRate: "BE-STD",
        address: { line1: "Veldstraat 1", city: "Gent", postalCode: "9000", country: "BE" },
      },
    }),
  );
  user = (await findMemberUser(db, be.member.id))!;
}, 30_000);

const ANTWERP = { line1: "Meir 10", city: "Antwerpen", postalCode: "2000", country: "BE" } as const;

/** A billing issued the way POST /api/progress issues it, over the given env (its queue records). */
async function issue(recorded: ReturnType<typeof recordingEnv>, client: { isBusiness: boolean; taxNumber?: string }) {
  const { id: clientId } = await makeClient(owner, {
    companyName: "Janssens Vastgoed NV",
    isBusiness: client.isBusiness,
    taxNumber: client.taxNumber,
    address: ANTWERP,
  });
  const project = await makeProject(owner, { name: "Meir 10 renovatie", clientId, totalValue: null });
  const input = CreateProgressSchema.parse({ projectId: project.id, completionPercentage: 40, amount: 100_000 });
  const { progress } = await submitProgress(recorded.env, db, user, input, { origin: "https://paystage.test" });
  return progress.id;
}

const deliveryOf = async (billingId: number) => {
  const res = await owner.fetch(`/api/progress/${billingId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { peppolDelivery: PeppolDelivery | null }).peppolDelivery;
};

const postWebhook = (body: string, signature: string | undefined) =>
  new Browser().fetch("/api/peppol/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Billit-Signature": signature } : {}) },
    body,
  });

describe("Peppol participant ids", () => {
  it("gives scheme 0208 for a Belgian VAT number and each country's VAT scheme elsewhere; a typed id wins", () => {
    expect(peppolIdFromVat("BE0477472701")).toEqual({ scheme: "0208", id: "0477472701" });
    expect(peppolIdFromVat("DE136695976")).toEqual({ scheme: "9930", id: "DE136695976" });
    expect(peppolIdFromVat("NL859048237B01")).toEqual({ scheme: "9944", id: "NL859048237B01" });
    expect(peppolIdFromVat("FR40303265045")).toEqual({ scheme: "9957", id: "FR40303265045" });
    expect(peppolIdFromVat("ESB12345674")).toEqual({ scheme: "9920", id: "ESB12345674" });
    expect(peppolIdFromVat("GB980780684")).toBeNull();
    expect(peppolEndpointOf({ peppolId: "0204:991-12345-67", vatId: "DE136695976" })).toEqual({
      scheme: "0204",
      id: "991-12345-67",
    });
  });
});

describe("a Belgian company's billing to a Belgian business", () => {
  it("says why it was not sent while the company is no Peppol sender, and registering queues it", async () => {
    const recorded = recordingEnv();
    const billingId = await issue(recorded, { isBusiness: true, taxNumber: "BE0403170701" });
    expect(peppolJobs(recorded.sent)).toEqual([]);
    const waiting = await deliveryOf(billingId);
    expect(waiting).toEqual({ status: "unregistered", reason: PEPPOL_NOT_REGISTERED });
    expect(peppolDeliveryLine(waiting!)).toBe(`Not sent via Peppol: ${PEPPOL_NOT_REGISTERED}`);
    expect(await ok(owner.api.peppol.registration.$get())).toEqual({ available: true, registered: false });

    const registering = recordingEnv();
    expect(await registerPeppolSender(registering.env, db, user)).toEqual({ available: true, registered: true });
    expect(peppolJobs(registering.sent)).toEqual([
      { type: "peppol-send", companyId, progressId: billingId, shard: "eu" },
    ]);
    expect(await deliveryOf(billingId)).toEqual({ status: "queued", reason: null });
    expect(await ok(owner.api.peppol.registration.$get())).toEqual({ available: true, registered: true });

    // Had that hand-over been lost, the relay hands a delivery still queued after its grace to the queue again.
    const relay = recordingEnv();
    expect(await relayPeppolDeliveries(relay.env, db, new Date(Date.now() + 10 * 60_000))).toContain(billingId);
    expect(peppolJobs(relay.sent)).toContainEqual({
      type: "peppol-send",
      companyId,
      progressId: billingId,
      shard: "eu",
    });
  });

  it("is sent once through the stand-in however often the job runs, with 0208 endpoints, then delivered", async () => {
    const recorded = recordingEnv();
    const billingId = await issue(recorded, { isBusiness: true, taxNumber: "BE0403170701" });
    const jobs = peppolJobs(recorded.sent);
    expect(jobs).toEqual([{ type: "peppol-send", companyId, progressId: billingId, shard: "eu" }]);
    expect(peppolDeliveryLine((await deliveryOf(billingId))!)).toBe("Queued for Peppol");

    // A redelivered message, two workers at once, and one more after it went.
    await Promise.all([runJob(jobs[0]!, { db, env: euEnv }), runJob(jobs[0]!, { db, env: euEnv })]);
    await runJob(jobs[0]!, { db, env: euEnv });
    const received = localPeppolReceived().filter((doc) => doc.idempotencyKey === `paystage-billing-${billingId}`);
    expect(received).toHaveLength(1);
    const xml = received[0]!.xml;
    const supplier = xml.slice(
      xml.indexOf("<cac:AccountingSupplierParty>"),
      xml.indexOf("</cac:AccountingSupplierParty>"),
    );
    const customer = xml.slice(
      xml.indexOf("<cac:AccountingCustomerParty>"),
      xml.indexOf("</cac:AccountingCustomerParty>"),
    );
    expect(supplier).toContain('<cbc:EndpointID schemeID="0208">0477472701</cbc:EndpointID>');
    expect(customer).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">210.00</cbc:TaxAmount>');

    // Acknowledged: accepted and pending at the client's access point.
    const sent = await deliveryOf(billingId);
    expect(sent).toEqual({ status: "sent", reason: null });
    expect(peppolDeliveryLine(sent!)).toBe("Sent via Peppol, waiting for the client's access point");

    // Billit's signed webhook: the billing reads the order again and is delivered; a redelivery changes nothing.
    const event = localPeppolSettle(received[0]!.orderId);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook(event.body, event.signature);
      expect(res.status).toBe(200);
    }
    const delivered = await deliveryOf(billingId);
    expect(delivered).toEqual({ status: "delivered", reason: null });
    expect(peppolDeliveryLine(delivered!)).toBe(PEPPOL_DELIVERED);
    // A late job after delivery neither sends nor undoes it.
    await runJob(jobs[0]!, { db, env: euEnv });
    expect(await deliveryOf(billingId)).toEqual({ status: "delivered", reason: null });
    expect(localPeppolReceived().filter((d) => d.idempotencyKey === `paystage-billing-${billingId}`)).toHaveLength(1);
  });

  it("shows the receiving side's refusal in its words", async () => {
    const recorded = recordingEnv();
    const billingId = await issue(recorded, { isBusiness: true, taxNumber: "BE0403170701" });
    await runJob(peppolJobs(recorded.sent)[0]!, { db, env: euEnv });
    const doc = localPeppolReceived().find((d) => d.idempotencyKey === `paystage-billing-${billingId}`)!;
    const event = localPeppolSettle(doc.orderId, "Unknown purchase order");
    expect((await postWebhook(event.body, event.signature)).status).toBe(200);
    const failed = await deliveryOf(billingId);
    expect(failed).toEqual({ status: "failed", reason: "Unknown purchase order" });
    expect(peppolDeliveryLine(failed!)).toBe("Not delivered via Peppol: Unknown purchase order");
  });

  it("names the missing Peppol id of a business without a VAT number, and leaves a consumer's billing alone", async () => {
    const noId = recordingEnv();
    const withoutId = await issue(noId, { isBusiness: true });
    expect(await deliveryOf(withoutId)).toEqual({ status: "failed", reason: PEPPOL_NO_BUYER_ID });
    expect(peppolJobs(noId.sent)).toEqual([]);
    const consumer = recordingEnv();
    expect(await deliveryOf(await issue(consumer, { isBusiness: false }))).toBeNull();
    expect(peppolJobs(consumer.sent)).toEqual([]);
  });
});

describe("Billit's webhook", () => {
  it("refuses a body whose Billit-Signature does not match, one with none, and a stale one", async () => {
    const body = JSON.stringify({ OrderID: 1, EntityType: "Order" });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [billitSignature("not-the-secret", now, body), undefined]) {
      const res = await postWebhook(body, signature);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: PEPPOL_BAD_SIGNATURE });
    }
    const stale = await postWebhook(body, billitSignature(LOCAL_PEPPOL_WEBHOOK_SECRET, now - 3600, body));
    expect(stale.status).toBe(403);
  });

  it("records an incoming invoice once however often Billit redelivers it", async () => {
    const body = JSON.stringify({
      OrderID: 777001,
      EntityType: "Order",
      EntityUpdateType: "I",
      OrderDirection: "Cost",
    });
    const sign = () => billitSignature(LOCAL_PEPPOL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body);
    const first = await postWebhook(body, sign());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    const again = await postWebhook(body, sign());
    expect(await again.json()).toEqual({ recorded: false });
  });
});
