// Part payments (issue 38, ADR 0165): Mark paid takes an amount, the ledger keeps each payment, and everything that
// asks the client for money asks for the balance. The books' side (ledger from QuickBooks, push per payment) is in
// accounting-sync.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { amountOverBalance, type MarkPaid } from "#schema/contracts";
import { localDate } from "#schema/rules/time";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";

// The company's own day (a new company keeps New York time): Chicago's day is a day behind from 05:00 to 06:00 UTC,
// and a payment dated before the billing's day is refused.
const today = () => localDate("America/New_York", new Date());

/** An owner with payment details on file and an approved $800.00 billing. */
async function approvedBilling(amount = 80_000) {
  const { browser, user } = await signedUp({ companyName: "Reyes Electric" });
  await ok(
    browser.api.user["payment-details"].$put({
      json: { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" },
    }),
  );
  const client = await makeClient(browser, { email: `marcus.${crypto.randomUUID()}@webbhomes.example` });
  const project = await makeProject(browser, { clientId: client.id, name: `Kitchen ${user.id}` });
  const progress = await makeProgress(browser, { projectId: project.id, amount, dueDate: "2026-12-15" });
  // The client's link, copied before the decision (approval itself is tested elsewhere: set directly).
  const link = await ok(
    browser.api.progress[":id"]["approval-link"].$post({
      param: { id: String(progress.id) },
      json: { deliver: false },
    }),
    201,
  );
  await env.DB.prepare("update progress set status = 'approved', approved_at = ? where id = ?")
    .bind(Date.now(), progress.id)
    .run();
  return { browser, client, project, progress, linkPath: new URL(link.url).pathname };
}

const markPaid = (browser: Browser, id: number, json: Partial<MarkPaid>, key?: string) =>
  browser.fetch(`/api/progress/${id}/mark-paid`, {
    method: "POST",
    json: { paidOn: today(), method: "check", ...json },
    headers: key ? { "Idempotency-Key": key } : {},
  });

const ledgerOf = (progressId: number) =>
  env.DB.prepare(
    "select amount, method, source, idempotency_key from billing_payments where progress_id = ? order by id",
  )
    .bind(progressId)
    .all<{ amount: number; method: string; source: string; idempotency_key: string | null }>()
    .then((r) => r.results);

type Billing = { status: string; amountPaid: number; balanceDue: number };

describe("part payments", () => {
  it("records part of the balance, asks for the rest everywhere, then the rest makes it paid", async () => {
    const { browser, client, progress } = await approvedBilling();
    const first = await markPaid(browser, progress.id, { amount: 30_000, reference: "Check #1" }, "part-one-0001");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "approved", amountPaid: 30_000, balanceDue: 50_000 });

    // The billing's answers carry what was received and what is owed, beside the fields they always had.
    const detail = await browser.json<Billing & { amount: number }>(`/api/progress/${progress.id}`);
    expect(detail.body).toMatchObject({ status: "approved", amount: 80_000, amountPaid: 30_000, balanceDue: 50_000 });
    const list = await browser.json<{ id: number; balanceDue: number; amountPaid: number }[]>("/api/progress");
    expect(list.body.find((i) => i.id === progress.id)).toMatchObject({ amountPaid: 30_000, balanceDue: 50_000 });

    // Pay links, the payment request and the reminders ask for the balance, not the total.
    const links = await ok(
      browser.api.payments["generate-links"].$post({
        json: { progressId: progress.id, clientId: client.id, paymentMethod: "all" },
      }),
    );
    expect(links.amount).toBe(50_000);
    expect(links.paymentLinks[0]!.link).toBe("https://paypal.me/ReyesElectric/500.00");
    await ok(browser.api.payments.request.$post({ json: { progressId: progress.id, channel: "email" } }));
    const request = await env.DB.prepare(
      "select body from messages where \"to\" = ? and subject like 'Payment request%'",
    )
      .bind(client.email)
      .first<{ body: string }>();
    expect(request?.body).toContain("Amount due: $500.00");
    const targets =
      await browser.json<{ projects: { progress: { id: number; amount: number }[] }[] }[]>("/api/nudge-targets");
    const target = targets.body.flatMap((c) => c.projects.flatMap((p) => p.progress)).find((p) => p.id === progress.id);
    expect(target?.amount).toBe(50_000);

    // The dashboard's outstanding figure is the balance.
    const dashboard = await browser.json<{ cashFlow: { approved: number } }>("/api/dashboard");
    expect(dashboard.body.cashFlow.approved).toBe(50_000);

    // The rest, with no amount: the balance, and the billing is paid as before.
    const rest = await markPaid(browser, progress.id, { method: "zelle" }, "part-two-0001");
    expect(await rest.json()).toMatchObject({ status: "paid", amountPaid: 80_000, balanceDue: 0 });
    expect(await ledgerOf(progress.id)).toEqual([
      { amount: 30_000, method: "check", source: "manual", idempotency_key: "part-one-0001" },
      { amount: 50_000, method: "zelle", source: "manual", idempotency_key: "part-two-0001" },
    ]);
    const audit = await env.DB.prepare(
      "select action from audit_events where entity_id = ? and action like '%paid' order by id",
    )
      .bind(progress.id)
      .all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["part_paid", "marked_paid"]);
  });

  it("refuses more than the balance with 400 and the balance in words, and records nothing", async () => {
    const { browser, progress } = await approvedBilling();
    const over = await failure(
      browser.api.progress[":id"]["mark-paid"].$post({
        param: { id: String(progress.id) },
        json: { paidOn: today(), method: "cash", amount: 80_001 },
      }),
    );
    expect([over.status, over.body.message]).toEqual([400, amountOverBalance("$800.00")]);
    expect((await markPaid(browser, progress.id, { amount: 60_000 })).status).toBe(200);
    const again = await markPaid(browser, progress.id, { amount: 20_001 });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(amountOverBalance("$200.00"));
    const zero = await markPaid(browser, progress.id, { amount: 0 });
    expect(zero.status).toBe(400);
    expect((await ledgerOf(progress.id)).map((p) => p.amount)).toEqual([60_000]);
  });

  it("a double-submitted Mark paid (same Idempotency-Key) records once, at once or later", async () => {
    const { browser, progress } = await approvedBilling();
    const [a, b] = await Promise.all([
      markPaid(browser, progress.id, { amount: 10_000 }, "double-tap-0001"),
      markPaid(browser, progress.id, { amount: 10_000 }, "double-tap-0001"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const retried = await markPaid(browser, progress.id, { amount: 10_000 }, "double-tap-0001");
    expect(await retried.json()).toMatchObject({ amountPaid: 10_000, balanceDue: 70_000 });
    expect(await ledgerOf(progress.id)).toHaveLength(1);
    const row = await env.DB.prepare("select amount_paid from progress where id = ?")
      .bind(progress.id)
      .first<{ amount_paid: number }>();
    expect(row?.amount_paid).toBe(10_000);
  });

  it("the client's page says what was paid of the total and asks for the balance", async () => {
    const { browser, progress, linkPath } = await approvedBilling();
    expect((await markPaid(browser, progress.id, { amount: 30_000 }, "link-page-0001")).status).toBe(200);
    const page = await browser.fetch(linkPath);
    const html = await page.text();
    expect(html).toContain("Paid $300.00 of $800.00");
    expect(html).toContain("$500.00");
  });
});
