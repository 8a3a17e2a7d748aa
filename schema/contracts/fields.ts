// Field builders shared by every contract: each carries its user-facing message for every way it can fail.
import { z } from "zod";
import { isKnownTimeZone } from "../rules/time";
import { COUNTRY_CODES, COUNTRY_INVALID } from "./countries";

/** A required, trimmed string: missing, wrong type and blank all give `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** An optional trimmed string; blank becomes null so the database never holds "". */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = (message = "Please enter a valid email") =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }));

/** The one message for a phone number that cannot be read, from the shape check here or the parse in the Worker. */
export const PHONE_INVALID = "Please enter a valid phone number";

/**
 * A phone number's shape: digits, spaces and + ( ) - . only. The browser runs this too, so it stays free of the
 * parser; the Worker's services read the number in the account's country and store E.164 (schema/rules/phones.ts,
 * worker/services/phones.ts, ADR 0118).
 */
export const phoneField = () =>
  z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .regex(/^[+\d\s().-]*$/, PHONE_INVALID)
    .nullish()
    .transform((v) => (v ? v : null));

/** Integer cents, never a float. */
export const cents = z.number().int().nonnegative();

/** Route parameter ids: positive integers; anything else is a 404 by the route, not a 500. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const timezoneField = () =>
  z.string().trim().min(1).max(64).refine(isKnownTimeZone, "Please choose a valid timezone");

/** An account's country, from the short list (schema/contracts/countries.ts). */
export const countryField = () => z.enum(COUNTRY_CODES, { error: COUNTRY_INVALID });
