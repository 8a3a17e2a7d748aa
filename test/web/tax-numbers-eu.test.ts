// The EU countries' VAT numbers by their published check digits (issue 36, ADR 0178): each algorithm's own published
// examples (python-stdnum's doctests, which quote the tax offices') pass, and a changed digit is refused with words.
import { describe, expect, it } from "vitest";
import { checkPostalCode } from "#schema/rules/postal-codes";
import {
  checkBeVat,
  checkDeVat,
  checkEsVat,
  checkFrVat,
  checkNlVat,
  checkStnr,
  checkTaxNumber,
  TAX_NUMBER_MESSAGES as M,
} from "#schema/rules/tax-numbers";

const refused = (message: string) => ({ ok: false, message });

describe("German USt-IdNr. (ISO 7064 MOD 11,10) and Steuernummer", () => {
  it("takes DE136695976 however it is typed and refuses a changed check digit", () => {
    expect(checkDeVat("DE 136,695 976")).toEqual({ ok: true, number: "DE136695976" });
    expect(checkDeVat("136695976")).toEqual({ ok: true, number: "DE136695976" });
    expect(checkDeVat("DE136695978")).toEqual(refused(M.deVatCheck));
    expect(checkDeVat("DE036695976")).toEqual(refused(M.deVat));
    expect(checkDeVat("DE13669597")).toEqual(refused(M.deVat));
  });
  it("takes a Land's Steuernummer and the 13-digit form, as written", () => {
    expect(checkStnr(" 181/815/0815 5")).toEqual({ ok: true, number: "181/815/0815 5" });
    expect(checkStnr("4151081508156").ok).toBe(true);
    expect(checkStnr("136695978")).toEqual(refused(M.stnr));
  });
  it("a German company records either; another country may not record a Steuernummer", () => {
    expect(checkTaxNumber("DE", "vat", "DE136695976").ok).toBe(true);
    expect(checkTaxNumber("DE", "stnr", "181/815/08155").ok).toBe(true);
    expect(checkTaxNumber("FR", "stnr", "181/815/08155")).toEqual(refused(M.notForCountry));
  });
});

describe("French TVA (key over the SIREN)", () => {
  it("takes numeric and alphanumeric keys", () => {
    expect(checkFrVat("Fr 40 303 265 045")).toEqual({ ok: true, number: "FR40303265045" });
    expect(checkFrVat("23334175221").ok).toBe(true);
    expect(checkFrVat("K7399859412").ok).toBe(true);
    expect(checkFrVat("4Z123456782").ok).toBe(true);
  });
  it("refuses a wrong key, I or O in the key, and a SIREN failing Luhn", () => {
    expect(checkFrVat("84 323 140 391")).toEqual(refused(M.frVatCheck));
    expect(checkFrVat("IO334175221")).toEqual(refused(M.frVat));
    expect(checkFrVat("FR40303265046")).toEqual(refused(M.frVatCheck));
  });
});

describe("Dutch btw-id (elfproef, and MOD 97-10 since 2020)", () => {
  it("takes an RSIN-based number and a 2020 sole-trader number", () => {
    expect(checkNlVat("NL4495445B01")).toEqual({ ok: true, number: "NL004495445B01" });
    expect(checkNlVat("004495445B01").ok).toBe(true);
    expect(checkNlVat("NL002455799B11")).toEqual({ ok: true, number: "NL002455799B11" });
  });
  it("refuses a number passing neither check, and a broken shape", () => {
    expect(checkNlVat("123456789B90")).toEqual(refused(M.nlVatCheck));
    expect(checkNlVat("NL002455799B12")).toEqual(refused(M.nlVatCheck));
    expect(checkNlVat("NL004495445B00")).toEqual(refused(M.nlVat));
    expect(checkNlVat("NL004495445X01")).toEqual(refused(M.nlVat));
  });
});

describe("Belgian enterprise number (97 - mod 97)", () => {
  it("takes the 10-digit and the older 9-digit form", () => {
    expect(checkBeVat("BE 428759497")).toEqual({ ok: true, number: "BE0428759497" });
    expect(checkBeVat("BE0403019261")).toEqual({ ok: true, number: "BE0403019261" });
  });
  it("refuses wrong check digits", () => {
    expect(checkBeVat("BE431150351")).toEqual(refused(M.beVatCheck));
    expect(checkBeVat("BE12345")).toEqual(refused(M.beVat));
  });
});

describe("Spanish NIF (DNI, NIE and CIF check characters)", () => {
  it("takes a company's CIF, a resident's DNI and a foreigner's NIE", () => {
    expect(checkEsVat("ES B-58378431").ok).toBe(true);
    expect(checkEsVat("B64717838")).toEqual({ ok: true, number: "ESB64717838" });
    expect(checkEsVat("54362315K")).toEqual({ ok: true, number: "ES54362315K" });
    expect(checkEsVat("X-5253868-R")).toEqual({ ok: true, number: "ESX5253868R" });
    expect(checkEsVat("J99216582").ok).toBe(true);
  });
  it("refuses a wrong check character and an unknown entity letter", () => {
    expect(checkEsVat("B64717839")).toEqual(refused(M.esVatCheck));
    expect(checkEsVat("54362315Z")).toEqual(refused(M.esVatCheck));
    expect(checkEsVat("O12345674")).toEqual(refused(M.esVat));
  });
});

describe("EU postal codes", () => {
  it("formats and refuses as each post writes them", () => {
    expect(checkPostalCode("DE", "10117")).toEqual({ ok: true, postalCode: "10117" });
    expect(checkPostalCode("FR", "75008")).toEqual({ ok: true, postalCode: "75008" });
    expect(checkPostalCode("NL", "1012ab")).toEqual({ ok: true, postalCode: "1012 AB" });
    expect(checkPostalCode("BE", "1000")).toEqual({ ok: true, postalCode: "1000" });
    expect(checkPostalCode("ES", "28013")).toEqual({ ok: true, postalCode: "28013" });
    expect(checkPostalCode("NL", "1012 SS").ok).toBe(false);
    expect(checkPostalCode("ES", "53001").ok).toBe(false);
    expect(checkPostalCode("DE", "1011").ok).toBe(false);
  });
});
