// Which columns of a user the API may show (GET /api/user, sign-in, register): an allow-list, so a column added
// later stays private until someone decides otherwise. Every column is classified: the compile fails otherwise.
import type { users } from "../db/users";

type UserRow = typeof users.$inferSelect;

export const PUBLIC_USER_FIELDS = [
  "id",
  "username",
  "fullName",
  "email",
  "phone",
  "userType",
  "companyName",
  "timezone",
  "preferredPaymentMethod",
  // The contractor's own payment details: the profile form edits them (the owner is the only reader).
  "bankAccountName",
  "bankAccountNumber",
  "bankRoutingNumber",
  "paypalUsername",
  "venmoUsername",
  "zelleEmail",
  "cashAppUsername",
  "subscriptionPlan",
  "subscriptionStatus",
  "subscriptionExpiresAt",
  "cancelAtPeriodEnd",
  "meetingsUsed",
  "meetingsLimit",
  "meetingsResetDate",
  "isDemo",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof UserRow)[];

/** Never leaves the Worker: credentials, Stripe ids, internal ordering and audit links. */
export const PRIVATE_USER_FIELDS = [
  "password",
  "stripeCustomerId",
  "stripeSubscriptionId",
  "subscriptionEventOrder",
  "demoCreatedBy",
] as const satisfies readonly (keyof UserRow)[];

export type PublicUserField = (typeof PUBLIC_USER_FIELDS)[number];
type Unclassified = Exclude<keyof UserRow, PublicUserField | (typeof PRIVATE_USER_FIELDS)[number]>;
/** A new users column fails here until it is added to one of the two lists above. */
export const EVERY_USER_COLUMN_CLASSIFIED: [Unclassified] extends [never] ? true : Unclassified = true;
