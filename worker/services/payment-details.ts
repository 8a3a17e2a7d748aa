// The contractor's payment details: saving one method (it becomes the preferred one) and removing a method.
import { configuredMethods, PAYMENT_METHOD_FIELDS, type PaymentDetails, type PaymentMethod } from "#schema/contracts";
import { updateCompany } from "../db/users";
import type { Db } from "../lib/db";
import { reloadUser } from "./accounts";
import type { SessionUser } from "./sessions";

/**
 * Stores the chosen method's fields and makes it the preferred method. Other methods already on file stay,
 * so "include all payment methods" in a payment request can offer each of them.
 */
export async function savePaymentDetails(db: Db, current: SessionUser, input: PaymentDetails) {
  await updateCompany(db, current.companyId, input);
  return reloadUser(db, current.id);
}

/** Clears one method's fields; if it was preferred, the next method on file (else bank) takes its place. */
export async function removePaymentMethod(db: Db, current: SessionUser, method: PaymentMethod) {
  const cleared = Object.fromEntries(PAYMENT_METHOD_FIELDS[method].map((field) => [field, null]));
  const remaining = configuredMethods({ ...current, ...cleared });
  const preferredPaymentMethod =
    current.preferredPaymentMethod === method ? (remaining[0] ?? "bank") : current.preferredPaymentMethod;
  await updateCompany(db, current.companyId, { ...cleared, preferredPaymentMethod });
  return reloadUser(db, current.id);
}
