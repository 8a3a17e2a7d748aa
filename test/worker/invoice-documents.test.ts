// The invoice each country's law asks for (issue 33, ADR 0156): title, number, addresses, tax numbers, net per
// rate, rate, tax and gross, the reverse-charge wording, in the billing's currency; read back from the PDF. The
// tax engine fills these fields when a billing is issued; here they are set directly.
import { env } from "cloudflare:workers";
import { PDFDict, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { TaxLine } from "#schema/contracts/worldwide";
import { type InvoiceData, type InvoiceTax, renderInvoicePdf } from "#worker/pdf/invoice";
import { makeClient, makeProject, submitProgress } from "../factories/billing";
import { signedUp } from "./http";
import { readPdf } from "./pdf-text";

const base = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  id: 77,
  timezone: "Europe/London",
  issuedAt: new Date("2026-03-04T12:00:00Z"),
  dueDate: "2026-03-18",
  status: "approved",
  approvedAt: new Date("2026-03-04T18:00:00Z"),
  paidAt: null,
  contractor: { company: "Hale Electrical Ltd", name: "Sam Hale", email: "sam@hale.example", phone: null },
  client: { company: "Mare Street Builders", name: "Ada Okafor", email: "ada@mare.example", phone: null },
  projectName: "Mare Street Refit",
  progressNumber: 1,
  completionPercentage: 40,
  description: null,
  amount: 120_000,
  payment: {
    preferredMethod: "bank",
    bankAccountName: null,
    bankAccountNumber: null,
    bankRoutingNumber: null,
    paypalUsername: null,
    venmoUsername: null,
    zelleEmail: null,
    cashAppUsername: null,
  },
  photos: [],
  generatedAt: new Date("2026-03-05T12:00:00Z"),
  ...overrides,
});

const line = (code: string, label: string, rate: number, base: number, tax: number): TaxLine => ({
  code,
  label,
  rate,
  base,
  tax,
});

const gbTax = (overrides: Partial<InvoiceTax> = {}): InvoiceTax => ({
  country: "GB",
  taxMode: "exclusive",
  taxRegistrations: [{ kind: "vat", number: "GB 123 4567 89" }],
  invoiceNumber: "INV-0007",
  netAmount: 100_000,
  taxAmount: 20_000,
  taxLines: [line("GB-STD", "VAT 20%", 20, 100_000, 20_000)],
  reverseCharge: null,
  supplierAddress: { line1: "12 Brick Lane", city: "London", postalCode: "E1 6RF", country: "GB" },
  clientAddress: { line1: "4 Mare Street", city: "London", postalCode: "E8 4RP", country: "GB" },
  ...overrides,
});

/** The PDF's text with no-break spaces read as spaces (fr-CA groups digits with them). */
const textOf = async (data: InvoiceData) => {
  const read = await readPdf(await renderInvoicePdf(data));
  return { ...read, text: read.text.replace(/[\u00a0\u202f]/g, " ") };
};

describe("invoice documents by country", () => {
  it("GB: a VAT invoice with the VAT number, both addresses, the time of supply, net, VAT 20% and the gross in pounds", async () => {
    const { doc, text } = await textOf(base({ currency: "GBP", locale: "en-GB", tax: gbTax() }));
    expect(doc.getTitle()).toBe("VAT invoice INV-0007");
    for (const expected of [
      "VAT INVOICE",
      "VAT invoice INV-0007",
      "VAT registration number: GB 123 4567 89",
      "12 Brick Lane",
      "E1 6RF",
      "4 Mare Street",
      "E8 4RP",
      "Time of supply: Mar 4, 2026",
      "Subtotal",
      "£1,000.00",
      "VAT 20% on £1,000.00",
      "£200.00",
      "£1,200.00",
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain("$");
    expect(text).not.toContain("Invoice #77");
  });

  it("GB reverse charge: the statutory sentence and the VAT it moves to the customer, outside the total", async () => {
    const { text } = await textOf(
      base({ amount: 100_000, currency: "GBP", locale: "en-GB", tax: gbTax({ reverseCharge: "gb_drc" }) }),
    );
    expect(text).toContain("Reverse charge: customer to pay the VAT to HMRC");
    expect(text).toContain("VAT 20% on £1,000.00: £200.00");
    expect(text).not.toContain("£1,200.00");
    expect(text.match(/£1,000\.00/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("IE RCT: the principal contractor accounts for the VAT, and the invoice shows no rate and no VAT amount", async () => {
    const { text } = await textOf(
      base({
        amount: 100_000,
        currency: "EUR",
        locale: "en-IE",
        tax: gbTax({
          country: "IE",
          taxRegistrations: [{ kind: "vat", number: "IE1234567T" }],
          taxAmount: 0,
          taxLines: [line("IE-RED", "VAT 13.5%", 13.5, 100_000, 0)],
          reverseCharge: "ie_rct",
          supplierAddress: {
            line1: "3 Quay Street",
            city: "Galway",
            region: "Co. Galway",
            postalCode: "H91 X2Y4",
            country: "IE",
          },
          clientAddress: { line1: "1 Dock Road", city: "Dublin 1", postalCode: "D01 K7W2", country: "IE" },
        }),
      }),
    );
    expect(text).toContain("VAT on this supply to be accounted for by the principal contractor");
    expect(text).toContain("VAT number: IE1234567T");
    expect(text).toContain("Date of supply: Mar 4, 2026");
    expect(text).toContain("€1,000.00");
    expect(text).toContain("Co. Galway");
    expect(text).toContain("1 Dock Road");
    expect(text).not.toContain("13.5");
    expect(text).not.toMatch(/VAT \d/);
    expect(text).not.toContain("€0.00");
  });

  it("AU: a tax invoice priced inclusive says 'Total price includes GST' with the amount, and names the buyer from A$1,000", async () => {
    const au = (amount: number, gst: number): InvoiceTax => ({
      country: "AU",
      taxMode: "inclusive",
      taxRegistrations: [{ kind: "abn", number: "51 824 753 556" }],
      invoiceNumber: "INV-0012",
      netAmount: amount - gst,
      taxAmount: gst,
      taxLines: [line("AU-GST", "GST 10%", 10, amount - gst, gst)],
      reverseCharge: null,
      supplierAddress: { line1: "8 Harris Street", city: "Pyrmont", region: "NSW", postalCode: "2009", country: "AU" },
      clientAddress: {
        line1: "22 Crown Street",
        city: "Surry Hills",
        region: "NSW",
        postalCode: "2010",
        country: "AU",
      },
    });
    const over = await textOf(
      base({
        amount: 110_000,
        currency: "AUD",
        locale: "en-AU",
        timezone: "Australia/Sydney",
        tax: au(110_000, 10_000),
      }),
    );
    for (const expected of [
      "TAX INVOICE",
      "Tax invoice INV-0012",
      "ABN: 51 824 753 556",
      "Pyrmont NSW 2009",
      "Surry Hills NSW 2010",
      "Total price includes GST $100.00",
      "$1,100.00",
    ])
      expect(over.text, expected).toContain(expected);
    expect(over.text).not.toContain("$1,000.00");

    const under = await textOf(
      base({ amount: 99_000, currency: "AUD", locale: "en-AU", timezone: "Australia/Sydney", tax: au(99_000, 9_000) }),
    );
    expect(under.text).toContain("Total price includes GST $90.00");
    expect(under.text).not.toContain("Surry Hills");

    const notRegistered = await textOf(
      base({
        amount: 110_000,
        currency: "AUD",
        locale: "en-AU",
        tax: { ...au(110_000, 0), taxMode: "none", taxLines: [], taxAmount: 0, netAmount: 110_000 },
      }),
    );
    expect(notRegistered.text).toContain("INVOICE");
    expect(notRegistered.text).not.toContain("TAX INVOICE");
    expect(notRegistered.text).not.toContain("GST");
  });

  it("QC: GST and QST on two lines with both registration numbers, in fr-CA dollars", async () => {
    const { text } = await textOf(
      base({
        amount: 114_975,
        currency: "CAD",
        locale: "fr-CA",
        timezone: "America/Toronto",
        tax: {
          country: "CA",
          taxMode: "exclusive",
          taxRegistrations: [
            { kind: "bn", number: "123456789 RT0001" },
            { kind: "qst", number: "1234567890 TQ0001" },
          ],
          invoiceNumber: "INV-0003",
          netAmount: 100_000,
          taxAmount: 14_975,
          taxLines: [
            line("CA-GST", "GST 5%", 5, 100_000, 5_000),
            line("CA-QC-QST", "QST 9.975%", 9.975, 100_000, 9_975),
          ],
          reverseCharge: null,
          supplierAddress: {
            line1: "450 rue Saint-Paul",
            city: "Montréal",
            region: "QC",
            postalCode: "H2Y 1H8",
            country: "CA",
          },
          clientAddress: null,
        },
      }),
    );
    for (const expected of [
      "GST registration number: 123456789 RT0001",
      "QST registration number: 1234567890 TQ0001",
      "Montréal QC H2Y 1H8",
      "GST 5% on 1 000,00 $",
      "50,00 $",
      "QST 9.975% on 1 000,00 $",
      "99,75 $",
      "1 149,75 $",
    ])
      expect(text, expected).toContain(expected);
  });

  it("the approval certificate names the document and the total as the invoice does", async () => {
    const { pages } = await textOf(
      base({
        currency: "GBP",
        locale: "en-GB",
        tax: gbTax(),
        approval: {
          via: "link",
          signerName: "Ada Okafor",
          decidedAt: new Date("2026-03-04T18:00:00Z"),
          ip: null,
          userAgent: null,
          contentHash: "a".repeat(64),
          sentAt: null,
          firstOpenedAt: null,
          signaturePng: null,
        },
      }),
    );
    const certificate = pages.at(-1)?.join("\n").replace(/\s+/g, " ") ?? "";
    expect(certificate).toContain("VAT invoice INV-0007 - Mare Street Refit - Progress #1");
    expect(certificate).toContain("for £1,200.00");
  });
});

describe("names beyond WinAnsi in workerd", () => {
  it("embeds Noto Sans subsets through upstream fontkit where the Worker runs (pdftotext reads them back in test/web)", async () => {
    const bytes = await renderInvoicePdf(
      base({ client: { company: "Zażółć gęślą jaźń Sp. z o.o.", name: "Иван Петров", email: null, phone: null } }),
    );
    const { doc } = await readPdf(bytes);
    const fonts = doc.getPages().flatMap((page) => {
      const dict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
      return (dict?.keys() ?? []).map((key) =>
        String(doc.context.lookup(dict?.get(key), PDFDict).get(PDFName.of("BaseFont"))),
      );
    });
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^\/NotoSans-(Regular|Bold)/);
    expect(bytes.length).toBeLessThan(200 * 1024);
  });
});

describe("GET /api/progress/{id}/invoice.pdf for a UK company", () => {
  it("prints the company's and client's stored fields and the billing's frozen tax", async () => {
    const { browser, member } = await signedUp({ companyName: "Hale Electrical Ltd", timezone: "Europe/London" });
    const client = await makeClient(browser, { name: "Ada Okafor", companyName: "Mare Street Builders" });
    const project = await makeProject(browser, { name: "Mare Street Refit", clientId: client.id });
    const res = await submitProgress(browser, { projectId: project.id, amount: 100_000 });
    const progress = res.body as { id: number };
    await env.DB.batch([
      env.DB.prepare(
        "update companies set country = 'GB', currency = 'GBP', locale = 'en-GB', tax_mode = 'exclusive', tax_registrations = ?, address = ? where id = ?",
      ).bind(
        JSON.stringify([{ kind: "vat", number: "GB 123 4567 89" }]),
        JSON.stringify({ line1: "12 Brick Lane", city: "London", postalCode: "E1 6RF", country: "GB" }),
        member.companyId,
      ),
      env.DB.prepare("update clients set address = ?, is_business = 1 where id = ?").bind(
        JSON.stringify({ line1: "4 Mare Street", city: "London", postalCode: "E8 4RP", country: "GB" }),
        client.id,
      ),
      env.DB.prepare(
        "update progress set currency = 'GBP', locale = 'en-GB', net_amount = 100000, tax_amount = 20000, total_amount = 120000, tax_lines = ?, invoice_number = 'INV-0001' where id = ?",
      ).bind(JSON.stringify([line("GB-STD", "VAT 20%", 20, 100_000, 20_000)]), progress.id),
    ]);

    const pdf = await browser.fetch(`/api/progress/${progress.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const { doc, text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe("VAT invoice INV-0001");
    for (const expected of [
      "VAT registration number: GB 123 4567 89",
      "12 Brick Lane",
      "4 Mare Street",
      "VAT 20% on £1,000.00",
      "£200.00",
      "£1,200.00",
    ])
      expect(text, expected).toContain(expected);
  });
});
