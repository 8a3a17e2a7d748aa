// Change orders and deposits (issue 37, ADR 0205-0207). Mirrors migrations/0032_change_orders_deposits.sql
// (hand-written). Amounts are integer minor units; a change order's is signed (a deduction is negative).
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { payApps, sovLines } from "./pay-apps";
import { progress } from "./progress";
import { projects } from "./projects";
import { users } from "./users";

export const CHANGE_ORDER_STATUSES = ["draft", "sent", "approved", "rejected"] as const;
export const CHANGE_ORDER_EFFECTS = ["new_line", "adjust_line"] as const;
export const DEPOSIT_BASES = ["flat", "percent"] as const;
export const DEPOSIT_METHODS = ["first", "prorata"] as const;

/** A change order and, once decided, the client's decision with its evidence (written once). */
export const changeOrders = sqliteTable(
  "change_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** CO-n on its project, assigned by the server. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    amountCents: integer("amount_cents").notNull(),
    daysAdded: integer("days_added").notNull().default(0),
    status: text("status", { enum: CHANGE_ORDER_STATUSES }).notNull().default("draft"),
    sovEffect: text("sov_effect", { enum: CHANGE_ORDER_EFFECTS }).notNull().default("new_line"),
    /** The line it adjusts, or the line its approval made. */
    sovLineId: integer("sov_line_id").references(() => sovLines.id, { onDelete: "set null" }),
    billOnApproval: integer("bill_on_approval", { mode: "boolean" }).notNull().default(false),
    reversesId: integer("reverses_id").references((): AnySQLiteColumn => changeOrders.id, { onDelete: "set null" }),
    /** The stage billing its approval issued (bill on approval). */
    progressId: integer("progress_id").references(() => progress.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at"),
    /** The company's calendar day of the approval: the first application it counts in ends on or after it. */
    approvedOn: text("approved_on"),
    decidedAt: timestamp("decided_at"),
    signerName: text("signer_name"),
    signatureKey: text("signature_key"),
    signatureSha256: text("signature_sha256"),
    rejectReason: text("reject_reason"),
    contentHash: text("content_hash"),
    consentText: text("consent_text"),
    consentLanguage: text("consent_language"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("change_orders_number_uq").on(t.projectId, t.number),
    uniqueIndex("change_orders_reverses_uq").on(t.reversesId),
    index("change_orders_company_idx").on(t.companyId, t.projectId),
  ],
);

/** A project's deposit, billed as its own billing and applied to later ones once paid. */
export const deposits = sqliteTable(
  "deposits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    basis: text("basis", { enum: DEPOSIT_BASES }).notNull(),
    percentBp: integer("percent_bp"),
    amountCents: integer("amount_cents").notNull(),
    applyMethod: text("apply_method", { enum: DEPOSIT_METHODS }).notNull(),
    progressId: integer("progress_id").references(() => progress.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("deposits_project_uq").on(t.projectId), index("deposits_company_idx").on(t.companyId)],
);

/** What one later billing (a stage billing or an application) took off the deposit. */
export const depositApplications = sqliteTable(
  "deposit_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    depositId: integer("deposit_id")
      .notNull()
      .references(() => deposits.id, { onDelete: "cascade" }),
    progressId: integer("progress_id").references(() => progress.id, { onDelete: "cascade" }),
    payAppId: integer("pay_app_id").references(() => payApps.id, { onDelete: "cascade" }),
    appliedCents: integer("applied_cents").notNull(),
  },
  (t) => [
    uniqueIndex("deposit_applications_progress_uq").on(t.progressId),
    uniqueIndex("deposit_applications_pay_app_uq").on(t.payAppId),
    index("deposit_applications_deposit_idx").on(t.depositId),
  ],
);
