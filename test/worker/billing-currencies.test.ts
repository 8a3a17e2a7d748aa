// Everywhere the money goes (issue 33, ADR 0154): a billing's texts say its total in its own currency and locale (the
// approval email and SMS, the link page, reminders, payment requests and options, "I've sent the payment"), and the
// dashboard never adds two currencies. US billings keep their exact words: the existing suites hold those.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { smsSegments } from "#schema/rules/sms-segments";
import { approvalLink, approveInPerson, makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, ok, signedUp, uniqueName } from "./http";

/** Intl writes no-break spaces (U+00A0, U+202F) in fr-CA and other locales; a person reads a space. */
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");

type Money = { currency: string; locale: string; total: number };

/** A billing issued in `money`: submitted through the API, then given the currency, locale and total it was issued in. */
async function billingIn(money: Money) {
  const { browser, user } = await signedUp({ companyName: "Reyes Electric" });
  const clientEmail = `${uniqueName("client")}@example.com`;
  const client = await makeClient(browser, { name: "Marcus Webb", email: clientEmail, phone: "+1 512 555 0188" });
  const project = await makeProject(browser, { name: uniqueName("Kitchen "), clientId: client.id });
  const progress = await makeProgress(browser, { projectId: project.id, amount: 100_000, dueDate: "2030-01-15" });
  await env.DB.prepare("update progress set currency = ?, locale = ?, total_amount = ? where id = ?")
    .bind(money.currency, money.locale, money.total, progress.id)
    .run();
  return { browser, user, client, clientEmail, project, progressId: progress.id };
}

type MessageRow = { channel: string; subject: string | null; body: string };
const messagesLike = (keyLike: string) =>
  env.DB.prepare("select channel, subject, body from messages where dedupe_key like ? order by id")
    .bind(keyLike)
    .all<MessageRow>()
    .then((r) => r.results);

const page = async (browser: Browser, url: string) => plain(await (await browser.fetch(new URL(url).pathname)).text());

const CASES = [
  { name: "GBP en-GB", money: { currency: "GBP", locale: "en-GB", total: 120_000 }, shown: "£1,200.00" },
  { name: "EUR en-IE", money: { currency: "EUR", locale: "en-IE", total: 123_450 }, shown: "€1,234.50" },
  { name: "CAD fr-CA", money: { currency: "CAD", locale: "fr-CA", total: 114_975 }, shown: "1 149,75 $" },
] as const;

describe("a billing's texts in its own money", () => {
  for (const c of CASES) {
    it(`${c.name}: the approval email, SMS and link page ask for ${c.shown}`, async () => {
      const { browser, progressId } = await billingIn(c.money);
      const link = await approvalLink(browser, progressId, true);
      const [email, sms] = await messagesLike(`approval-link:%`).then((rows) =>
        ["email", "sms"].map((ch) => rows.filter((r) => r.channel === ch).find((r) => r.body.includes(link.url))),
      );
      expect(plain(email!.subject!)).toContain(`(${c.shown})`);
      expect(plain(email!.body)).toContain(`: ${c.shown}, work `);
      expect(sms!.body).toContain(`(${c.shown})`);
      // Sent with plain spaces: a no-break space would switch the whole text to UCS-2 (70 a segment, not 160).
      expect(sms!.body).not.toMatch(/[\u00A0\u202F]/);
      expect(smsSegments(sms!.body).encoding).toBe("GSM-7");
      expect(await page(browser, link.url)).toContain(`>${c.shown}</dd>`);
    });
  }

  it("a GBP reminder fills {{amount}} with £1,200.00 in the email and the text", async () => {
    const { browser, progressId } = await billingIn(CASES[0].money);
    const templates = await ok(browser.api["nudge-templates"].$get());
    const template = templates.find((t) => t.name === "Payment Reminder")!;
    const sent = await ok(
      browser.api["send-nudge"].$post({ json: { progressId, templateId: template.id, channels: ["email", "sms"] } }),
      201,
    );
    const rows = await messagesLike(`nudge:${sent.id}:%`);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(`${row.subject ?? ""} ${row.body}`).toContain("£1,200.00");
    for (const row of rows) expect(`${row.subject ?? ""} ${row.body}`).not.toContain("$");
  });

  it("an approved EUR billing: the payment request, payment options, link page and claim say €1,234.50", async () => {
    const { browser, clientEmail, progressId } = await billingIn(CASES[1].money);
    await ok(
      browser.api.user["payment-details"].$put({
        json: { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" },
      }),
      200,
    );
    const link = await approvalLink(browser, progressId);
    await approveInPerson(browser, progressId);

    const options = await ok(
      browser.api.payments["generate-links"].$post({
        json: { progressId, clientId: (await clientOf(progressId)).client_id, paymentMethod: "all" },
      }),
      200,
    );
    expect(options).toMatchObject({ amount: 123_450, currency: "EUR", locale: "en-IE" });

    await ok(
      browser.api.payments.request.$post({
        json: { progressId, channel: "email", signatureType: "company", idempotencyKey: `eur-request-${progressId}` },
      }),
      200,
    );
    const [request] = await env.DB.prepare('select subject, body from messages where "to" = ? and subject like ?')
      .bind(clientEmail, "Payment request:%")
      .all<{ subject: string; body: string }>()
      .then((r) => r.results);
    expect(request!.subject).toContain("(€1,234.50)");
    expect(request!.body).toContain("€1,234.50");

    const html = await page(browser, link.url);
    expect(html).toContain("Amount due to Reyes Electric: <strong>€1,234.50</strong>");

    const token = new URL(link.url).pathname.split("/").pop()!;
    await ok(browser.api.a[":token"]["payment-claim"].$post({ param: { token } }), 200);
    const claims = await messagesLike(`payment-claim:${progressId}%`);
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.body).toContain("says they've sent €1,234.50 for Progress #1");
  });
});

const clientOf = (progressId: number) =>
  env.DB.prepare("select pj.client_id from progress p join projects pj on pj.id = p.project_id where p.id = ?")
    .bind(progressId)
    .first<{ client_id: number }>()
    .then((r) => r!);

describe("the dashboard never adds two currencies", () => {
  it("a USD company with a GBP billing: the dollars stand alone, each currency has its own figures", async () => {
    const { browser, client } = await billingIn({ currency: "USD", locale: "en-US", total: 100_000 });
    const project = await makeProject(browser, { name: uniqueName("Loft "), clientId: client.id });
    const gbp = await makeProgress(browser, { projectId: project.id, amount: 50_000, dueDate: "2020-01-15" });
    await env.DB.prepare("update progress set currency = 'GBP', locale = 'en-GB', total_amount = 60000 where id = ?")
      .bind(gbp.id)
      .run();
    const usdOverdue = await makeProgress(browser, { projectId: project.id, amount: 25_000, dueDate: "2020-01-10" });

    const dashboard = await ok(browser.api.dashboard.$get());
    expect(dashboard).toMatchObject({ currency: "USD", locale: "en-US" });
    // The fields a US company has always read: dollars only.
    expect(dashboard.cashFlow).toEqual({ pending: 125_000, approved: 0, paid: 0 });
    expect(dashboard.cashFlowByCurrency).toEqual([
      { currency: "USD", pending: 125_000, approved: 0, paid: 0 },
      { currency: "GBP", pending: 60_000, approved: 0, paid: 0 },
    ]);
    expect(dashboard.billingCounts.pending).toBe(3);
    expect(dashboard.overdue).toEqual({ count: 2, amount: 25_000 });
    expect(dashboard.overdueByCurrency).toEqual([
      { currency: "USD", count: 1, amount: 25_000 },
      { currency: "GBP", count: 1, amount: 60_000 },
    ]);
    const item = dashboard.recentActivity.find((a) => a.id === gbp.id)!;
    expect(item).toMatchObject({ currency: "GBP", locale: "en-GB", totalAmount: 60_000 });
    expect(usdOverdue.id).toBeGreaterThan(gbp.id);
  });
});
