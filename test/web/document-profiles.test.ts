// The document profiles (ADR 0156): which profile a company follows, its title, and what each tier of each country
// asks for, counted in exact minor units at the edges.
import { describe, expect, it } from "vitest";
import {
  addressLines,
  DOCUMENT_PROFILES,
  documentProfileKey,
  documentTitle,
  registrationLines,
  requiredParts,
  reverseChargeWording,
} from "#schema/rules/document-profiles";

const { US, GB, IE, AU, NZ, CA } = DOCUMENT_PROFILES;
const QC = DOCUMENT_PROFILES["CA-QC"];

describe("document profiles", () => {
  it("picks Québec's for a Canadian company in Québec or taxing with QST, and the US document elsewhere", () => {
    expect(documentProfileKey("CA", "QC")).toBe("CA-QC");
    expect(documentProfileKey("CA", "ON", [{ code: "CA-QC-QST" }])).toBe("CA-QC");
    expect(documentProfileKey("CA", "ON", [{ code: "CA-ON-HST" }])).toBe("CA");
    expect(documentProfileKey("GB", "QC")).toBe("GB");
    expect(documentProfileKey("US")).toBe("US");
    expect(documentProfileKey("MX")).toBe("US");
    expect(documentProfileKey("BE", null, [], "fr-BE")).toBe("BE-FR");
    expect(documentProfileKey("BE", null, [], "nl-BE")).toBe("BE");
  });

  it("titles a registered company's document as its law names it, and every US document 'Invoice'", () => {
    const abn = [{ kind: "abn" as const, number: "51 824 753 556" }];
    expect(documentTitle(AU, "inclusive", abn)).toBe("Tax invoice");
    expect(documentTitle(AU, "none", abn)).toBe("Invoice");
    expect(documentTitle(AU, "exclusive", [])).toBe("Invoice");
    expect(documentTitle(GB, "exclusive", [{ kind: "vat", number: "GB123456789" }])).toBe("VAT invoice");
    expect(documentTitle(IE, "exclusive", [{ kind: "vat", number: " " }])).toBe("Invoice");
    expect(documentTitle(US, "exclusive", [{ kind: "vat", number: "x" }])).toBe("Invoice");
  });

  it("asks for the buyer's identity from A$1,000 in Australia, always in the UK and Ireland, never in the US", () => {
    expect(requiredParts(AU, 99_999, "AUD").buyerIdentity).toBe(false);
    expect(requiredParts(AU, 100_000, "AUD").buyerIdentity).toBe(true);
    expect(requiredParts(GB, 1, "GBP").buyerIdentity).toBe(true);
    expect(requiredParts(IE, 1, "EUR").buyerIdentity).toBe(true);
    expect(requiredParts(US, 10_000_000, "USD")).toEqual({ supplierNumbers: false, buyerIdentity: false });
  });

  it("follows New Zealand's taxable supply information tiers: over $200 and over $1,000", () => {
    expect(requiredParts(NZ, 20_000, "NZD")).toEqual({ supplierNumbers: false, buyerIdentity: false });
    expect(requiredParts(NZ, 20_001, "NZD")).toEqual({ supplierNumbers: true, buyerIdentity: false });
    expect(requiredParts(NZ, 100_000, "NZD")).toEqual({ supplierNumbers: true, buyerIdentity: false });
    expect(requiredParts(NZ, 100_001, "NZD")).toEqual({ supplierNumbers: true, buyerIdentity: true });
  });

  it("follows Canada's $100 and $500 tiers, and Québec's $30 for both numbers", () => {
    expect(requiredParts(CA, 9_999, "CAD")).toEqual({ supplierNumbers: false, buyerIdentity: false });
    expect(requiredParts(CA, 10_000, "CAD")).toEqual({ supplierNumbers: true, buyerIdentity: false });
    expect(requiredParts(CA, 50_000, "CAD")).toEqual({ supplierNumbers: true, buyerIdentity: true });
    expect(requiredParts(QC, 2_999, "CAD").supplierNumbers).toBe(false);
    expect(requiredParts(QC, 3_000, "CAD").supplierNumbers).toBe(true);
    const both = [
      { kind: "qst" as const, number: "1234567890 TQ0001" },
      { kind: "bn" as const, number: "123456789 RT0001" },
    ];
    expect(registrationLines(QC, both)).toEqual([
      "GST registration number: 123456789 RT0001",
      "QST registration number: 1234567890 TQ0001",
    ]);
  });

  it("holds a billing in another currency to every tier (its amount is not the threshold's money)", () => {
    expect(requiredParts(AU, 1, "USD").buyerIdentity).toBe(true);
  });

  it("has each reverse charge's wording in its own country only", () => {
    expect(reverseChargeWording(GB, "gb_drc")).toEqual({
      text: "Reverse charge: customer to pay the VAT to HMRC",
      showsTax: true,
    });
    expect(reverseChargeWording(IE, "ie_rct")).toEqual({
      text: "VAT on this supply to be accounted for by the principal contractor",
      showsTax: false,
    });
    expect(reverseChargeWording(GB, "ie_rct")).toBeNull();
    expect(reverseChargeWording(US, "gb_drc")).toBeNull();
    expect(reverseChargeWording(GB, null)).toBeNull();
  });

  it("lays addresses out as each country's post writes them, naming a foreign country", () => {
    const london = {
      line1: "12 Brick Lane",
      line2: "Unit 4",
      city: "London",
      postalCode: "E1 6RF",
      country: "GB" as const,
    };
    expect(addressLines(GB, london, "GB")).toEqual(["12 Brick Lane", "Unit 4", "London", "E1 6RF"]);
    expect(addressLines(IE, london, "IE")).toEqual(["12 Brick Lane", "Unit 4", "London", "E1 6RF", "United Kingdom"]);
    const sydney = {
      line1: "8 Harris Street",
      city: "Pyrmont",
      region: "NSW",
      postalCode: "2009",
      country: "AU" as const,
    };
    expect(addressLines(AU, sydney, "AU")).toEqual(["8 Harris Street", "Pyrmont NSW 2009"]);
  });
});
