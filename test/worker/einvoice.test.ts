// Issue 36: a billing's EN 16931 e-invoice as GET /api/progress/{id}/einvoice?format= downloads it. Whether the XML
// passes the official schematron and XSD is test/einvoice's (node); here: the route, its data and its refusals.
import { strFromU8, unzipSync } from "fflate";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { EXPORT_TEXTS } from "#schema/contracts/accounting-export";
import { EINVOICE_FORMAT_ERROR } from "#schema/contracts/einvoice";
import { EINVOICE_GAPS } from "#worker/einvoice/model";
import { FACTURX_FILE_NAME } from "#worker/pdf/factur-x";
import { type Actor, todayIn } from "../factories/api";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { failure, ok, signedUp } from "./http";

const IE_ADDRESS = { line1: "12 Main Street", city: "Dublin", postalCode: "D02 XY45", country: "IE" as const };
const CLIENT_ADDRESS = { line1: "4 Quay Road", city: "Cork", postalCode: "T12 K7Y2", country: "IE" as const };

/** An Irish contractor charging VAT 23% on its net amounts, registered, with its address: as /profile saves it. */
async function irishContractor() {
  const ie = await signedUp({ country: "IE" });
  await ok(
    ie.browser.api.company.$patch({
      json: {
        taxMode: "exclusive",
        taxRegistrations: [{ kind: "vat", number: "IE 6388047V" }],
        defaultTaxRate: "IE-STD",
        address: IE_ADDRESS,
      },
    }),
  );
  return ie;
}

async function billing(actor: Actor, client: Parameters<typeof makeClient>[1] = {}, amount = 123_450) {
  const { id: clientId } = await makeClient(actor, { address: CLIENT_ADDRESS, isBusiness: true, ...client });
  const project = await makeProject(actor, { clientId });
  return makeProgress(actor, { projectId: project.id, amount });
}

const download = (actor: Actor, id: number, format?: string) =>
  actor.api.progress[":id"].einvoice.$get({
    param: { id: String(id) },
    query: (format ? { format } : {}) as never,
  });

describe("GET /api/progress/:id/einvoice", () => {
  it("downloads an Irish billing of net EUR 1,234.50 at 23% as CII and as Peppol UBL, with its totals", async () => {
    const ie = await irishContractor();
    const progress = await billing(ie.browser);
    const cii = await download(ie.browser, progress.id);
    expect(cii.status).toBe(200);
    expect(cii.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(cii.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${progress.id}-cii.xml"`);
    const xml = await cii.text();
    expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
    expect(xml).toContain('<ram:ID schemeID="VA">IE6388047V</ram:ID>');
    expect(xml).toContain("<ram:GrandTotalAmount>1518.44</ram:GrandTotalAmount>");
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">283.94</ram:TaxTotalAmount>');
    expect(xml).toContain(`<ram:ID>${progress.invoiceNumber}</ram:ID>`);

    const ubl = await (await download(ie.browser, progress.id, "ubl")).text();
    expect(ubl).toContain("urn:fdc:peppol.eu:2017:poacc:billing:3.0");
    expect(ubl).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">1518.44</cbc:TaxInclusiveAmount>');
    expect(ubl).toContain("<cbc:ID>S</cbc:ID><cbc:Percent>23</cbc:Percent>");
  });

  it("writes the client's buyer reference into XRechnung, and asks for it when the client has none", async () => {
    const ie = await irishContractor();
    const withReference = await billing(ie.browser, { buyerReference: " 991-12345-06 " });
    const xml = await (await download(ie.browser, withReference.id, "xrechnung")).text();
    expect(xml).toContain("<ram:BuyerReference>991-12345-06</ram:BuyerReference>");
    expect(xml).toContain("urn:xeinkauf.de:kosit:xrechnung_3.0");
    const ubl = await (await download(ie.browser, withReference.id, "xrechnung-ubl")).text();
    expect(ubl).toContain("<cbc:BuyerReference>991-12345-06</cbc:BuyerReference>");

    const without = await billing(ie.browser);
    const res = await failure(download(ie.browser, without.id, "xrechnung"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EINVOICE_GAPS.buyerReference.message);
    expect(res.body.errors).toEqual({ "client.buyerReference": EINVOICE_GAPS.buyerReference.message });
  });

  it("writes a reverse charge as category AE with no VAT and the client's VAT number", async () => {
    const ie = await irishContractor();
    const progress = await billing(ie.browser, { reverseCharge: true, taxNumber: "ie 6388047v" });
    expect(progress.totalAmount).toBe(123_450);
    const xml = await (await download(ie.browser, progress.id, "ubl")).text();
    // The client's tax number (migration 0024) as BT-48.
    expect(xml.match(/<cbc:CompanyID>IE6388047V<\/cbc:CompanyID>/g)).toHaveLength(2);
    expect(xml).toContain("<cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent>");
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>');
    expect(xml).toContain("<cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode>");
  });

  it("names what a billing lacks: the company's VAT number", async () => {
    const unregistered = await signedUp({ country: "IE" });
    const plain = await billing(unregistered.browser);
    const refused = await failure(download(unregistered.browser, plain.id));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EINVOICE_GAPS.sellerVat.message);
  });

  it("downloads a billing as a Factur-X PDF carrying its CII as factur-x.xml, and names what it lacks", async () => {
    const ie = await irishContractor();
    const progress = await billing(ie.browser);
    const res = await download(ie.browser, progress.id, "facturx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${progress.id}-facturx.pdf"`);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const spec = doc.catalog.lookup(PDFName.of("AF"), PDFArray).lookup(0, PDFDict);
    expect(spec.lookup(PDFName.of("F"), PDFString).decodeText()).toBe(FACTURX_FILE_NAME);
    const file = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F")) as PDFRawStream;
    const xml = new TextDecoder().decode(decodePDFRawStream(file).decode());
    // The same CII the XML download gives, its totals the billing's.
    expect(xml).toBe(await (await download(ie.browser, progress.id, "cii")).text());
    expect(xml).toContain("<ram:GrandTotalAmount>1518.44</ram:GrandTotalAmount>");

    const unregistered = await signedUp({ country: "IE" });
    const refused = await failure(download(unregistered.browser, (await billing(unregistered.browser)).id, "facturx"));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EINVOICE_GAPS.sellerVat.message);
  });

  it("refuses a format off the list, and answers another company's billing with 404", async () => {
    const ie = await irishContractor();
    const progress = await billing(ie.browser);
    const bad = await failure(download(ie.browser, progress.id, "pdf"));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(EINVOICE_FORMAT_ERROR);
    const other = await irishContractor();
    expect((await failure(download(other.browser, progress.id))).status).toBe(404);
  });
});

describe("the accounting export's e-invoice formats", () => {
  it("downloads a ZIP of one XML per billing, listing the billing that cannot be one and why", async () => {
    const ie = await irishContractor();
    const good = await billing(ie.browser, { buyerReference: "991-12345-06" });
    const lacking = await billing(ie.browser);
    const day = todayIn(ie.user.timezone);
    const res = await ie.browser.fetch(
      `/api/exports/accounting?${new URLSearchParams({ format: "einvoice-xrechnung-ubl", records: "invoices", from: day, to: day })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const xml = `invoice-${good.id}-xrechnung-ubl.xml`;
    expect(Object.keys(files).sort()).toEqual([xml, EXPORT_TEXTS.eInvoiceSkippedFile]);
    expect(strFromU8(files[xml]!)).toContain("1518.44");
    expect(strFromU8(files[EXPORT_TEXTS.eInvoiceSkippedFile]!)).toBe(
      `${lacking.invoiceNumber}: ${EINVOICE_GAPS.buyerReference.message}\r\n`,
    );
  });

  it("downloads a ZIP of one Factur-X PDF per billing", async () => {
    const ie = await irishContractor();
    const progress = await billing(ie.browser);
    const day = todayIn(ie.user.timezone);
    const res = await ie.browser.fetch(
      `/api/exports/accounting?${new URLSearchParams({ format: "einvoice-facturx", records: "invoices", from: day, to: day })}`,
    );
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const name = `invoice-${progress.id}-facturx.pdf`;
    expect(Object.keys(files)).toEqual([name]);
    const doc = await PDFDocument.load(files[name]!);
    expect(doc.catalog.lookup(PDFName.of("Names"), PDFDict).has(PDFName.of("EmbeddedFiles"))).toBe(true);
  });

  it("refuses e-invoices of payments", async () => {
    const ie = await irishContractor();
    const day = todayIn(ie.user.timezone);
    const res = await ie.browser.fetch(
      `/api/exports/accounting?${new URLSearchParams({ format: "einvoice-cii", records: "payments", from: day, to: day })}`,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(EXPORT_TEXTS.eInvoicePayments);
  });
});
