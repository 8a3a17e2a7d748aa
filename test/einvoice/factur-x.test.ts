// Issue 36: a German Abschlagsrechnung as a Factur-X / ZUGFeRD PDF (ADR 0200-0202), read back with pdf-lib: PDF/A-3b
// identification and the Factur-X properties in uncompressed XMP, an sRGB output intent, factur-x.xml attached as the
// invoice's Alternative (its bytes the CII that passes the EN 16931 schematron and XSD), every font embedded, and the
// trailer's document ID. veraPDF (Java, not on npm or Debian) is not run here: ADR 0201 says what stands in for it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { TaxLine } from "#schema/contracts/worldwide";
import { computeTax } from "#schema/rules/tax";
import { toCii } from "#worker/einvoice/cii";
import { type BillingForEInvoice, eInvoiceOf } from "#worker/einvoice/model";
import { FACTURX_FILE_NAME } from "#worker/pdf/factur-x";
import { type InvoiceData, renderInvoicePdf } from "#worker/pdf/invoice";
import { validationProblems } from "./validate";

const DE_STD = { code: "DE-STD", label: "USt 19%", rateMilli: 19_000 };
const tax = computeTax({ amount: 123_450, taxMode: "exclusive", parts: [DE_STD], reverseCharge: null });
const SELLER_ADDRESS = { line1: "Torstraße 12", city: "Berlin", postalCode: "10119", country: "DE" } as const;
const BUYER_ADDRESS = { line1: "Hafenweg 3", city: "Hamburg", postalCode: "20457", country: "DE" } as const;

const billing: BillingForEInvoice = {
  invoiceNumber: "RE-0003",
  issueDate: "2026-03-04",
  dueDate: "2026-03-18",
  currency: "EUR",
  ...tax,
  paidAmount: 0,
  reverseChargeText: null,
  projectName: "Speicherstadt Umbau",
  progressNumber: 3,
  completionPercentage: 40,
  description: "Elektroinstallation Erdgeschoss",
  buyerReference: null,
  seller: {
    name: "Krause Elektrotechnik GmbH",
    vatId: "DE136695976",
    address: SELLER_ADDRESS,
    email: "lena@krause.example",
    contactName: "Lena Krause",
    phone: "+49 30 1234567",
  },
  buyer: { name: "Vogel Bau GmbH", vatId: "DE811907980", address: BUYER_ADDRESS, email: "jana@vogel.example" },
  payment: { iban: "DE89370400440532013000", bic: "COBADEFFXXX", accountName: "Krause Elektrotechnik GmbH" },
  paymentTerms: null,
};

const taxLine: TaxLine = { code: "DE-STD", label: "USt 19 %", rate: 19, base: tax.netAmount, tax: tax.taxAmount };

const invoice: InvoiceData = {
  id: 9,
  timezone: "Europe/Berlin",
  issuedAt: new Date("2026-03-04T12:00:00Z"),
  dueDate: "2026-03-18",
  status: "approved",
  approvedAt: null,
  paidAt: null,
  contractor: { company: "Krause Elektrotechnik GmbH", name: "Lena Krause", email: "lena@krause.example", phone: null },
  client: { company: "Vogel Bau GmbH", name: "Jana Vogel", email: "jana@vogel.example", phone: null },
  projectName: "Speicherstadt Umbau",
  progressNumber: 3,
  completionPercentage: 40,
  description: "Elektroinstallation Erdgeschoss",
  amount: tax.totalAmount,
  currency: "EUR",
  locale: "de-DE",
  language: "de",
  tax: {
    country: "DE",
    taxMode: "exclusive",
    taxRegistrations: [{ kind: "vat", number: "DE136695976" }],
    invoiceNumber: "RE-0003",
    netAmount: tax.netAmount,
    taxAmount: tax.taxAmount,
    taxLines: [taxLine],
    reverseCharge: null,
    supplierAddress: SELLER_ADDRESS,
    clientAddress: BUYER_ADDRESS,
  },
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
};

const made = eInvoiceOf(billing);
if (!("invoice" in made)) throw new Error(made.gap.message);
const cii = toCii(made.invoice, "en16931");

const decoded = (stream: PDFObject | undefined) => {
  if (!(stream instanceof PDFRawStream)) throw new Error("not a stream");
  return decodePDFRawStream(stream).decode();
};
const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

describe("a German Abschlagsrechnung as Factur-X (PDF/A-3b, EN 16931)", async () => {
  const bytes = await renderInvoicePdf(invoice, undefined, { facturX: cii });
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog, context } = doc;

  it("carries the CII that passes the EN 16931 schematron and XSD as factur-x.xml, the invoice's Alternative", async () => {
    expect(await validationProblems(cii, "cii")).toEqual([]);
    const af = catalog.lookup(PDFName.of("AF"), PDFArray);
    expect(af.size()).toBe(1);
    const spec = af.lookup(0, PDFDict);
    expect(spec.get(PDFName.of("Type"))).toBe(PDFName.of("Filespec"));
    expect(textOf(spec.get(PDFName.of("F")))).toBe(FACTURX_FILE_NAME);
    expect(textOf(spec.get(PDFName.of("UF")))).toBe(FACTURX_FILE_NAME);
    expect(spec.get(PDFName.of("AFRelationship"))).toBe(PDFName.of("Alternative"));
    const file = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
    expect(file).toBeInstanceOf(PDFRawStream);
    const fileDict = (file as PDFRawStream).dict;
    expect(fileDict.get(PDFName.of("Type"))).toBe(PDFName.of("EmbeddedFile"));
    // Written /text#2Fxml: a name's "/" is escaped.
    expect(fileDict.get(PDFName.of("Subtype"))).toBe(PDFName.of("text/xml"));
    expect(fileDict.lookup(PDFName.of("Params"), PDFDict).get(PDFName.of("ModDate"))).toBeDefined();
    expect(utf8(decoded(file))).toBe(cii);
    expect(cii).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");

    // The same file named in the document's attachments, where a reader lists them.
    const names = catalog
      .lookup(PDFName.of("Names"), PDFDict)
      .lookup(PDFName.of("EmbeddedFiles"), PDFDict)
      .lookup(PDFName.of("Names"), PDFArray);
    expect(textOf(names.lookup(0))).toBe(FACTURX_FILE_NAME);
    expect(names.lookup(1, PDFDict)).toBe(spec);
  });

  it("declares PDF/A-3b and Factur-X EN 16931 in uncompressed XMP that repeats the document information", () => {
    const stream = catalog.lookup(PDFName.of("Metadata"));
    expect(stream).toBeInstanceOf(PDFRawStream);
    const dict = (stream as PDFRawStream).dict;
    expect(dict.get(PDFName.of("Type"))).toBe(PDFName.of("Metadata"));
    expect(dict.get(PDFName.of("Subtype"))).toBe(PDFName.of("XML"));
    expect(dict.get(PDFName.of("Filter"))).toBeUndefined();
    const xmp = utf8((stream as PDFRawStream).getContents());
    for (const expected of [
      "<pdfaid:part>3</pdfaid:part>",
      "<pdfaid:conformance>B</pdfaid:conformance>",
      'xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"',
      "<fx:DocumentType>INVOICE</fx:DocumentType>",
      "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
      "<fx:Version>1.0</fx:Version>",
      "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
      "<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>",
      "<pdfaSchema:prefix>fx</pdfaSchema:prefix>",
      "<pdfaProperty:name>ConformanceLevel</pdfaProperty:name>",
    ])
      expect(xmp).toContain(expected);
    // The Info dictionary and the XMP agree (PDF/A-3 6.6.3).
    expect(doc.getTitle()).toBe("Abschlagsrechnung RE-0003");
    expect(xmp).toContain(`<rdf:li xml:lang="x-default">${doc.getTitle()}</rdf:li>`);
    expect(xmp).toContain(`<rdf:li>${doc.getAuthor()}</rdf:li>`);
    expect(xmp).toContain(`<pdf:Producer>${doc.getProducer()}</pdf:Producer>`);
    expect(xmp).toContain(`<xmp:CreatorTool>${doc.getCreator()}</xmp:CreatorTool>`);
    expect(xmp).toContain(`<pdf:Keywords>${doc.getKeywords()}</pdf:Keywords>`);
    expect(xmp).toContain("<xmp:CreateDate>2026-03-05T12:00:00Z</xmp:CreateDate>");
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-03-05T12:00:00.000Z");
  });

  it("has an sRGB output intent with its ICC profile", () => {
    const intents = catalog.lookup(PDFName.of("OutputIntents"), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
    expect(textOf(intent.get(PDFName.of("OutputConditionIdentifier")))).toBe("sRGB IEC61966-2.1");
    const profile = intent.lookup(PDFName.of("DestOutputProfile"));
    expect((profile as PDFRawStream).dict.get(PDFName.of("N"))).toEqual(PDFNumber.of(3));
    const icc = decoded(profile);
    expect(icc.length).toBe(3024);
    // An ICC profile's signature, its colour space and its connection space (ICC.1 7.2).
    expect(utf8(icc.subarray(36, 40))).toBe("acsp");
    expect(utf8(icc.subarray(16, 24))).toBe("RGB XYZ ");
  });

  it("embeds every font as a TrueType program: no standard 14 font left to the reader", () => {
    const fonts = context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("Font"));
    const top = fonts.filter((f) => f.get(PDFName.of("Subtype")) !== PDFName.of("CIDFontType2"));
    expect(top.length).toBeGreaterThanOrEqual(2);
    for (const font of top) {
      expect(font.get(PDFName.of("Subtype"))).toBe(PDFName.of("Type0"));
      const cid = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      expect(cid.get(PDFName.of("CIDToGIDMap"))).toBe(PDFName.of("Identity"));
      const descriptor = cid.lookup(PDFName.of("FontDescriptor"), PDFDict);
      expect(descriptor.lookup(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRawStream);
    }
    expect(utf8(bytes)).not.toMatch(/\/BaseFont\s*\/Helvetica/);
  });

  it("names the document in its trailer with a permanent ID", () => {
    const id = context.trailerInfo.ID;
    expect(id).toBeInstanceOf(PDFArray);
    const [first, second] = (id as PDFArray).asArray().map((part) => (part as PDFHexString).asString());
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it.skipIf(!existsSync("/usr/bin/pdftotext"))("reads as a German Abschlagsrechnung", () => {
    const text = execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString();
    expect(text).toContain("Abschlagsrechnung RE-0003");
    expect(text.replace(/[\u00a0\u202f]/g, " ")).toContain("1.469,06 €");
  });
});
