// Postal codes by country: the shape each postal service publishes, and the form invoices print (ADR 0152).
// Zod-free and shared, so the address fields on the profile and the client form check as the Worker does.
import type { Country } from "../contracts/countries";

type PostalRule = { pattern: RegExp; message: string; format: (compact: string) => string };

const asTyped = (c: string) => c;

/** The shape of each supported country's code, after spaces are taken out and letters upper-cased. */
const POSTAL_RULES: Record<Country, PostalRule> = {
  // USPS ZIP or ZIP+4.
  US: {
    pattern: /^\d{5}(-?\d{4})?$/,
    message: "Enter a ZIP code like 78701 or 78701-1234",
    format: (c) => (c.length === 9 ? `${c.slice(0, 5)}-${c.slice(5)}` : c),
  },
  // Canada Post: A1A 1A1 (no D, F, I, O, Q, U; no W or Z first).
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/,
    message: "Enter a postal code like K1A 0B1",
    format: (c) => `${c.slice(0, 3)} ${c.slice(3)}`,
  },
  // Royal Mail: outward code (A9, A99, AA9, AA99, A9A, AA9A) + inward code (9AA); GIR 0AA is Girobank's.
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]?|GIR)\d[A-Z]{2}$/,
    message: "Enter a postcode like SW1A 1AA",
    format: (c) => `${c.slice(0, -3)} ${c.slice(-3)}`,
  },
  // Eircode: a routing key (letter + 2 digits, or D6W) and a 4-character unique identifier.
  IE: {
    pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/,
    message: "Enter an Eircode like D02 X285",
    format: (c) => `${c.slice(0, 3)} ${c.slice(3)}`,
  },
  AU: { pattern: /^\d{4}$/, message: "Enter a postcode of 4 digits, like 2000", format: asTyped },
  NZ: { pattern: /^\d{4}$/, message: "Enter a postcode of 4 digits, like 6011", format: asTyped },
  // Deutsche Post Postleitzahl and La Poste code postal: 5 digits.
  DE: { pattern: /^\d{5}$/, message: "Enter a Postleitzahl of 5 digits, like 10117", format: asTyped },
  FR: { pattern: /^\d{5}$/, message: "Enter a code postal of 5 digits, like 75008", format: asTyped },
  // PostNL: 4 digits (no leading 0) and 2 letters, never SA, SD or SS; written "1012 AB".
  NL: {
    pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/,
    message: "Enter a postcode like 1012 AB",
    format: (c) => `${c.slice(0, 4)} ${c.slice(4)}`,
  },
  // bpost: 4 digits from 1000.
  BE: { pattern: /^[1-9]\d{3}$/, message: "Enter a postcode of 4 digits, like 1000", format: asTyped },
  // Correos: 5 digits, the first two the province (01-52).
  ES: {
    pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    message: "Enter a código postal of 5 digits, like 28013",
    format: asTyped,
  },
};

export type PostalCodeCheck = { ok: true; postalCode: string } | { ok: false; message: string };

/** A postal code in `country`, as its postal service writes it ("SW1A 1AA", "K1A 0B1"), or the words refusing it. */
export function checkPostalCode(country: string, typed: string): PostalCodeCheck {
  const rule = POSTAL_RULES[country as Country];
  const compact = typed.replace(/\s+/g, "").toUpperCase();
  // A country without a rule keeps the code as typed: its documents print it unchanged.
  if (!rule) return { ok: true, postalCode: typed.trim() };
  return rule.pattern.test(compact)
    ? { ok: true, postalCode: rule.format(compact) }
    : { ok: false, message: rule.message };
}
