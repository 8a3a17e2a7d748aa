// Issue 36: each generated e-invoice passes the official EN 16931 schematron for its syntax and its XSD, and the
// totals (BT-106..BT-112) are the billing's. Runs in node (the "einvoice" vitest project).
import { describe, expect, it } from "vitest";
import { DOCUMENT_PROFILES, reverseChargeWording } from "#schema/rules/document-profiles";
import { peppolEndpointOf, peppolIdFromVat } from "#schema/rules/peppol-ids";
import { computeTax } from "#schema/rules/tax";
import { toCii } from "#worker/einvoice/cii";
import { type BillingForEInvoice, EINVOICE_GAPS, eInvoiceOf } from "#worker/einvoice/model";
import { toUbl } from "#worker/einvoice/ubl";
import { type Syntax, schematron, validationProblems } from "./validate";

const IE_STD = { code: "IE-STD", label: "VAT 23%", rateMilli: 23_000 };

function ieBilling(over: Partial<BillingForEInvoice> = {}): BillingForEInvoice {
  const tax = computeTax({ amount: 123_450, taxMode: "exclusive", parts: [IE_STD], reverseCharge: null });
  return {
    invoiceNumber: "INV-0007",
    issueDate: "2026-11-28",
    dueDate: "2026-12-28",
    currency: "EUR",
    ...tax,
    paidAmount: 0,
    reverseChargeText: null,
    projectName: "Kitchen extension",
    progressNumber: 2,
    completionPercentage: 50,
    description: "First fix electrics & plumbing <complete>",
    buyerReference: null,
    seller: {
      name: "Murphy Build Ltd",
      vatId: "IE6388047V",
      address: { line1: "12 Main Street", city: "Dublin", postalCode: "D02 XY45", region: "Co. Dublin", country: "IE" },
      email: "accounts@murphybuild.ie",
      contactName: "Aoife Murphy",
      phone: "+353 1 555 0100",
    },
    buyer: {
      name: "Byrne Homes",
      vatId: null,
      address: { line1: "4 Quay Road", city: "Cork", postalCode: "T12 AB34", country: "IE" },
      email: "ap@byrnehomes.ie",
    },
    payment: { iban: "IE29AIBK93115212345678", bic: "AIBKIE2D", accountName: "Murphy Build Ltd" },
    paymentTerms: null,
    ...over,
  };
}

const invoiceOf = (billing: BillingForEInvoice) => {
  const made = eInvoiceOf(billing);
  if (!("invoice" in made)) throw new Error(made.gap.message);
  return made.invoice;
};

const text = (xml: string, element: string) => xml.match(new RegExp(`<${element}[^>]*>([^<]*)</${element}>`))?.[1];

const SYNTAXES: { name: string; syntax: Syntax; write: (b: BillingForEInvoice) => string }[] = [
  { name: "CII (Factur-X EN 16931)", syntax: "cii", write: (b) => toCii(invoiceOf(b), "en16931") },
  { name: "CII (XRechnung)", syntax: "cii", write: (b) => toCii(invoiceOf(b), "xrechnung") },
  { name: "UBL (Peppol BIS 3.0)", syntax: "ubl", write: (b) => toUbl(invoiceOf(b), "peppol") },
  { name: "UBL (XRechnung)", syntax: "ubl", write: (b) => toUbl(invoiceOf(b), "xrechnung") },
];

describe.each(SYNTAXES)("$name", ({ syntax, write }) => {
  it("writes an IE billing of net EUR 1,234.50 at 23% with its totals, and passes schematron and XSD", async () => {
    const xml = write(ieBilling({ buyerReference: "04011000-12345-03" }));
    expect(await validationProblems(xml, syntax)).toEqual([]);
    const totals =
      syntax === "cii"
        ? {
            lines: text(xml, "ram:LineTotalAmount"),
            net: text(xml, "ram:TaxBasisTotalAmount"),
            tax: text(xml, "ram:TaxTotalAmount"),
            total: text(xml, "ram:GrandTotalAmount"),
            due: text(xml, "ram:DuePayableAmount"),
          }
        : {
            lines: text(xml, "cbc:LineExtensionAmount"),
            net: text(xml, "cbc:TaxExclusiveAmount"),
            tax: text(xml, "cbc:TaxAmount"),
            total: text(xml, "cbc:TaxInclusiveAmount"),
            due: text(xml, "cbc:PayableAmount"),
          };
    // BT-106, BT-109, BT-110, BT-112, BT-115: 1,234.50 × 23% = 283.935, rounded half up once.
    expect(totals).toEqual({ lines: "1234.50", net: "1234.50", tax: "283.94", total: "1518.44", due: "1518.44" });
    expect(xml).toContain("04011000-12345-03");
    expect(xml).toContain("First fix electrics &amp; plumbing &lt;complete&gt;");
  });

  it("writes a Belgian billing's Peppol endpoints on scheme 0208 for both parties, and passes (ADR 0203)", async () => {
    const BE_STD = { code: "BE-STD", label: "BTW 21%", rateMilli: 21_000 };
    const be = ieBilling({
      ...computeTax({ amount: 100_000, taxMode: "exclusive", parts: [BE_STD], reverseCharge: null }),
      seller: {
        ...ieBilling().seller,
        name: "Peeters Bouw BV",
        vatId: "BE0477472701",
        endpoint: peppolIdFromVat("BE0477472701"),
        address: { line1: "Veldstraat 1", city: "Gent", postalCode: "9000", country: "BE" },
      },
      buyer: {
        name: "Janssens Vastgoed NV",
        vatId: "BE0403170701",
        endpoint: peppolEndpointOf({ peppolId: null, vatId: "BE0403170701" }),
        address: { line1: "Meir 10", city: "Antwerpen", postalCode: "2000", country: "BE" },
        email: "ap@janssens.example",
      },
      payment: { iban: "BE71096123456769", bic: null, accountName: null },
    });
    const xml = write(be);
    expect(await validationProblems(xml, syntax)).toEqual([]);
    const endpoint = syntax === "cii" ? "ram:URIID" : "cbc:EndpointID";
    expect(xml).toContain(`<${endpoint} schemeID="0208">0477472701</${endpoint}>`);
    expect(xml).toContain(`<${endpoint} schemeID="0208">0403170701</${endpoint}>`);
    expect(xml).not.toContain('schemeID="EM"');
  });

  it("writes a reverse charge as category AE with VAT 0 and the statutory text, and passes", async () => {
    const tax = computeTax({ amount: 123_450, taxMode: "exclusive", parts: [IE_STD], reverseCharge: "gb_drc" });
    const billing = ieBilling({
      ...tax,
      reverseCharge: "gb_drc",
      reverseChargeText: "Reverse charge: customer to pay the VAT to HMRC",
      buyer: { ...ieBilling().buyer, vatId: "IE3668997OH" },
      dueDate: null,
      paymentTerms: "Due upon receipt",
    });
    const xml = write(billing);
    expect(await validationProblems(xml, syntax)).toEqual([]);
    expect(xml).toMatch(syntax === "cii" ? /<ram:CategoryCode>AE<\/ram:CategoryCode>/ : /<cbc:ID>AE<\/cbc:ID>/);
    expect(xml).toContain("VATEX-EU-AE");
    expect(xml).toContain("Reverse charge: customer to pay the VAT to HMRC");
    expect(text(xml, syntax === "cii" ? "ram:TaxTotalAmount" : "cbc:TaxAmount")).toBe("0.00");
    expect(text(xml, syntax === "cii" ? "ram:GrandTotalAmount" : "cbc:TaxInclusiveAmount")).toBe("1234.50");
  });

  it("writes Ireland's RCT (no tax lines) as one AE line over the net, and passes", async () => {
    const billing = ieBilling({
      ...computeTax({ amount: 50_000, taxMode: "exclusive", parts: [IE_STD], reverseCharge: "ie_rct" }),
      reverseCharge: "ie_rct",
      reverseChargeText: "VAT on this supply is to be accounted for by the principal contractor",
      buyer: { ...ieBilling().buyer, vatId: "IE3668997OH" },
    });
    const xml = write(billing);
    expect(await validationProblems(xml, syntax)).toEqual([]);
    expect(xml).toContain("500.00");
  });

  it("writes a zero-rated line as category Z and a part payment as prepaid, and passes", async () => {
    const zero = { code: "IE-ZERO", label: "VAT 0%", rateMilli: 0 };
    const billing = ieBilling({
      ...computeTax({ amount: 80_000, taxMode: "exclusive", parts: [zero], reverseCharge: null }),
      paidAmount: 30_000,
    });
    const xml = write(billing);
    expect(await validationProblems(xml, syntax)).toEqual([]);
    expect(xml).toMatch(syntax === "cii" ? /<ram:CategoryCode>Z</ : /<cbc:ID>Z</);
    expect(text(xml, syntax === "cii" ? "ram:DuePayableAmount" : "cbc:PayableAmount")).toBe("500.00");
  });
});

describe("a German billing (the countries issue 36 adds)", () => {
  const DE_STD = { code: "DE-STD", label: "USt 19%", rateMilli: 19_000 };
  const german = (reverseCharge: "de_13b" | null) =>
    ieBilling({
      ...computeTax({ amount: 123_450, taxMode: "exclusive", parts: [DE_STD], reverseCharge }),
      reverseChargeText: reverseCharge
        ? (reverseChargeWording(DOCUMENT_PROFILES.DE, reverseCharge)?.text ?? null)
        : null,
      seller: {
        ...ieBilling().seller,
        vatId: "DE136695976",
        address: { line1: "Hauptstraße 5", city: "Berlin", postalCode: "10115", country: "DE" },
      },
      buyer: {
        ...ieBilling().buyer,
        vatId: "DE811907980",
        address: { line1: "Marktplatz 1", city: "München", postalCode: "80331", country: "DE" },
      },
      buyerReference: "991-12345-06",
    });

  it.each(SYNTAXES)(
    "$name: net EUR 1,234.50 at 19% is VAT 234.56 and 1,469.06, and passes",
    async ({ syntax, write }) => {
      const xml = write(german(null));
      expect(await validationProblems(xml, syntax)).toEqual([]);
      expect(xml).toContain("234.56");
      expect(xml).toContain("1469.06");
    },
  );

  it.each(SYNTAXES)(
    "$name: §13b is category AE with VAT 0 and the statutory text, and passes",
    async ({ syntax, write }) => {
      const xml = write(german("de_13b"));
      expect(await validationProblems(xml, syntax)).toEqual([]);
      expect(xml).toContain("VATEX-EU-AE");
      expect(xml).toContain("Steuerschuldnerschaft des Leistungsempfängers");
    },
  );
});

describe("the EN 16931 rules name the field that fails", () => {
  it("reports a wrong total by its rule and business term", async () => {
    const xml = toUbl(invoiceOf(ieBilling())).replace(
      /<cbc:TaxInclusiveAmount currencyID="EUR">1518.44</,
      '<cbc:TaxInclusiveAmount currencyID="EUR">1518.45<',
    );
    const { errors } = await schematron(xml, "ubl");
    expect(errors.map((e) => e.id)).toContain("BR-CO-15");
    expect(errors.find((e) => e.id === "BR-CO-15")?.text).toMatch(/BT-112/);
  });

  it("names what a billing lacks before any XML is written", () => {
    expect(eInvoiceOf(ieBilling({ seller: { ...ieBilling().seller, vatId: null } }))).toEqual({
      gap: EINVOICE_GAPS.sellerVat,
    });
    expect(eInvoiceOf(ieBilling({ reverseCharge: "gb_drc" }))).toEqual({ gap: EINVOICE_GAPS.buyerVat });
    expect(eInvoiceOf(ieBilling({ buyer: { ...ieBilling().buyer, address: null } }))).toEqual({
      gap: EINVOICE_GAPS.buyerAddress,
    });
    const quebec = computeTax({
      amount: 10_000,
      taxMode: "exclusive",
      parts: [
        { code: "CA-GST", label: "GST 5%", rateMilli: 5_000 },
        { code: "CA-QC-QST", label: "QST 9.975%", rateMilli: 9_975 },
      ],
      reverseCharge: null,
    });
    expect(eInvoiceOf(ieBilling({ ...quebec, currency: "CAD" }))).toEqual({ gap: EINVOICE_GAPS.notVat });
  });
});
