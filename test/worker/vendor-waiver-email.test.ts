// Issue 37 (ADR 0218): a lien waiver requested from a vendor is emailed to the vendor with its /lw/{token} link
// through the outbox, once per link; "send again" issues a new link (the old one stops working) and emails it; a
// signed waiver is never sent again; another company's waiver is missing.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LienWaiverView } from "#schema/contracts/lien-waivers";
import type { PayAppView, SovView } from "#schema/contracts/pay-apps";
import { messages } from "#schema/db/outbox";
import { getDb } from "#worker/lib/db";
import { VENDOR_RESEND_REFUSED } from "#worker/services/lien-waiver-requests";
import { makeClient, makeProject } from "../factories/billing";
import { Browser, signedUp, uniqueName } from "./http";

type Answer = LienWaiverView & { message?: string };

async function sentApplication() {
  const { browser } = await signedUp({ companyName: "Reyes Electric" });
  const client = await makeClient(browser, { name: "Dana Ortiz", email: `${uniqueName("gc")}@example.com` });
  const project = await makeProject(browser, { name: uniqueName("Clinic "), clientId: client.id });
  await browser.json(`/api/projects/${project.id}/contract`, {
    method: "PUT",
    json: {
      billingMode: "pay_apps",
      originalContractSum: 1_000_000,
      retainageWorkPercent: 0,
      retainageStoredPercent: 0,
      allowOverbilling: false,
      contractDate: "2026-01-05",
      siteAddress: "12 Main St, Fresno",
      siteState: "CA",
    },
  });
  const sov = await browser.json<SovView>(`/api/projects/${project.id}/sov-lines`, {
    method: "POST",
    json: { csv: "Item,Description,Scheduled value\n1,Electrical,10000" },
  });
  const app = await browser.json<PayAppView>(`/api/projects/${project.id}/pay-apps`, {
    method: "POST",
    json: {
      kind: "progress",
      periodTo: "2026-01-31",
      lines: [{ sovLineId: sov.body.lines[0]!.id, workThisPeriod: 400_000 }],
    },
  });
  expect((await browser.json(`/api/pay-apps/${app.body.id}/send`, { method: "POST" })).status).toBe(200);
  return { browser, project, appId: app.body.id };
}

// A US company's messages (the default database).
const mailTo = (to: string) => getDb(env).select().from(messages).where(eq(messages.to, to)).all();

describe("vendor waiver links by email", () => {
  it("emails the link once, sends a new one again, never after signing", async () => {
    const { browser, project, appId } = await sentApplication();
    const vendorEmail = `${uniqueName("ar")}@volt.example`;
    const req = await browser.json<Answer>(`/api/pay-apps/${appId}/lien-waivers/vendor-requests`, {
      method: "POST",
      json: { kind: "conditional-progress", vendorName: "Volt Supply Co", vendorEmail, amount: 120_000 },
    });
    expect(req.status).toBe(201);
    expect(req.body).toMatchObject({ vendorEmail, emailedTo: vendorEmail, status: "sent" });
    let mail = await mailTo(vendorEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Reyes Electric: please sign a lien waiver for ${project.name}`);
    expect(mail[0]!.body).toContain(req.body.link!);
    expect(mail[0]!.body).toContain("Conditional Waiver and Release on Progress Payment");
    expect(mail[0]!.body).toContain("$1,200.00");

    const vendor = new Browser(undefined, "198.51.100.31");
    const oldPath = new URL(req.body.link!).pathname;
    const again = await browser.json<Answer>(`/api/lien-waivers/${req.body.id}/resend`, { method: "POST" });
    expect(again.status).toBe(200);
    expect(again.body.emailedTo).toBe(vendorEmail);
    expect(again.body.link).not.toBe(req.body.link);
    mail = await mailTo(vendorEmail);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.body).toContain(again.body.link!);
    expect((await vendor.fetch(oldPath)).status).toBe(404);
    const newPath = new URL(again.body.link!).pathname;
    expect((await vendor.fetch(newPath)).status).toBe(200);

    // Signed by the vendor: never sent again.
    const signed = await vendor.fetch(newPath, {
      method: "POST",
      body: new URLSearchParams({ signerName: "Sam Volt", signerTitle: "Controller", agree: "true" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signed.status).toBe(200);
    const refused = await browser.json<Answer>(`/api/lien-waivers/${req.body.id}/resend`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(VENDOR_RESEND_REFUSED);
    expect(await mailTo(vendorEmail)).toHaveLength(2);

    // No email on file: the link is answered for the contractor to send, and nothing is queued.
    const noMail = await browser.json<Answer>(`/api/pay-apps/${appId}/lien-waivers/vendor-requests`, {
      method: "POST",
      json: { kind: "conditional-progress", vendorName: "Cash Lumber", amount: 10_000 },
    });
    expect(noMail.body).toMatchObject({ vendorEmail: null, emailedTo: null });
    expect(noMail.body.link).toMatch(/\/lw\//);

    // Another company's waiver is missing; the contractor's own waiver is not a vendor's to resend.
    const other = await signedUp();
    expect((await other.browser.json(`/api/lien-waivers/${noMail.body.id}/resend`, { method: "POST" })).status).toBe(
      404,
    );
  });
});
