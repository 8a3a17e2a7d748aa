// Progress billings (one stage of work billed), their uploaded files, and the approval evidence.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PROGRESS_STATUSES } from "../contracts/enums";
import type { StageDeduction, TaxLine } from "../contracts/worldwide";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { projects } from "./projects";
import { users } from "./users";

export type ProgressPhoto = { url: string; caption?: string | null };

export { PROGRESS_STATUSES };

export const progress = sqliteTable(
  "progress",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who billed it ("Billed by"). */
    submittedBy: integer("submitted_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sequence of the billing on its project (#1, #2, ...), assigned by the server. */
    progressNumber: integer("progress_number").notNull(),
    /** How complete the whole job is after this stage, 1-100. */
    completionPercentage: integer("completion_percentage").notNull(),
    /** What the contractor typed: net when the company prices exclusive of tax, gross when inclusive, else the total. */
    amount: integer("amount").notNull(),
    /** Fixed when the billing is issued (migration 0020): its money, the locale its documents use, and its tax. */
    currency: text("currency").notNull().default("USD"),
    locale: text("locale").notNull().default("en-US"),
    netAmount: integer("net_amount").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    /** What the client is asked to pay: every link, reminder, payment request, mark paid and sync uses it. */
    totalAmount: integer("total_amount").notNull().default(0),
    taxLines: json<TaxLine[]>("tax_lines").notNull().default([]),
    /** The reverse charge the billing was issued under ("gb_drc", "ie_rct"), or null. */
    reverseCharge: text("reverse_charge"),
    /** A final invoice's earlier stages, deducted on it (migration 0026, ADR 0180); null on every other billing. */
    deductedStages: json<StageDeduction[]>("deducted_stages"),
    /** The company's own series ("INV-0001"); billings issued before it keep "PS-<id>". */
    invoiceNumber: text("invoice_number"),
    description: text("description"),
    status: text("status", { enum: PROGRESS_STATUSES }).notNull().default("pending"),
    /** Calendar date (YYYY-MM-DD) in the owner's timezone. */
    dueDate: text("due_date"),
    photos: json<ProgressPhoto[]>("photos").notNull().default([]),
    reminderSent: integer("reminder_sent", { mode: "boolean" }).notNull().default(false),
    approvedAt: timestamp("approved_at"),
    approvedBy: text("approved_by"),
    rejectedAt: timestamp("rejected_at"),
    rejectionReason: text("rejection_reason"),
    /** R2 key of the signature PNG. */
    signature: text("signature"),
    paymentClaimedAt: timestamp("payment_claimed_at"),
    paidAt: timestamp("paid_at"),
    paymentMethod: text("payment_method"),
    paymentReference: text("payment_reference"),
    /** What the billing has received: the sum of its billing_payments, kept in the same batch as each (ADR 0165). */
    amountPaid: integer("amount_paid").notNull().default(0),
    /** The member who marked it paid (null when the client's payment came in another way). */
    paidBy: integer("paid_by").references(() => users.id),
    /** The submitting device's Idempotency-Key: a retried submission returns the first one instead of billing twice. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("progress_project_number_uq").on(t.projectId, t.progressNumber),
    uniqueIndex("progress_company_invoice_number_uq").on(t.companyId, t.invoiceNumber),
    uniqueIndex("progress_member_idempotency_uq").on(t.submittedBy, t.idempotencyKey),
    index("progress_company_created_idx").on(t.companyId, t.createdAt),
    index("progress_company_status_idx").on(t.companyId, t.status),
    /** A field member's own billings. */
    index("progress_member_created_idx").on(t.submittedBy, t.createdAt),
    index("progress_status_due_idx").on(t.status, t.dueDate),
    /** The reminder sweep: each template's company, by due date (worker/db/reminder-sweep.ts). */
    index("progress_company_due_idx").on(t.companyId, t.dueDate),
    /** The outbox relay, over every company: pending billings of the last day, payment claims of the last day. */
    index("progress_status_created_idx").on(t.status, t.createdAt),
    index("progress_payment_claimed_idx").on(t.paymentClaimedAt),
  ],
);

/** Where a payment came from: a person's Mark paid, or the connected books. */
export const PAYMENT_SOURCES = ["manual", "quickbooks", "xero"] as const;

/**
 * Every payment a billing received (ADR 0165): a part payment leaves it approved with a balance; the one that brings
 * the balance to 0 makes it paid. progress.amountPaid is their sum.
 */
export const billingPayments = sqliteTable(
  "billing_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it. */
    companyId: companyId("company_id").notNull(),
    progressId: integer("progress_id")
      .notNull()
      .references(() => progress.id, { onDelete: "cascade" }),
    /** Minor units of the billing's currency. */
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    reference: text("reference"),
    /** Calendar date (YYYY-MM-DD) on the contractor's calendar. */
    receivedOn: text("received_on").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    source: text("source", { enum: PAYMENT_SOURCES }).notNull().default("manual"),
    /** The books' payment id (a payment read again is one row). */
    externalId: text("external_id"),
    /** The device's Idempotency-Key (a double-submitted Mark paid is one row). */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("billing_payments_company_progress_idx").on(t.companyId, t.progressId),
    uniqueIndex("billing_payments_external_uq").on(t.companyId, t.source, t.externalId),
    uniqueIndex("billing_payments_idempotency_uq").on(t.companyId, t.idempotencyKey),
  ],
);

/** Every object put in R2 by a user: photos, audio, signatures. Private; served through the Worker. */
export const uploads = sqliteTable(
  "uploads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who uploaded it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: ["photo", "audio", "signature"] }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** Bytes of the browser-made 640 px JPEG at `<key>@640` (link page, PDF); null while there is none (ADR 0130). */
    w640Size: integer("w640_size"),
    /** Bytes of the browser-made 240 px JPEG thumbnail at `<key>@240` (lists); null while there is none. */
    w240Size: integer("w240_size"),
    /** Set by the one-time backfill on photos without variants; the company's next session makes them. */
    variantsWanted: integer("variants_wanted", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // (company, content): a retried upload of the same photo finds the one already stored (worker/services/uploads.ts).
    index("uploads_company_content_idx").on(t.companyId, t.sha256),
    index("uploads_company_variants_wanted_idx").on(t.companyId, t.variantsWanted),
  ],
);

/** Write-once evidence of a client's decision on a progress billing. */
export const approvals = sqliteTable(
  "approvals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    progressId: integer("progress_id")
      .notNull()
      .unique()
      .references(() => progress.id, { onDelete: "cascade" }),
    decision: text("decision", { enum: ["approved", "rejected"] }).notNull(),
    via: text("via", { enum: ["link", "in_person"] }).notNull(),
    signerName: text("signer_name"),
    /** The member who held the phone for an in-person signature; null for a decision through the client's link. */
    recordedBy: integer("recorded_by").references(() => users.id),
    signatureKey: text("signature_key"),
    reason: text("reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** SHA-256 over the exact content approved: project, number, amount, completion, description, photo hashes. */
    contentHash: text("content_hash").notNull(),
    /**
     * The consent sentence exactly as the signer read it, and its language (en, es, fr, fr-CA, de), written once with
     * the approval (migration 0025, ADR 0176). Null for a rejection, and for approvals signed before it (English).
     */
    consentText: text("consent_text"),
    consentLanguage: text("consent_language"),
    sentAt: timestamp("sent_at"),
    firstOpenedAt: timestamp("first_opened_at"),
    decidedAt: timestamp("decided_at").notNull(),
  },
  // The outbox relay reads the last day's decisions over every company (ADR 0128).
  (t) => [index("approvals_decided_idx").on(t.decidedAt)],
);

/** Delivery of approval links: when sent and first opened (the token itself lives in the Durable Object). */
export const approvalLinks = sqliteTable(
  "approval_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    progressId: integer("progress_id")
      .notNull()
      .references(() => progress.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    firstOpenedAt: timestamp("first_opened_at"),
    lastOpenedAt: timestamp("last_opened_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [
    index("approval_links_progress_idx").on(t.progressId),
    // Retention deletes links 120 days after they expired (ADR 0128).
    index("approval_links_expires_idx").on(t.expiresAt),
  ],
);
