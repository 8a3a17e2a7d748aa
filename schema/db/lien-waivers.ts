// US lien waivers (issue 37, ADR 0208-0210). Mirrors migrations/0033_lien_waivers.sql (hand-written). A waiver keeps
// the text it was made from and the fields filled into it; a template edit is a new version and never reaches it.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { LienWaiverKind } from "../rules/lien-waivers";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { payApps } from "./pay-apps";
import { projects } from "./projects";
import { users } from "./users";

export const LIEN_WAIVER_STATUSES = ["unsigned", "sent", "awaiting_notary", "signed"] as const;
export type LienWaiverStatus = (typeof LIEN_WAIVER_STATUSES)[number];

/** The filled fields; the body's {{placeholders}} are these names. */
export type LienWaiverFields = {
  claimant: string;
  customer: string;
  owner: string;
  jobLocation: string;
  throughDate: string;
  amount: string;
  exceptions: string;
};

/** How the waiver was signed: what the signer saw (its SHA-256), who, when, from where. */
export type LienWaiverEvidence = {
  textSha256: string;
  signerName: string;
  signerTitle: string;
  signedAt: string;
  via: "app" | "link";
  ip: string | null;
  userAgent: string | null;
  userId: number | null;
};

export type LienWaiverNotary = { notaryName: string; commission: string; notarizedOn: string; recordedBy: number };

/** A company's own waiver text; an edit inserts the next version. */
export const lienWaiverTemplates = sqliteTable(
  "lien_waiver_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    kind: text("kind").$type<LienWaiverKind>().notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lien_waiver_templates_version_uq").on(t.companyId, t.kind, t.version)],
);

export const lienWaivers = sqliteTable(
  "lien_waivers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    payAppId: integer("pay_app_id")
      .notNull()
      .references(() => payApps.id, { onDelete: "cascade" }),
    party: text("party", { enum: ["self", "vendor"] })
      .notNull()
      .default("self"),
    vendorName: text("vendor_name"),
    vendorEmail: text("vendor_email"),
    kind: text("kind").$type<LienWaiverKind>().notNull(),
    /** The job's US state (two letters): it decides the text, the notary and the deadline. */
    state: text("state").notNull(),
    /** Where the text came from: "company:<kind>:v<n>", "default:<kind>:v<n>" or "<state>:<statute>:v<n>". */
    templateKey: text("template_key").notNull(),
    body: text("body").notNull(),
    bodySha256: text("body_sha256").notNull(),
    /** A statutory state whose text PayStage does not carry yet (ADR 0208): the company text with a warning. */
    textPending: integer("text_pending", { mode: "boolean" }).notNull().default(false),
    style: text("style", { enum: ["plain", "georgia"] })
      .notNull()
      .default("plain"),
    fields: json<LienWaiverFields>("fields").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    throughDate: text("through_date"),
    status: text("status", { enum: LIEN_WAIVER_STATUSES }).notNull().default("unsigned"),
    notaryRequired: integer("notary_required", { mode: "boolean" }).notNull().default(false),
    signerName: text("signer_name"),
    signerTitle: text("signer_title"),
    signedAt: timestamp("signed_at"),
    evidence: json<LienWaiverEvidence>("evidence"),
    notary: json<LienWaiverNotary>("notary"),
    /** The affidavit-of-nonpayment deadline (GA +90 days, MS +60 days from signing), local date. */
    deadlineOn: text("deadline_on"),
    deadlineRemindedAt: timestamp("deadline_reminded_at"),
    linkTokenHash: text("link_token_hash"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lien_waivers_app_idx").on(t.companyId, t.payAppId),
    uniqueIndex("lien_waivers_self_uq").on(t.payAppId, t.kind).where(sql`${t.party} = 'self'`),
    uniqueIndex("lien_waivers_link_uq").on(t.linkTokenHash),
    index("lien_waivers_deadline_idx")
      .on(t.deadlineOn)
      .where(sql`${t.deadlineRemindedAt} IS NULL AND ${t.deadlineOn} IS NOT NULL`),
  ],
);
