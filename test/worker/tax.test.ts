// Issue 33's tax lines and invoice numbers as the API issues them: each country's profile in exact minor units, the
// reverse charges, the company's own gap-free series under concurrent billings, and a US answer unchanged.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SALES_TAX_US_ONLY, TAX_RATE_UNKNOWN, TAX_RATE_WITHOUT_TAX_MODE } from "#schema/contracts/progress";
import type { TaxMode } from "#schema/contracts/worldwide";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { INVOICE_NUMBER_TAKEN } from "#worker/services/progress";
import type { Actor } from "../factories/api";
import { makeClient, makeProgress, makeProject, submitProgress } from "../factories/billing";
import { failure, ok, signedUp } from "./http";
import { readPdf } from "./pdf-text";

type Company = { country: string; currency: string; locale: string; taxMode: TaxMode; defaultTaxRate?: string };

/**
 * A new contractor in another country: the company row set as PATCH /api/company (another piece of issue 33) sets
 * it, and one project whose client is a business or a consumer, reverse charged or not.
 */
async function contractor(company: Company, client: ClientFlags = {}) {
  const { browser, member } = await signedUp();
  await env.DB.prepare(
    "update companies set country = ?, currency = ?, locale = ?, tax_mode = ?, default_tax_rate = ? where id = ?",
  )
    .bind(
      company.country,
      company.currency,
      company.locale,
      company.taxMode,
      company.defaultTaxRate ?? null,
      member.companyId,
    )
    .run();
  const project = await clientProject(browser, client);
  return { browser, member, project };
}

type ClientFlags = { isBusiness?: boolean; reverseCharge?: boolean; taxNumber?: string | null };

async function clientProject(browser: Actor, client: ClientFlags = {}) {
  const { id } = await makeClient(browser);
  // A reverse-charged business has its VAT number on file unless the test says otherwise (ADR 0172).
  const taxNumber = client.taxNumber === undefined && client.reverseCharge ? "GB980780684" : (client.taxNumber ?? null);
  await env.DB.prepare("update clients set is_business = ?, reverse_charge = ?, tax_number = ? where id = ?")
    .bind(client.isBusiness ? 1 : 0, client.reverseCharge ? 1 : 0, taxNumber, id)
    .run();
  return makeProject(browser, { clientId: id, totalValue: null });
}

const GB: Company = { country: "GB", currency: "GBP", locale: "en-GB", taxMode: "exclusive", defaultTaxRate: "GB-STD" };
const IE: Company = { country: "IE", currency: "EUR", locale: "en-IE", taxMode: "exclusive", defaultTaxRate: "IE-RED" };

describe("tax lines on a billing", () => {
  it("GB 20% on 1,000.00: VAT 200.00, total 1,200.00, in pounds, on every answer", async () => {
    const { browser, project } = await contractor(GB);
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    const money = {
      amount: 100_000,
      currency: "GBP",
      locale: "en-GB",
      netAmount: 100_000,
      taxAmount: 20_000,
      totalAmount: 120_000,
      taxLines: [{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }],
      reverseCharge: null,
      invoiceNumber: "INV-0001",
    };
    expect(billing).toMatchObject(money);
    const detail = await ok(browser.api.progress[":id"].$get({ param: { id: String(billing.id) } }));
    expect(detail).toMatchObject(money);
    const [listed] = await ok(browser.api.progress.$get({ query: {} }));
    expect(listed).toMatchObject(money);
    const [onProject] = await ok(browser.api.projects[":id"].progress.$get({ param: { id: String(project.id) } }));
    expect(onProject).toMatchObject(money);
  });

  it("ON HST 13% on 1,000.00 comes to 1,130.00", async () => {
    const { browser, project } = await contractor({
      country: "CA",
      currency: "CAD",
      locale: "en-CA",
      taxMode: "exclusive",
      defaultTaxRate: "CA-ON-HST",
    });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    expect(billing).toMatchObject({ currency: "CAD", taxAmount: 13_000, totalAmount: 113_000 });
    expect(billing.taxLines).toEqual([{ code: "CA-ON-HST", label: "HST 13%", rate: 13, base: 100_000, tax: 13_000 }]);
  });

  it("QC 1,000.00 shows GST 50.00 and QST 99.75 on two lines, total 1,149.75 (the billing's chosen rate)", async () => {
    const { browser, project } = await contractor({
      country: "CA",
      currency: "CAD",
      locale: "fr-CA",
      taxMode: "exclusive",
      defaultTaxRate: "CA-GST",
    });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000, taxRate: "CA-QC" });
    expect(billing.taxLines).toEqual([
      { code: "CA-GST", label: "GST 5%", rate: 5, base: 100_000, tax: 5_000 },
      { code: "CA-QC-QST", label: "QST 9.975%", rate: 9.975, base: 100_000, tax: 9_975 },
    ]);
    expect(billing).toMatchObject({ netAmount: 100_000, taxAmount: 14_975, totalAmount: 114_975, locale: "fr-CA" });
  });

  it("AU 1,100.00 typed inclusive of GST holds GST 100.00: net 1,000.00, total as typed", async () => {
    const { browser, project } = await contractor({
      country: "AU",
      currency: "AUD",
      locale: "en-AU",
      taxMode: "inclusive",
      defaultTaxRate: "AU-GST",
    });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 110_000 });
    expect(billing).toMatchObject({ amount: 110_000, netAmount: 100_000, taxAmount: 10_000, totalAmount: 110_000 });
    expect(billing.taxLines).toEqual([{ code: "AU-GST", label: "GST 10%", rate: 10, base: 100_000, tax: 10_000 }]);
  });

  it("UK reverse charge: the VAT is shown on its line but outside the total", async () => {
    const { browser, project } = await contractor(GB, { isBusiness: true, reverseCharge: true });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    expect(billing).toMatchObject({ reverseCharge: "gb_drc", netAmount: 100_000, taxAmount: 0, totalAmount: 100_000 });
    expect(billing.taxLines).toEqual([{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }]);
  });

  it("a reverse-charge billing prints the customer's VAT number, and is refused (400) without one", async () => {
    const { browser, project } = await contractor(GB, { isBusiness: true, reverseCharge: true });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    const pdf = await browser.fetch(`/api/progress/${billing.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("VAT number: GB980780684");
    // A client flagged before the number was asked for (migration 0024) is stopped at the billing, not invoiced.
    const bare = await clientProject(browser, { isBusiness: true, reverseCharge: true, taxNumber: null });
    const refused = await failure(
      browser.api.progress.$post({ json: { projectId: bare.id, completionPercentage: 10, amount: 100_000 } }),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: TAX_NUMBER_MESSAGES.clientMissing } });
  });

  it("Irish RCT: no rate and no amount, the total is the net", async () => {
    const { browser, project } = await contractor(IE, { isBusiness: true, reverseCharge: true });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    expect(billing).toMatchObject({ reverseCharge: "ie_rct", currency: "EUR", taxAmount: 0, totalAmount: 100_000 });
    expect(billing.taxLines).toEqual([]);
  });

  it("a consumer is never reverse charged, whatever the client's flag says", async () => {
    const { browser, project } = await contractor(GB, { isBusiness: false, reverseCharge: true });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    expect(billing).toMatchObject({ reverseCharge: null, taxAmount: 20_000, totalAmount: 120_000 });
  });

  it("a contract value is net of tax: a GB job of 1,000.00 takes a 1,000.00 billing with its VAT unconfirmed", async () => {
    const { browser } = await contractor(GB);
    const project = await makeProject(browser, { totalValue: 100_000 });
    const billing = await makeProgress(browser, { projectId: project.id, amount: 100_000 });
    expect(billing.totalAmount).toBe(120_000);
    const past = await submitProgress(browser, { projectId: project.id, amount: 100, completionPercentage: 30 });
    expect(past.status).toBe(400);
  });

  it("refuses a rate from another country, a rate without a tax mode, and a sales tax line outside the US", async () => {
    const { browser, project } = await contractor(GB);
    const foreign = await failure(
      browser.api.progress.$post({
        json: { projectId: project.id, completionPercentage: 10, amount: 100_000, taxRate: "AU-GST" },
      }),
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: TAX_RATE_UNKNOWN } });
    const sales = await failure(
      browser.api.progress.$post({
        json: {
          projectId: project.id,
          completionPercentage: 10,
          amount: 100_000,
          salesTax: { label: "Sales tax", rate: 8.25 },
        },
      }),
    );
    expect(sales).toMatchObject({ status: 400, body: { message: SALES_TAX_US_ONLY } });
    const us = await signedUp();
    const usProject = await makeProject(us.browser);
    const noMode = await failure(
      us.browser.api.progress.$post({
        json: { projectId: usProject.id, completionPercentage: 10, amount: 100_000, taxRate: "GB-STD" },
      }),
    );
    expect(noMode).toMatchObject({ status: 400, body: { message: TAX_RATE_WITHOUT_TAX_MODE } });
  });
});

describe("a US company", () => {
  it("answers as before: amount = net = total in dollars, no tax lines, and its own invoice series", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser);
    const billing = await makeProgress(browser, { projectId: project.id, amount: 555_050 });
    expect(billing).toMatchObject({
      amount: 555_050,
      currency: "USD",
      locale: "en-US",
      netAmount: 555_050,
      taxAmount: 0,
      totalAmount: 555_050,
      taxLines: [],
      reverseCharge: null,
      invoiceNumber: "INV-0001",
    });
  });

  it("may add a manual sales tax line to one billing, added on top of what was typed", async () => {
    const { browser } = await signedUp();
    const project = await makeProject(browser, { totalValue: null });
    const billing = await makeProgress(browser, {
      projectId: project.id,
      amount: 100_000,
      salesTax: { label: "Texas sales tax", rate: 8.25 },
    });
    expect(billing).toMatchObject({ amount: 100_000, netAmount: 100_000, taxAmount: 8_250, totalAmount: 108_250 });
    expect(billing.taxLines).toEqual([
      { code: "US-SALES", label: "Texas sales tax", rate: 8.25, base: 100_000, tax: 8_250 },
    ]);
  });
});

describe("invoice numbers", () => {
  it("gives 20 concurrent billings 20 distinct numbers with no gap, and a refused billing takes none", async () => {
    const { browser, member } = await contractor(GB);
    const clientId = (await makeClient(browser)).id;
    const projects = await Promise.all(
      Array.from({ length: 4 }, () => makeProject(browser, { clientId, totalValue: null })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitProgress(browser, { projectId: projects[i % 4]!.id, completionPercentage: 10, amount: 10_000 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, "0")}`));
    // A refused billing takes no number.
    const refused = await submitProgress(browser, { projectId: projects[0]!.id, progressNumber: 5 });
    expect(refused.status).toBe(400);
    const next = await makeProgress(browser, { projectId: projects[1]!.id, completionPercentage: 20 });
    expect(next.invoiceNumber).toBe("INV-0021");
    const counter = await env.DB.prepare("select invoice_counter as n from companies where id = ?")
      .bind(member.companyId)
      .first<{ n: number }>();
    expect(counter?.n).toBe(21);
  });
});

describe("an invoice number already issued", () => {
  it("refuses the billing with a 409 that says what to change, never a 500, and bills nothing", async () => {
    const { browser, member, project } = await contractor(GB);
    await makeProgress(browser, { projectId: project.id, completionPercentage: 10 });
    // The owner moved the series back onto a number it already issued.
    await env.DB.prepare("update companies set invoice_counter = 0 where id = ?").bind(member.companyId).run();
    const refused = await failure(
      browser.api.progress.$post({ json: { projectId: project.id, completionPercentage: 20, amount: 100_000 } }),
    );
    expect(refused).toMatchObject({ status: 409, body: { message: INVOICE_NUMBER_TAKEN } });
    const rows = await env.DB.prepare("select count(*) as n from progress where project_id = ?")
      .bind(project.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });
});

describe("GET /api/tax-rates", () => {
  it("lists the company's country's rates in force today, combined ones with their parts, and its tax mode", async () => {
    const { browser } = await contractor({
      country: "CA",
      currency: "CAD",
      locale: "en-CA",
      taxMode: "exclusive",
      defaultTaxRate: "CA-NS-HST",
    });
    const answer = await ok(browser.api["tax-rates"].$get());
    expect(answer).toMatchObject({ country: "CA", taxMode: "exclusive", defaultTaxRate: "CA-NS-HST" });
    expect(answer.rates.find((r) => r.code === "CA-NS-HST")).toMatchObject({ label: "HST 14%", rate: 14 });
    expect(answer.rates.filter((r) => r.code === "CA-NS-HST")).toHaveLength(1);
    expect(answer.rates.find((r) => r.code === "CA-QC")?.parts.map((p) => p.code)).toEqual(["CA-GST", "CA-QC-QST"]);
  });

  it("lists none for a US company, which has no tax mode", async () => {
    const { browser } = await signedUp();
    expect(await ok(browser.api["tax-rates"].$get())).toEqual({
      country: "US",
      taxMode: "none",
      defaultTaxRate: null,
      rates: [],
    });
  });
});
