// Tax registration numbers as each country's tax office issues them: the format, and the check digits where the
// number has them (ADR 0152). Zod-free and shared: the profile's business section checks as the owner types, and
// PATCH /api/company refuses the same numbers with the same words. The algorithms follow the tax offices'
// published specifications, as python-stdnum implements and tests them (gb/vat, au/abn, nz/ird, ca/bn, ie/vat; for
// the EU countries de/vat, de/stnr, fr/tva, nl/btw, be/vat, es/nif: ADR 0178 quotes each).
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
  DE: ["vat", "stnr"],
  FR: ["vat"],
  NL: ["vat"],
  BE: ["vat"],
  ES: ["vat"],
};

/** What each kind is called on the profile and in its messages. */
export const TAX_REGISTRATION_LABELS: Record<TaxRegistrationKind, string> = {
  vat: "VAT number",
  abn: "ABN",
  gst: "GST number",
  bn: "GST/HST number",
  qst: "QST number",
  stnr: "Steuernummer",
};

/** Where a country names its VAT number its own way, the profile says so beside the English words. */
const LOCAL_VAT_NAMES: Partial<Record<string, string>> = {
  DE: "USt-IdNr.",
  FR: "N° TVA",
  NL: "Btw-id",
  BE: "Btw-nr. / N° TVA",
  ES: "NIF",
};

/** A registration's label on the profile in `country`: "USt-IdNr. (VAT number)" in Germany, "VAT number" in Ireland. */
export const registrationLabel = (country: string, kind: TaxRegistrationKind) => {
  const local = kind === "vat" ? LOCAL_VAT_NAMES[country] : undefined;
  return local ? `${local} (${TAX_REGISTRATION_LABELS.vat})` : TAX_REGISTRATION_LABELS[kind];
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
  deVat: "Enter a USt-IdNr. like DE136695976 (DE and 9 digits)",
  deVatCheck: "This USt-IdNr.'s check digit doesn't match: please check it against your Finanzamt's letter",
  stnr: "Enter a Steuernummer of 10, 11 or 13 digits, like 181/815/08155",
  frVat: "Enter a TVA number like FR40303265045 (FR, a 2-character key and your 9-digit SIREN)",
  frVatCheck: "This TVA number's key doesn't match its SIREN: please check it against your Kbis or tax account",
  nlVat: "Enter a btw-id like NL004495445B01 (NL, 9 digits, B and 2 digits)",
  nlVatCheck: "This btw-id's check digit doesn't match: please check it against your Belastingdienst letter",
  beVat: "Enter a VAT number like BE0403019261 (BE and your 10-digit enterprise number)",
  beVatCheck: "This enterprise number's check digits don't match: please check it in the KBO/BCE",
  esVat: "Enter a NIF like ESB58378431 (ES and 9 characters: a letter or digit, 7 digits, a check character)",
  esVatCheck: "This NIF's check character doesn't match: please check it against your tax card",
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

/** ISO 7064 MOD 11,10 (python-stdnum iso7064/mod_11_10): start at 5, each digit folds in; valid when it ends at 1. */
const mod11_10Valid = (digits: string) =>
  [...digits].reduce((check, ch) => ((((check || 10) * 2) % 11) + Number(ch)) % 10, 5) === 1;

/** ISO 7064 MOD 97-10 over digits and letters (A=10 ... Z=35), as IBANs are checked: valid when the rest is 1. */
const mod97_10Valid = (text: string) =>
  [...text].reduce((rest, ch) => {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    return Number(`${rest}${value}`) % 97;
  }, 0) === 1;

/** USt-IdNr. (BZSt; python-stdnum de/vat): DE and 9 digits, not starting with 0, ISO 7064 MOD 11,10. */
export function checkDeVat(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/[,/]/g, "").replace(/^DE/, "");
  if (!/^[1-9]\d{8}$/.test(n)) return refuse(TAX_NUMBER_MESSAGES.deVat);
  return mod11_10Valid(n) ? ok(`DE${n}`) : refuse(TAX_NUMBER_MESSAGES.deVatCheck);
}

/**
 * Steuernummer (python-stdnum de/stnr): 10 or 11 digits as each Land writes it ("181/815/08155"), or the 13-digit
 * nationwide form. Its check digit differs by Land and is not published as one rule, so format only; kept as typed,
 * since the Finanzamt's letter and the invoice write it with its slashes.
 */
export function checkStnr(typed: string): TaxNumberCheck {
  const n = typed.replace(/[\s./-]/g, "");
  return /^(\d{10}|\d{11}|\d{13})$/.test(n) ? ok(typed.trim()) : refuse(TAX_NUMBER_MESSAGES.stnr);
}

/** The SIREN's Luhn check (INSEE), which the French TVA number carries after its key. */
const luhnOk = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const v = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (v > 9 ? v - 9 : v);
  }, 0) %
    10 ===
  0;

/**
 * TVA intracommunautaire (python-stdnum fr/tva): FR, a 2-character key, the 9-digit SIREN (Luhn; Monaco's "000"
 * numbers are no SIREN). A numeric key is (SIREN × 100 + 12) mod 97; the newer alphanumeric keys (no I or O) are
 * checked with python-stdnum's mod-11 rule.
 */
export function checkFrVat(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^FR/, "");
  const alphabet = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const m = /^([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(n);
  if (!m) return refuse(TAX_NUMBER_MESSAGES.frVat);
  const [key, siren] = [m[1]!, m[2]!];
  if (!siren.startsWith("000") && !luhnOk(siren)) return refuse(TAX_NUMBER_MESSAGES.frVatCheck);
  let valid: boolean;
  if (/^\d\d$/.test(key)) valid = Number(key) === Number(BigInt(`${siren}12`) % 97n);
  else {
    const [a, b] = [alphabet.indexOf(key[0]!), alphabet.indexOf(key[1]!)];
    const check = /\d/.test(key[0]!) ? a * 24 + b - 10 : a * 34 + b - 100;
    valid = (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
  }
  return valid ? ok(`FR${n}`) : refuse(TAX_NUMBER_MESSAGES.frVatCheck);
}

/**
 * Dutch btw-id (python-stdnum nl/btw): NL, 9 digits, B, 2 digits (not 00). The older btw-nummer is an RSIN/BSN
 * passing the "elfproef" (weights 9..2, and -1 on the last digit, sum divisible by 11); the btw-id sole traders got
 * from 1 January 2020 instead passes ISO 7064 MOD 97-10 over the whole "NL...B.." text.
 */
export function checkNlVat(typed: string): TaxNumberCheck {
  const raw = compact(typed).replace(/^NL/, "");
  const m = /^(\d{1,9})B(\d\d)$/.exec(raw);
  if (!m || Number(m[2]) === 0 || Number(m[1]) === 0) return refuse(TAX_NUMBER_MESSAGES.nlVat);
  const n = `${m[1]!.padStart(9, "0")}B${m[2]}`;
  const d = digitsOf(n.slice(0, 9));
  const elfproef = (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) - d[8]!) % 11 === 0;
  return elfproef || mod97_10Valid(`NL${n}`) ? ok(`NL${n}`) : refuse(TAX_NUMBER_MESSAGES.nlVatCheck);
}

/** Belgian VAT = the enterprise number (python-stdnum be/vat): 10 digits (9 before 2006, padded with 0); the last two are 97 - (first eight mod 97). */
export function checkBeVat(typed: string): TaxNumberCheck {
  let n = compact(typed)
    .replace(/[/]/g, "")
    .replace(/^BE/, "")
    .replace(/^\(0\)/, "0");
  if (/^\d{9}$/.test(n)) n = `0${n}`;
  if (!/^[01]\d{9}$/.test(n) || Number(n) === 0) return refuse(TAX_NUMBER_MESSAGES.beVat);
  return (Number(n.slice(0, 8)) + Number(n.slice(8))) % 97 === 0
    ? ok(`BE${n}`)
    : refuse(TAX_NUMBER_MESSAGES.beVatCheck);
}

/**
 * Spanish NIF (python-stdnum es/nif, es/dni, es/nie, es/cif): a DNI is 8 digits and the letter
 * "TRWAGMYFPDXBNJZSQVHLCKE"[number mod 23]; a NIE replaces its first digit with X, Y or Z (0, 1, 2); a CIF is an
 * entity letter, 7 digits and a check that is the Luhn digit of the 7, or the letter "JABCDEFGHI"[that digit].
 */
export function checkEsVat(typed: string): TaxNumberCheck {
  const n = compact(typed).replace(/^ES/, "");
  if (!/^[0-9A-Z]\d{7}[0-9A-Z]$/.test(n)) return refuse(TAX_NUMBER_MESSAGES.esVat);
  const letters = "TRWAGMYFPDXBNJZSQVHLCKE";
  const first = n[0]!;
  const last = n[8]!;
  let valid = false;
  if (/\d/.test(first) || "XYZ".includes(first)) {
    const number = /\d/.test(first) ? n.slice(0, 8) : `${"XYZ".indexOf(first)}${n.slice(1, 8)}`;
    valid = letters[Number(number) % 23] === last;
  } else if ("ABCDEFGHJNPQRSUVW".includes(first)) {
    const body = n.slice(1, 8);
    // The Luhn check digit of the 7 digits: the one that makes body + digit pass.
    const digit = [..."0123456789"].find((c) => luhnOk(`${body}${c}`))!;
    valid = last === digit || last === "JABCDEFGHI"[Number(digit)];
  } else return refuse(TAX_NUMBER_MESSAGES.esVat);
  return valid ? ok(`ES${n}`) : refuse(TAX_NUMBER_MESSAGES.esVatCheck);
}

/** Each country's VAT number check; the UK's serves GB. */
const VAT_CHECKS: Partial<Record<string, (typed: string) => TaxNumberCheck>> = {
  IE: checkIeVat,
  DE: checkDeVat,
  FR: checkFrVat,
  NL: checkNlVat,
  BE: checkBeVat,
  ES: checkEsVat,
};

/**
 * A registration for a company in `country`, normalized as invoices print it ("GB980780684") or refused with the
 * words for the person: a kind the country does not use is refused too.
 */
export function checkTaxNumber(country: string, kind: TaxRegistrationKind, typed: string): TaxNumberCheck {
  const kinds = TAX_REGISTRATION_KINDS_BY_COUNTRY[country as Country] ?? [];
  if (!kinds.includes(kind)) return refuse(TAX_NUMBER_MESSAGES.notForCountry);
  switch (kind) {
    case "vat":
      return (VAT_CHECKS[country] ?? checkGbVat)(typed);
    case "abn":
      return checkAbn(typed);
    case "gst":
      return checkNzGst(typed);
    case "bn":
      return checkBn(typed);
    case "qst":
      return checkQst(typed);
    case "stnr":
      return checkStnr(typed);
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
  // The EU countries name it as their invoices do (the profile's legal wording is in the country's language).
  DE: "USt-IdNr.",
  FR: "N° TVA intracommunautaire",
  NL: "Btw-id",
  BE: "Btw-nummer",
  ES: "NIF",
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
