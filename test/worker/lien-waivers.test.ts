// US lien waivers (issue 37, ADR 0208-0210): the conditional waiver made with each sent application, unconditional
// ones only after a recorded payment and for what was received, finals only once everything is billed (and paid),
// the notary states, a company text edit never reaching a waiver already made, the vendor's link, the waivers on
// the application's PDF, and the Georgia/Mississippi affidavit reminders.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LienWaiverListView, LienWaiverView } from "#schema/contracts/lien-waivers";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import {
  affidavitDeadline,
  COUNSEL_NOTE,
  DEFAULT_TEMPLATES,
  lienWaiverMessages as M,
  notaryRequired,
  STATUTORY_STATES,
  usStateCode,
} from "#schema/rules/lien-waivers";
import { getDb } from "#worker/lib/db";
import { AWAITING_NOTARY } from "#worker/pdf/lien-waiver";
import { remindWaiverDeadlines } from "#worker/services/lien-waivers";
import { todayIn } from "../factories/api";
import { makeClient, makeProject, SIGNATURE } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

type Err = { message: string; errors?: Record<string, string> };

/** A pay-app project with one line of $10,000.00, no retainage (so two applications bill everything). */
async function job(siteState: string | null, contractDate = "2026-01-05") {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, {
    name: "Dana Ortiz",
    companyName: "Ortiz General Contractors",
    email: `${uniqueName("gc")}@example.com`,
  });
  const project = await makeProject(browser, { name: uniqueName("Clinic "), clientId: client.id });
  const put = await browser.json(`/api/projects/${project.id}/contract`, {
    method: "PUT",
    json: {
      billingMode: "pay_apps",
      originalContractSum: 1_000_000,
      retainageWorkPercent: 0,
      retainageStoredPercent: 0,
      retainageReduceAtPercent: null,
      retainageReducedWorkPercent: null,
      retainageReduceMode: "forward",
      allowOverbilling: false,
      contractDate,
      siteAddress: "12 Peachtree St, Atlanta",
      siteState,
    },
  });
  expect(put.status).toBe(200);
  const sov = await browser.json<SovView>(`/api/projects/${project.id}/sov-lines`, {
    method: "POST",
    json: { csv: "Item,Description,Scheduled value\n1,Electrical,10000" },
  });
  return { browser, project, lineId: sov.body.lines[0]!.id };
}

type Job = Awaited<ReturnType<typeof job>>;

/** Creates and sends an application billing `amount` on the one line; answers the sent application. */
async function sendApp(j: Job, amount: number, periodTo: string) {
  const created = await j.browser.json<PayAppView>(`/api/projects/${j.project.id}/pay-apps`, {
    method: "POST",
    json: { kind: "progress", periodTo, lines: [{ sovLineId: j.lineId, workThisPeriod: amount, storedMaterials: 0 }] },
  });
  expect(created.status).toBe(201);
  const sent = await j.browser.json<PayAppView & { approval: { url: string } | null }>(
    `/api/pay-apps/${created.body.id}/send`,
    { method: "POST" },
  );
  expect(sent.status).toBe(200);
  return sent.body;
}

/** The client approves by the link, and the contractor records `amount` received (a cleared payment). */
async function approveAndPay(j: Job, app: PayAppView & { approval: { url: string } | null }, amount: number) {
  const token = app.approval!.url.split("/a/")[1]!;
  const approved = await new Browser(undefined, "198.51.100.9").json(`/api/a/${token}/approve`, {
    method: "POST",
    json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
  });
  expect(approved.status).toBe(200);
  await pay(j, app, amount);
}

async function pay(j: Job, app: PayAppView, amount: number) {
  const paid = await j.browser.fetch(`/api/progress/${app.progressId}/mark-paid`, {
    method: "POST",
    json: { paidOn: todayIn(), method: "check", amount },
  });
  expect([paid.status, paid.status === 200 ? "" : await paid.text()]).toEqual([200, ""]);
}

const list = (j: Job, appId: number) => j.browser.json<LienWaiverListView>(`/api/pay-apps/${appId}/lien-waivers`);
const make = (j: Job, appId: number, json: unknown) =>
  j.browser.json<LienWaiverView & Err>(`/api/pay-apps/${appId}/lien-waivers`, { method: "POST", json });
const sign = (j: Job, id: number) =>
  j.browser.json<LienWaiverView & Err>(`/api/lien-waivers/${id}/sign`, {
    method: "POST",
    json: { signerName: "Ana Reyes", signerTitle: "Owner", agree: true },
  });
const notarize = (j: Job, id: number) =>
  j.browser.json<LienWaiverView & Err>(`/api/lien-waivers/${id}/notarize`, {
    method: "POST",
    json: { notaryName: "Pat Lee", commission: "MS-12345", notarizedOn: "2026-03-02" },
  });

describe("lien waivers", () => {
  it("conditional with each application; unconditional only after a payment, for what was received; finals last", async () => {
    const j = await job("Georgia");
    const a1 = await sendApp(j, 400_000, "2026-01-31");

    // Made with the sent application: line 8, through the period end, Georgia's rules and the pending-text warning.
    const first = await list(j, a1.id);
    expect(first.status).toBe(200);
    expect(first.body.waivers).toHaveLength(1);
    const conditional = first.body.waivers[0]!;
    expect(conditional).toMatchObject({
      kind: "conditional-progress",
      party: "self",
      state: "GA",
      amount: 400_000,
      throughDate: "2026-01-31",
      status: "unsigned",
      style: "georgia",
      textPending: true,
      notaryRequired: false,
      templateKey: "default:conditional-progress:v1",
    });
    expect(conditional.statuteNote).toContain("O.C.G.A. § 44-14-366");
    expect(conditional.text).toContain("$4,000.00");
    expect(conditional.text).toContain("Reyes Electric");
    expect(conditional.text).toContain("Ortiz General Contractors");
    // A second send is the same application and the same one waiver.
    await j.browser.fetch(`/api/pay-apps/${a1.id}/send`, { method: "POST" });
    expect((await list(j, a1.id)).body.waivers).toHaveLength(1);

    // Never an unconditional waiver before a recorded payment; finals only when everything is billed.
    const early = await make(j, a1.id, { kind: "unconditional-progress" });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(M.unconditionalBeforePayment);
    expect(first.body.available.find((a) => a.kind === "unconditional-progress")).toEqual({
      kind: "unconditional-progress",
      ok: false,
      reason: M.unconditionalBeforePayment,
    });
    expect((await make(j, a1.id, { kind: "conditional-final" })).body.message).toBe(M.finalNotBilled);

    // A part payment of $1,500.00 recorded: the unconditional waiver is for exactly that.
    await approveAndPay(j, a1, 150_000);
    const unconditional = await make(j, a1.id, { kind: "unconditional-progress", exceptions: "Change order 2" });
    expect(unconditional.status).toBe(201);
    expect(unconditional.body).toMatchObject({ amount: 150_000, kind: "unconditional-progress" });
    expect(unconditional.body.text).toContain("$1,500.00");
    expect(unconditional.body.text).toContain("Exceptions: Change order 2.");
    // A double tap is the same waiver.
    expect((await make(j, a1.id, { kind: "unconditional-progress" })).body.id).toBe(unconditional.body.id);

    // Signing: evidence and Georgia's 90-day affidavit deadline; no notary in Georgia; signed once.
    const signed = await sign(j, conditional.id);
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe("signed");
    expect(signed.body.deadlineOn).toBe(affidavitDeadline("GA", todayIn()));
    expect((await sign(j, conditional.id)).status).toBe(409);
    const notary = await notarize(j, conditional.id);
    expect(notary.status).toBe(422);
    expect(notary.body.message).toBe(M.notaryNotNeeded);

    // The last application bills everything: it carries the conditional final; the unconditional final waits for
    // every application to be paid in full.
    const a2 = await sendApp(j, 600_000, "2026-02-28");
    expect((await list(j, a2.id)).body.waivers.map((w) => [w.kind, w.amount])).toEqual([
      ["conditional-final", 600_000],
    ]);
    expect((await make(j, a1.id, { kind: "conditional-final" })).body.message).toBe(M.finalNotBilled);
    const unpaid = await make(j, a2.id, { kind: "unconditional-final" });
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.message).toBe(M.unconditionalBeforePayment);
    await approveAndPay(j, a2, 600_000);
    expect((await make(j, a2.id, { kind: "unconditional-final" })).body.message).toBe(M.finalNotPaid);
    await pay(j, a1, 250_000);
    const final = await make(j, a2.id, { kind: "unconditional-final" });
    expect(final.status).toBe(201);
    expect(final.body.amount).toBe(600_000);

    // The application's PDF carries its waivers, Georgia's in bold capitals.
    const pdf = await j.browser.fetch(`/api/pay-apps/${a1.id}/pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Conditional Waiver and Release on Progress Payment");
    expect(text).toContain("Unconditional Waiver and Release on Progress Payment");
    expect(text).toContain("Signed electronically by Ana Reyes, Owner");
    expect(text).toContain("UPON RECEIPT BY REYES ELECTRIC");

    // Another company's waiver and application are 404s.
    const other = await signedUp();
    expect((await other.browser.json(`/api/pay-apps/${a1.id}/lien-waivers`)).status).toBe(404);
    expect(
      (
        await other.browser.json(`/api/lien-waivers/${conditional.id}/sign`, {
          method: "POST",
          json: { signerName: "X", signerTitle: "Y", agree: true },
        })
      ).status,
    ).toBe(404);
  });

  it("Mississippi and Wyoming (and Texas contracts before 2022) wait for the notary", async () => {
    expect(["MS", "WY"].map((s) => notaryRequired(s, "2026-01-01"))).toEqual([true, true]);
    expect(notaryRequired("TX", "2021-12-31")).toBe(true);
    expect(notaryRequired("TX", "2022-01-01")).toBe(false);
    expect(["CA", "AZ", "NV", "UT", "GA", "OR"].some((s) => notaryRequired(s, "2020-01-01"))).toBe(false);

    const j = await job("MS");
    const a1 = await sendApp(j, 400_000, "2026-01-31");
    const w = (await list(j, a1.id)).body.waivers[0]!;
    expect(w.notaryRequired).toBe(true);
    // Notarizing an unsigned waiver is refused.
    expect((await notarize(j, w.id)).body.message).toBe(M.signBeforeNotary);
    const signed = await sign(j, w.id);
    expect(signed.body).toMatchObject({ status: "awaiting_notary", notary: null });
    expect(signed.body.deadlineOn).toBe(affidavitDeadline("MS", todayIn()));
    const pdf = await readPdf(
      new Uint8Array(await (await j.browser.fetch(`/api/pay-apps/${a1.id}/pdf`)).arrayBuffer()),
    );
    expect(pdf.text).toContain(AWAITING_NOTARY);

    const done = await notarize(j, w.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "signed",
      notary: { notaryName: "Pat Lee", commission: "MS-12345", notarizedOn: "2026-03-02" },
    });
    expect((await notarize(j, w.id)).status).toBe(409);

    // Texas: the contract's date decides.
    const old = await job("TX", "2021-06-01");
    const oldApp = await sendApp(old, 100_000, "2026-01-31");
    expect((await list(old, oldApp.id)).body.waivers[0]!.notaryRequired).toBe(true);
    const fresh = await job("Texas", "2024-06-01");
    const freshApp = await sendApp(fresh, 100_000, "2026-01-31");
    expect((await list(fresh, freshApp.id)).body.waivers[0]!.notaryRequired).toBe(false);
  });

  it("every statutory state cites its statute and carries the counsel note; other states use the company's text", async () => {
    expect(Object.keys(STATUTORY_STATES).sort()).toEqual(
      ["AZ", "CA", "FL", "GA", "MA", "MI", "MO", "MS", "NV", "TX", "UT", "WY"].sort(),
    );
    for (const s of Object.values(STATUTORY_STATES)) expect(s.statute).toMatch(/\d/);
    expect(COUNSEL_NOTE).toContain("counsel");
    expect(STATUTORY_STATES.GA!.affidavitDays).toBe(90);
    expect(STATUTORY_STATES.MS!.affidavitDays).toBe(60);
    expect([usStateCode("ga"), usStateCode("Georgia"), usStateCode("Bavaria"), usStateCode(null)]).toEqual([
      "GA",
      "GA",
      null,
      null,
    ]);
  });

  it("a template edit is a new version and never changes a waiver already made", async () => {
    const j = await job("OR");
    const put = await j.browser.json<{ version: number }>("/api/lien-waiver-templates/conditional-progress", {
      method: "PUT",
      json: { body: "{{claimant}} waives its Oregon lien rights for {{amount}} through {{throughDate}}, once paid." },
    });
    expect(put.body.version).toBe(1);
    const a1 = await sendApp(j, 400_000, "2026-01-31");
    const before = (await list(j, a1.id)).body.waivers[0]!;
    expect(before).toMatchObject({
      templateKey: "company:conditional-progress:v1",
      statuteNote: null,
      textPending: false,
    });
    expect(before.text).toBe(
      "Reyes Electric waives its Oregon lien rights for $4,000.00 through 2026-01-31, once paid.",
    );

    const edit = await j.browser.json<{ version: number }>("/api/lien-waiver-templates/conditional-progress", {
      method: "PUT",
      json: { body: "Something else entirely {{amount}}." },
    });
    expect(edit.body.version).toBe(2);
    const after = (await list(j, a1.id)).body.waivers[0]!;
    expect(after.text).toBe(before.text);
    expect(after.textSha256).toBe(before.textSha256);
    expect(after.templateKey).toBe("company:conditional-progress:v1");
    // The other kinds still read PayStage's default text.
    const dflt = await j.browser.json<{ version: number; custom: boolean; body: string }>(
      "/api/lien-waiver-templates/unconditional-final",
    );
    expect(dflt.body).toEqual({
      kind: "unconditional-final",
      version: 1,
      body: DEFAULT_TEMPLATES["unconditional-final"].body,
      custom: false,
    });
  });

  it("outside the US there is no waiver; an application is still sent", async () => {
    const j = await job(null);
    const a1 = await sendApp(j, 400_000, "2026-01-31");
    const listed = await list(j, a1.id);
    expect(listed.body.waivers).toEqual([]);
    expect(listed.body.available.every((a) => a.reason === M.notUsJob)).toBe(true);
    expect((await make(j, a1.id, { kind: "conditional-progress" })).status).toBe(422);
    expect((await make(j, a1.id, { kind: "nonsense" })).status).toBe(400);
  });

  it("a vendor signs its waiver by link; the signed one goes on the application's PDF", async () => {
    const j = await job("CA");
    const a1 = await sendApp(j, 400_000, "2026-01-31");
    const req = await j.browser.json<LienWaiverView & Err>(`/api/pay-apps/${a1.id}/lien-waivers/vendor-requests`, {
      method: "POST",
      json: {
        kind: "conditional-progress",
        vendorName: "Volt Supply Co",
        vendorEmail: "ar@volt.example",
        amount: 120_000,
      },
    });
    expect(req.status).toBe(201);
    expect(req.body).toMatchObject({ party: "vendor", status: "sent", amount: 120_000 });
    expect(req.body.text).toContain("Volt Supply Co");
    const path = new URL(req.body.link!).pathname;
    const vendor = new Browser(undefined, "198.51.100.23");
    const page = await vendor.fetch(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Volt Supply Co");
    expect(html).toContain("Cal. Civ. Code");

    // Unsigned, it is not on the PDF.
    const before = await readPdf(
      new Uint8Array(await (await j.browser.fetch(`/api/pay-apps/${a1.id}/pdf`)).arrayBuffer()),
    );
    expect(before.text).not.toContain("Volt Supply Co");

    const form = (agree: boolean) => {
      const body = new URLSearchParams({ signerName: "Sam Volt", signerTitle: "Controller" });
      if (agree) body.set("agree", "true");
      return vendor.fetch(path, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    };
    expect((await form(false)).status).toBe(400);
    const signed = await form(true);
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain("Signed.");
    // A second submit finds it signed.
    expect((await form(true)).status).toBe(200);
    const after = await readPdf(
      new Uint8Array(await (await j.browser.fetch(`/api/pay-apps/${a1.id}/pdf`)).arrayBuffer()),
    );
    expect(after.text).toContain("Signed electronically by Sam Volt, Controller");
    // The contractor cannot sign a vendor's waiver; a dead token is the one 404.
    expect((await sign(j, req.body.id)).status).toBe(404);
    expect((await vendor.fetch(`/lw/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("reminds the owner once, 10 days before the affidavit deadline, unless the application is paid", async () => {
    const db = getDb(env);
    const j = await job("MS");
    const a1 = await sendApp(j, 400_000, "2026-01-31");
    const w = (await list(j, a1.id)).body.waivers[0]!;
    await sign(j, w.id);
    const paidJob = await job("GA");
    const p1 = await sendApp(paidJob, 400_000, "2026-01-31");
    const pw = (await list(paidJob, p1.id)).body.waivers[0]!;
    await sign(paidJob, pw.id);
    await approveAndPay(paidJob, p1, 400_000);

    const now = Date.now();
    const remindersOf = async (b: Browser) =>
      (await b.json<{ items: { title: string; body: string }[] }>("/api/notifications")).body.items.filter(
        (n) => n.title === "Lien waiver deadline",
      );
    // Other files' and tests' waivers may be due too: each company's bell is what is asserted.
    // 48 days on: MS's 60-day deadline is 12 days away (a day either way by time zone), nothing yet.
    await remindWaiverDeadlines(db, new Date(now + 48 * 86_400_000));
    expect(await remindersOf(j.browser)).toEqual([]);
    await remindWaiverDeadlines(db, new Date(now + 51 * 86_400_000));
    await remindWaiverDeadlines(db, new Date(now + 52 * 86_400_000));
    const reminders = await remindersOf(j.browser);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain("affidavit of nonpayment");
    expect(reminders[0]!.body).toContain("Miss. Code § 85-7-433");
    expect(reminders[0]!.body).toContain("$4,000.00");
    // Georgia's, paid in full, is passed over without a word (90 days on).
    await remindWaiverDeadlines(db, new Date(now + 85 * 86_400_000));
    expect(await remindersOf(paidJob.browser)).toEqual([]);
  });
});
