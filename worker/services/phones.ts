// Every phone that enters is read here, in the account's country, and stored in E.164 (ADR 0118).
import { PHONE_INVALID } from "#schema/contracts/fields";
import { toE164 } from "#schema/rules/phones";
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
