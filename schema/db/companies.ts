// The company: the tenant. It owns the business data and what describes the business (name, payout details, the
// subscription and its quotas); people are its members (users.company_id, decisions.md "Teams").
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAYMENT_METHODS } from "../contracts/enums";
import { ROLES } from "../contracts/team";
import { type PostalAddress, TAX_MODES, type TaxRegistration } from "../contracts/worldwide";
import { createdAt, json, timestamp, updatedAt } from "./columns";

/**
 * A company's id. Branded so a person's id can never be passed where the tenant is meant: the two were the same
 * number for every account the teams migration moved, and tests alone would not tell them apart.
 */
export type CompanyId = number & { readonly __brand: "CompanyId" };

export const companyId = (name: string) => integer(name).$type<CompanyId>();

export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").$type<CompanyId>().primaryKey({ autoIncrement: true }),
    companyName: text("company_name"),
    /** The business's calendar: due dates, reminder days, the meeting quota's month. */
    timezone: text("timezone").notNull().default("America/New_York"),
    /** ISO 3166-1 alpha-2: phone numbers typed without "+" are read in it, and shown nationally when in it. */
    country: text("country").notNull().default("US"),
    /** ISO 4217 code of the money it bills in by default (migration 0020); a client may have its own. */
    currency: text("currency").notNull().default("USD"),
    /** BCP 47 locale its documents are formatted in ("en-GB", "fr-CA"), from the country unless the owner chose. */
    locale: text("locale").notNull().default("en-US"),
    /** none (the US default), prices typed exclusive of tax, or inclusive of it (schema/rules/tax.ts). */
    taxMode: text("tax_mode", { enum: TAX_MODES }).notNull().default("none"),
    /** VAT, GST, ABN, business and QST numbers, as the documents print them. */
    taxRegistrations: json<TaxRegistration[]>("tax_registrations").notNull().default([]),
    /** The code of the rate a new billing starts with (GET /api/tax-rates). */
    defaultTaxRate: text("default_tax_rate"),
    /** The company's own gap-free invoice series: prefix + counter ("INV-0001"); counter is the last number issued. */
    invoicePrefix: text("invoice_prefix").notNull().default("INV-"),
    invoiceCounter: integer("invoice_counter").notNull().default(0),
    /** The supplier address its invoices print, structured per country. */
    address: json<PostalAddress>("address"),
    preferredPaymentMethod: text("preferred_payment_method", { enum: PAYMENT_METHODS }).notNull().default("bank"),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    bankRoutingNumber: text("bank_routing_number"),
    paypalUsername: text("paypal_username"),
    venmoUsername: text("venmo_username"),
    zelleEmail: text("zelle_email"),
    cashAppUsername: text("cash_app_username"),
    // Local bank details (migration 0022, ADR 0159), stored bare (no spaces or dashes); the account holder is
    // bankAccountName above. IBAN + BIC (SEPA, and a GiroCode for EUR):
    iban: text("iban"),
    bic: text("bic"),
    /** UK: 6-digit sort code and 8-digit account number. */
    sortCode: text("sort_code"),
    ukAccountNumber: text("uk_account_number"),
    /** Australia: 6-digit BSB and the account number, or a PayID (email, +61 mobile or ABN). */
    bsb: text("bsb"),
    auAccountNumber: text("au_account_number"),
    payId: text("pay_id"),
    /** New Zealand: BB-bbbb-AAAAAAA-SSS, stored with its dashes and a 3-digit suffix. */
    nzAccountNumber: text("nz_account_number"),
    /** Canada: the Interac e-Transfer email, or transit (5) + institution (3) + account (7-12). */
    interacEmail: text("interac_email"),
    caTransitNumber: text("ca_transit_number"),
    caInstitutionNumber: text("ca_institution_number"),
    caAccountNumber: text("ca_account_number"),
    /** Where a client mails a check; without it no check is offered (ADR 0143). */
    mailingAddress: text("mailing_address"),
    subscriptionPlan: text("subscription_plan", { enum: ["solo", "starter", "professional"] }),
    subscriptionStatus: text("subscription_status").notNull().default("trialing"),
    subscriptionExpiresAt: timestamp("subscription_expires_at"),
    /**
     * When the app's 14-day free trial ends (migration 0015). Kept apart from subscription_expires_at, which a
     * subscription overwrites with its period's end: subscribing during the trial keeps the trial's quotas till then.
     */
    trialEndsAt: timestamp("trial_ends_at"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /**
     * Ordering key of the last Stripe event applied to the subscription fields (event.created * 4 + lifecycle
     * rank, worker/services/stripe-events.ts): an older event arriving late never moves the subscription back.
     */
    subscriptionEventOrder: integer("subscription_event_order"),
    /**
     * The company's one open Stripe Checkout Session and the plan it sells: a second checkout reuses it (same plan)
     * or expires it first (another plan), so two tabs or an old link cannot start a second subscription.
     */
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    stripeCheckoutPlan: text("stripe_checkout_plan"),
    /**
     * A downgrade waiting for the period's end (ADR 0123): the plan, when Stripe switches to it, and the
     * subscription schedule that does it (null locally). The subscription event carrying that plan clears them.
     */
    /** How the subscription bills, from its Stripe Price: monthly or yearly (ADR 0123). */
    subscriptionPeriod: text("subscription_period", { enum: ["monthly", "yearly"] })
      .notNull()
      .default("monthly"),
    pendingPlan: text("pending_plan", { enum: ["solo", "starter", "professional"] }),
    pendingPlanAt: timestamp("pending_plan_at"),
    stripeScheduleId: text("stripe_schedule_id"),
    /**
     * Who answers the company's clients once the member who billed has left (migration 0021): a member the owner
     * chose, else (null, or no longer a member) the first owner. Not a foreign key: users references companies.
     */
    clientContactId: integer("client_contact_id"),
    meetingsUsed: integer("meetings_used").notNull().default(0),
    meetingsLimit: integer("meetings_limit").notNull().default(0),
    meetingsResetDate: timestamp("meetings_reset_date"),
    /** Set on the shard a company is leaving while its rows are copied: its writes wait (ADR 0213, migration 0036). */
    movingSince: integer("moving_since", { mode: "timestamp_ms" }),
    /** The shard it moved to, once the directory flipped: a session still naming this shard is sent there. */
    movedTo: text("moved_to"),
    /** The owner asked for the account's deletion: the erasure job acts on this company only (ADR 0226, migration 0037). */
    eraseRequestedAt: timestamp("erase_requested_at"),
    /** When its erasure job was last queued or ran; the relay pass queues a stale one again (ADR 0236, migration 0039). */
    eraseQueuedAt: integer("erase_queued_at", { mode: "timestamp_ms" }),
    /** Failed provider calls in the erasure's current step (Stripe, QuickBooks, Xero); bounded, then recorded and passed. */
    eraseProviderFailures: integer("erase_provider_failures").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The Stripe webhook finds the company by its customer id; the relay pass finds erasures to resume (only those).
  (t) => [
    index("companies_stripe_customer_idx").on(t.stripeCustomerId),
    index("companies_erase_pending_idx").on(t.eraseQueuedAt).where(sql`${t.eraseRequestedAt} is not null`),
  ],
);

/**
 * A single-use invitation into a company: only the SHA-256 of its token is kept; the link carries the token.
 * Accepting it creates the person's login in the company; revoking or accepting it kills the link.
 */
export const invites = sqliteTable(
  "invites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    /** E.164, parsed where it entered (schema/rules/phones.ts). */
    phone: text("phone"),
    /**
     * Set by the E.164 backfill when the stored text cannot be read as a phone number (ADR 0118): the text stays as
     * typed for a person to fix, and no text message is sent to it.
     */
    phoneInvalid: integer("phone_invalid", { mode: "boolean" }).notNull().default(false),
    role: text("role", { enum: ROLES }).notNull(),
    /** The member who sent it (users.id; a plain integer so this file needs no users import). */
    invitedBy: integer("invited_by").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    acceptedAt: timestamp("accepted_at"),
    acceptedUserId: integer("accepted_user_id"),
    revokedAt: timestamp("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invites_token_hash_uq").on(t.tokenHash),
    index("invites_company_idx").on(t.companyId, t.createdAt),
  ],
);

/** Who did something: the person (attribution) and their company (the tenant). A session user is one. */
export type Member = { id: number; companyId: CompanyId };
