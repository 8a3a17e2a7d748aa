// The domain's enumerations, defined once: the drizzle tables, the zod contracts, the worker and the web import
// them from here. Plain constants without zod, so the db schema and the browser can take them cheaply.

export const PROGRESS_STATUSES = ["pending", "approved", "paid", "rejected"] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const PROJECT_STATUSES = ["active", "completed", "archived"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TRIGGER_TYPES = ["days_after_submission", "days_before_due", "on_due_date", "days_after_due"] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** How a message reaches a person. */
export const CHANNELS = ["email", "sms"] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * How a client pays the company. The first five are today's US methods ("bank" is ACH/wire with a routing number);
 * the rest are local bank details by country (issue 33, ADR 0159), offered per PAYMENT_METHODS_BY_COUNTRY.
 */
export const PAYMENT_METHODS = [
  "bank",
  "paypal",
  "venmo",
  "zelle",
  "cashapp",
  "iban",
  "uk_bank",
  "au_bank",
  "payid",
  "nz_bank",
  "interac",
  "ca_bank",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
