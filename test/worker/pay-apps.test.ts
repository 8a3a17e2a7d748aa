// Pay applications through the API (issue 37): the contract, a schedule of values from CSV, applications computed
// cent-exact, the rules' 422s and the 409 on an application that is not the latest, sending as a billing the client
// approves by the link, and the PDF in our own words. The arithmetic itself is pay-app-math.test.ts's.
import { describe, expect, it } from "vitest";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import { PAY_APP_CERTIFICATION, PAY_APP_FOOTER } from "#worker/pdf/pay-app";
import { makeClient, makeProject, SIGNATURE } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

const CONTRACT = {
  billingMode: "pay_apps",
  originalContractSum: 10_000_000,
  retainageWorkPercent: 10,
  retainageStoredPercent: 5,
  retainageReduceAtPercent: 50,
  retainageReducedWorkPercent: 5,
  retainageReduceMode: "forward",
  allowOverbilling: false,
  contractDate: "2026-01-05",
  siteAddress: "400 Congress Ave, Austin",
  siteState: "TX",
};

const CSV = `Item,Description,Scheduled value
1,Mobilization,"$5,000.00"
2,Rough-in,"45,000.00"
3,Fixtures,30000
4,Finish,"$20,000"`;

async function payAppProject() {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, {
    name: "Dana Ortiz",
    companyName: "Ortiz General Contractors",
    email: `${uniqueName("gc")}@example.com`,
  });
  const project = await makeProject(browser, { name: uniqueName("Clinic fit-out "), clientId: client.id });
  const put = await browser.json(`/api/projects/${project.id}/contract`, { method: "PUT", json: CONTRACT });
  expect(put.status).toBe(200);
  const sov = await browser.json<SovView>(`/api/projects/${project.id}/sov-lines`, {
    method: "POST",
    json: { csv: CSV },
  });
  expect(sov.status).toBe(201);
  return { browser, project, sov: sov.body };
}

const post = (b: Browser, projectId: number, json: unknown) =>
  b.json<PayAppView & { message?: string; errors?: Record<string, string> }>(`/api/projects/${projectId}/pay-apps`, {
    method: "POST",
    json,
  });

describe("pay applications", () => {
  it("imports the schedule, computes, refuses what the rules refuse, sends a billing the client approves, prints", async () => {
    const { browser, project, sov } = await payAppProject();
    expect(sov.lines.map((l) => [l.itemNo, l.description, l.scheduledValue])).toEqual([
      ["1", "Mobilization", 500_000],
      ["2", "Rough-in", 4_500_000],
      ["3", "Fixtures", 3_000_000],
      ["4", "Finish", 2_000_000],
    ]);
    expect(sov.scheduledTotal).toBe(10_000_000);
    const [l1, l2, l3] = sov.lines;

    // Overbilling a line: 422 in the rule's words.
    const over = await post(browser, project.id, {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: l1!.id, workThisPeriod: 500_001, storedMaterials: 0 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      "Line 1 would bill $5,000.01, more than its scheduled value of $5,000.00. This contract does not allow overbilling a line.",
    );

    const created = await post(browser, project.id, {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [
        { sovLineId: l1!.id, workThisPeriod: 500_000, storedMaterials: 0 },
        { sovLineId: l2!.id, workThisPeriod: 1_000_005, storedMaterials: 0 },
        { sovLineId: l3!.id, workThisPeriod: 0, storedMaterials: 300_010 },
      ],
    });
    expect(created.status).toBe(201);
    const a1 = created.body;
    expect(a1).toMatchObject({
      appNo: 1,
      status: "draft",
      editable: true,
      currency: "USD",
      originalContractSum: 10_000_000,
      netChangeByChangeOrders: 0,
      contractSumToDate: 10_000_000,
      totalCompletedAndStored: 1_800_015,
      retainageOnWork: 150_001,
      retainageOnStored: 15_001,
      totalRetainage: 165_002,
      totalEarnedLessRetainage: 1_635_013,
      lessPreviousCertificates: 0,
      currentPaymentDue: 1_635_013,
      balanceToFinishInclRetainage: 8_364_987,
    });
    expect(a1.lines[1]).toMatchObject({
      itemNo: "2",
      scheduledValue: 4_500_000,
      fromPrevious: 0,
      workThisPeriod: 1_000_005,
      storedMaterials: 0,
      totalCompletedAndStored: 1_000_005,
      percentComplete: 22.22,
      balanceToFinish: 3_499_995,
      retainage: 100_001,
    });

    // A second one waits until the first is sent.
    expect((await post(browser, project.id, { kind: "progress", periodTo: "2026-02-28", lines: [] })).status).toBe(409);

    // The draft is edited (the latest), then sent: a billing for line 8 goes to the client with its link.
    const edited = await browser.json<PayAppView>(`/api/pay-apps/${a1.id}`, {
      method: "PATCH",
      json: { periodTo: "2026-01-30" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.periodTo).toBe("2026-01-30");
    const sent = await browser.json<PayAppView & { approval: { url: string } | null }>(`/api/pay-apps/${a1.id}/send`, {
      method: "POST",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sent", billingStatus: "pending", editable: false });
    const billing = await browser.json<{ amount: number; totalAmount: number; description: string; status: string }>(
      `/api/progress/${sent.body.progressId}`,
    );
    expect(billing.body).toMatchObject({
      amount: 1_635_013,
      totalAmount: 1_635_013,
      description: "Application for Payment #1, period to 2026-01-30",
      status: "pending",
    });
    // A second tap is the same application, one billing.
    const again = await browser.json<PayAppView>(`/api/pay-apps/${a1.id}/send`, { method: "POST" });
    expect(again.body.progressId).toBe(sent.body.progressId);

    // A sent application keeps its figures: editing it is a 409.
    const locked = await browser.json(`/api/pay-apps/${a1.id}`, { method: "PATCH", json: { periodTo: "2026-01-29" } });
    expect(locked.status).toBe(409);

    // The client approves it through the same link and signature as any billing.
    const token = sent.body.approval!.url.split("/a/")[1]!;
    const phone = new Browser(undefined, "198.51.100.7");
    const approved = await phone.json(`/api/a/${token}/approve`, {
      method: "POST",
      json: { signature: SIGNATURE, signerName: "Dana Ortiz" },
    });
    expect(approved.status).toBe(200);
    expect((await browser.json<PayAppView>(`/api/pay-apps/${a1.id}`)).body.billingStatus).toBe("approved");

    // Application 2 continues from 1; once it exists, 1 is not the latest.
    const a2 = await post(browser, project.id, {
      kind: "progress",
      periodTo: "2026-02-28",
      lines: [
        { sovLineId: l2!.id, workThisPeriod: 2_000_000, storedMaterials: 0 },
        { sovLineId: l3!.id, workThisPeriod: 500_010, storedMaterials: 0 },
      ],
    });
    expect(a2.status).toBe(201);
    expect(a2.body).toMatchObject({
      appNo: 2,
      totalCompletedAndStored: 4_000_015,
      totalRetainage: 400_002,
      lessPreviousCertificates: 1_635_013,
      currentPaymentDue: 1_965_000,
    });
    expect(a2.body.lines[1]).toMatchObject({ fromPrevious: 1_000_005, totalCompletedAndStored: 3_000_005 });
    const notLatest = await browser.json<{ message: string }>(`/api/pay-apps/${a1.id}`, {
      method: "PATCH",
      json: { periodTo: "2026-01-28" },
    });
    expect(notLatest.status).toBe(409);
    expect(notLatest.body.message).toBe("Only the latest application can be edited.");

    // The PDF: our titles and certification, the footer, the tie-out figures, and no AIA document text.
    const pdf = await browser.fetch(`/api/pay-apps/${a1.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const { doc, text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    // The summary portrait, the continuation sheet's ten columns landscape.
    const [summary, sheet] = doc.getPages();
    expect(summary!.getWidth()).toBeLessThan(summary!.getHeight());
    expect(sheet!.getWidth()).toBeGreaterThan(sheet!.getHeight());
    for (const words of ["Application for Payment", "Continuation Sheet", "$16,350.13", "$83,649.87", "22.22%"])
      expect(text).toContain(words);
    expect(text.replace(/\s+/g, " ")).toContain(PAY_APP_FOOTER.slice(0, 40));
    expect(text).toContain(PAY_APP_CERTIFICATION.split(" ").slice(0, 6).join(" "));
    expect(text).toContain("Dana Ortiz");
    expect(text).not.toMatch(/AIA Document/);
  });

  it("a release above what is held is refused; another company's application is missing", async () => {
    const { browser, project, sov } = await payAppProject();
    const a1 = await post(browser, project.id, {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: sov.lines[0]!.id, workThisPeriod: 500_000, storedMaterials: 0 }],
    });
    await browser.json(`/api/pay-apps/${a1.body.id}/send`, { method: "POST" });
    const tooMuch = await post(browser, project.id, {
      kind: "retainage-release",
      periodTo: "2026-02-28",
      releaseAmount: 50_001,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("A release can't be more than the retainage held on completed work ($500.00).");
    const release = await post(browser, project.id, {
      kind: "retainage-release",
      periodTo: "2026-02-28",
      releaseAmount: 50_000,
    });
    expect(release.status).toBe(201);
    expect(release.body).toMatchObject({ kind: "retainage-release", currentPaymentDue: 50_000, totalRetainage: 0 });

    const other = await signedUp();
    expect((await other.browser.json(`/api/pay-apps/${a1.body.id}`)).status).toBe(404);
    expect((await other.browser.json(`/api/projects/${project.id}/contract`)).status).toBe(404);
    // A pay-application project takes no stage billing.
    const stage = await browser.json<{ message: string }>("/api/progress", {
      method: "POST",
      json: { projectId: project.id, completionPercentage: 10, amount: 10_000 },
    });
    expect(stage.status).toBe(422);
    expect(stage.body.message).toBe(
      "This project bills by pay applications. Start an application on the project's page instead.",
    );
    // A stage project takes no application; a project with applications keeps its mode.
    const stages = await makeProject(browser);
    expect((await post(browser, stages.id, { kind: "progress", periodTo: "2026-01-31", lines: [] })).status).toBe(422);
    const back = await browser.json(`/api/projects/${project.id}/contract`, {
      method: "PUT",
      json: { ...CONTRACT, billingMode: "stages" },
    });
    expect(back.status).toBe(409);
  });

  it("refuses to send while the schedule does not total the contract sum", async () => {
    const { browser, project, sov } = await payAppProject();
    await browser.json(`/api/projects/${project.id}/sov-lines`, {
      method: "PATCH",
      json: { lines: [{ id: sov.lines[3]!.id, scheduledValue: 1_999_999 }] },
    });
    const a1 = await post(browser, project.id, {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: sov.lines[0]!.id, workThisPeriod: 100_000, storedMaterials: 0 }],
    });
    const sent = await browser.json<{ message: string }>(`/api/pay-apps/${a1.body.id}/send`, { method: "POST" });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toBe(
      "The schedule of values totals $99,999.99 but the contract sum to date is $100,000.00. Make them match before sending.",
    );
  });
});
