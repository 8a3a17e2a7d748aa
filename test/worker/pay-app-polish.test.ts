// Pay applications, issue 37's polish: a pay-app project says so in the project answers (the web offers "New pay
// application", not Submit Progress), the client's link page shows the application's lines 1-9 in the client's
// language, and a rejected application (the latest only) reopens for editing and is sent again as a new billing.
import { describe, expect, it } from "vitest";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import { en } from "#schema/i18n/client/en";
import { es } from "#schema/i18n/client/es";
import { LATEST_REJECTED } from "#worker/services/pay-apps";
import { makeClient, makeProject } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";

const CONTRACT = {
  billingMode: "pay_apps",
  originalContractSum: 10_000_000,
  retainageWorkPercent: 10,
  retainageStoredPercent: 5,
  retainageReduceAtPercent: null,
  retainageReducedWorkPercent: null,
  retainageReduceMode: "forward",
  allowOverbilling: false,
  contractDate: "2026-01-05",
  siteAddress: "400 Congress Ave, Austin",
  siteState: "TX",
};

async function payAppProject(language?: string) {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, {
    name: "Dana Ortiz",
    companyName: "Ortiz General Contractors",
    email: `${uniqueName("gc")}@example.com`,
  });
  if (language) {
    const put = await browser.json(`/api/clients/${client.id}`, { method: "PUT", json: { ...client, language } });
    expect(put.status).toBe(200);
  }
  const project = await makeProject(browser, { name: uniqueName("Clinic "), clientId: client.id });
  expect((await browser.json(`/api/projects/${project.id}/contract`, { method: "PUT", json: CONTRACT })).status).toBe(
    200,
  );
  const sov = await browser.json<SovView>(`/api/projects/${project.id}/sov-lines`, {
    method: "POST",
    json: { csv: "Item,Description,Scheduled value\n1,Rough-in,60000\n2,Finish,40000" },
  });
  const app = await browser.json<PayAppView>(`/api/projects/${project.id}/pay-apps`, {
    method: "POST",
    json: {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: sov.body.lines[0]!.id, workThisPeriod: 2_000_000, storedMaterials: 0 }],
    },
  });
  expect(app.status).toBe(201);
  const sent = await browser.json<PayAppView & { approval: { url: string } | null }>(
    `/api/pay-apps/${app.body.id}/send`,
    { method: "POST" },
  );
  expect(sent.status).toBe(200);
  return { browser, project, sov: sov.body, app: sent.body, token: sent.body.approval!.url.split("/a/")[1]! };
}

const page = async (token: string) => {
  const res = await new Browser(undefined, "198.51.100.9").fetch(`/a/${token}`);
  expect(res.status).toBe(200);
  return res.text();
};

describe("pay applications: issue 37's polish", () => {
  it("the project answers name the billing mode, so the lists offer a new application instead of Submit Progress", async () => {
    const { browser, project } = await payAppProject();
    expect((await browser.json<{ billingMode: string }>(`/api/projects/${project.id}`)).body.billingMode).toBe(
      "pay_apps",
    );
    const list = await browser.json<Array<{ id: number; billingMode: string }>>("/api/projects");
    expect(list.body.find((p) => p.id === project.id)?.billingMode).toBe("pay_apps");
    const stages = await makeProject(browser, { name: uniqueName("Kitchen "), clientId: project.clientId });
    expect((await browser.json<{ billingMode: string }>(`/api/projects/${stages.id}`)).body.billingMode).toBe("stages");
  });

  it("the client's link page shows the application's lines 1-9 as sent, in the client's language", async () => {
    const { token } = await payAppProject();
    const html = await page(token);
    // $20,000.00 of work, 10% retainage: earned $18,000.00, all of it due; $82,000.00 left including retainage.
    for (const words of [
      "Application for Payment #1",
      en.payAppLine1,
      "$100,000.00",
      en.payAppLine5a,
      "$2,000.00",
      en.payAppLine8,
      "$18,000.00",
      en.payAppLine9,
      "$82,000.00",
    ])
      expect(html).toContain(words);
    expect(html.length).toBeLessThan(40_000);

    const spanish = await page((await payAppProject("es")).token);
    expect(spanish).toContain("Solicitud de pago n.º 1");
    expect(spanish).toContain(es.payAppLine8);
    expect(spanish).not.toContain(en.payAppLine8);
  });

  it("a rejected application reopens for editing and is sent again as a new billing; only the latest one", async () => {
    const { browser, project, sov, app, token } = await payAppProject();
    const rejected = await new Browser(undefined, "198.51.100.9").json(`/api/a/${token}/reject`, {
      method: "POST",
      json: { reason: "Line 1 is ahead of the work on site" },
    });
    expect(rejected.status).toBe(200);
    const view = await browser.json<PayAppView>(`/api/pay-apps/${app.id}`);
    expect(view.body).toMatchObject({ status: "sent", billingStatus: "rejected", editable: true });

    // Not followed by another while the rejected one is open.
    const another = await browser.json<{ message: string }>(`/api/projects/${project.id}/pay-apps`, {
      method: "POST",
      json: { kind: "progress", periodTo: "2026-02-28", lines: [] },
    });
    expect(another).toMatchObject({ status: 409, body: { message: LATEST_REJECTED } });

    const edited = await browser.json<PayAppView>(`/api/pay-apps/${app.id}`, {
      method: "PATCH",
      json: { lines: [{ sovLineId: sov.lines[0]!.id, workThisPeriod: 1_500_000, storedMaterials: 0 }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: "draft", editable: true, currentPaymentDue: 1_350_000 });
    // The rejected billing's page no longer shows figures being edited.
    expect(await page(token)).not.toContain(en.payAppLine1);

    const again = await browser.json<PayAppView & { approval: { url: string } | null }>(
      `/api/pay-apps/${app.id}/send`,
      { method: "POST" },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "sent", billingStatus: "pending", editable: false });
    expect(again.body.progressId).not.toBe(app.progressId);
    const old = await browser.json<{ status: string }>(`/api/progress/${app.progressId}`);
    expect(old.body.status).toBe("rejected");
    const fresh = await browser.json<{ amount: number; status: string }>(`/api/progress/${again.body.progressId}`);
    expect(fresh.body).toMatchObject({ amount: 1_350_000, status: "pending" });
    // A second tap is the same billing.
    const tap = await browser.json<PayAppView>(`/api/pay-apps/${app.id}/send`, { method: "POST" });
    expect(tap.body.progressId).toBe(again.body.progressId);
    expect(await page(again.body.approval!.url.split("/a/")[1]!)).toContain("$13,500.00");
  });

  it("an earlier rejected application stays as the client decided it: only the latest reopens", async () => {
    const { browser, project, sov, app, token } = await payAppProject();
    const a2 = await browser.json<PayAppView>(`/api/projects/${project.id}/pay-apps`, {
      method: "POST",
      json: {
        kind: "progress",
        periodTo: "2026-02-28",
        lines: [{ sovLineId: sov.lines[1]!.id, workThisPeriod: 1_000_000, storedMaterials: 0 }],
      },
    });
    expect(a2.status).toBe(201);
    await new Browser(undefined, "198.51.100.9").json(`/api/a/${token}/reject`, { method: "POST", json: {} });
    expect((await browser.json<PayAppView>(`/api/pay-apps/${app.id}`)).body.editable).toBe(false);
    const edit = await browser.json<{ message: string }>(`/api/pay-apps/${app.id}`, {
      method: "PATCH",
      json: { periodTo: "2026-01-30" },
    });
    expect(edit).toMatchObject({ status: 409, body: { message: "Only the latest application can be edited." } });
  });
});
