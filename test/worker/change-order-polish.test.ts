// Issue 37's change-order polish (ADR 0217-0218): the application PDF's change order summary and "less deposit" line
// tie to the API answer; a schedule-of-values line a change order made is locked, and one it adjusts is never removed
// nor taken below what is billed on it.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChangeOrderView, DepositView } from "#schema/contracts/change-orders";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import { changeOrders } from "#schema/db/change-orders";
import { messages } from "#schema/db/outbox";
import { CLIENT_CATALOGUES } from "#schema/i18n/client";
import { changeOrderSummary } from "#schema/rules/change-orders";
import { formatMoneyExact } from "#schema/rules/money";
import { getDb } from "#worker/lib/db";
import { CHANGE_ORDER_LABELS, DEPOSIT_LABELS } from "#worker/pdf/pay-app";
import { todayIn } from "../factories/api";
import { makeClient, makeProject, SIGNATURE } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

type Answer<T> = T & { message?: string; link?: { url: string }; fields?: Record<string, string> };
const call = <T>(b: Browser, path: string, method = "GET", json?: unknown) =>
  b.json<Answer<T>>(path, { method, ...(json === undefined ? {} : { json }) });
const usd = (cents: number) => formatMoneyExact(cents, "USD", "en-US");
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function approveChangeOrder(b: Browser, id: number) {
  const sent = await call<ChangeOrderView>(b, `/api/change-orders/${id}/send`, "POST");
  expect(sent.status).toBe(200);
  const token = sent.body.link!.url.split("/a/")[1]!;
  const phone = new Browser(undefined, "198.51.100.7");
  const approved = await phone.json(`/api/a/${token}/approve`, {
    method: "POST",
    json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
  });
  expect(approved.status).toBe(200);
  return (await call<ChangeOrderView>(b, `/api/change-orders/${id}`)).body;
}

async function paid(b: Browser, progressId: number) {
  expect(
    (
      await b.json(`/api/progress/${progressId}/approve`, {
        method: "PATCH",
        json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
      })
    ).status,
  ).toBe(200);
  const pay = await b.json(`/api/progress/${progressId}/mark-paid`, {
    method: "POST",
    json: { paidOn: todayIn(), method: "check" },
  });
  expect(pay.body).toMatchObject({ status: "paid" });
}

const pdfText = async (b: Browser, appId: number) => {
  const pdf = await b.fetch(`/api/pay-apps/${appId}/pdf`);
  expect(pdf.status).toBe(200);
  return (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, " ");
};

describe("change order summary rule", () => {
  it("splits approved additions and deductions by the previous period's end; the net is line 2", () => {
    const co = (id: number, amount: number, approvedOn: string | null, status = "approved" as const) => ({
      id,
      amount,
      status,
      approvedOn,
      sovLineId: null,
      effect: "new_line" as const,
    });
    const orders = [co(1, 500, "2026-01-10"), co(2, -200, "2026-02-01"), co(3, 300, "2026-02-28"), co(4, 900, null)];
    expect(changeOrderSummary(orders, "2026-01-31", "2026-02-28")).toEqual({
      previousAdditions: 500,
      previousDeductions: 0,
      thisAdditions: 300,
      thisDeductions: -200,
      netChange: 600,
    });
    // The first application: everything it counts is this period's.
    expect(changeOrderSummary(orders, null, "2026-01-31")).toMatchObject({ thisAdditions: 500, netChange: 500 });
  });
});

describe("change orders on the application PDF and the schedule of values", () => {
  it("prints the summary and the deposit as the API answers them; locks change-order lines and the billed floor", async () => {
    const { browser } = await signedUp({ companyName: "Reyes Electric" });
    const client = await makeClient(browser, { name: "Dana Ortiz", email: `${uniqueName("gc")}@example.com` });
    const project = await makeProject(browser, { name: uniqueName("Clinic "), clientId: client.id });
    expect(
      (
        await call(browser, `/api/projects/${project.id}/contract`, "PUT", {
          billingMode: "pay_apps",
          originalContractSum: 10_000_000,
          retainageWorkPercent: 10,
          retainageStoredPercent: 0,
          allowOverbilling: false,
        })
      ).status,
    ).toBe(200);
    const sov = await call<SovView>(browser, `/api/projects/${project.id}/sov-lines`, "POST", {
      csv: "Item,Description,Scheduled value\n1,Structure,60000\n2,Finish,40000",
    });
    const [l1, l2] = sov.body.lines;
    const deposit = await call<DepositView>(browser, `/api/projects/${project.id}/deposits`, "POST", {
      basis: "flat",
      amount: 100_000,
    });
    await paid(browser, deposit.body.progressId!);

    const app1 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: l2!.id, workThisPeriod: 3_000_000 }],
    });
    expect(app1.body).toMatchObject({
      currentPaymentDue: 2_700_000,
      lessDepositApplied: 100_000,
      netPaymentDue: 2_600_000,
    });
    let text = await pdfText(browser, app1.body.id);
    expect(text).toContain(`${DEPOSIT_LABELS.less} -${usd(100_000)}`);
    expect(text).toContain(`${DEPOSIT_LABELS.net} ${usd(2_600_000)}`);
    expect(text).toContain(CHANGE_ORDER_LABELS.title);
    expect((await call(browser, `/api/pay-apps/${app1.body.id}/send`, "POST")).status).toBe(200);

    const add = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Added outlets",
      amount: 500_000,
    });
    const deduct = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Owner supplies hardware",
      amount: -100_000,
      sovLineId: l2!.id,
    });
    const approvedOn = (await approveChangeOrder(browser, add.body.id)).approvedOn!;
    await approveChangeOrder(browser, deduct.body.id);

    // The application of the approval's period: both this period's, the net line 2.
    const app2 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: approvedOn,
      lines: [{ sovLineId: l1!.id, workThisPeriod: 1_000_000 }],
    });
    expect(app2.body.netChangeByChangeOrders).toBe(400_000);
    text = await pdfText(browser, app2.body.id);
    expect(text).toContain(`${CHANGE_ORDER_LABELS.previous} ${usd(0)} ${usd(0)}`);
    expect(text).toContain(`${CHANGE_ORDER_LABELS.current} ${usd(500_000)} -${usd(100_000)}`);
    expect(text).toContain(`${CHANGE_ORDER_LABELS.net} ${usd(app2.body.netChangeByChangeOrders)}`);
    const sent2 = await call(browser, `/api/pay-apps/${app2.body.id}/send`, "POST");
    expect(sent2.status, sent2.body.message).toBe(200);
    // The next period: the same change orders are the previous periods'.
    const app3 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: dayAfter(approvedOn),
      lines: [],
    });
    text = await pdfText(browser, app3.body.id);
    expect(text).toContain(`${CHANGE_ORDER_LABELS.previous} ${usd(500_000)} -${usd(100_000)}`);
    expect(text).toContain(`${CHANGE_ORDER_LABELS.current} ${usd(0)} ${usd(0)}`);

    // The change order's own line is locked; the adjusted line keeps its billed floor and can't be removed.
    const lines = (await call<SovView>(browser, `/api/projects/${project.id}/sov-lines`)).body.lines;
    const coLine = lines.find((l) => l.source === "change_order")!;
    const patch = (json: unknown) => call<SovView>(browser, `/api/projects/${project.id}/sov-lines`, "PATCH", json);
    for (const change of [{ scheduledValue: 1 }, { remove: true }]) {
      const locked = await patch({ lines: [{ id: coLine.id, ...change }] });
      expect(locked.status).toBe(422);
      expect(locked.body.message).toBe(
        "Line CO-1 is an approved change order's line, so its value is locked. Reverse the change order to change it.",
      );
    }
    expect((await patch({ lines: [{ id: coLine.id, description: "Added outlets, waiting room" }] })).status).toBe(200);
    const below = await patch({ lines: [{ id: l2!.id, scheduledValue: 3_099_999 }] });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(
      "Line 2 has $30,000.00 billed on it, so a change order can't take its scheduled value below that.",
    );
    const removed = await patch({ lines: [{ id: l2!.id, remove: true }] });
    expect(removed.status).toBe(422);
    expect(removed.body.message).toBe(
      "Line 2 is adjusted by an approved change order, so it can't be removed. Reverse the change order first.",
    );
    const atFloor = await patch({ lines: [{ id: l2!.id, scheduledValue: 3_100_000 }] });
    expect(atFloor.status).toBe(200);
    // The answer tells the line's own value (what an edit sets) from its value with the change order on top, so the
    // editor never stores the adjusted figure as the base.
    const edited = atFloor.body.lines.find((l) => l.id === l2!.id)!;
    expect(edited.baseValue).toBe(3_100_000);
    expect(edited.scheduledValue).toBe(3_000_000);
    expect(lines.find((l) => l.id === l1!.id)!.baseValue).toBe(lines.find((l) => l.id === l1!.id)!.scheduledValue);
    // A line no change order touches edits as before.
    expect((await patch({ lines: [{ id: l1!.id, scheduledValue: 6_100_000 }] })).status).toBe(200);
  });
});

describe("a change order in the client's language", () => {
  it("emails, texts and shows the link page in Spanish, and records the Spanish consent it was signed under", async () => {
    const { browser } = await signedUp({ companyName: "Reyes Electric" });
    const email = `${uniqueName("gc")}@example.com`;
    const client = await makeClient(browser, { name: "Dana Ortiz", email, language: "es" });
    const project = await makeProject(browser, { name: uniqueName("Clínica "), clientId: client.id });
    const co = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Tomas adicionales",
      amount: 250_050,
      daysAdded: 1,
    });
    const sent = await call<ChangeOrderView>(browser, `/api/change-orders/${co.body.id}/send`, "POST");
    expect(sent.status).toBe(200);
    const es = CLIENT_CATALOGUES.es;
    const mail = await getDb(env).select().from(messages).where(eq(messages.to, email)).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Reyes Electric: orden de cambio CO-1 Tomas adicionales ($2,500.50)`);
    expect(mail[0]!.body).toContain("Hola, Dana Ortiz:");
    expect(mail[0]!.body).toContain(
      `le envió la orden de cambio CO-1 Tomas adicionales de ${project.name}: $2,500.50, 1 día.`,
    );
    expect(mail[0]!.body).toContain(es.coEmailReview);

    const token = sent.body.link!.url.split("/a/")[1]!;
    const phone = new Browser(undefined, "198.51.100.8");
    const html = await (await phone.fetch(`/a/${token}`)).text();
    expect(html).toContain('lang="es"');
    for (const words of [
      es.coPageTitle,
      "Reyes Electric le pide aprobar",
      "1 día añadido al plazo",
      es.coConsent,
      es.coRejectSubmit,
    ])
      expect(html).toContain(words);
    expect(html).not.toContain("Change Order Approval");
    const approved = await phone.json(`/api/a/${token}/approve`, {
      method: "POST",
      json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
    });
    expect(approved.status).toBe(200);
    expect(await (await phone.fetch(`/a/${token}`)).text()).toContain("Dana Ortiz aprobó esta orden de cambio el");
    // A US company's change order (the default database): the evidence keeps the sentence shown, in its language.
    const row = await getDb(env).select().from(changeOrders).where(eq(changeOrders.id, co.body.id)).get();
    expect([row!.consentText, row!.consentLanguage]).toEqual([es.coConsent, "es"]);
  });
});
