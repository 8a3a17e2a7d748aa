// Deposits (issue 37, ADR 0207; the share each later billing takes is deposit-share.ts): a flat amount or a percentage of the contract, billed as its own billing, and once
// that billing is paid in full taken off later billings, first-billing or pro-rata (the billing finishing the contract
// takes the remainder). An unpaid deposit is never applied. A stage billing's share comes off its amount before tax,
// inside its own insert batch; an application's comes off line 8 as a "less deposit applied" line at sending, so the
// G702 identities stay as they are.
import type { z } from "zod";
import type { CreateDepositSchema, DepositView } from "#schema/contracts/change-orders";
import type { CompanyId, Member } from "#schema/db/companies";
import { changeOrderMessages, depositAmount } from "#schema/rules/change-orders";
import { formatMoneyExact } from "#schema/rules/money";
import { findClientTerms } from "../db/billing-terms";
import { deleteDeposit, depositApplied, findDeposit, insertDeposit, setDepositBilling } from "../db/change-orders";
import { findContract } from "../db/pay-apps";
import { findProject } from "../db/projects";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, notFound } from "../lib/errors";
import { type FoundDeposit, isPaid } from "./deposit-share";
import { submitProgress } from "./progress-submission";
import { PROJECT_NOT_FOUND } from "./projects";
import type { SessionUser } from "./sessions";

type Money = { currency: string; locale: string };
const unprocessable = (message: string, errors?: Record<string, string>) =>
  new AppError("UNPROCESSABLE", message, errors);

async function depositView(db: Db, companyId: CompanyId, found: FoundDeposit, money: Money): Promise<DepositView> {
  const applied = await depositApplied(db, companyId, found.deposit.id);
  const d = found.deposit;
  return {
    id: d.id,
    projectId: d.projectId,
    basis: d.basis,
    percent: d.percentBp === null ? null : d.percentBp / 100,
    amount: d.amountCents,
    applyMethod: d.applyMethod,
    progressId: d.progressId,
    billingStatus: found.billingStatus,
    paid: isPaid(found),
    applied,
    remaining: d.amountCents - applied,
    ...money,
  };
}

async function projectMoney(db: Db, user: Member & { currency: string; locale: string }, projectId: number) {
  const project = await findProject(db, user.companyId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const client = await findClientTerms(db, user.companyId, project.clientId);
  return { project, money: { currency: client?.currency ?? user.currency, locale: user.locale } };
}

export async function listDeposits(db: Db, user: SessionUser, projectId: number) {
  const { money } = await projectMoney(db, user, projectId);
  const found = await findDeposit(db, user.companyId, projectId);
  return found ? [await depositView(db, user.companyId, found, money)] : [];
}

/** Asks for the deposit: its row and the billing that asks the client for it (approval link and all). */
export async function requestDeposit(
  env: Env,
  db: Db,
  user: SessionUser,
  projectId: number,
  input: z.output<typeof CreateDepositSchema>,
  origin: string,
) {
  const { project, money } = await projectMoney(db, user, projectId);
  const contract = await findContract(db, user.companyId, projectId);
  const contractSum =
    contract?.billingMode === "pay_apps" ? contract.originalContractCents : (project.totalValue ?? null);
  if (input.basis === "percent" && !contractSum) throw unprocessable(changeOrderMessages.depositNeedsContract);
  const percentBp = input.basis === "percent" ? Math.round((input.percent ?? 0) * 100) : null;
  const amount = depositAmount(input.basis, input.basis === "flat" ? input.amount! : percentBp!, contractSum ?? 0);
  if (contractSum && amount > contractSum) {
    const message = changeOrderMessages.depositTooLarge(formatMoneyExact(contractSum, money.currency, money.locale));
    throw unprocessable(message, { amount: message });
  }
  let row: Awaited<ReturnType<typeof insertDeposit>>;
  try {
    row = await insertDeposit(db, {
      companyId: user.companyId,
      projectId,
      basis: input.basis,
      percentBp,
      amountCents: amount,
      applyMethod: input.applyMethod,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", changeOrderMessages.depositExists);
    throw err;
  }
  try {
    const { progress } = await submitProgress(
      env,
      db,
      user,
      {
        projectId,
        completionPercentage: Math.max(1, project.completionPercentage ?? 1),
        amount,
        description: "Deposit",
        photos: [],
        dueDate: null,
        contractChangeConfirmed: false,
      },
      { idempotencyKey: `deposit-${row.id}`, origin },
    );
    await setDepositBilling(db, user.companyId, row.id, progress.id);
  } catch (err) {
    // No billing, no deposit: the contractor asks again once what refused it is fixed.
    await deleteDeposit(db, user.companyId, row.id);
    throw err;
  }
  return depositView(db, user.companyId, (await findDeposit(db, user.companyId, projectId))!, money);
}
