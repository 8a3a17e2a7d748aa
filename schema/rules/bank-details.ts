// Local bank details by country (issue 33, ADR 0159): checksums and formats written by hand, zod-free, so the web
// form, the request schema and the worker share one rule. Sources and what is left unchecked are in the ADR.

/** Spaces, dashes and dots people type between groups; every rule below reads the bare characters. */
export const compact = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

/**
 * IBAN lengths (ISO 13616 registry) for the countries PayStage serves and the common SEPA ones: a length check
 * catches a dropped digit that mod-97 alone may pass once in 97.
 */
export const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

/** ISO 7064 mod 97-10: the first four characters move to the end, letters become 10..35, the number mod 97 is 1. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const n = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    // Two-digit values shift by 100; the running remainder keeps the number small.
    remainder = (remainder * (n > 9 ? 100 : 10) + n) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = "format" | "country" | "length" | "checksum";

/** Why an IBAN (already compacted) is wrong, or null when it passes. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return "format";
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return "country";
  if (iban.length !== length) return "length";
  return ibanChecksumOk(iban) ? null : "checksum";
}

export const isValidIban = (value: string) => ibanProblem(compact(value)) === null;

/** "DE89370400440532013000" -> "DE89 3704 0044 0532 0130 00": how banks print it (groups of four). */
export const formatIban = (iban: string) => compact(iban).replace(/(.{4})(?=.)/g, "$1 ");

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value));

// ---- United Kingdom ----

export const isValidSortCode = (value: string) => /^\d{6}$/.test(compact(value));
export const isValidUkAccountNumber = (value: string) => /^\d{8}$/.test(compact(value));
/** "123456" -> "12-34-56". */
export const formatSortCode = (value: string) => compact(value).replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");

// ---- Australia ----

export const isValidBsb = (value: string) => /^\d{6}$/.test(compact(value));
/** Australian account numbers run from 5 to 10 digits depending on the bank. */
export const isValidAuAccountNumber = (value: string) => /^\d{5,10}$/.test(compact(value));
/** "123456" -> "123-456". */
export const formatBsb = (value: string) => compact(value).replace(/^(\d{3})(\d{3})$/, "$1-$2");

/** ABN check (ATO): subtract 1 from the first digit, weights 10,1,3,...,19, the sum divides by 89. */
export function isValidAbn(value: string): boolean {
  const digits = compact(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** A PayID is an email, an Australian mobile (04.. or +614..) or an ABN; the kind decides how it is read. */
export function payIdKind(value: string): "email" | "mobile" | "abn" | null {
  if (isEmail(value)) return "email";
  const digits = value.replace(/[\s()-]/g, "");
  if (/^(\+?61|0)4\d{8}$/.test(digits)) return "mobile";
  return isValidAbn(value) ? "abn" : null;
}

/** Stored the way it is shown: emails lower-case, mobiles +61, ABNs as 11 digits. */
export function normalizePayId(value: string): string {
  const kind = payIdKind(value);
  if (kind === "email") return value.trim().toLowerCase();
  if (kind === "mobile") return `+61${value.replace(/[\s()-]/g, "").replace(/^(\+?61|0)/, "")}`;
  if (kind === "abn") return compact(value);
  return value.trim();
}

// ---- New Zealand ----

/**
 * BB-bbbb-AAAAAAA-SSS: bank 2, branch 4, account 7, suffix 2 or 3 digits (a 2-digit suffix is padded to 3). The
 * format only; nzCheckDigitsOk below checks the digits.
 */
export function parseNzAccount(value: string): string | null {
  const groups = value.trim().split(/[\s-]+/);
  const joined = groups.join("");
  let parts: string[] | null = null;
  if (groups.length === 4) parts = groups;
  else if (/^\d{15,16}$/.test(joined))
    parts = [joined.slice(0, 2), joined.slice(2, 6), joined.slice(6, 13), joined.slice(13)];
  if (!parts) return null;
  const [bank, branch, account, suffix] = parts as [string, string, string, string];
  if (!/^\d{2}$/.test(bank) || !/^\d{4}$/.test(branch) || !/^\d{7}$/.test(account) || !/^\d{2,3}$/.test(suffix))
    return null;
  return `${bank}-${branch}-${account}-${suffix.padStart(3, "0")}`;
}

/**
 * The weights of Inland Revenue's bank account validation (RWT/NRWT specification, ADR 0173) over the 18 digits
 * bank (2), branch (4), account base (8) and suffix (4), each right-justified with zeroes, and the modulus the
 * weighted sum must divide by. Algorithm C is "not currently used by the banks"; X (bank 31) accepts every number.
 */
const NZ_ALGORITHMS = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulo: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulo: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulo: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulo: 11 },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulo: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulo: 10 },
} as const;

/**
 * The algorithm each bank's numbers follow (the specification's table; "See note" is A or B by account base). A
 * bank not in the table (one created since) is left to the format check: refusing a real account is worse than
 * missing a typo. Branch ranges are not checked: banks open branches and agency ranges (the Co-operative Bank's
 * 02-1242) the table never lists.
 */
const NZ_BANK_ALGORITHMS: Record<string, keyof typeof NZ_ALGORITHMS | "AB" | "X"> = {
  ...Object.fromEntries(
    ["01", "02", "03", "04", "06", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23"]
      .concat(["24", "27", "30", "35", "38"])
      .map((bank) => [bank, "AB" as const]),
  ),
  "08": "D",
  "09": "E",
  "25": "F",
  "33": "F",
  "26": "G",
  "28": "G",
  "29": "G",
  "31": "X",
};

const digitSum = (n: number) => [...String(n)].reduce((sum, d) => sum + Number(d), 0);

/**
 * Whether a parsed NZ account ("BB-bbbb-AAAAAAA-SSS") passes its bank's check digits. "If the account base number is
 * below 00990000 then apply algorithm A, otherwise apply algorithm B"; for E and G "add the two digits of the product
 * (tens and ones), and again the two digits of the result before summing".
 */
export function nzCheckDigitsOk(parsed: string): boolean {
  const [bank, branch, base, suffix] = parsed.split("-") as [string, string, string, string];
  const kind = NZ_BANK_ALGORITHMS[bank];
  if (kind === undefined || kind === "X") return true;
  const algorithm = kind === "AB" ? (Number(base) < 990_000 ? "A" : "B") : kind;
  const { weights, modulo } = NZ_ALGORITHMS[algorithm];
  const digits = `${bank}${branch}${base.padStart(8, "0")}${suffix.padStart(4, "0")}`;
  const sum = weights.reduce<number>((total, w, i) => {
    const product = w * Number(digits[i]);
    return total + (algorithm === "E" || algorithm === "G" ? digitSum(digitSum(product)) : product);
  }, 0);
  return sum % modulo === 0;
}

// ---- Canada ----

export const isValidTransitNumber = (value: string) => /^\d{5}$/.test(compact(value));
export const isValidInstitutionNumber = (value: string) => /^\d{3}$/.test(compact(value));
export const isValidCaAccountNumber = (value: string) => /^\d{7,12}$/.test(compact(value));
