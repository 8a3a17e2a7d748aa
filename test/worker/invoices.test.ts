// GET /api/progress (the invoice list) and GET /api/progress/{id}/invoice.pdf: shape, order, owner scoping, the PDF.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeClient, makeProject, submitProgress, uploadPhoto } from "../factories/billing";
import { tinyJpeg, tinyPng } from "../factories/images";
import { Browser, ok, signedUp } from "./http";
import { readPdf } from "./pdf-text";

const DAY = 24 * 60 * 60 * 1000;

async function bill(browser: Browser, projectId: number, body: Record<string, unknown> = {}) {
  const res = await submitProgress(browser, { projectId, ...body });
  if (res.status !== 201) throw new Error(`progress failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; progressNumber: number };
}

const setRow = (id: number, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`update progress set ${sql} where id = ?`)
    .bind(...values, id)
    .run();

describe("GET /api/progress", () => {
  it("needs a signed-in user", async () => {
    expect((await new Browser().fetch("/api/progress")).status).toBe(401);
  });

  it("lists the contractor's progress newest first with project and client names, never another contractor's", async () => {
    const { browser } = await signedUp();
    const client = await makeClient(browser, { name: "Priya Natarajan", companyName: "Northgate Dental Group" });
    const project = await makeProject(browser, { name: "Northgate Dental HVAC", clientId: client.id });
    const older = await bill(browser, project.id, {
      amount: 1_470_050,
      dueDate: "2026-04-01",
      completionPercentage: 35,
    });
    const newer = await bill(browser, project.id, { amount: 200_000, completionPercentage: 50 });
    const t = Date.UTC(2026, 2, 1);
    await setRow(
      older.id,
      "created_at = ?, status = 'paid', approved_at = ?, paid_at = ?, reminder_sent = 1",
      t,
      t + DAY,
      t + 5 * DAY,
    );
    await setRow(newer.id, "created_at = ?", t + 2 * DAY);

    const other = await signedUp();
    const theirs = await makeProject(other.browser);
    const foreign = await bill(other.browser, theirs.id);

    const body = await ok(browser.api.progress.$get({ query: {} }));
    expect(body.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(body.map((p) => p.id)).not.toContain(foreign.id);
    expect(body[1]).toEqual({
      id: older.id,
      projectId: project.id,
      progressNumber: 1,
      completionPercentage: 35,
      amount: 1_470_050,
      // A US company's money as issued (issue 33): the amount is net and total, no tax, its first invoice number.
      currency: "USD",
      locale: "en-US",
      netAmount: 1_470_050,
      taxAmount: 0,
      totalAmount: 1_470_050,
      taxLines: [],
      reverseCharge: null,
      invoiceNumber: "INV-0001",
      // Marked paid by hand above, not through the ledger; paid owes nothing whatever it holds (ADR 0165).
      amountPaid: 0,
      balanceDue: 0,
      status: "paid",
      dueDate: "2026-04-01",
      createdAt: new Date(t).toISOString(),
      approvedAt: new Date(t + DAY).toISOString(),
      paidAt: new Date(t + 5 * DAY).toISOString(),
      reminderSent: true,
      projectName: "Northgate Dental HVAC",
      clientName: "Priya Natarajan",
      clientCompany: "Northgate Dental Group",
    });
    expect(body[0]).toMatchObject({
      progressNumber: 2,
      status: "pending",
      paidAt: null,
      dueDate: null,
      reminderSent: false,
    });
  });

  it("answers an empty list for a new contractor", async () => {
    const { browser } = await signedUp();
    expect(await ok(browser.api.progress.$get({ query: {} }))).toEqual([]);
  });
});

describe("GET /api/progress/{id}/invoice.pdf", () => {
  it("gives the owner a PDF attachment named invoice-{id}.pdf with the invoice's facts and photos", async () => {
    const { browser } = await signedUp({ companyName: "Reyes Electric & Mechanical", timezone: "America/Chicago" });
    const client = await makeClient(browser, { name: "Marcus Webb", companyName: "Webb Family Homes" });
    const project = await makeProject(browser, { name: "Webb Kitchen Rewire", clientId: client.id });
    const jpg = await uploadPhoto(browser, tinyJpeg());
    const png = await uploadPhoto(browser, tinyPng());
    const progress = await bill(browser, project.id, {
      amount: 1_248_050,
      completionPercentage: 60,
      description: "Under-cabinet lighting and device trim-out.",
      dueDate: "2026-03-17",
      photos: [
        { url: jpg.url, caption: "Lighting run" },
        { url: png.url, caption: "Panel label" },
      ],
    });
    await env.DB.prepare(
      "update companies set preferred_payment_method = 'bank', bank_account_name = 'Reyes Electric LLC', bank_account_number = '004417723981', bank_routing_number = '111000025' where company_name = ? and id = (select company_id from progress where id = ?)",
    )
      .bind("Reyes Electric & Mechanical", progress.id)
      .run();

    const res = await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="invoice-${progress.id}.pdf"`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const { doc, text, images } = await readPdf(bytes);
    expect(doc.getTitle()).toBe(`Invoice #${progress.id}`);
    expect(text).toContain(`Invoice #${progress.id}`);
    expect(text).toContain("$12,480.50");
    expect(text).toContain("Reyes Electric & Mechanical");
    expect(text).toContain("Webb Family Homes");
    expect(text).toContain("Marcus Webb");
    expect(text).toContain("Due: Mar 17, 2026");
    expect(text).toContain("Completion: 60%");
    expect(text).toContain("Under-cabinet lighting and device trim-out.");
    expect(text).toContain("Payment reference: Webb Kitchen Rewire - Progress #1");
    expect(text).toContain("Account number: ****3981 (full number on request)");
    expect(text).not.toContain("004417723981");
    expect(text).toContain("Lighting run");
    expect(images.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it("stamps a paid invoice", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const progress = await bill(browser, project.id, { amount: 50_000 });
    await setRow(
      progress.id,
      "status = 'paid', approved_at = ?, paid_at = ?",
      Date.UTC(2026, 2, 10, 18),
      Date.UTC(2026, 2, 12, 18),
    );
    const { text } = await readPdf(
      new Uint8Array(await (await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`)).arrayBuffer()),
    );
    expect(text).toContain("PAID");
    expect(text).toContain("Mar 12, 2026");
    expect(text).toContain("Balance due");
  });

  it("leaves out photos that are not the owner's uploads", async () => {
    const { browser } = await signedUp();
    const other = await signedUp();
    const theirPhoto = await uploadPhoto(other.browser, tinyJpeg());
    const project = await makeProject(browser);
    const progress = await bill(browser, project.id);
    // Smuggled in past the submission checks: the PDF must still not reveal another user's photo.
    await setRow(progress.id, "photos = ?", JSON.stringify([{ url: theirPhoto.url, caption: "not mine" }]));
    const { images } = await readPdf(
      new Uint8Array(await (await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`)).arrayBuffer()),
    );
    expect(images.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("leaves photos out past the memory budget and says how many", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const photos = [
      await uploadPhoto(browser, tinyJpeg(1)),
      await uploadPhoto(browser, tinyJpeg(2)),
      await uploadPhoto(browser, tinyJpeg(3)),
    ];
    const progress = await bill(browser, project.id, { photos: photos.map((p) => ({ url: p.url, caption: null })) });
    // As if the first two were 15 MB camera originals: together they exceed the 24 MB budget.
    for (const p of photos.slice(0, 2)) {
      await env.DB.prepare("update uploads set size = ? where key = ?")
        .bind(15 * 1024 * 1024, decodeURIComponent(p.url.replace("/api/uploads/", "")))
        .run();
    }
    const { images, text } = await readPdf(
      new Uint8Array(await (await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`)).arrayBuffer()),
    );
    expect(images.reduce((a, b) => a + b, 0)).toBe(2);
    expect(text).toContain("Photo documentation (3)".toUpperCase());
    expect(text).toContain("1 more photo is left out to keep this file small enough to email.");
  });

  it("answers another contractor, a missing id, a malformed id and a signed-out visitor without a PDF", async () => {
    const owner = await signedUp();
    const project = await makeProject(owner.browser);
    const progress = await bill(owner.browser, project.id);
    const stranger = await signedUp();

    const foreign = await stranger.browser.fetch(`/api/progress/${progress.id}/invoice.pdf`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get("Content-Type")).toMatch(/application\/json/);
    expect((await owner.browser.fetch("/api/progress/999999/invoice.pdf")).status).toBe(404);
    expect((await owner.browser.fetch("/api/progress/abc/invoice.pdf")).status).toBe(404);
    expect((await new Browser().fetch(`/api/progress/${progress.id}/invoice.pdf`)).status).toBe(401);
  });
});
