// The contractor's payment details: saving one method (it becomes the preferred one) and removing a method.
import {
  configuredMethods,
  methodNotOffered,
  methodsForCountry,
  PAYMENT_METHOD_FIELDS,
  PAYMENT_METHODS,
  type PaymentDetails,
  type PaymentMethod,
} from "#schema/contracts";
import { updateCompany } from "../db/users";
import type { Db } from "../lib/db";
import { badRequest } from "../lib/errors";
import { reloadUser } from "./accounts";
import type { SessionUser } from "./sessions";

/**
 * The methods a company may save depend on its country (ADR 0159): Venmo, Zelle and Cash App are US-only, a sort
 * code is British, and so on. A field typed for a method its country is not offered is refused, not dropped.
 */
function assertOfferedInCountry(country: string, input: PaymentDetails) {
  const offered = methodsForCountry(country);
  const method = input.preferredPaymentMethod;
  if (!offered.includes(method)) {
    const message = methodNotOffered(method);
    throw badRequest(message, { preferredPaymentMethod: message });
  }
  const allowedFields = new Set<string>(offered.flatMap((m) => PAYMENT_METHOD_FIELDS[m]));
  const errors: Record<string, string> = {};
  for (const m of PAYMENT_METHODS) {
    if (offered.includes(m)) continue;
    for (const field of PAYMENT_METHOD_FIELDS[m]) {
      const value = (input as Record<string, unknown>)[field];
      if (!allowedFields.has(field) && value != null && value !== "") errors[field] ??= methodNotOffered(m);
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Stores the chosen method's fields and makes it the preferred method. Other methods already on file stay,
 * so "include all payment methods" in a payment request can offer each of them.
 */
export async function savePaymentDetails(db: Db, current: SessionUser, input: PaymentDetails) {
  assertOfferedInCountry(current.country, input);
  await updateCompany(db, current.companyId, input);
  return reloadUser(db, current.id);
}

/**
 * Clears one method's fields; if it was preferred, the next method on file (else the country's first) takes its
 * place. A field another method on file shares (the account holder's name) stays.
 */
export async function removePaymentMethod(db: Db, current: SessionUser, method: PaymentMethod) {
  const stillUsed = new Set<string>(
    configuredMethods(current)
      .filter((m) => m !== method)
      .flatMap((m) => PAYMENT_METHOD_FIELDS[m]),
  );
  const cleared = Object.fromEntries(
    PAYMENT_METHOD_FIELDS[method].filter((field) => !stillUsed.has(field)).map((field) => [field, null]),
  );
  const remaining = configuredMethods({ ...current, ...cleared });
  const fallback = methodsForCountry(current.country)[0] ?? "bank";
  const preferredPaymentMethod =
    current.preferredPaymentMethod === method ? (remaining[0] ?? fallback) : current.preferredPaymentMethod;
  await updateCompany(db, current.companyId, { ...cleared, preferredPaymentMethod });
  return reloadUser(db, current.id);
}
