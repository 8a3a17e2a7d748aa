// Which columns of a user the API may show (GET /api/user, sign-in, register): an allow-list, so a column added
// later stays private until someone decides otherwise. Every column is classified: the compile fails otherwise.
import type { companies } from "../db/companies";
import type { users } from "../db/users";

/** The signed-in user as the API knows them: the person and their company's business fields (decisions.md). */
type UserRow = typeof users.$inferSelect &
  Omit<
    typeof companies.$inferSelect,
    | "id"
    | "createdAt"
    | "updatedAt"
    | "movingSince"
    | "movedTo"
    | "eraseRequestedAt"
    | "eraseQueuedAt"
    | "eraseProviderFailures"
  >;

/** The local bank columns (migration 0022): shown once set, absent while null (toPublicUser). */
export const LOCAL_PAYMENT_FIELDS = [
  "iban",
  "bic",
  "sortCode",
  "ukAccountNumber",
  "bsb",
  "auAccountNumber",
  "payId",
  "nzAccountNumber",
  "interacEmail",
  "caTransitNumber",
  "caInstitutionNumber",
  "caAccountNumber",
] as const satisfies readonly (keyof UserRow)[];

export const PUBLIC_USER_FIELDS = [
  "id",
  "username",
  "fullName",
  "email",
  "phone",
  // Set when the backfill could not read the stored phone (ADR 0118): the profile asks the person to check it.
  "phoneInvalid",
  "userType",
  // The person's role in the company: the web hides what the role may not use (schema/contracts/permissions.ts).
  "role",
  // The language the person reads the app in (ADR 0195): the web loads its words before drawing.
  "language",
  "companyName",
  "timezone",
  // Where typed phone numbers are read and shown nationally (ADR 0118).
  "country",
  // The money and locale the company bills in (issue 33): every screen formats the company's amounts with them.
  "currency",
  "locale",
  "preferredPaymentMethod",
  // The company's payment details: the owner's profile form edits them; every member's link pages show them.
  "bankAccountName",
  "bankAccountNumber",
  "bankRoutingNumber",
  "paypalUsername",
  "venmoUsername",
  "zelleEmail",
  "cashAppUsername",
  // Local bank details (ADR 0159): left out of the answer while null, so a US company's answer is unchanged.
  ...LOCAL_PAYMENT_FIELDS,
  "mailingAddress",
  "subscriptionPlan",
  "subscriptionStatus",
  "subscriptionExpiresAt",
  // The trial's end after subscribing: the web applies the same quota rule as the server (entitlementOf).
  "trialEndsAt",
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
  "stripeCheckoutSessionId",
  "stripeCheckoutPlan",
  // A waiting downgrade is read through /api/subscription-status (ADR 0123).
  "pendingPlan",
  "subscriptionPeriod",
  "pendingPlanAt",
  "stripeScheduleId",
  "demoCreatedBy",
  "companyId",
  "removedAt",
  // Who answers the company's clients (migration 0021): read and set through /api/team.
  "clientContactId",
  // The company's tax and invoice settings (issue 33): read and set through /api/company by the owner.
  "taxMode",
  "taxRegistrations",
  "defaultTaxRate",
  "invoicePrefix",
  "invoiceCounter",
  "address",
] as const satisfies readonly (keyof UserRow)[];

export type PublicUserField = (typeof PUBLIC_USER_FIELDS)[number];

/** Not columns: what the Worker works out from them for the answer (toPublicUser). */
export const DERIVED_USER_FIELDS = [
  // `phone` formatted for people in the company's country (ADR 0118).
  "phoneDisplay",
] as const;
type Unclassified = Exclude<keyof UserRow, PublicUserField | (typeof PRIVATE_USER_FIELDS)[number]>;
/** A new users column fails here until it is added to one of the two lists above. */
export const EVERY_USER_COLUMN_CLASSIFIED: [Unclassified] extends [never] ? true : Unclassified = true;
