// Issue 36's countries as the API issues and prints them: a German company registers, records its USt-IdNr. and
// Steuernummer, bills at 19% (VAT rounded half up once), bills stages and a Schlussrechnung that deducts them so the
// VAT of all stages is the VAT of the whole work, and bills a builder under §13b with no VAT, the wording and AE.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, failure, ok, signedUp } from "./http";
import { readPdf } from "./pdf-text";

let owner: Browser;

beforeAll(async () => {
  const de = await signedUp({ country: "DE", timezone: "Europe/Berlin", companyName: "Krause Elektrotechnik GmbH" });
  owner = de.browser;
  expect(de.user).toMatchObject({ country: "DE", currency: "EUR", locale: "de-DE" });
  await ok(
    owner.api.company.$patch({
      json: {
        taxMode: "exclusive",
        taxRegistrations: [
          { kind: "vat", number: "de 136 695 976" },
          { kind: "stnr", number: "181/815/08155" },
        ],
        defaultTaxRate: "DE-STD",
        address: { line1: "Torstraße 12", city: "Berlin", postalCode: "10119", country: "DE" },
      },
    }),
  );
}, 30_000);

/** A project for a client who is a business (and a builder under §13b when reverse charged), or a consumer. */
async function projectFor(client: { isBusiness: boolean; reverseCharge: boolean }) {
  const { id } = await makeClient(owner, { name: "Jana Vogel", companyName: "Vogel Bau GmbH" });
  // A reverse-charge invoice names the customer's VAT number (art. 226(4)): the builder has one.
  await env.DB_EU.prepare(
    "update clients set is_business = ?, reverse_charge = ?, tax_number = ?, address = ? where id = ?",
  )
    .bind(
      client.isBusiness ? 1 : 0,
      client.reverseCharge ? 1 : 0,
      client.isBusiness ? "DE136695976" : null,
      JSON.stringify({ line1: "Hafenweg 3", city: "Hamburg", postalCode: "20457", country: "DE" }),
      id,
    )
    .run();
  return makeProject(owner, { name: "Speicherstadt Umbau", clientId: id, totalValue: null });
}

const pdfText = async (id: number) => {
  const res = await owner.fetch(`/api/progress/${id}/invoice.pdf`);
  expect(res.status).toBe(200);
  const { doc, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
  return { doc, text: text.replace(/[\u00a0\u202f]/g, " ") };
};

describe("a German company", () => {
  it("records its USt-IdNr. and Steuernummer as invoices print them, and refuses a wrong check digit", async () => {
    expect(await ok(owner.api.company.$get())).toMatchObject({
      country: "DE",
      currency: "EUR",
      taxRegistrations: [
        { kind: "vat", number: "DE136695976" },
        { kind: "stnr", number: "181/815/08155" },
      ],
      address: { postalCode: "10119" },
    });
    const res = await failure(
      owner.api.company.$patch({ json: { taxRegistrations: [{ kind: "vat", number: "DE136695978" }] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TAX_NUMBER_MESSAGES.deVatCheck);
  });

  it("bills net EUR 1,234.50 at 19%: VAT 234.56 and total 1,469.06, on the billing and in the PDF", async () => {
    const project = await projectFor({ isBusiness: true, reverseCharge: false });
    const billing = await makeProgress(owner, { projectId: project.id, amount: 123_450, completionPercentage: 100 });
    expect(billing).toMatchObject({
      currency: "EUR",
      locale: "de-DE",
      netAmount: 123_450,
      taxAmount: 23_456,
      totalAmount: 146_906,
      taxLines: [{ code: "DE-STD", label: "USt 19 %", rate: 19, base: 123_450, tax: 23_456 }],
      reverseCharge: null,
    });
    const { doc, text } = await pdfText(billing.id);
    expect(doc.getTitle()).toBe(`Rechnung ${billing.invoiceNumber}`);
    for (const expected of [
      "RECHNUNG",
      "USt-IdNr.: DE136695976",
      "Steuernummer: 181/815/08155",
      "Torstraße 12",
      "10119 Berlin",
      "Hafenweg 3",
      "20457 Hamburg",
      "Leistungsdatum:",
      "Rechnungsdatum:",
      "Nettobetrag",
      "1.234,50 €",
      "USt 19 % auf 1.234,50 €",
      "234,56 €",
      "Gesamtbetrag",
      "1.469,06 €",
    ])
      expect(text, expected).toContain(expected);
  });

  it("two Abschlagsrechnungen, then a Schlussrechnung deducting both stages' net and VAT: VAT is owed once on the whole", async () => {
    const project = await projectFor({ isBusiness: true, reverseCharge: false });
    const first = await makeProgress(owner, { projectId: project.id, amount: 123_450, completionPercentage: 30 });
    const second = await makeProgress(owner, { projectId: project.id, amount: 123_450, completionPercentage: 60 });
    // 1,234.50 x 19% = 234.555: each stage rounds up to 234.56.
    expect([first.taxAmount, second.taxAmount]).toEqual([23_456, 23_456]);
    const final = await makeProgress(owner, { projectId: project.id, amount: 123_450, completionPercentage: 100 });
    // The whole work: 3,703.50 x 19% = 703.665 -> 703.67, less the 469.12 already invoiced = 234.55.
    expect(final).toMatchObject({ netAmount: 123_450, taxAmount: 23_455, totalAmount: 146_905 });
    expect(first.taxAmount + second.taxAmount + final.taxAmount).toBe(70_367);
    expect(final.taxLines).toEqual([{ code: "DE-STD", label: "USt 19 %", rate: 19, base: 123_450, tax: 23_455 }]);

    const stage = await pdfText(first.id);
    expect(stage.doc.getTitle()).toBe(`Abschlagsrechnung ${first.invoiceNumber}`);
    // The first stage names its day; the next ones the period since the stage before (the Leistungszeitraum).
    expect(stage.text).toContain("Leistungsdatum:");
    expect((await pdfText(second.id)).text).toMatch(/Leistungszeitraum:\n\d{1,2}\. \S+ \d{4} – \d{1,2}\. \S+ \d{4}/);
    const { doc, text } = await pdfText(final.id);
    expect(doc.getTitle()).toBe(`Schlussrechnung ${final.invoiceNumber}`);
    for (const expected of [
      "Gesamtleistung netto",
      "3.703,50 €",
      "USt 19 % auf 3.703,50 €",
      "703,67 €",
      "Gesamtleistung brutto",
      "4.407,17 €",
      `abzüglich Abschlagsrechnung ${first.invoiceNumber}, netto`,
      `abzüglich Abschlagsrechnung ${first.invoiceNumber}, USt`,
      `abzüglich Abschlagsrechnung ${second.invoiceNumber}, netto`,
      `abzüglich Abschlagsrechnung ${second.invoiceNumber}, USt`,
      "-1.234,50 €",
      "-234,56 €",
      "Restforderung netto",
      "USt 19 % auf 1.234,50 €",
      "234,55 €",
      "1.469,05 €",
    ])
      expect(text, expected).toContain(expected);
  });

  it("§13b for a builder: no VAT, the statutory wording, and a 0% line of category AE; never for a consumer", async () => {
    const builder = await projectFor({ isBusiness: true, reverseCharge: true });
    const billing = await makeProgress(owner, { projectId: builder.id, amount: 123_450, completionPercentage: 100 });
    expect(billing).toMatchObject({
      netAmount: 123_450,
      taxAmount: 0,
      totalAmount: 123_450,
      reverseCharge: "de_13b",
      taxLines: [{ code: "DE-STD", rate: 0, base: 123_450, tax: 0, category: "AE" }],
    });
    const { text } = await pdfText(billing.id);
    expect(text).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    expect(text).toContain("1.234,50 €");
    expect(text).not.toContain("234,56");

    // A consumer flagged by hand (the client form refuses it) still pays VAT.
    const consumer = await projectFor({ isBusiness: false, reverseCharge: true });
    const taxed = await makeProgress(owner, { projectId: consumer.id, amount: 123_450, completionPercentage: 100 });
    expect(taxed).toMatchObject({ taxAmount: 23_456, reverseCharge: null });
  });
});

describe("the other EU countries", () => {
  it.each([
    ["FR", "fr-FR", "FR-STD", 20_000, "Facture"],
    ["NL", "nl-NL", "NL-STD", 21_000, "Factuur"],
    ["BE", "nl-BE", "BE-STD", 21_000, "Factuur"],
    ["ES", "es-ES", "ES-STD", 21_000, "Factura"],
  ])(
    "%s registers in euros and %s, and bills at its standard rate with its title",
    async (country, locale, rate, tax, title) => {
      const { browser, user } = await signedUp({ country: country as never });
      expect(user).toMatchObject({ country, currency: "EUR", locale });
      await ok(browser.api.company.$patch({ json: { taxMode: "exclusive", defaultTaxRate: rate } }));
      const { id } = await makeClient(browser);
      const project = await makeProject(browser, { clientId: id, totalValue: null });
      const billing = await makeProgress(browser, {
        projectId: project.id,
        amount: 100_000,
        completionPercentage: 100,
      });
      expect(billing).toMatchObject({ currency: "EUR", taxAmount: tax, totalAmount: 100_000 + tax });
      const res = await browser.fetch(`/api/progress/${billing.id}/invoice.pdf`);
      const { doc } = await readPdf(new Uint8Array(await res.arrayBuffer()));
      expect(doc.getTitle()).toBe(`${title} ${billing.invoiceNumber}`);
    },
  );
});
