// Pay applications (issue 37, ADR 0189-0191): the contract, the schedule of values, and applications computed by
// schema/rules/pay-app-math.ts. Only the latest application is edited (409 otherwise); a rule broken is a 422 in the
// rule's words; sending issues a billing row for line 8 that the approval link, reminders, payments and accounting
// treat as any billing (ADR 0190), and the application keeps the figures it was sent with.
import type { z } from "zod";
import type {
  ContractSchema,
  ContractView,
  CreatePayAppSchema,
  CreateSovLinesSchema,
  PayAppLineView,
  PayAppView,
  SovView,
  UpdatePayAppSchema,
  UpdateSovLinesSchema,
} from "#schema/contracts/pay-apps";
import type { Member } from "#schema/db/companies";
import { formatMoneyExact } from "#schema/rules/money";
import {
  type ApplicationInput,
  type ComputedApplication,
  type ContractInput,
  computeApplication,
  type LineCarry,
  type PreviousApplication,
  payAppMessages,
  scheduledTotal,
} from "#schema/rules/pay-app-math";
import { parseSovCsv } from "#schema/rules/sov-csv";
import { findClientTerms } from "../db/billing-terms";
import {
  type ContractRow,
  countStageBillings,
  deleteSovLine,
  findContract,
  findPayApp,
  insertPayApp,
  insertSovLines,
  latestPayApp,
  listPayAppLines,
  listPayApps,
  listSovLines,
  markPayAppSent,
  type NewPayAppLine,
  type PayAppLineRow,
  type PayAppRow,
  previousSentPayApp,
  reopenPayApp,
  replacePayApp,
  saveContract,
  updateSovLine,
} from "../db/pay-apps";
import { findProgressFloor } from "../db/progress";
import { findProject } from "../db/projects";
import type { Db } from "../lib/db";
import { AppError, notFound } from "../lib/errors";
import { checkSovEditAgainstChangeOrders, contractInPeriod } from "./change-orders";
import { payAppDepositShare, recordPayAppShare } from "./deposit-share";
import { submitProgress } from "./progress-submission";
import { PROJECT_NOT_FOUND } from "./projects";
import type { SessionUser } from "./sessions";

export const PAY_APP_NOT_FOUND = "Pay application not found";
export const NOT_PAY_APP_PROJECT = "This project bills in stages. Choose pay applications on its contract first.";
export const MODE_HAS_BILLINGS =
  "This project already has billings in its current mode, so its billing mode can't change.";
export const SOV_LINE_BILLED = "This line is on an application, so it can't be removed.";
export const BILLS_BY_PAY_APPS =
  "This project bills by pay applications. Start an application on the project's page instead.";
export const NOTHING_DUE = "This application certifies no payment due, so there is nothing to send.";
export const LATEST_REJECTED =
  "The client rejected the latest application. Edit it and send it again before starting another.";

/** A sent application whose billing the client rejected: the latest one reopens for editing and resending. */
const rejected = (app: Pick<PayAppRow, "status">, billingStatus: string | null) =>
  app.status === "sent" && billingStatus === "rejected";

type Money = { currency: string; locale: string };
type Owner = Member & { currency: string; locale: string };

const unprocessable = (message: string, errors?: Record<string, string>) =>
  new AppError("UNPROCESSABLE", message, errors);
const bp = (percent: number) => Math.round(percent * 100);
const percent = (basisPoints: number) => basisPoints / 100;

async function projectMoney(db: Db, user: Owner, projectId: number) {
  const project = await findProject(db, user.companyId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const client = await findClientTerms(db, user.companyId, project.clientId);
  const money: Money = { currency: client?.currency ?? user.currency, locale: user.locale };
  return { project, money };
}

const contractView = (projectId: number, row: ContractRow | undefined, money: Money): ContractView => ({
  projectId,
  billingMode: row?.billingMode ?? "stages",
  originalContractSum: row?.originalContractCents ?? 0,
  retainageWorkPercent: percent(row?.retainageWorkBp ?? 0),
  retainageStoredPercent: percent(row?.retainageStoredBp ?? 0),
  retainageReduceAtPercent: row?.retainageReduceAtBp == null ? null : percent(row.retainageReduceAtBp),
  retainageReducedWorkPercent: row?.retainageReducedWorkBp == null ? null : percent(row.retainageReducedWorkBp),
  retainageReduceMode: row?.retainageReduceMode ?? "forward",
  allowOverbilling: row?.allowOverbilling ?? false,
  contractDate: row?.contractDate ?? null,
  siteAddress: row?.siteAddress ?? null,
  siteState: row?.siteState ?? null,
  ...money,
});

export async function getContract(db: Db, user: Owner, projectId: number) {
  const { money } = await projectMoney(db, user, projectId);
  return contractView(projectId, await findContract(db, user.companyId, projectId), money);
}

export async function putContract(db: Db, user: Owner, projectId: number, input: z.output<typeof ContractSchema>) {
  const { money } = await projectMoney(db, user, projectId);
  const existing = await findContract(db, user.companyId, projectId);
  const mode = existing?.billingMode ?? "stages";
  if (mode !== input.billingMode) {
    // A project's billings are all of one kind: stage billings and applications never mix on one contract.
    const busy =
      mode === "stages"
        ? (await countStageBillings(db, user.companyId, projectId)) > 0
        : (await latestPayApp(db, user.companyId, projectId)) !== undefined;
    if (busy) throw new AppError("CONFLICT", MODE_HAS_BILLINGS);
  }
  const [[row]] = await saveContract(db, {
    projectId,
    companyId: user.companyId,
    billingMode: input.billingMode,
    originalContractCents: input.originalContractSum,
    retainageWorkBp: bp(input.retainageWorkPercent),
    retainageStoredBp: bp(input.retainageStoredPercent),
    retainageReduceAtBp: input.retainageReduceAtPercent === null ? null : bp(input.retainageReduceAtPercent),
    retainageReducedWorkBp: input.retainageReducedWorkPercent === null ? null : bp(input.retainageReducedWorkPercent),
    retainageReduceMode: input.retainageReduceMode,
    allowOverbilling: input.allowOverbilling,
    contractDate: input.contractDate,
    siteAddress: input.siteAddress,
    siteState: input.siteState,
  });
  return contractView(projectId, row, money);
}

/** A stage billing on a project that bills by pay applications is refused: the two modes never mix (422). */
export async function assertBillsInStages(db: Db, member: Member, projectId: number) {
  const contract = await findContract(db, member.companyId, projectId);
  if (contract?.billingMode === "pay_apps") throw unprocessable(BILLS_BY_PAY_APPS, { projectId: BILLS_BY_PAY_APPS });
}

/** The contract a pay-app project bills against, or a 422 saying the project bills in stages. */
async function payAppContract(db: Db, user: Owner, projectId: number) {
  const { project, money } = await projectMoney(db, user, projectId);
  const contract = await findContract(db, user.companyId, projectId);
  if (!contract || contract.billingMode !== "pay_apps") throw unprocessable(NOT_PAY_APP_PROJECT);
  return { project, money, contract };
}

async function sovView(db: Db, user: Owner, projectId: number, money: Money, contract?: ContractRow): Promise<SovView> {
  const rows = await listSovLines(db, user.companyId, projectId);
  const billed = new Set(rows.filter((r) => r.billed).map((r) => r.line.id));
  // As of every approved change order (ADR 0206): their lines, and the lines they adjust at the adjusted value.
  const now = await contractInPeriod(
    db,
    user.companyId,
    projectId,
    rows.map((r) => r.line),
    null,
  );
  const lines = now.lines.map(({ line, scheduled }) => ({
    id: line.id,
    itemNo: line.itemNo,
    description: line.description,
    scheduledValue: scheduled,
    baseValue: line.scheduledCents,
    source: line.source,
    billed: billed.has(line.id),
  }));
  return {
    lines,
    scheduledTotal: scheduledTotal(lines.map((l) => ({ scheduled: l.scheduledValue }))),
    contractSumToDate: (contract?.originalContractCents ?? 0) + now.netChange,
    ...money,
  };
}

export async function getSov(db: Db, user: Owner, projectId: number) {
  const { money } = await projectMoney(db, user, projectId);
  return sovView(db, user, projectId, money, await findContract(db, user.companyId, projectId));
}

export async function addSovLines(
  db: Db,
  user: Owner,
  projectId: number,
  input: z.output<typeof CreateSovLinesSchema>,
) {
  const { money, contract } = await payAppContract(db, user, projectId);
  const existing = await listSovLines(db, user.companyId, projectId);
  let rows: { itemNo: string; description: string; scheduledValue: number }[];
  if ("csv" in input) {
    const parsed = parseSovCsv(input.csv, money.currency);
    if (parsed.errors.length > 0) throw unprocessable(parsed.errors.join(" "), { csv: parsed.errors[0]! });
    if (parsed.rows.length === 0) throw unprocessable("The CSV has no lines to import.", { csv: "No lines" });
    rows = parsed.rows;
  } else rows = [{ itemNo: input.itemNo ?? "", description: input.description, scheduledValue: input.scheduledValue }];
  const sortFrom = existing.reduce((m, r) => Math.max(m, r.line.sort), 0);
  await insertSovLines(
    db,
    rows.map((r, i) => ({
      companyId: user.companyId,
      projectId,
      itemNo: r.itemNo || String(existing.length + i + 1),
      description: r.description,
      scheduledCents: r.scheduledValue,
      sort: sortFrom + i + 1,
    })),
  );
  return sovView(db, user, projectId, money, contract);
}

export async function updateSovLines(
  db: Db,
  user: Owner,
  projectId: number,
  input: z.output<typeof UpdateSovLinesSchema>,
) {
  const { money, contract } = await payAppContract(db, user, projectId);
  const existing = new Map((await listSovLines(db, user.companyId, projectId)).map((r) => [r.line.id, r]));
  await checkSovEditAgainstChangeOrders(
    db,
    user.companyId,
    projectId,
    input.lines.flatMap((c) => {
      const row = existing.get(c.id);
      return row ? [{ line: row.line, scheduledValue: c.scheduledValue, remove: c.remove }] : [];
    }),
    money,
  );
  const statements = [];
  for (const change of input.lines) {
    const row = existing.get(change.id);
    // Another project's or company's line reads as missing.
    if (!row) throw notFound("Schedule of values line not found");
    if (change.remove) {
      if (row.billed) throw new AppError("CONFLICT", SOV_LINE_BILLED, { [`lines.${change.id}`]: SOV_LINE_BILLED });
      statements.push(deleteSovLine(db, user.companyId, change.id));
    } else
      statements.push(
        updateSovLine(db, user.companyId, change.id, {
          ...(change.itemNo !== undefined ? { itemNo: change.itemNo } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.scheduledValue !== undefined ? { scheduledCents: change.scheduledValue } : {}),
        }),
      );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return sovView(db, user, projectId, money, contract);
}

// ---------------------------------------------------------------------------------------------------------------
// Applications

const termsOf = (c: ContractRow) => ({
  workBp: c.retainageWorkBp,
  storedBp: c.retainageStoredBp,
  reduceAtBp: c.retainageReduceAtBp,
  reducedWorkBp: c.retainageReducedWorkBp,
  reduceMode: c.retainageReduceMode,
  allowOverbilling: c.allowOverbilling,
});

async function mathContract(db: Db, user: Owner, contract: ContractRow, periodTo: string): Promise<ContractInput> {
  const rows = await listSovLines(db, user.companyId, contract.projectId);
  // Line 2 and column C count the change orders approved by the period's end (ADR 0206).
  const period = await contractInPeriod(
    db,
    user.companyId,
    contract.projectId,
    rows.map((r) => r.line),
    periodTo,
  );
  return {
    originalContractSum: contract.originalContractCents,
    netChangeByChangeOrders: period.netChange,
    terms: termsOf(contract),
    lines: period.lines.map(({ line, scheduled }) => ({
      id: String(line.id),
      itemNo: line.itemNo,
      description: line.description,
      scheduled,
    })),
  };
}

/** The previous sent application's figures, as the next one continues from them. */
async function previousOf(db: Db, user: Owner, projectId: number, appNo: number): Promise<PreviousApplication> {
  const prev = await previousSentPayApp(db, user.companyId, projectId, appNo);
  if (!prev) return null;
  const lines: Record<string, LineCarry> = {};
  for (const l of await listPayAppLines(db, user.companyId, [prev.id]))
    lines[String(l.sovLineId)] = {
      completedToDate: l.fromPreviousCents + l.workThisPeriodCents,
      storedMaterials: l.storedMaterialsCents,
      workRetainage: l.workRetainageCents,
      releasedToDate: l.releasedToDateCents,
    };
  return {
    totalCompletedAndStored: prev.completedStoredCents,
    totalEarnedLessRetainage: prev.earnedLessRetainageCents,
    lines,
  };
}

/** Computes and checks an application; a broken rule is a 422 with its words, every one listed by field. */
function computeOrRefuse(
  contract: ContractInput,
  previous: PreviousApplication,
  input: ApplicationInput,
  money: Money,
) {
  const { application, problems } = computeApplication(contract, previous, input, (m) =>
    formatMoneyExact(m, money.currency, money.locale),
  );
  if (problems.length > 0) {
    const errors: Record<string, string> = {};
    for (const p of problems) errors["sovLineId" in p ? `lines.${p.sovLineId}` : "releaseAmount"] ??= p.message;
    throw unprocessable(problems[0]!.message, errors);
  }
  return application;
}

const summaryColumns = (a: ComputedApplication) => ({
  originalContractCents: a.summary.originalContractSum,
  netChangeCents: a.summary.netChangeByChangeOrders,
  contractSumCents: a.summary.contractSumToDate,
  completedStoredCents: a.summary.totalCompletedAndStored,
  retainageWorkCents: a.summary.retainageOnWork,
  retainageStoredCents: a.summary.retainageOnStored,
  earnedLessRetainageCents: a.summary.totalEarnedLessRetainage,
  previousCertificatesCents: a.summary.lessPreviousCertificates,
  currentDueCents: a.summary.currentPaymentDue,
  balanceInclRetainageCents: a.summary.balanceToFinishInclRetainage,
  workRateBp: a.summary.workRateBp,
  releaseAmount: a.summary.releaseAmount,
});

const lineRows = (companyId: Member["companyId"], a: ComputedApplication): NewPayAppLine[] =>
  a.lines.map((l, i) => ({
    companyId,
    sovLineId: Number(l.sovLineId),
    itemNo: l.itemNo,
    description: l.description,
    scheduledCents: l.scheduledValue,
    fromPreviousCents: l.fromPrevious,
    workThisPeriodCents: l.workThisPeriod,
    storedMaterialsCents: l.storedMaterials,
    workRetainageCents: l.workRetainage,
    storedRetainageCents: l.storedRetainage,
    releasedThisPeriodCents: l.releasedThisPeriod,
    releasedToDateCents: l.releasedToDate,
    sort: i,
  }));

function lineView(l: PayAppLineRow): PayAppLineView {
  const total = l.fromPreviousCents + l.workThisPeriodCents + l.storedMaterialsCents;
  const pct =
    l.scheduledCents === 0
      ? null
      : Number((BigInt(total) * 20000n + BigInt(l.scheduledCents)) / (2n * BigInt(l.scheduledCents)));
  return {
    sovLineId: l.sovLineId,
    itemNo: l.itemNo,
    description: l.description,
    scheduledValue: l.scheduledCents,
    fromPrevious: l.fromPreviousCents,
    workThisPeriod: l.workThisPeriodCents,
    storedMaterials: l.storedMaterialsCents,
    totalCompletedAndStored: total,
    percentComplete: pct === null ? null : pct / 100,
    balanceToFinish: l.scheduledCents - total,
    retainage: l.workRetainageCents + l.storedRetainageCents,
    workRetainage: l.workRetainageCents,
    storedRetainage: l.storedRetainageCents,
    releasedThisPeriod: l.releasedThisPeriodCents,
    releasedToDate: l.releasedToDateCents,
  };
}

function payAppView(
  app: PayAppRow,
  billingStatus: string | null,
  lines: PayAppLineRow[],
  money: Money,
  latestNo: number,
): Omit<PayAppView, "lessDepositApplied" | "netPaymentDue"> {
  return {
    id: app.id,
    projectId: app.projectId,
    appNo: app.appNo,
    kind: app.kind,
    periodTo: app.periodTo,
    status: app.status,
    progressId: app.progressId,
    billingStatus,
    editable: (app.status === "draft" || rejected(app, billingStatus)) && app.appNo === latestNo,
    ...money,
    originalContractSum: app.originalContractCents,
    netChangeByChangeOrders: app.netChangeCents,
    contractSumToDate: app.contractSumCents,
    totalCompletedAndStored: app.completedStoredCents,
    retainageOnWork: app.retainageWorkCents,
    retainageOnStored: app.retainageStoredCents,
    totalRetainage: app.retainageWorkCents + app.retainageStoredCents,
    totalEarnedLessRetainage: app.earnedLessRetainageCents,
    lessPreviousCertificates: app.previousCertificatesCents,
    currentPaymentDue: app.currentDueCents,
    balanceToFinishInclRetainage: app.balanceInclRetainageCents,
    retainageWorkPercent: percent(app.workRateBp),
    releaseAmount: app.releaseAmount,
    sentAt: app.sentAt ? app.sentAt.toISOString() : null,
    lines: lines.filter((l) => l.payAppId === app.id).map(lineView),
  };
}

const inputOf = (
  kind: PayAppRow["kind"],
  lines: { sovLineId: number; workThisPeriod: number; storedMaterials: number }[],
  releaseAmount: number | undefined,
): ApplicationInput =>
  kind === "retainage-release"
    ? { kind, releaseAmount: releaseAmount ?? 0 }
    : {
        kind,
        entries: lines.map((l) => ({
          sovLineId: String(l.sovLineId),
          workThisPeriod: l.workThisPeriod,
          storedMaterials: l.storedMaterials,
        })),
      };

export async function listProjectPayApps(db: Db, user: Owner, projectId: number) {
  const { money } = await projectMoney(db, user, projectId);
  const rows = await listPayApps(db, user.companyId, projectId);
  const lines = await listPayAppLines(
    db,
    user.companyId,
    rows.map((r) => r.app.id),
  );
  const latestNo = rows[0]?.app.appNo ?? 0;
  return Promise.all(
    rows.map(async (r) => withDeposit(db, user, payAppView(r.app, r.billingStatus, lines, money, latestNo))),
  );
}

export async function getPayApp(db: Db, user: Owner, id: number) {
  const found = await findPayApp(db, user.companyId, id);
  if (!found) throw notFound(PAY_APP_NOT_FOUND);
  const { money } = await projectMoney(db, user, found.app.projectId);
  const latest = await latestPayApp(db, user.companyId, found.app.projectId);
  const lines = await listPayAppLines(db, user.companyId, [id]);
  return withDeposit(
    db,
    user,
    payAppView(found.app, found.billingStatus, lines, money, latest?.appNo ?? found.app.appNo),
  );
}

/** "Less deposit applied" under line 8 and the payment due after it: as recorded once sent, as it would be before. */
const withDeposit = async (
  db: Db,
  user: Owner,
  view: Omit<PayAppView, "lessDepositApplied" | "netPaymentDue">,
): Promise<PayAppView> => {
  const applied = await payAppDepositShare(db, user.companyId, view.projectId, view.id, view);
  return { ...view, lessDepositApplied: applied, netPaymentDue: view.currentPaymentDue - applied };
};

export async function createPayApp(db: Db, user: Owner, projectId: number, input: z.output<typeof CreatePayAppSchema>) {
  const { money, contract } = await payAppContract(db, user, projectId);
  const latest = await latestPayApp(db, user.companyId, projectId);
  if (latest?.status === "draft") throw new AppError("CONFLICT", payAppMessages.previousDraft);
  if (latest && (await findPayApp(db, user.companyId, latest.id))?.billingStatus === "rejected")
    throw new AppError("CONFLICT", LATEST_REJECTED);
  const appNo = (latest?.appNo ?? 0) + 1;
  const math = await mathContract(db, user, contract, input.periodTo);
  const previous = await previousOf(db, user, projectId, appNo);
  const application = computeOrRefuse(math, previous, inputOf(input.kind, input.lines, input.releaseAmount), money);
  try {
    const row = await insertPayApp(
      db,
      {
        companyId: user.companyId,
        projectId,
        appNo,
        kind: input.kind,
        periodTo: input.periodTo,
        createdBy: user.id,
        ...summaryColumns(application),
      },
      lineRows(user.companyId, application),
    );
    return getPayApp(db, user, row.id);
  } catch (err) {
    if (String(err).includes("UNIQUE")) throw new AppError("CONFLICT", payAppMessages.previousDraft);
    throw err;
  }
}

/**
 * The latest draft, or the 409 the rule names: a sent application and an earlier one are never edited. The latest
 * one the client rejected reopens as a draft (ADR 0190): it keeps the rejected billing's id until it is sent again,
 * so the new billing gets its own idempotency key and the rejected one stays as the client decided it.
 */
async function editableApp(db: Db, user: Owner, id: number) {
  const found = await findPayApp(db, user.companyId, id);
  if (!found) throw notFound(PAY_APP_NOT_FOUND);
  const latest = await latestPayApp(db, user.companyId, found.app.projectId);
  if (latest && latest.appNo !== found.app.appNo) throw new AppError("CONFLICT", payAppMessages.notLatest);
  if (rejected(found.app, found.billingStatus)) {
    await reopenPayApp(db, user.companyId, id);
    return { ...found.app, status: "draft" as const };
  }
  if (found.app.status !== "draft") throw new AppError("CONFLICT", payAppMessages.sent);
  return found.app;
}

/** Recomputes a draft from the schedule as it stands and what was typed (kept unless `changes` replaces it). */
async function recompute(db: Db, user: Owner, app: PayAppRow, changes: z.output<typeof UpdatePayAppSchema>) {
  const { money, contract } = await payAppContract(db, user, app.projectId);
  const typed = changes.lines
    ? changes.lines
    : (await listPayAppLines(db, user.companyId, [app.id])).map((l) => ({
        sovLineId: l.sovLineId,
        workThisPeriod: l.workThisPeriodCents,
        storedMaterials: l.storedMaterialsCents,
      }));
  const math = await mathContract(db, user, contract, changes.periodTo ?? app.periodTo);
  const previous = await previousOf(db, user, app.projectId, app.appNo);
  const application = computeOrRefuse(
    math,
    previous,
    inputOf(app.kind, typed, changes.releaseAmount ?? app.releaseAmount),
    money,
  );
  return { application, math, money };
}

export async function updatePayApp(db: Db, user: Owner, id: number, changes: z.output<typeof UpdatePayAppSchema>) {
  const app = await editableApp(db, user, id);
  const { application } = await recompute(db, user, app, changes);
  await replacePayApp(
    db,
    user.companyId,
    id,
    { ...(changes.periodTo ? { periodTo: changes.periodTo } : {}), ...summaryColumns(application) },
    lineRows(user.companyId, application),
  );
  return getPayApp(db, user, id);
}

/**
 * Sends the latest draft: its figures recomputed and fixed, a billing issued for line 8 (ADR 0190) and the client's
 * approval link sent with it. A second tap finds it sent and answers as it is.
 */
export async function sendPayApp(env: Env, db: Db, user: SessionUser, id: number, origin: string) {
  const found = await findPayApp(db, user.companyId, id);
  if (found && found.app.status === "sent" && !rejected(found.app, found.billingStatus))
    return { ...(await getPayApp(db, user, id)), approval: null };
  const app = await editableApp(db, user, id);
  const { application, math, money } = await recompute(db, user, app, {});
  const sov = scheduledTotal(math.lines);
  const line3 = application.summary.contractSumToDate;
  if (sov !== line3) {
    const f = (m: number) => formatMoneyExact(m, money.currency, money.locale);
    throw unprocessable(payAppMessages.sovMismatch(f(sov), f(line3)));
  }
  // A paid deposit comes off line 8 (ADR 0207): the billing asks for what is left.
  const share = await payAppDepositShare(db, user.companyId, app.projectId, id, application.summary);
  if (application.summary.currentPaymentDue - share <= 0) throw unprocessable(NOTHING_DUE);
  const due =
    application.summary.currentPaymentDue - (await recordPayAppShare(db, user.companyId, app.projectId, id, share));
  await replacePayApp(db, user.companyId, id, summaryColumns(application), lineRows(user.companyId, application));
  const certified = line3 === 0 ? 0 : Math.floor((application.summary.totalEarnedLessRetainage * 100) / line3);
  // A billing's completion never goes below an earlier one's (a negative correction keeps the last figure).
  const floor = (await findProgressFloor(db, user.companyId, app.projectId))?.highestCompletion ?? 0;
  const { progress, approval } = await submitProgress(
    env,
    db,
    user,
    {
      projectId: app.projectId,
      // Share of the contract certified so far: it reaches 100 only when the last retainage is released, so a
      // project is never completed (and closed to billing) while retainage is still held.
      completionPercentage: Math.max(floor, 1, Math.min(100, certified)),
      amount: due,
      description: payAppDescription(app),
      photos: [],
      dueDate: null,
      // The contract's own rules (overbilling) were checked above; the project's value follows the contract.
      contractChangeConfirmed: true,
    },
    // Sent again after a rejection: a key of its own, or the retry would answer the rejected billing.
    { idempotencyKey: app.progressId ? `pay-app-${id}-after-${app.progressId}` : `pay-app-${id}`, origin },
  );
  await markPayAppSent(db, user.companyId, id, progress.id);
  // The link the client was sent (null on a replay or when the relay sends it later), as a stage billing answers it.
  return { ...(await getPayApp(db, user, id)), approval };
}

/** What the billing row, the invoice list and the client's approval page call an application. */
export const payAppDescription = (app: Pick<PayAppRow, "appNo" | "kind" | "periodTo">) =>
  `${app.kind === "retainage-release" ? "Retainage release, application" : "Application for Payment"} #${app.appNo}, period to ${app.periodTo}`;
