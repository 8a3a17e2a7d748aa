// Progress rules: numbering per project, the completion floor, owned photos, and the project's completion.
import type { z } from "zod";
import {
  type BillingMoney,
  type CreateProgressSchema,
  completionBelowPrevious,
  PROJECT_ARCHIVED,
  PROJECT_COMPLETED,
} from "#schema/contracts";
import { progressLabel } from "#schema/contracts/billing-labels";
import { can } from "#schema/contracts/permissions";
import type { Role } from "#schema/contracts/team-words";
import type { Member } from "#schema/db/companies";
import { balanceDueOf } from "#schema/rules/balance";
import { changeOrderMessages } from "#schema/rules/change-orders";
import { PAST_CONTRACT_ASK_OFFICE, pastContractBy, pastContractMessage } from "#schema/rules/contract-value";
import { formatMoneyExact } from "#schema/rules/money";
import { OWN_TAX_RATE_PREFIX } from "#schema/rules/own-tax-rates";
import { localDate } from "#schema/rules/time";
import { awardStatements } from "../db/achievements";
import { advanceInvoiceCounter, findClientTerms } from "../db/billing-terms";
import { newestProgressOf } from "../db/change-orders";
import { listCompanyTaxRates } from "../db/company-tax-rates";
import {
  findIssuedStages,
  findProgressByIdempotencyKey,
  findProgressDetail,
  findProgressFloor,
  insertProgress,
  type ProgressRow,
  raiseContractToBilled,
  syncProjectCompletion,
} from "../db/progress";
import { findProject } from "../db/projects";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest, notFound } from "../lib/errors";
import { syncStateOfOwn } from "./accounting/sync";
import { EARNED_BY } from "./achievements/rules";
import { billingTerms, type CompanyTerms, deductsEarlierStages } from "./billing-terms";
import { stageTerms } from "./deposit-share";
import { readPeppolDelivery } from "./peppol-delivery";
import { withPhoneDisplay } from "./phones";
import { PROJECT_NOT_FOUND } from "./projects";
import { ownedPhotos } from "./uploads";

export const PROGRESS_NOT_FOUND = "Progress not found";
export const INVOICE_NUMBER_TAKEN =
  "Your next invoice number is already on an earlier invoice. Change the invoice prefix on your profile, then submit again.";
/** Simultaneous submissions on one project each retry for the next free number this many times. */
const NUMBER_ATTEMPTS = 5;

type Submitter = Member & CompanyTerms & { timezone: string; role?: Role };
export type CreateProgressInput = z.output<typeof CreateProgressSchema>;

/**
 * What the browser may see of a progress row: its money as issued (BillingMoney, issue 33) and what it still owes
 * (ADR 0165).
 */
export const toPublicProgress = ({ idempotencyKey: _key, deductedStages: _stages, ...row }: ProgressRow) => ({
  ...(row satisfies BillingMoney),
  balanceDue: balanceDueOf(row),
});

/** A calendar date stays as typed; a date-time becomes the date it falls on in the owner's timezone. */
export const toDueDate = (value: string | null, timeZone: string) =>
  value === null ? null : value.length === 10 ? value : localDate(timeZone, new Date(value));

/**
 * Submits a progress billing: status pending, the next number on its project, and the project's completion
 * moved to it in the same batch. With an idempotency key, a retry answers the first submission
 * (`replayed: true`) instead of billing twice. `submittedAt` is for the local demo workspace, whose billings have a past.
 */
export async function createProgress(
  db: Db,
  user: Submitter,
  input: CreateProgressInput,
  idempotencyKey?: string,
  submittedAt?: Date,
) {
  if (idempotencyKey) {
    const earlier = await findProgressByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return { progress: toPublicProgress(earlier), replayed: true };
  }
  const project = await findProject(db, user.companyId, input.projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  // A finished or archived job takes no new billing until the contractor reopens it.
  if (project.status !== "active")
    throw new AppError("CONFLICT", project.status === "completed" ? PROJECT_COMPLETED : PROJECT_ARCHIVED);
  const photos = await ownedPhotos(db, user, input.photos);
  // Its money and tax are fixed now, as on the day it is issued in the owner's timezone (ADR 0149).
  const client = await findClientTerms(db, user.companyId, project.clientId);
  // Change orders and deposits (ADR 0207): the revised contract is a ceiling, and a paid deposit comes off first.
  const commercial = await stageTerms(db, user.companyId, project, input);
  if (commercial.applied > 0) {
    const less = formatMoneyExact(commercial.applied, client?.currency ?? user.currency, user.locale);
    const line = `Less deposit applied: ${less}`;
    input = {
      ...input,
      amount: input.amount - commercial.applied,
      description: input.description ? `${input.description}\n${line}` : line,
    };
  }
  // A final invoice deducts the project's earlier stages where the country asks (ADR 0180): read only then.
  const earlier =
    input.completionPercentage === 100 && deductsEarlierStages(user.country)
      ? await findIssuedStages(db, user.companyId, project.id)
      : [];
  // The company's own rates are read only when this billing or the company's default names one (ADR 0211).
  const namesOwn = [input.taxRate, user.defaultTaxRate].some((code) => code?.startsWith(OWN_TAX_RATE_PREFIX));
  const ownRates = namesOwn ? await listCompanyTaxRates(db, user.companyId) : [];
  const terms = billingTerms(
    { ...user, ownRates },
    client ?? { currency: null, isBusiness: false, reverseCharge: false, taxNumber: null },
    input,
    localDate(user.timezone, submittedAt ?? new Date()),
    { completionPercentage: input.completionPercentage, earlier },
  );

  const floor = await findProgressFloor(db, user.companyId, project.id);
  const next = (floor?.highestNumber ?? 0) + 1;
  if (input.progressNumber !== undefined && input.progressNumber !== next) {
    const message = `The next progress number on this project is #${next}`;
    throw badRequest(message, { progressNumber: message });
  }
  const previous = floor?.highestCompletion ?? null;
  if (previous !== null && input.completionPercentage < previous) {
    const message = completionBelowPrevious(previous);
    throw badRequest(message, { completionPercentage: message });
  }
  // Past the contract value only as a confirmed change of contract, which raises the value in the same batch. A
  // contract value is net of tax, so the billing's net is what counts against it.
  const billed = floor?.billed ?? 0;
  const pastContract = pastContractBy(project.totalValue, billed, terms.netAmount) > 0;
  // A member who may not see the company's money is neither shown the contract value nor able to raise it.
  const seesMoney = !user.role || can(user.role, "money:read");
  if (pastContract && commercial.strict) {
    const f = (m: number) => formatMoneyExact(m, terms.currency, terms.locale);
    const revised = project.totalValue ?? 0;
    const message = changeOrderMessages.stagePastRevised(f(revised), f(billed), f(Math.max(0, revised - billed)));
    throw new AppError("UNPROCESSABLE", message, { amount: message });
  }
  if (pastContract && (!input.contractChangeConfirmed || !seesMoney)) {
    const message = seesMoney ? pastContractMessage(project.totalValue!, billed, user) : PAST_CONTRACT_ASK_OFFICE;
    throw badRequest(message, { amount: message });
  }

  const values = {
    projectId: project.id,
    companyId: user.companyId,
    submittedBy: user.id,
    completionPercentage: input.completionPercentage,
    amount: input.amount,
    ...terms,
    description: input.description,
    dueDate: toDueDate(input.dueDate, user.timezone),
    photos,
    idempotencyKey: idempotencyKey ?? null,
    ...(submittedAt ? { createdAt: submittedAt, updatedAt: submittedAt } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const [[row]] = await db.batch([
        insertProgress(db, values, input.progressNumber),
        // The invoice number the insert read is taken: the same transaction moves the company's series past it.
        advanceInvoiceCounter(db, user.companyId),
        syncProjectCompletion(db, user.companyId, project.id),
        ...(pastContract ? [raiseContractToBilled(db, user.companyId, project.id)] : []),
        ...commercial.record(newestProgressOf(user.companyId, project.id)),
        ...awardStatements(db, user.id, EARNED_BY.progressSubmitted),
      ]);
      return { progress: toPublicProgress(row!), replayed: false };
    } catch (err) {
      if (idempotencyKey && isUniqueViolation(err, "idempotency_key")) {
        const earlier = await findProgressByIdempotencyKey(db, user.id, idempotencyKey);
        if (earlier) return { progress: toPublicProgress(earlier), replayed: true };
      }
      // The series met a number issued before (an owner moved the prefix onto an older series): a 409, never a 500.
      if (isUniqueViolation(err, "invoice_number")) throw new AppError("CONFLICT", INVOICE_NUMBER_TAKEN);
      if (!isUniqueViolation(err, "progress_number")) throw err;
      if (input.progressNumber !== undefined) {
        const message = `${progressLabel(input.progressNumber)} was just submitted on this project. Check the project, then submit again.`;
        throw new AppError("CONFLICT", message, { progressNumber: message });
      }
      if (attempt >= NUMBER_ATTEMPTS) {
        throw new AppError(
          "CONFLICT",
          "Another progress was submitted on this project at the same moment. Please submit again.",
        );
      }
    }
  }
}

/**
 * One progress with its project name, project and client; another user's progress is a 404. For the owner and the
 * office, an approved or paid billing also says where it stands in the connected books (null when none are), so the
 * screen needs no second read to learn that nothing is connected (ADR 0131).
 */
export async function getProgress(db: Db, member: Member & { country: string; role: Role }, id: number) {
  const row = await findProgressDetail(db, member, id);
  if (!row) throw notFound(PROGRESS_NOT_FOUND);
  const synced = row.progress.status === "approved" || row.progress.status === "paid";
  const [accountingSync, peppolDelivery] = await Promise.all([
    synced && can(member.role, "money:read") ? syncStateOfOwn(db, member.companyId, row.progress.id) : null,
    // Where the billing's e-invoice stands on the Peppol network (ADR 0193); null when it never went over Peppol.
    readPeppolDelivery(db, member.companyId, row.progress.id),
  ]);
  return {
    ...toPublicProgress(row.progress),
    projectName: row.project.name,
    project: row.project,
    client: withPhoneDisplay(row.client, member.country),
    billedBy: row.biller.name,
    accountingSync,
    peppolDelivery,
  };
}
