// Tax registration numbers and postal codes by their published rules (ADR 0152): real numbers the tax offices and
// companies publish pass, one changed digit fails with the words a person reads.
import { describe, expect, it } from "vitest";
import { checkPostalCode } from "#schema/rules/postal-codes";
import {
  checkAbn,
  checkBn,
  checkGbVat,
  checkIeVat,
  checkNzGst,
  checkQst,
  checkTaxNumber,
  TAX_NUMBER_MESSAGES as M,
} from "#schema/rules/tax-numbers";

const refused = (message: string) => ({ ok: false, message });

describe("UK VAT numbers (mod 97 and the 9755 rule)", () => {
  it("takes HMRC's example number and prints it with GB", () => {
    // 9x8 + 8x7 + 0x6 + 7x5 + 8x4 + 0x3 + 6x2 = 207; 207 + 84 = 291 = 3 x 97.
    expect(checkGbVat("GB 980 7806 84")).toEqual({ ok: true, number: "GB980780684" });
    expect(checkGbVat("980780684")).toEqual({ ok: true, number: "GB980780684" });
  });
  it("takes a number of the 9755 series (sum + 55 divisible by 97)", () => {
    // 1x8+0+0+0+0+0+0 = 8, check 34: 8 + 34 + 55 = 97.
    expect(checkGbVat("GB100000034")).toEqual({ ok: true, number: "GB100000034" });
  });
  it("takes a branch number (12 digits) and government departments", () => {
    expect(checkGbVat("GB980780684001").ok).toBe(true);
    expect(checkGbVat("GBGD001").ok).toBe(true);
    expect(checkGbVat("GBHA599").ok).toBe(true);
  });
  it("refuses a changed digit and a wrong shape with their own words", () => {
    expect(checkGbVat("GB980780685")).toEqual(refused(M.gbVatCheck));
    expect(checkGbVat("802311781")).toEqual(refused(M.gbVatCheck));
    expect(checkGbVat("GB12345")).toEqual(refused(M.gbVat));
  });
});

describe("Irish VAT numbers (check letter mod 23)", () => {
  it("takes published numbers in the current, two-letter and old forms", () => {
    expect(checkIeVat("IE6388047V")).toEqual({ ok: true, number: "IE6388047V" });
    expect(checkIeVat("IE 9700053 D").ok).toBe(true);
    expect(checkIeVat("6433435F").ok).toBe(true);
    expect(checkIeVat("8D79739I").ok).toBe(true);
    // Two letters: the second's value (W = 0) counts 9 times; 6388047 + W keeps the first letter.
    expect(checkIeVat("IE6388047VW").ok).toBe(true);
  });
  it("refuses a wrong check letter and a wrong shape", () => {
    expect(checkIeVat("6433435E")).toEqual(refused(M.ieVatCheck));
    expect(checkIeVat("IE6388047VA")).toEqual(refused(M.ieVatCheck));
    expect(checkIeVat("IE123")).toEqual(refused(M.ieVat));
  });
});

describe("ABN (weights mod 89)", () => {
  it("takes the ATO's example and a listed company's", () => {
    expect(checkAbn("51 824 753 556")).toEqual({ ok: true, number: "51824753556" });
    expect(checkAbn("83 914 571 673").ok).toBe(true);
  });
  it("refuses a wrong checksum and a wrong length", () => {
    expect(checkAbn("99 999 999 999")).toEqual(refused(M.abnCheck));
    expect(checkAbn("51 824 753 557")).toEqual(refused(M.abnCheck));
    expect(checkAbn("1234")).toEqual(refused(M.abn));
  });
});

describe("NZ GST numbers (the IRD number, mod 11 with the second weights)", () => {
  it("takes the IRD specification's examples", () => {
    expect(checkNzGst("49-091-850")).toEqual({ ok: true, number: "49091850" });
    expect(checkNzGst("35-901-981").ok).toBe(true);
    expect(checkNzGst("49-098-576").ok).toBe(true);
    expect(checkNzGst("136-410-132").ok).toBe(true);
  });
  it("refuses a wrong check digit and a number out of range", () => {
    expect(checkNzGst("136410133")).toEqual(refused(M.nzGstCheck));
    expect(checkNzGst("9125568")).toEqual(refused(M.nzGst));
  });
});

describe("Canadian GST/HST and Québec QST numbers", () => {
  it("takes a business number (Luhn) with its RT account", () => {
    expect(checkBn("12302 6635 RT 0001")).toEqual({ ok: true, number: "123026635RT0001" });
  });
  it("refuses a bad check digit, a missing program account and another program", () => {
    expect(checkBn("123456783RT0001")).toEqual(refused(M.bnCheck));
    expect(checkBn("123026635")).toEqual(refused(M.bn));
    expect(checkBn("123026635RC0001")).toEqual(refused(M.bn));
  });
  it("takes a QST number of 10 digits and TQ", () => {
    expect(checkQst("1234567890 TQ 0001")).toEqual({ ok: true, number: "1234567890TQ0001" });
    expect(checkQst("1234567890RT0001")).toEqual(refused(M.qst));
  });
});

describe("a registration for the company's country", () => {
  it("reads VAT by the country and refuses kinds the country does not use", () => {
    expect(checkTaxNumber("IE", "vat", "IE6388047V").ok).toBe(true);
    expect(checkTaxNumber("GB", "vat", "IE6388047V").ok).toBe(false);
    expect(checkTaxNumber("US", "vat", "GB980780684")).toEqual(refused(M.notForCountry));
    expect(checkTaxNumber("GB", "abn", "51824753556")).toEqual(refused(M.notForCountry));
  });
});

describe("postal codes by country", () => {
  it("formats each country's codes as its postal service writes them", () => {
    expect(checkPostalCode("GB", "sw1a1aa")).toEqual({ ok: true, postalCode: "SW1A 1AA" });
    expect(checkPostalCode("GB", "M1 1AE")).toEqual({ ok: true, postalCode: "M1 1AE" });
    expect(checkPostalCode("CA", "k1a0b1")).toEqual({ ok: true, postalCode: "K1A 0B1" });
    expect(checkPostalCode("IE", "d02x285")).toEqual({ ok: true, postalCode: "D02 X285" });
    expect(checkPostalCode("IE", "D6W 1234").ok).toBe(true);
    expect(checkPostalCode("AU", "2000")).toEqual({ ok: true, postalCode: "2000" });
    expect(checkPostalCode("NZ", "6011")).toEqual({ ok: true, postalCode: "6011" });
    expect(checkPostalCode("US", "787011234")).toEqual({ ok: true, postalCode: "78701-1234" });
    expect(checkPostalCode("US", "78701")).toEqual({ ok: true, postalCode: "78701" });
  });
  it("refuses another country's shape with the country's example", () => {
    expect(checkPostalCode("GB", "78701")).toEqual({ ok: false, message: "Enter a postcode like SW1A 1AA" });
    expect(checkPostalCode("CA", "D1A 0B1").ok).toBe(false);
    expect(checkPostalCode("AU", "20000").ok).toBe(false);
    expect(checkPostalCode("US", "SW1A").ok).toBe(false);
    expect(checkPostalCode("IE", "B02 X285").ok).toBe(false);
  });
});
