// @vitest-environment node
// A German company's Rechnung and Schlussrechnung as a client's PDF reader reads them (issue 36): poppler's
// `pdftotext` over the pure renderer, since a workerd test cannot start a process (test/worker/eu-invoices.test.ts
// issues the same numbers through the API).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TaxLine } from "#schema/contracts/worldwide";
import { type InvoiceData, type InvoiceTax, renderInvoicePdf } from "#worker/pdf/invoice";

const PDFTOTEXT = "/usr/bin/pdftotext";
const pdftotext = async (data: InvoiceData) =>
  execFileSync(PDFTOTEXT, ["-enc", "UTF-8", "-layout", "-", "-"], { input: await renderInvoicePdf(data) })
    .toString()
    .replace(/[\u00a0\u202f]/g, " ");

const vat = (base: number, tax: number): TaxLine => ({ code: "DE-STD", label: "USt 19 %", rate: 19, base, tax });

const deTax = (overrides: Partial<InvoiceTax> = {}): InvoiceTax => ({
  country: "DE",
  taxMode: "exclusive",
  taxRegistrations: [{ kind: "vat", number: "DE136695976" }],
  invoiceNumber: "RE-0003",
  netAmount: 123_450,
  taxAmount: 23_456,
  taxLines: [vat(123_450, 23_456)],
  reverseCharge: null,
  supplierAddress: { line1: "Torstraße 12", city: "Berlin", postalCode: "10119", country: "DE" },
  clientAddress: { line1: "Hafenweg 3", city: "Hamburg", postalCode: "20457", country: "DE" },
  ...overrides,
});

const invoice = (amount: number, completionPercentage: number, tax: InvoiceTax): InvoiceData => ({
  id: 9,
  timezone: "Europe/Berlin",
  issuedAt: new Date("2026-03-04T12:00:00Z"),
  dueDate: null,
  status: "approved",
  approvedAt: null,
  paidAt: null,
  contractor: { company: "Krause Elektrotechnik GmbH", name: "Lena Krause", email: "lena@krause.example", phone: null },
  client: { company: "Vogel Bau GmbH", name: "Jana Vogel", email: null, phone: null },
  projectName: "Speicherstadt Umbau",
  progressNumber: 3,
  completionPercentage,
  description: null,
  amount,
  currency: "EUR",
  locale: "de-DE",
  tax,
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
});

describe.skipIf(!existsSync(PDFTOTEXT))("a German invoice read by pdftotext", () => {
  it("net 1.234,50 €, USt 19 % 234,56 €, total 1.469,06 €, with the USt-IdNr. and Leistungsdatum", async () => {
    const text = await pdftotext(invoice(146_906, 100, deTax()));
    expect(text).toMatch(/Nettobetrag\s+1\.234,50 €/);
    expect(text).toMatch(/USt 19 % auf 1\.234,50 €\s+234,56 €/);
    expect(text).toMatch(/Gesamtbetrag\s+1\.469,06 €/);
    for (const expected of [
      "RECHNUNG",
      "Rechnung RE-0003",
      "USt-IdNr.: DE136695976",
      "Leistungsdatum:",
      "10119 Berlin",
    ])
      expect(text).toContain(expected);
  });

  it("a Schlussrechnung lists both Abschlagsrechnungen' net and VAT and deducts them", async () => {
    const stages = [
      { invoiceNumber: "RE-0001", issuedAt: "2026-01-10T10:00:00.000Z", netAmount: 123_450, taxAmount: 23_456 },
      { invoiceNumber: "RE-0002", issuedAt: "2026-02-10T10:00:00.000Z", netAmount: 123_450, taxAmount: 23_456 },
    ];
    const text = await pdftotext(
      invoice(146_905, 100, deTax({ taxAmount: 23_455, taxLines: [vat(123_450, 23_455)], deductedStages: stages })),
    );
    expect(text).toContain("SCHLUSSRECHNUNG");
    expect(text).toMatch(/Gesamtleistung netto\s+3\.703,50 €/);
    expect(text).toMatch(/USt 19 % auf 3\.703,50 €\s+703,67 €/);
    expect(text).toMatch(/abzüglich Abschlagsrechnung RE-0001, netto\s+-1\.234,50 €/);
    expect(text).toMatch(/abzüglich Abschlagsrechnung RE-0002, USt\s+-234,56 €/);
    expect(text).toMatch(/Restforderung netto\s+1\.234,50 €/);
    expect(text).toMatch(/USt 19 % auf 1\.234,50 €\s+234,55 €/);
    expect(text).toMatch(/Zahlbetrag\s+1\.469,05 €/);
  });

  it("an Abschlagsrechnung short of 100% is titled so", async () => {
    expect(await pdftotext(invoice(146_906, 40, deTax()))).toContain("ABSCHLAGSRECHNUNG");
  });
});
