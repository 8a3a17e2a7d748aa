// A paid deposit's share of a later billing (issue 37, ADR 0207): a stage billing's, read inside its insert
// (services/progress.ts), and an application's, at sending (services/pay-apps.ts). Apart from services/deposits.ts,
// which issues the deposit's own billing, so the billing path does not import itself.
import type { CompanyId } from "#schema/db/companies";
import { depositToApply } from "#schema/rules/change-orders";
import {
  depositApplied,
  depositAppliedOnPayApp,
  findDeposit,
  recordPayAppDeposit,
  recordProgressDeposit,
  usesCommercialTerms,
} from "../db/change-orders";
import { findContract } from "../db/pay-apps";
import type { Db } from "../lib/db";

export type FoundDeposit = NonNullable<Awaited<ReturnType<typeof findDeposit>>>;
/** Paid in full: a part payment does not apply it. */
export const isPaid = (d: FoundDeposit) => d.billingStatus === "paid";

/** What an application takes off the paid deposit (0 without one): line 8 is its gross. */
export async function payAppDepositShare(
  db: Db,
  companyId: CompanyId,
  projectId: number,
  payAppId: number,
  summary: { currentPaymentDue: number; contractSumToDate: number; balanceToFinishInclRetainage: number },
) {
  const recorded = await depositAppliedOnPayApp(db, companyId, payAppId);
  if (recorded !== null) return recorded;
  const found = await findDeposit(db, companyId, projectId);
  if (!found) return 0;
  return depositToApply({
    deposit: found.deposit.amountCents,
    paid: isPaid(found),
    appliedBefore: await depositApplied(db, companyId, found.deposit.id),
    method: found.deposit.applyMethod,
    gross: summary.currentPaymentDue,
    contractSum: summary.contractSumToDate,
    last: summary.balanceToFinishInclRetainage === 0,
  });
}

/** Records what a sent application took; the figure recorded first is the one every retry uses. */
export async function recordPayAppShare(
  db: Db,
  companyId: CompanyId,
  projectId: number,
  payAppId: number,
  cents: number,
) {
  const found = await findDeposit(db, companyId, projectId);
  if (!found || cents <= 0) return 0;
  await recordPayAppDeposit(db, companyId, found.deposit.id, payAppId, cents);
  return (await depositAppliedOnPayApp(db, companyId, payAppId)) ?? 0;
}

/**
 * A stage billing on a project with change orders or a deposit (services/progress.ts): whether its contract value is
 * a hard ceiling, what it takes off a paid deposit, and the statement recording that share in the billing's batch.
 */
export async function stageTerms(
  db: Db,
  companyId: CompanyId,
  project: { id: number; totalValue: number | null },
  input: { amount: number; completionPercentage: number },
) {
  const none = {
    strict: false,
    applied: 0,
    record: (_progressIdSql: unknown): ReturnType<typeof recordProgressDeposit>[] => [],
  };
  const contract = await findContract(db, companyId, project.id);
  if (contract?.billingMode === "pay_apps") return none;
  if (!(await usesCommercialTerms(db, companyId, project.id))) return none;
  const found = await findDeposit(db, companyId, project.id);
  if (!found || !isPaid(found)) return { ...none, strict: true };
  const applied = depositToApply({
    deposit: found.deposit.amountCents,
    paid: true,
    appliedBefore: await depositApplied(db, companyId, found.deposit.id),
    method: found.deposit.applyMethod,
    gross: input.amount,
    contractSum: project.totalValue ?? 0,
    last: input.completionPercentage === 100,
  });
  return {
    strict: true,
    applied,
    /** The billing inserted first in the same batch is the project's newest. */
    record: (progressIdSql: unknown): ReturnType<typeof recordProgressDeposit>[] =>
      applied > 0 ? [recordProgressDeposit(db, companyId, found.deposit.id, applied, progressIdSql)] : [],
  };
}
