// Every phone that enters is read here, in the account's country, and stored in E.164 (ADR 0118).
import { PHONE_INVALID } from "#schema/contracts/fields";
import { formatPhone, toE164 } from "#schema/rules/phones";
import { badRequest } from "../lib/errors";

/**
 * The number to store for what a person typed: E.164, or null when the field was left blank. A number that cannot
 * be read is a 400 with the same message and field as the shape check at the edge, so the form shows it in place.
 */
export function phoneToStore(typed: string | null | undefined, country: string, field = "phone"): string | null {
  if (!typed) return null;
  const parsed = toE164(typed, country);
  if (!parsed) throw badRequest(PHONE_INVALID, { [field]: PHONE_INVALID });
  return parsed.e164;
}

/**
 * A contact as answered: its row, plus `phoneDisplay`, the E.164 `phone` formatted for people in the account's
 * country. A new field, so the spec's `phone` keeps its name (tel: links dial it) and the web needs no phone library.
 */
export const withPhoneDisplay = <T extends { phone: string | null }>(contact: T, country: string) => ({
  ...contact,
  phoneDisplay: contact.phone ? formatPhone(contact.phone, country) : null,
});
