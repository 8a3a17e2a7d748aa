// After approval: the client says "I've sent the payment" (pauses reminders), and the contractor marks it paid.
import type { z } from "zod";
import {
  amountOverBalance,
  BALANCE_CHANGED,
  CLAIM_NEEDS_APPROVAL,
  MARK_PAID_NEEDS_APPROVAL,
  type MarkPaidSchema,
  PROGRESS_NOT_FOUND,
  paidOnProblem,
} from "#schema/contracts";
import { progressLabel } from "#schema/contracts/billing-labels";
import type { Member } from "#schema/db/companies";
import { balanceDueOf } from "#schema/rules/balance";
import { formatMoneyExact } from "#schema/rules/money";
import { localDate } from "#schema/rules/time";
import { awardStatements } from "../db/achievements";
import { type ApprovalSubject, findApprovalSubject, paymentClaimStatements, paymentStatements } from "../db/approvals";
import { type BillingPaymentRow, findPaymentByExternalId, findPaymentByIdempotencyKey } from "../db/billing-payments";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest, notFound } from "../lib/errors";
import { log } from "../lib/log";
import { EARNED_BY } from "./achievements/rules";
import { resolveApprovalToken } from "./approval-links";
import { emailBillingAudience, NEXT_STEPS } from "./billing-audience";
import { companyMoving } from "./company-move";

export type PaymentState = {
  status: "approved" | "paid";
  paymentClaimedAt: string | null;
  paidAt: string | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  /** What the billing received so far and what it still owes, in minor units (ADR 0165). */
  amountPaid: number;
  balanceDue: number;
};

const stateOf = (p: {
  status: string;
  paymentClaimedAt: Date | null;
  paidAt: Date | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  amount: number;
  totalAmount: number;
  amountPaid: number;
}): PaymentState => ({
  status: p.status === "paid" ? "paid" : "approved",
  paymentClaimedAt: p.paymentClaimedAt?.toISOString() ?? null,
  paidAt: p.paidAt?.toISOString() ?? null,
  paymentMethod: p.paymentMethod,
  paymentReference: p.paymentReference,
  amountPaid: p.amountPaid,
  balanceDue: balanceDueOf(p),
});

const claimFact = (subject: ApprovalSubject) => {
  const { progress, project, client } = subject;
  const amount = formatMoneyExact(balanceDueOf(progress), progress.currency, progress.locale);
  return `${client.name} says they've sent ${amount} for ${progressLabel(progress.progressNumber)} (${project.name}).`;
};

/** The in-app notice: the owner and office confirm and mark it paid; a field member cannot, and is not asked to. */
function paymentClaimNotification(subject: ApprovalSubject) {
  return {
    title: "Payment sent by client",
    body: `${claimFact(subject)} Confirm it arrived, then mark it paid.`,
    fieldBody: `${claimFact(subject)} The office confirms it arrived and marks it paid.`,
    link: `/progress/${subject.progress.id}`,
  };
}

/**
 * Tells everyone who hears about the billing that a claim was recorded. Best effort after the claim's commit; the
 * outbox relay calls it again for a claim with no email on record (ADR 0080), and the dedupe keys keep it to one each.
 */
export async function emailPaymentClaim(env: Env, db: Db, subject: ApprovalSubject) {
  const { progress, project, client } = subject;
  try {
    await emailBillingAudience(env, db, subject, {
      // claimFact, in each reader's language (schema/i18n/member-mail).
      compose: (w) => {
        const what = {
          project: project.name,
          number: progress.progressNumber,
          amount: w.money(balanceDueOf(progress), progress.currency),
        };
        return { subject: w.t("claimSubject", what), body: w.t("claimFact", { ...what, client: client.name }) };
      },
      next: NEXT_STEPS.paymentClaimed,
      dedupeKey: `payment-claim:${progress.id}`,
    });
    return true;
  } catch (err) {
    log("error", "payment-claim email not recorded; the relay will retry", { progressId: progress.id }, err);
    return false;
  }
}

/**
 * POST /api/a/{token}/payment-claim. Once per progress: a repeat answers the first claim. Reminders read
 * paymentClaimedAt and stop; the contractor is asked to confirm and mark it paid.
 */
export async function claimPaymentByToken(
  env: Env,
  db: Db,
  token: string,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
) {
  const { progressId } = await resolveApprovalToken(env, token, now.getTime());
  const subject = await findApprovalSubject(db, { token: true }, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  const { progress, owner } = subject;
  // Nothing is written while the company moves between shards (ADR 0234).
  if (owner.movingSince) throw companyMoving();
  if (progress.status === "paid" || (progress.status === "approved" && progress.paymentClaimedAt))
    return stateOf(progress);
  if (progress.status !== "approved") throw new AppError("CONFLICT", CLAIM_NEEDS_APPROVAL);

  const notification = paymentClaimNotification(subject);
  const results = await db.batch(
    paymentClaimStatements(db, { companyId: owner.companyId, billedBy: owner.id }, progressId, now, notification, {
      ip: meta.ip,
      userAgent: meta.userAgent,
    }),
  );
  const won = (results[results.length - 1] as unknown[]).length === 1;
  const fresh = await findApprovalSubject(db, { token: true }, progressId);
  if (!won) {
    // Raced with another claim (fine, same answer) or with mark-paid / nothing decidable.
    if (fresh && (fresh.progress.status === "paid" || fresh.progress.paymentClaimedAt)) return stateOf(fresh.progress);
    throw new AppError("CONFLICT", CLAIM_NEEDS_APPROVAL);
  }
  await emailPaymentClaim(env, db, subject);
  return stateOf(fresh?.progress ?? { ...progress, paymentClaimedAt: now });
}

/**
 * The instant stored for a paid day: now when it is today, else midday UTC (the same calendar day in the Americas).
 * The day may be neither in the future nor before the billing was submitted, both on the contractor's calendar.
 */
export function paidInstant(paidOn: string, timeZone: string, now: Date, submittedAt: Date): Date {
  const today = localDate(timeZone, now);
  const problem = paidOnProblem(paidOn, localDate(timeZone, submittedAt), today);
  if (problem) throw badRequest(problem, { paidOn: problem });
  return paidOn === today ? now : new Date(`${paidOn}T12:00:00Z`);
}

/** Who recorded a payment and how it is known again: a device's Idempotency-Key, or the books' payment id. */
export type PaymentOrigin = {
  idempotencyKey?: string;
  source?: BillingPaymentRow["source"];
  externalId?: string;
};

/**
 * POST /api/progress/{id}/mark-paid, for the owner and office: records a payment of `amount` (the balance due when
 * absent; never more). Less than the balance leaves the billing approved and part paid; the payment that brings the
 * balance to 0 makes it paid, and a 100% billing completes its project (ADR 0165). Marking a paid billing again
 * answers it unchanged, and a payment seen again (same Idempotency-Key, same books' payment id) records nothing.
 * `recorded` says whether this call added a payment.
 */
export async function markPaid(
  db: Db,
  member: Member & { timezone: string },
  progressId: number,
  input: z.output<typeof MarkPaidSchema>,
  now = new Date(),
  origin: PaymentOrigin = {},
): Promise<PaymentState & { recorded: boolean }> {
  const subject = await findApprovalSubject(db, { companyId: member.companyId }, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  const seenBefore = () => alreadyRecorded(db, member.companyId, origin);
  if (subject.progress.status === "paid" || (await seenBefore()))
    return { ...stateOf(subject.progress), recorded: false };
  if (subject.progress.status !== "approved") throw new AppError("CONFLICT", MARK_PAID_NEEDS_APPROVAL);
  const { progress } = subject;
  const balance = balanceDueOf(progress);
  const amount = input.amount ?? balance;
  if (amount > balance) {
    const message = amountOverBalance(formatMoneyExact(balance, progress.currency, progress.locale));
    throw badRequest(message, { amount: message });
  }
  const paidAt = paidInstant(input.paidOn, member.timezone, now, progress.createdAt);
  const values = { paidAt, paymentMethod: input.method, paymentReference: input.reference ?? null };
  const settles = amount === balance;
  const statements = paymentStatements(
    db,
    member,
    { progressId, projectId: subject.project.id, paidBefore: progress.amountPaid, settles },
    {
      amount,
      method: input.method,
      reference: input.reference ?? null,
      receivedOn: input.paidOn,
      recordedBy: origin.source && origin.source !== "manual" ? null : member.id,
      source: origin.source ?? "manual",
      externalId: origin.externalId ?? null,
      idempotencyKey: origin.idempotencyKey ?? null,
    },
    values,
    now,
  );
  try {
    await db.batch(
      settles
        ? [
            ...statements,
            // Payment badges count the billing member's paid rows, so they follow the UPDATE that makes this one paid.
            ...awardStatements(db, subject.owner.id, EARNED_BY.progressPaid),
          ]
        : [...statements],
    );
  } catch (err) {
    // The same payment recorded at the same moment by a second tap or a second reader: that one won.
    if (!isUniqueViolation(err)) throw err;
  }
  const fresh = await findApprovalSubject(db, { companyId: member.companyId }, progressId);
  if (!fresh) throw notFound(PROGRESS_NOT_FOUND);
  // Keyed, the row is there (this call's or its twin's, whose effects are the same); unkeyed, the sum moved by it.
  const recorded =
    origin.idempotencyKey || origin.externalId
      ? await seenBefore()
      : fresh.progress.amountPaid === progress.amountPaid + amount;
  if (recorded || fresh.progress.status === "paid") return { ...stateOf(fresh.progress), recorded };
  if (fresh.progress.status !== "approved") throw new AppError("CONFLICT", MARK_PAID_NEEDS_APPROVAL);
  // Another payment was recorded between the read and this one: nothing of this one was.
  throw new AppError("CONFLICT", BALANCE_CHANGED);
}

/** Whether this payment is already in the ledger (a replayed Mark paid, or a books' payment read again). */
async function alreadyRecorded(db: Db, companyId: Member["companyId"], origin: PaymentOrigin) {
  if (origin.idempotencyKey) return Boolean(await findPaymentByIdempotencyKey(db, companyId, origin.idempotencyKey));
  if (origin.externalId && origin.source)
    return Boolean(await findPaymentByExternalId(db, companyId, origin.source, origin.externalId));
  return false;
}
