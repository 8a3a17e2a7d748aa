// Pay applications (issue 37, ADR 0189-0191): a project's contract, its schedule of values, and applications with
// their continuation-sheet rows. Mirrors migrations/0029_pay_applications.sql (hand-written). "Retainage" throughout:
// "retention" is data retention in this code. Amounts are integer minor units, rates basis points (1000 = 10%).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { progress } from "./progress";
import { projects } from "./projects";
import { users } from "./users";

export const BILLING_MODES = ["stages", "pay_apps"] as const;
export const RETAINAGE_REDUCE_MODES = ["forward", "recalculate"] as const;
export const PAY_APP_KINDS = ["progress", "retainage-release"] as const;
export const PAY_APP_STATUSES = ["draft", "sent"] as const;

/** A project's contract; no row: the project bills in stages. */
export const projectContracts = sqliteTable(
  "project_contracts",
  {
    projectId: integer("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    companyId: companyId("company_id").notNull(),
    billingMode: text("billing_mode", { enum: BILLING_MODES }).notNull().default("stages"),
    originalContractCents: integer("original_contract_cents").notNull().default(0),
    retainageWorkBp: integer("retainage_work_bp").notNull().default(0),
    retainageStoredBp: integer("retainage_stored_bp").notNull().default(0),
    retainageReduceAtBp: integer("retainage_reduce_at_bp"),
    retainageReducedWorkBp: integer("retainage_reduced_work_bp"),
    retainageReduceMode: text("retainage_reduce_mode", { enum: RETAINAGE_REDUCE_MODES }).notNull().default("forward"),
    allowOverbilling: integer("allow_overbilling", { mode: "boolean" }).notNull().default(false),
    contractDate: text("contract_date"),
    siteAddress: text("site_address"),
    siteState: text("site_state"),
    updatedAt: updatedAt(),
  },
  (t) => [index("project_contracts_company_idx").on(t.companyId)],
);

/** A schedule-of-values line; `source` and `changeOrderId` let an approved change order become a line later. */
export const sovLines = sqliteTable(
  "sov_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    itemNo: text("item_no").notNull(),
    description: text("description").notNull(),
    scheduledCents: integer("scheduled_cents").notNull(),
    source: text("source", { enum: ["original", "change_order"] })
      .notNull()
      .default("original"),
    changeOrderId: integer("change_order_id"),
    sort: integer("sort").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sov_lines_project_idx").on(t.companyId, t.projectId, t.sort)],
);

/** An application: what was typed and, from sending, its summary lines as sent (ADR 0190). */
export const payApps = sqliteTable(
  "pay_apps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    appNo: integer("app_no").notNull(),
    kind: text("kind", { enum: PAY_APP_KINDS }).notNull(),
    periodTo: text("period_to").notNull(),
    status: text("status", { enum: PAY_APP_STATUSES }).notNull().default("draft"),
    releaseAmount: integer("release_amount").notNull().default(0),
    /** The billing sending issued for line 8: approval, payment, reminders and accounting read it. */
    progressId: integer("progress_id").references(() => progress.id, { onDelete: "set null" }),
    originalContractCents: integer("original_contract_cents").notNull().default(0),
    netChangeCents: integer("net_change_cents").notNull().default(0),
    contractSumCents: integer("contract_sum_cents").notNull().default(0),
    completedStoredCents: integer("completed_stored_cents").notNull().default(0),
    retainageWorkCents: integer("retainage_work_cents").notNull().default(0),
    retainageStoredCents: integer("retainage_stored_cents").notNull().default(0),
    earnedLessRetainageCents: integer("earned_less_retainage_cents").notNull().default(0),
    previousCertificatesCents: integer("previous_certificates_cents").notNull().default(0),
    currentDueCents: integer("current_due_cents").notNull().default(0),
    balanceInclRetainageCents: integer("balance_incl_retainage_cents").notNull().default(0),
    workRateBp: integer("work_rate_bp").notNull().default(0),
    sentAt: timestamp("sent_at"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pay_apps_number_uq").on(t.projectId, t.appNo),
    index("pay_apps_company_idx").on(t.companyId, t.projectId),
    index("pay_apps_progress_idx").on(t.progressId),
  ],
);

/** One continuation-sheet row: what was typed (E, F) and what was computed with it. */
export const payAppLines = sqliteTable(
  "pay_app_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    payAppId: integer("pay_app_id")
      .notNull()
      .references(() => payApps.id, { onDelete: "cascade" }),
    sovLineId: integer("sov_line_id")
      .notNull()
      .references(() => sovLines.id, { onDelete: "restrict" }),
    itemNo: text("item_no").notNull(),
    description: text("description").notNull(),
    scheduledCents: integer("scheduled_cents").notNull(),
    fromPreviousCents: integer("from_previous_cents").notNull().default(0),
    workThisPeriodCents: integer("work_this_period_cents").notNull().default(0),
    storedMaterialsCents: integer("stored_materials_cents").notNull().default(0),
    workRetainageCents: integer("work_retainage_cents").notNull().default(0),
    storedRetainageCents: integer("stored_retainage_cents").notNull().default(0),
    releasedThisPeriodCents: integer("released_this_period_cents").notNull().default(0),
    releasedToDateCents: integer("released_to_date_cents").notNull().default(0),
    sort: integer("sort").notNull(),
  },
  (t) => [uniqueIndex("pay_app_lines_uq").on(t.payAppId, t.sovLineId)],
);
