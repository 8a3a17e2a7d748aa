// Change orders and deposits (issue 37, ADR 0205-0207) by a worked example, cent-exact: a change order moves the
// contract from the first application whose period ends on or after its approval day, as its own line or by adjusting
// one (never below what is billed on it); pending ones move nothing; approved ones are never edited, only reversed;
// a paid deposit comes off later billings first-billing or pro-rata (the last takes the remainder), an unpaid one
// never; and stage billings never pass the revised contract.
import { describe, expect, it } from "vitest";
import type { ChangeOrderListView, ChangeOrderView, DepositView } from "#schema/contracts/change-orders";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import { depositToApply, netChangeBy, scheduledIn } from "#schema/rules/change-orders";
import { todayIn } from "../factories/api";
import { makeClient, makeProject, SIGNATURE } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";

type Answer<T> = T & { message?: string; link?: { url: string } };

async function payAppProject(contract: Record<string, unknown>, csv: string) {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, { name: "Dana Ortiz", email: `${uniqueName("gc")}@example.com` });
  const project = await makeProject(browser, { name: uniqueName("Clinic "), clientId: client.id });
  const put = await browser.json(`/api/projects/${project.id}/contract`, {
    method: "PUT",
    json: { billingMode: "pay_apps", retainageStoredPercent: 0, allowOverbilling: false, ...contract },
  });
  expect(put.status).toBe(200);
  const sov = await browser.json<SovView>(`/api/projects/${project.id}/sov-lines`, { method: "POST", json: { csv } });
  expect(sov.status).toBe(201);
  return { browser, project, lines: sov.body.lines };
}

const call = <T>(b: Browser, path: string, method = "GET", json?: unknown) =>
  b.json<Answer<T>>(path, { method, ...(json === undefined ? {} : { json }) });

/** Sends a change order and has the client sign it through its link, as the client would. */
async function sendAndApprove(b: Browser, id: number) {
  const sent = await call<ChangeOrderView>(b, `/api/change-orders/${id}/send`, "POST");
  expect(sent.status).toBe(200);
  expect(sent.body.status).toBe("sent");
  const token = sent.body.link!.url.split("/a/")[1]!;
  const phone = new Browser(undefined, "198.51.100.9");
  const page = await phone.fetch(`/a/${token}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Change Order Approval");
  const approved = await phone.json(`/api/a/${token}/approve`, {
    method: "POST",
    json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
  });
  expect(approved.status).toBe(200);
  return (await call<ChangeOrderView>(b, `/api/change-orders/${id}`)).body;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("change-order and deposit rules", () => {
  const approved = (id: number, amount: number, approvedOn: string, sovLineId: number | null = null) => ({
    id,
    amount,
    status: "approved" as const,
    approvedOn,
    sovLineId,
    effect: sovLineId === null ? ("new_line" as const) : ("adjust_line" as const),
  });
  it("counts a change order from the first period ending on or after its approval day", () => {
    const orders = [
      approved(1, 250_050, "2026-03-10"),
      approved(2, -100_000, "2026-03-31", 4),
      { ...approved(3, 999_999, "2026-03-01"), status: "sent" as const, approvedOn: null },
    ];
    expect(netChangeBy(orders, "2026-03-09")).toBe(0);
    expect(netChangeBy(orders, "2026-03-10")).toBe(250_050);
    expect(netChangeBy(orders, "2026-03-31")).toBe(150_050);
    expect(scheduledIn({ id: 4, scheduled: 2_000_000, changeOrderId: null }, orders, "2026-03-30")).toBe(2_000_000);
    expect(scheduledIn({ id: 4, scheduled: 2_000_000, changeOrderId: null }, orders, "2026-03-31")).toBe(1_900_000);
    expect(scheduledIn({ id: 9, scheduled: 250_050, changeOrderId: 1 }, orders, "2026-03-09")).toBeNull();
  });
  it("applies a deposit first-billing or pro-rata, the last billing taking the remainder, never while unpaid", () => {
    const base = { deposit: 1_000_000, paid: true, appliedBefore: 0, contractSum: 10_000_000, last: false };
    expect(depositToApply({ ...base, paid: false, method: "first", gross: 5_000_000 })).toBe(0);
    expect(depositToApply({ ...base, method: "first", gross: 400_000 })).toBe(400_000);
    expect(depositToApply({ ...base, appliedBefore: 400_000, method: "first", gross: 5_000_000 })).toBe(600_000);
    // rh(1,000,000 × 3,666,667 / 10,000,000) = rh(366,666.7) = 366,667
    expect(depositToApply({ ...base, method: "prorata", gross: 3_666_667 })).toBe(366_667);
    // rh(1,000,000 × 3,333,335 / 10,000,000) = rh(333,333.5) = 333,334: half up
    expect(depositToApply({ ...base, method: "prorata", gross: 3_333_335 })).toBe(333_334);
    expect(depositToApply({ ...base, appliedBefore: 366_667, method: "prorata", gross: 10, last: true })).toBe(10);
    expect(depositToApply({ ...base, appliedBefore: 366_667, method: "prorata", gross: 3_000_000, last: true })).toBe(
      633_333,
    );
  });
});

describe("change orders on pay applications", () => {
  it("moves line 2 from the period of its approval, as its own line or an adjusted one, and is reversed, never edited", async () => {
    const { browser, project, lines } = await payAppProject(
      { originalContractSum: 10_000_000, retainageWorkPercent: 10 },
      "Item,Description,Scheduled value\n1,Mobilization,5000\n2,Rough-in,45000\n3,Fixtures,30000\n4,Finish,20000",
    );
    const [l1, l2, , l4] = lines;
    const app1 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [
        { sovLineId: l1!.id, workThisPeriod: 500_000 },
        { sovLineId: l2!.id, workThisPeriod: 1_000_000 },
      ],
    });
    expect(app1.body.currentPaymentDue).toBe(1_350_000);
    expect((await call(browser, `/api/pay-apps/${app1.body.id}/send`, "POST")).status).toBe(200);

    // Drafted: pending, shown apart, moving nothing.
    const co1 = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Added outlets",
      description: "Twelve outlets in the waiting room",
      amount: 250_050,
      daysAdded: 5,
    });
    expect(co1.status).toBe(201);
    expect(co1.body).toMatchObject({ label: "CO-1", status: "draft", sovEffect: "new_line", amount: 250_050 });
    let list = await call<ChangeOrderListView>(browser, `/api/projects/${project.id}/change-orders`);
    expect(list.body).toMatchObject({
      originalContractSum: 10_000_000,
      netChange: 0,
      revisedContractSum: 10_000_000,
      pending: 250_050,
    });
    expect((await call<SovView>(browser, `/api/projects/${project.id}/sov-lines`)).body.contractSumToDate).toBe(
      10_000_000,
    );

    // A deduction never takes a line below what is billed on it (line 2 has $10,000.00 billed).
    const below = await call(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Less rough-in",
      amount: -3_500_001,
      sovLineId: l2!.id,
    });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(
      "Line 2 has $10,000.00 billed on it, so a change order can't take its scheduled value below that.",
    );
    const co2 = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Owner supplies finish hardware",
      amount: -100_000,
      sovLineId: l4!.id,
    });
    expect(co2.body).toMatchObject({ label: "CO-2", sovEffect: "adjust_line", sovLineId: l4!.id });

    const approved1 = await sendAndApprove(browser, co1.body.id);
    expect(approved1).toMatchObject({ status: "approved", signerName: "Dana Ortiz" });
    const approvedOn = approved1.approvedOn!;
    await sendAndApprove(browser, co2.body.id);

    // Never edited once approved; a second decision is refused.
    const edit = await call(browser, `/api/change-orders/${co1.body.id}`, "PATCH", { amount: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(
      "An approved change order is never edited. Reverse it with another change order instead.",
    );

    list = await call<ChangeOrderListView>(browser, `/api/projects/${project.id}/change-orders`);
    expect(list.body).toMatchObject({
      approvedAdditions: 250_050,
      approvedDeductions: -100_000,
      netChange: 150_050,
      revisedContractSum: 10_150_050,
      pending: 0,
    });
    const sov = (await call<SovView>(browser, `/api/projects/${project.id}/sov-lines`)).body;
    expect(sov.contractSumToDate).toBe(10_150_050);
    expect(sov.scheduledTotal).toBe(10_150_050);
    expect(sov.lines.map((l) => [l.itemNo, l.scheduledValue, l.source])).toEqual([
      ["1", 500_000, "original"],
      ["2", 4_500_000, "original"],
      ["3", 3_000_000, "original"],
      ["4", 1_900_000, "original"],
      ["CO-1", 250_050, "change_order"],
    ]);
    const coLine = sov.lines[4]!;

    // A period ending the day before the approval counts neither change order.
    const app2 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: dayBefore(approvedOn),
      lines: [],
    });
    expect(app2.status).toBe(201);
    expect(app2.body).toMatchObject({ netChangeByChangeOrders: 0, contractSumToDate: 10_000_000 });
    expect(app2.body.lines).toHaveLength(4);
    expect(app2.body.lines[3]!.scheduledValue).toBe(2_000_000);

    // Ending on the approval day it counts both: line 2, line 3, the new line and the adjusted one.
    const app2b = await call<PayAppView>(browser, `/api/pay-apps/${app2.body.id}`, "PATCH", {
      periodTo: approvedOn,
      lines: [{ sovLineId: coLine.id, workThisPeriod: 250_050 }],
    });
    expect(app2b.status).toBe(200);
    expect(app2b.body).toMatchObject({
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 150_050,
      contractSumToDate: 10_150_050,
      totalCompletedAndStored: 1_750_050,
      totalRetainage: 175_005,
      totalEarnedLessRetainage: 1_575_045,
      lessPreviousCertificates: 1_350_000,
      currentPaymentDue: 225_045,
      balanceToFinishInclRetainage: 8_575_005,
    });
    expect(app2b.body.lines.map((l) => [l.itemNo, l.scheduledValue])).toEqual([
      ["1", 500_000],
      ["2", 4_500_000],
      ["3", 3_000_000],
      ["4", 1_900_000],
      ["CO-1", 250_050],
    ]);
    const sent2 = await call<PayAppView>(browser, `/api/pay-apps/${app2.body.id}/send`, "POST");
    expect(sent2.status).toBe(200);

    // Reversal: another change order; never below what is billed (CO-1's line is fully billed).
    const undo1 = await call(browser, `/api/change-orders/${co1.body.id}/reverse`, "POST");
    expect(undo1.status).toBe(422);
    expect(undo1.body.message).toBe(
      "Line CO-1 has $2,500.50 billed on it, so a change order can't take its scheduled value below that.",
    );
    const undo2 = await call<ChangeOrderView>(browser, `/api/change-orders/${co2.body.id}/reverse`, "POST");
    expect(undo2.status).toBe(201);
    expect(undo2.body).toMatchObject({
      label: "CO-3",
      status: "draft",
      amount: 100_000,
      sovEffect: "adjust_line",
      sovLineId: l4!.id,
      reversesId: co2.body.id,
    });
    expect((await call(browser, `/api/change-orders/${co2.body.id}/reverse`, "POST")).status).toBe(409);
    expect((await call(browser, `/api/change-orders/${undo2.body.id}/reverse`, "POST")).status).toBe(409);
    await sendAndApprove(browser, undo2.body.id);
    const after = (await call<SovView>(browser, `/api/projects/${project.id}/sov-lines`)).body;
    expect(after.lines[3]!.scheduledValue).toBe(2_000_000);
    expect(after.contractSumToDate).toBe(10_250_050);

    // Another company's change order is missing.
    const other = await signedUp();
    expect((await call(other.browser, `/api/change-orders/${co1.body.id}`)).status).toBe(404);
    expect((await call(other.browser, `/api/projects/${project.id}/change-orders`)).status).toBe(404);
  });
});

/** The owner approves in person and records the payment: the deposit is paid. */
async function paid(b: Browser, progressId: number) {
  const approve = await b.json(`/api/progress/${progressId}/approve`, {
    method: "PATCH",
    json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
  });
  expect(approve.status).toBe(200);
  const pay = await b.json(`/api/progress/${progressId}/mark-paid`, {
    method: "POST",
    json: { paidOn: todayIn(), method: "check" },
  });
  expect(pay.body, JSON.stringify(pay.body)).toMatchObject({ status: "paid" });
}

describe("deposits", () => {
  it("pay applications: unpaid, never applied; paid, pro-rata with the last taking the remainder", async () => {
    const { browser, project, lines } = await payAppProject(
      { originalContractSum: 10_000_000, retainageWorkPercent: 0 },
      "Item,Description,Scheduled value\n1,Structure,60000\n2,Finish,40000",
    );
    const [l1, l2] = lines;
    const deposit = await call<DepositView>(browser, `/api/projects/${project.id}/deposits`, "POST", {
      basis: "percent",
      percent: 10,
      applyMethod: "prorata",
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ amount: 1_000_000, paid: false, applied: 0, remaining: 1_000_000 });
    expect(
      (await call(browser, `/api/projects/${project.id}/deposits`, "POST", { basis: "flat", amount: 5 })).status,
    ).toBe(409);

    const billed = async (appId: number) => {
      const sent = await call<PayAppView>(browser, `/api/pay-apps/${appId}/send`, "POST");
      expect(sent.status).toBe(200);
      return {
        app: sent.body,
        amount: (await call<{ amount: number }>(browser, `/api/progress/${sent.body.progressId}`)).body.amount,
      };
    };
    const app1 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: l1!.id, workThisPeriod: 3_333_333 }],
    });
    const one = await billed(app1.body.id);
    expect(one.app).toMatchObject({ currentPaymentDue: 3_333_333, lessDepositApplied: 0, netPaymentDue: 3_333_333 });
    expect(one.amount).toBe(3_333_333);

    await paid(browser, deposit.body.progressId!);
    const app2 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: "2026-02-28",
      lines: [
        { sovLineId: l1!.id, workThisPeriod: 2_666_667 },
        { sovLineId: l2!.id, workThisPeriod: 1_000_000 },
      ],
    });
    // rh(1,000,000 × 3,666,667 / 10,000,000) = 366,667 comes off line 8.
    expect(app2.body).toMatchObject({
      currentPaymentDue: 3_666_667,
      lessDepositApplied: 366_667,
      netPaymentDue: 3_300_000,
    });
    expect((await billed(app2.body.id)).amount).toBe(3_300_000);

    const app3 = await call<PayAppView>(browser, `/api/projects/${project.id}/pay-apps`, "POST", {
      kind: "progress",
      periodTo: "2026-03-31",
      lines: [{ sovLineId: l2!.id, workThisPeriod: 3_000_000 }],
    });
    // The application finishing the contract takes the remainder: 1,000,000 − 366,667.
    expect(app3.body).toMatchObject({
      balanceToFinishInclRetainage: 0,
      lessDepositApplied: 633_333,
      netPaymentDue: 2_366_667,
    });
    expect((await billed(app3.body.id)).amount).toBe(2_366_667);
    const after = await call<DepositView[]>(browser, `/api/projects/${project.id}/deposits`);
    expect(after.body[0]).toMatchObject({ paid: true, applied: 1_000_000, remaining: 0 });
    // Sent applications keep the share they were sent with.
    expect((await call<PayAppView>(browser, `/api/pay-apps/${app2.body.id}`)).body.lessDepositApplied).toBe(366_667);
  });

  it("stages: first billing takes the deposit, the revised contract is a ceiling, a change order bills on approval", async () => {
    const { browser } = await signedUp({ companyName: "Reyes Kitchens" });
    const client = await makeClient(browser, { name: "Sam Lee", email: `${uniqueName("home")}@example.com` });
    const project = await makeProject(browser, { clientId: client.id, totalValue: 1_000_000 });
    const deposit = await call<DepositView>(browser, `/api/projects/${project.id}/deposits`, "POST", {
      basis: "flat",
      amount: 150_000,
      applyMethod: "first",
    });
    expect(deposit.status).toBe(201);
    await paid(browser, deposit.body.progressId!);

    const bill = (completionPercentage: number, amount: number) =>
      call<{ id: number; amount: number; description: string | null }>(browser, "/api/progress", "POST", {
        projectId: project.id,
        completionPercentage,
        amount,
      });
    const first = await bill(40, 400_000);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 250_000, description: "Less deposit applied: $1,500.00" });

    const over = await bill(100, 600_001);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      "Stage billings can't exceed the revised contract of $10,000.00: $4,000.00 is billed so far, so at most $6,000.00 more.",
    );

    const co = await call<ChangeOrderView>(browser, `/api/projects/${project.id}/change-orders`, "POST", {
      title: "Extra cabinet",
      amount: 50_000,
      billOnApproval: true,
    });
    const approved = await sendAndApprove(browser, co.body.id);
    expect(approved.progressId).not.toBeNull();
    const coBilling = await call<{ amount: number; description: string }>(
      browser,
      `/api/progress/${approved.progressId}`,
    );
    expect(coBilling.body).toMatchObject({ amount: 50_000, description: "Change order CO-1: Extra cabinet" });
    const list = (await call<ChangeOrderListView>(browser, `/api/projects/${project.id}/change-orders`)).body;
    expect(list).toMatchObject({ originalContractSum: 1_000_000, revisedContractSum: 1_050_000 });

    expect((await bill(100, 600_001)).status).toBe(422);
    const last = await bill(100, 600_000);
    expect(last.status).toBe(201);
    expect(last.body.amount).toBe(600_000);
  });
});
