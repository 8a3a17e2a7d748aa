// Phone numbers: parsed once where they enter, stored in E.164 (what Twilio's `To` takes), shown for people.
// libphonenumber-js with its "min" metadata: the possible-length check and the formats, not the digit patterns
// (ADR 0118). Worker-only in practice: the web never imports this module on a first load.
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

/** The country an account's numbers are read in when typed without "+": every account is in the US today. */
export const DEFAULT_COUNTRY = "US";

/** E.164: "+", a country code that does not start with 0, at most 15 digits in all (ITU-T E.164). */
export const E164 = /^\+[1-9]\d{1,14}$/;

export const isE164 = (value: string) => E164.test(value);

/**
 * The number as typed, read in `country` unless it starts with "+", as E.164 with the country it belongs to; null
 * when it cannot be a phone number. Length, not digit patterns (isPossible): the library's author advises it, since
 * digit patterns go stale and would refuse freshly assigned ranges (and the reserved drama ranges demos use).
 */
export function toE164(
  typed: string,
  country: string = DEFAULT_COUNTRY,
): { e164: string; country: string | null } | null {
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: country as CountryCode });
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, country: parsed.country ?? null };
}

/**
 * A stored number for people: national ("(512) 555-0100", "07700 900123") when it shares the account country's
 * calling code, international ("+44 7700 900123") otherwise. Text that is not E.164 (a row the backfill flagged) is
 * shown as it was typed. By calling code, not `country`: the library documents `country` as undefined when several
 * countries share the code and the number does not point to one (with "min" metadata +44 7700 900123 has none, and
 * +44 7911 123456 reads as Guernsey), while a number with the account's calling code is dialled nationally there.
 */
export function formatPhone(stored: string, accountCountry: string = DEFAULT_COUNTRY) {
  if (!isE164(stored)) return stored;
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return stored;
  const home =
    isSupportedCountry(accountCountry) && parsed.countryCallingCode === getCountryCallingCode(accountCountry);
  return home ? parsed.formatNational() : parsed.formatInternational();
}
