// Tax registration numbers as each country's tax office issues them: the format, and the check digits where the
// number has them (ADR 0152). Zod-free and shared: the profile's business section checks as the owner types, and
// PATCH /api/company refuses the same numbers with the same words. The algorithms follow the tax offices'
// published specifications, as python-stdnum implements and tests them (gb/vat, au/abn, nz/ird, ca/bn, ie/vat).
import type { Country } from "../contracts/countries";
import type { TaxRegistrationKind } from "../contracts/worldwide";

/** The registrations a company in each country records; the order is the profile's. */
export const TAX_REGISTRATION_KINDS_BY_COUNTRY: Record<Country, readonly TaxRegistrationKind[]> = {
  US: [],
  CA: ["bn", "qst"],
  GB: ["vat"],
  IE: ["vat"],
  AU: ["abn"],
  NZ: ["gst"],
};

/** What each kind is called on the profile and in its messages. */
export const TAX_REGISTRATION_LABELS: Record<TaxRegistrationKind, string> = {
  vat: "VAT number",
  abn: "ABN",
  gst: "GST number",
  bn: "GST/HST number",
  qst: "QST number",
};

/** The words a person reads when a number is refused: each lives here once. */
export const TAX_NUMBER_MESSAGES = {
  gbVat: "Enter a UK VAT number like GB123456789 (9 or 12 digits after GB)",
  gbVatCheck: "This UK VAT number's check digits don't match: please check it against your VAT certificate",
  ieVat: "Enter an Irish VAT number like IE1234567T or IE1234567TW",
  ieVatCheck: "This Irish VAT number's check letter doesn't match: please check it against your registration",
  abn: "Enter an ABN of 11 digits, like 51 824 753 556",
  abnCheck: "This ABN's check digits don't match: please check it on the ABN Lookup",
  nzGst: "Enter a GST number of 8 or 9 digits, like 49-091-850",
  nzGstCheck: "This GST number's check digit doesn't match: please check it against your IRD letter",
  bn: "Enter a GST/HST number like 123456789RT0001 (your 9-digit business number and RT account)",
  bnCheck: "This business number's check digit doesn't match: please check it against your CRA letter",
  qst: "Enter a QST number like 1234567890TQ0001 (10 digits and TQ account)",
  notForCountry: "This kind of tax number is not used in your company's country",
  clientFormat: "Enter the tax number as the client's registration shows it, like DE123456789",
  clientRequired: "Enter the client's VAT number: a reverse-charge invoice must show it",
  clientMissing:
    "This client's VAT number is missing: a reverse-charge invoice must show it. Add it under More details on the client.",
  duplicate: "Enter each kind of tax number once",
} as const;

export type TaxNumberCheck = { ok: true; number: string } | { ok: false; message: string };

const ok = (number: string): TaxNumberCheck => ({ ok: true, number });
const refuse = (message: string): TaxNumberCheck => ({ ok: false, message });
const digitsOf = (s: string) => [...s].map(Number);
const weighted = (digits: number[], weights: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);

/** Spaces, dashes and dots are how people write numbers, never part of them. */
const compact = (typed: string) => typed.replace(/[\s.-]/g, "").toUpperCase();

/**
 * UK VAT (HMRC VAT Notice 700/1 format): 9 digits, or 12 with a branch. Weights 8..2 over the first 7 digits plus
 * the 2 check digits must be 0 mod 97 (numbers issued before 2010), or 55 mod 97 (the "9755" series since then).
 * Government departments (GD000-GD499) and health authorities (HA500-HA999) have no check digits.
 */
export function checkGbVat(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^(GB|XI)/, "");
  if (/^GD[0-4]\d\d$/.test(n) || /^HA[5-9]\d\d$/.test(n)) return ok(`GB${n}`);
  if (!/^(\d{9}|\d{12})$/.test(n)) return refuse(TAX_NUMBER_MESSAGES.gbVat);
  const d = digitsOf(n);
  const total = weighted(d, [8, 7, 6, 5, 4, 3, 2]) + d[7]! * 10 + d[8]!;
  // The 9755 series starts at 100 0000 00: a lower number is only valid under the old rule.
  const valid = total % 97 === 0 || (Number(n.slice(0, 3)) >= 100 && (total + 55) % 97 === 0);
  return valid ? ok(`GB${n}`) : refuse(TAX_NUMBER_MESSAGES.gbVatCheck);
}

/**
 * Irish VAT (Revenue): 7 digits and a check letter, with a second letter (A-I, or W) since 2013; the older form
 * has a letter, "+" or "*" second. Check letter: weights 8..2 over the digits (+ 9 x the second letter's value,
 * A=1..I=9, W=0), mod 23, as W, A, B, ... V.
 */
export function checkIeVat(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^IE/, "");
  const alphabet = "WABCDEFGHIJKLMNOPQRSTUV";
  const letterOf = (digits7: string, extra: number) =>
    alphabet[(weighted(digitsOf(digits7), [8, 7, 6, 5, 4, 3, 2]) + extra) % 23];
  const current = /^(\d{7})([A-W])([A-IW])?$/.exec(n);
  if (current) {
    const second = current[3];
    const extra = second ? 9 * (second === "W" ? 0 : second.charCodeAt(0) - 64) : 0;
    return letterOf(current[1]!, extra) === current[2] ? ok(`IE${n}`) : refuse(TAX_NUMBER_MESSAGES.ieVatCheck);
  }
  const old = /^(\d)([A-Z+*])(\d{5})([A-W])$/.exec(n);
  if (old) {
    return letterOf(`0${old[3]}${old[1]}`, 0) === old[4] ? ok(`IE${n}`) : refuse(TAX_NUMBER_MESSAGES.ieVatCheck);
  }
  return refuse(TAX_NUMBER_MESSAGES.ieVat);
}

/** ABN (ato.gov.au "Format of the ABN"): subtract 1 from the first digit, weights 10,1,3,...,19, sum mod 89 = 0. */
export function checkAbn(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^ABN/, "");
  if (!/^\d{11}$/.test(n)) return refuse(TAX_NUMBER_MESSAGES.abn);
  const d = digitsOf(n);
  d[0] = d[0]! - 1;
  return weighted(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0 && n[0] !== "0"
    ? ok(n)
    : refuse(TAX_NUMBER_MESSAGES.abnCheck);
}

/**
 * NZ GST number = the IRD number (ird.govt.nz RWT/NRWT specification): 8 or 9 digits between 10-000-000 and
 * 150-000-000; padded to 9, weights 3,2,7,6,5,4,3,2 give the check digit 11 - (sum mod 11) (0 for 0); a result of
 * 10 is worked again with 7,4,3,2,5,2,7,6, and a second 10 is no number.
 */
export function checkNzGst(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^NZ/, "");
  if (!/^\d{8,9}$/.test(n) || Number(n) <= 10_000_000 || Number(n) >= 150_000_000)
    return refuse(TAX_NUMBER_MESSAGES.nzGst);
  const padded = n.padStart(9, "0");
  const body = digitsOf(padded.slice(0, 8));
  const checkWith = (weights: readonly number[]) => (11 - (weighted(body, weights) % 11)) % 11;
  let check = checkWith([3, 2, 7, 6, 5, 4, 3, 2]);
  if (check === 10) check = checkWith([7, 4, 3, 2, 5, 2, 7, 6]);
  return check === Number(padded[8]) ? ok(n) : refuse(TAX_NUMBER_MESSAGES.nzGstCheck);
}

/** The Luhn check (ISO/IEC 7812) the CRA's 9-digit business number carries. */
const luhnValid = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const v = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (v > 9 ? v - 9 : v);
  }, 0) %
    10 ===
  0;

/** GST/HST number (canada.ca "Business number"): the 9-digit BN (Luhn) + the GST/HST program account RT0001. */
export function checkBn(typed: string): TaxNumberCheck {
  const n = compact(typed);
  const m = /^(\d{9})RT(\d{4})$/.exec(n);
  if (!m) return refuse(TAX_NUMBER_MESSAGES.bn);
  return luhnValid(m[1]!) ? ok(n) : refuse(TAX_NUMBER_MESSAGES.bnCheck);
}

/** QST number (revenuquebec.ca): 10 digits + the QST file TQ0001; its check digit is not published, so format only. */
export function checkQst(typed: string): TaxNumberCheck {
  const n = compact(typed);
  return /^\d{10}TQ\d{4}$/.test(n) ? ok(n) : refuse(TAX_NUMBER_MESSAGES.qst);
}

/**
 * A registration for a company in `country`, normalized as invoices print it ("GB980780684") or refused with the
 * words for the person: a kind the country does not use is refused too.
 */
export function checkTaxNumber(country: string, kind: TaxRegistrationKind, typed: string): TaxNumberCheck {
  const kinds = TAX_REGISTRATION_KINDS_BY_COUNTRY[country as Country] ?? [];
  if (!kinds.includes(kind)) return refuse(TAX_NUMBER_MESSAGES.notForCountry);
  switch (kind) {
    case "vat":
      return country === "IE" ? checkIeVat(typed) : checkGbVat(typed);
    case "abn":
      return checkAbn(typed);
    case "gst":
      return checkNzGst(typed);
    case "bn":
      return checkBn(typed);
    case "qst":
      return checkQst(typed);
  }
}

/** What a client's tax number is called, by the company's country (the kind a bare number is checked as). */
const CLIENT_TAX_NUMBER_NAMES: Record<Country, string> = {
  US: "Tax ID",
  CA: "GST/HST number",
  GB: "VAT number",
  IE: "VAT number",
  AU: "ABN",
  NZ: "GST number",
};
/** The name on the invoice's customer block and in the client form. */
export const clientTaxNumberName = (country: string) => CLIENT_TAX_NUMBER_NAMES[country as Country] ?? "Tax number";

/**
 * A client's tax number (ADR 0172), checked where a check exists and normalized as the invoice prints it. A number
 * that names its country (GB/XI, IE) gets that country's VAT check; another prefix (an EU customer's "DE123456789")
 * the VIES format only; a bare number the check of the company's own country, as its registrations get. A US
 * company's client's tax ID has no check of ours: it is kept as typed.
 */
export function checkClientTaxNumber(companyCountry: string, typed: string): TaxNumberCheck {
  const n = compact(typed);
  if (/^(GB|XI)/.test(n)) return checkGbVat(n);
  if (/^IE/.test(n)) return checkIeVat(n);
  if (/^[A-Z]{2}/.test(n) && !/^ABN/.test(n))
    return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(n) ? ok(n) : refuse(TAX_NUMBER_MESSAGES.clientFormat);
  switch (companyCountry) {
    case "GB":
      return checkGbVat(n);
    case "IE":
      return checkIeVat(n);
    case "AU":
      return checkAbn(n);
    case "NZ":
      return checkNzGst(n);
    case "CA":
      return /TQ/.test(n) ? checkQst(n) : checkBn(n);
    default:
      return typed.trim() ? ok(typed.trim()) : refuse(TAX_NUMBER_MESSAGES.clientFormat);
  }
}
