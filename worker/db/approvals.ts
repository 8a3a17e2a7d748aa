// Approval queries: the progress a link or its owner decides on, approval links, decision evidence, payment state.
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { type Billing, notifyBillingAudience } from "./billing-audience";
import { clientContactColumns } from "./client-columns";
import { payoutColumns } from "./company-columns";
import { guardedInsert } from "./guarded-insert";

const {
  approvalLinks,
  approvals,
  auditEvents,
  billingPayments,
  clients,
  companies,
  progress,
  projects,
  uploads,
  users,
} = schema;

export type NewBillingPayment = typeof billingPayments.$inferInsert;

/** The company's contact for clients: the member the owner chose while they are one, else the first owner. */
const companyContact = alias(users, "company_contact");
const companyContactId = sql`(SELECT o.id FROM ${users} o WHERE o.company_id = ${companies.id} AND o.removed_at IS NULL
    AND (o.id = ${companies.clientContactId} OR o.role = 'owner')
  ORDER BY coalesce(o.id = ${companies.clientContactId}, 0) DESC, o.id LIMIT 1)`;

/** Who may reach a progress: its owner (signed in), or whoever holds a live approval token for it. */
export type ProgressScope = { companyId: CompanyId } | { token: true };

const subjectColumns = {
  progress,
  project: { id: projects.id, name: projects.name, status: projects.status },
  /** The client, with the language they read (issue 34; null: the company's locale's). */
  client: { ...clientContactColumns, language: clients.language },
  /** The member who billed it, with the company's name, calendar and payout details. */
  owner: {
    id: users.id,
    companyId: companies.id,
    fullName: users.fullName,
    email: users.email,
    phone: users.phone,
    /** Set once they left the company: the client is then answered by the company's contact. */
    removedAt: users.removedAt,
    companyName: companies.companyName,
    timezone: companies.timezone,
    /** The company's locale: a client with no language of their own reads the company's (ADR 0175). */
    locale: companies.locale,
    /** Where the contractor's phone is shown nationally (ADR 0118). */
    country: companies.country,
    /** Set while the company moves between shards: a link's writes wait (ADR 0234). */
    movingSince: companies.movingSince,
    ...payoutColumns,
  },
  companyContact: {
    id: companyContact.id,
    fullName: companyContact.fullName,
    email: companyContact.email,
    phone: companyContact.phone,
  },
};

/**
 * One progress with its project, client, the member who billed it and their company. Scoped by the company, or (for a link) by the progress id the
 * share-token Durable Object resolved: the token is the authorization there, and the owner comes from the row.
 */
export const findApprovalSubject = (db: Db, scope: ProgressScope, progressId: number) =>
  db
    .select(subjectColumns)
    .from(progress)
    .innerJoin(projects, eq(projects.id, progress.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(users, eq(users.id, progress.submittedBy))
    .innerJoin(companies, eq(companies.id, progress.companyId))
    .leftJoin(companyContact, eq(companyContact.id, companyContactId))
    .where(
      "companyId" in scope
        ? and(eq(progress.id, progressId), eq(progress.companyId, scope.companyId))
        : eq(progress.id, progressId),
    )
    .get();
export type ApprovalSubject = NonNullable<Awaited<ReturnType<typeof findApprovalSubject>>>;

export const findApproval = (db: Db, progressId: number) =>
  db.select().from(approvals).where(eq(approvals.progressId, progressId)).get();
export type ApprovalRow = typeof approvals.$inferSelect;

// ---- approval links ----

export const insertApprovalLink = (db: Db, values: { progressId: number; sentAt: Date; expiresAt: Date }) =>
  db.insert(approvalLinks).values(values).returning().get();

export const revokeApprovalLinks = (db: Db, progressId: number, now: Date) =>
  db
    .update(approvalLinks)
    .set({ revokedAt: now })
    .where(and(eq(approvalLinks.progressId, progressId), isNull(approvalLinks.revokedAt)));

/** The link row of a token: tokens of one progress differ by their issue time, hence their expiry. */
export const findApprovalLink = (db: Db, progressId: number, expiresAt: Date) =>
  db
    .select()
    .from(approvalLinks)
    .where(and(eq(approvalLinks.progressId, progressId), eq(approvalLinks.expiresAt, expiresAt)))
    .orderBy(desc(approvalLinks.id))
    .get();

/** Viewed tracking: first and last time the link was opened. */
export const noteApprovalLinkOpened = (db: Db, progressId: number, expiresAt: Date, now: Date) =>
  db
    .update(approvalLinks)
    .set({ firstOpenedAt: sql`coalesce(${approvalLinks.firstOpenedAt}, ${now.getTime()})`, lastOpenedAt: now })
    .where(and(eq(approvalLinks.progressId, progressId), eq(approvalLinks.expiresAt, expiresAt)));

/** The most recent link sent for a progress (for the contractor's "sent / opened" line). */
export const findLatestApprovalLink = (db: Db, progressId: number) =>
  db.select().from(approvalLinks).where(eq(approvalLinks.progressId, progressId)).orderBy(desc(approvalLinks.id)).get();

// ---- the signature upload ----

export const findSignatureUpload = (db: Db, companyId: CompanyId, key: string) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.kind, "signature"), eq(uploads.key, key)))
    .get();

// ---- the decision batch ----

/** True inside the batch while the progress is still in `status` (and, optionally, matches `extra`). */
export const progressIs = (progressId: number, status: (typeof progress.$inferSelect)["status"], extra?: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${progress} WHERE ${progress.id} = ${progressId} AND ${progress.status} = ${status}${extra ? sql` AND ${extra}` : sql``})`;

export type DecisionValues = typeof approvals.$inferInsert;

/**
 * The statements of one decision, every one guarded by "still pending", the progress UPDATE last so the guard holds
 * for all of them. The unique approvals.progressId is the backstop: a second evidence row aborts the whole batch.
 */
export function decisionStatements(
  db: Db,
  billing: Billing,
  evidence: DecisionValues,
  notification: { title: string; body: string; fieldBody?: string; link: string },
  signature: { key: string; size: number; sha256: string } | null,
) {
  const { companyId } = billing;
  const guard = progressIs(evidence.progressId, "pending");
  const decidedAt = evidence.decidedAt;
  return [
    guardedInsert(db, approvals, evidence, guard),
    notifyBillingAudience(db, billing, { kind: evidence.decision, ...notification }, guard),
    guardedInsert(
      db,
      auditEvents,
      {
        // In person: the member who held the phone; through the link: the billing's member, on the client's behalf.
        userId: evidence.recordedBy ?? billing.billedBy,
        entity: "progress",
        entityId: evidence.progressId,
        action: evidence.decision,
        data: {
          via: evidence.via,
          signerName: evidence.signerName ?? null,
          ip: evidence.ip ?? null,
          contentHash: evidence.contentHash,
        },
      },
      guard,
    ),
    ...(signature
      ? [
          guardedInsert(
            db,
            uploads,
            {
              companyId,
              userId: evidence.recordedBy ?? billing.billedBy,
              key: signature.key,
              kind: "signature",
              contentType: "image/png",
              size: signature.size,
              sha256: signature.sha256,
            },
            guard,
          ),
        ]
      : []),
    db
      .update(progress)
      .set(
        evidence.decision === "approved"
          ? {
              status: "approved",
              approvedAt: decidedAt,
              approvedBy: evidence.signerName ?? null,
              signature: signature?.key ?? null,
              updatedAt: decidedAt,
            }
          : {
              status: "rejected",
              rejectedAt: decidedAt,
              rejectionReason: evidence.reason ?? null,
              updatedAt: decidedAt,
            },
      )
      .where(
        and(eq(progress.id, evidence.progressId), eq(progress.companyId, companyId), eq(progress.status, "pending")),
      )
      .returning({ id: progress.id }),
  ] as const;
}

/** "I've sent the payment": once, only while approved and unclaimed. */
export function paymentClaimStatements(
  db: Db,
  billing: Billing,
  progressId: number,
  now: Date,
  notification: { title: string; body: string; fieldBody?: string; link: string },
  audit: Record<string, unknown>,
) {
  const guard = progressIs(progressId, "approved", sql`${progress.paymentClaimedAt} IS NULL`);
  return [
    notifyBillingAudience(db, billing, { kind: "payment_claimed", ...notification }, guard),
    guardedInsert(
      db,
      auditEvents,
      { userId: billing.billedBy, entity: "progress", entityId: progressId, action: "payment_claimed", data: audit },
      guard,
    ),
    db
      .update(progress)
      .set({ paymentClaimedAt: now, updatedAt: now })
      .where(and(eq(progress.id, progressId), eq(progress.status, "approved"), isNull(progress.paymentClaimedAt)))
      .returning({ id: progress.id }),
  ] as const;
}

/**
 * A payment recorded by a person (ADR 0165). Every statement is guarded by "still approved, and still the
 * amount paid that was read" (an optimistic check: a payment recorded meanwhile makes this one a no-op), the progress
 * UPDATE last so the guard holds for all of them. `settles`: this payment brings the balance to 0, so the billing
 * becomes paid (and a 100% billing completes its project); otherwise it stays approved, part paid.
 */
export function paymentStatements(
  db: Db,
  member: Member,
  subject: { progressId: number; projectId: number; paidBefore: number; settles: boolean },
  payment: Omit<NewBillingPayment, "companyId" | "progressId">,
  values: { paidAt: Date; paymentMethod: string; paymentReference: string | null },
  now: Date,
) {
  const { companyId } = member;
  const { progressId, projectId, paidBefore, settles } = subject;
  const still = sql`${progress.companyId} = ${companyId} AND ${progress.amountPaid} = ${paidBefore}`;
  const guard = progressIs(progressId, "approved", still);
  const ledger = guardedInsert(db, billingPayments, { ...payment, companyId, progressId }, guard);
  const where = and(
    eq(progress.id, progressId),
    eq(progress.companyId, companyId),
    eq(progress.status, "approved"),
    eq(progress.amountPaid, paidBefore),
  );
  if (!settles) {
    return [
      guardedInsert(
        db,
        auditEvents,
        {
          userId: member.id,
          entity: "progress",
          entityId: progressId,
          action: "part_paid",
          data: { amount: payment.amount, receivedOn: payment.receivedOn, method: payment.method },
        },
        guard,
      ),
      ledger,
      db
        .update(progress)
        .set({ amountPaid: sql`${progress.amountPaid} + ${payment.amount}`, updatedAt: now })
        .where(where)
        .returning({ id: progress.id }),
    ] as const;
  }
  return [
    db
      .update(projects)
      .set({ status: "completed", completionPercentage: 100, updatedAt: now })
      .where(
        and(
          eq(projects.id, projectId),
          eq(projects.companyId, companyId),
          progressIs(progressId, "approved", sql`${still} AND ${progress.completionPercentage} = 100`),
        ),
      ),
    guardedInsert(
      db,
      auditEvents,
      {
        userId: member.id,
        entity: "progress",
        entityId: progressId,
        action: "marked_paid",
        data: { paidAt: values.paidAt.toISOString(), method: values.paymentMethod, reference: values.paymentReference },
      },
      guard,
    ),
    ledger,
    db
      .update(progress)
      .set({
        status: "paid",
        ...values,
        amountPaid: sql`${progress.amountPaid} + ${payment.amount}`,
        paidBy: member.id,
        updatedAt: now,
      })
      .where(where)
      .returning({ id: progress.id }),
  ] as const;
}
