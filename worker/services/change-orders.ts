// Change orders (issue 37, ADR 0205-0206): drafted by the contractor, sent to the client by the same /a/{token} link,
// signature and evidence as a billing, and decided once. Only an approved one moves the contract: the project's value
// at once, and an application's line 2 from the first period ending on or after its approval day, as its own
// schedule-of-values line or an adjustment of one (never below what is billed on it). An approved one is never edited,
// only reversed by another. A stage project's change order can issue a billing on approval.
import type { z } from "zod";
import { APPROVAL_LINK_TTL_MS } from "#schema/contracts";
import type {
  ChangeOrderListView,
  ChangeOrderView,
  CreateChangeOrderSchema,
  UpdateChangeOrderSchema,
} from "#schema/contracts/change-orders";
import type { CompanyId, Member } from "#schema/db/companies";
import { CLIENT_CATALOGUES, clientWords } from "#schema/i18n/client";
import {
  breaksBilledFloor,
  type ChangeOrderFacts,
  changeOrderMessages,
  changeOrderTotals,
  netChangeBy,
  scheduledIn,
} from "#schema/rules/change-orders";
import { formatMoneyExact } from "#schema/rules/money";
import { localDate } from "#schema/rules/time";
import { findClientTerms } from "../db/billing-terms";
import {
  billedByLine,
  type ChangeOrderRow,
  decideChangeOrder,
  findChangeOrder,
  findChangeOrderById,
  findChangeOrderParties,
  insertChangeOrder,
  listChangeOrders,
  markChangeOrderSent,
  setChangeOrderBilling,
  updateDraftChangeOrder,
} from "../db/change-orders";
import { isCompanyMoving } from "../db/company-move";
import { findContract, listSovLines, type SovLineRow } from "../db/pay-apps";
import { findProgressFloor } from "../db/progress";
import { findProject } from "../db/projects";
import { findMemberUser } from "../db/sessions";
import { findCompany } from "../db/subscriptions";
import { shareTokens } from "../durable-objects/share-tokens";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, notFound } from "../lib/errors";
import { log } from "../lib/log";
import { canonicalJson, decodeSignature } from "./approval-evidence";
import { AlreadyDecidedError, type DecideInput, type DecisionView, decideByToken } from "./approvals";
import { clientLanguageOf } from "./client-words";
import { companyMoving } from "./company-move";
import { queueMessages } from "./messages";
import { submitProgress } from "./progress-submission";
import { PROJECT_NOT_FOUND } from "./projects";

export const CHANGE_ORDER_NOT_FOUND = "Change order not found";
/** What the client signs under on a change order: its own sentence, not a billing's "work completed" (in English). */
export const CHANGE_ORDER_CONSENT = CLIENT_CATALOGUES.en.coConsent;

type Owner = Member & {
  currency: string;
  locale: string;
  timezone: string;
  companyName: string | null;
  fullName: string;
};
type Money = { currency: string; locale: string };

const unprocessable = (message: string, errors?: Record<string, string>) =>
  new AppError("UNPROCESSABLE", message, errors);
export const changeOrderLabel = (number: number) => `CO-${number}`;

export const factsOf = (co: ChangeOrderRow): ChangeOrderFacts => ({
  id: co.id,
  amount: co.amountCents,
  status: co.status,
  approvedOn: co.approvedOn,
  sovLineId: co.sovLineId,
  effect: co.sovEffect,
});

/**
 * The schedule of values and line 2 as an application ending on `periodTo` sees them: change-order lines from their
 * period, adjusted lines at their adjusted value. `periodTo` null: as of every approval so far.
 */
export async function contractInPeriod(
  db: Db,
  companyId: CompanyId,
  projectId: number,
  lines: readonly SovLineRow[],
  periodTo: string | null,
) {
  const facts = (await listChangeOrders(db, companyId, projectId)).map(factsOf);
  const until = periodTo ?? "9999-12-31";
  const shown: { line: SovLineRow; scheduled: number }[] = [];
  for (const line of lines) {
    const scheduled = scheduledIn(
      { id: line.id, scheduled: line.scheduledCents, changeOrderId: line.changeOrderId },
      facts,
      until,
    );
    if (scheduled !== null) shown.push({ line, scheduled });
  }
  return { netChange: netChangeBy(facts, until), lines: shown };
}

async function projectMoney(db: Db, user: Owner, projectId: number) {
  const project = await findProject(db, user.companyId, projectId);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const client = await findClientTerms(db, user.companyId, project.clientId);
  const money: Money = { currency: client?.currency ?? user.currency, locale: user.locale };
  return { project, money };
}

function view(co: ChangeOrderRow, all: readonly ChangeOrderRow[], money: Money): ChangeOrderView {
  return {
    id: co.id,
    projectId: co.projectId,
    number: co.number,
    label: changeOrderLabel(co.number),
    title: co.title,
    description: co.description,
    amount: co.amountCents,
    daysAdded: co.daysAdded,
    status: co.status,
    sovEffect: co.sovEffect,
    sovLineId: co.sovLineId,
    billOnApproval: co.billOnApproval,
    reversesId: co.reversesId,
    reversedById: all.find((o) => o.reversesId === co.id)?.id ?? null,
    progressId: co.progressId,
    approvedOn: co.approvedOn,
    decidedAt: co.decidedAt?.toISOString() ?? null,
    signerName: co.signerName,
    rejectReason: co.rejectReason,
    sentAt: co.sentAt?.toISOString() ?? null,
    ...money,
  };
}

export async function listProjectChangeOrders(db: Db, user: Owner, projectId: number): Promise<ChangeOrderListView> {
  const { project, money } = await projectMoney(db, user, projectId);
  const rows = await listChangeOrders(db, user.companyId, projectId);
  const contract = await findContract(db, user.companyId, projectId);
  // The original sum: the contract's, or a stage project's value before its approved change orders moved it.
  const approved = rows.reduce((s, co) => (co.status === "approved" ? s + co.amountCents : s), 0);
  const original =
    contract?.billingMode === "pay_apps" ? contract.originalContractCents : (project.totalValue ?? 0) - approved;
  const totals = changeOrderTotals(original, rows.map(factsOf));
  return {
    changeOrders: rows.map((co) => view(co, rows, money)),
    originalContractSum: totals.original,
    approvedAdditions: totals.approvedAdditions,
    approvedDeductions: totals.approvedDeductions,
    netChange: totals.netChange,
    revisedContractSum: totals.revised,
    pending: totals.pending,
    ...money,
  };
}

export async function getChangeOrder(db: Db, user: Owner, id: number) {
  const co = await findChangeOrder(db, user.companyId, id);
  if (!co) throw notFound(CHANGE_ORDER_NOT_FOUND);
  const { money } = await projectMoney(db, user, co.projectId);
  return view(co, await listChangeOrders(db, user.companyId, co.projectId), money);
}

/**
 * The schedule effect a change order asks for, checked: a line it adjusts must be the project's, and a deduction may
 * not take it below what the latest sent application billed on it (422 in the rule's words).
 */
async function checkEffect(
  db: Db,
  user: Owner,
  projectId: number,
  sovLineId: number | null,
  amount: number,
  money: Money,
) {
  if (sovLineId === null) return;
  const rows = await listSovLines(db, user.companyId, projectId);
  const found = rows.find((r) => r.line.id === sovLineId);
  if (!found) throw notFound("Schedule of values line not found");
  const { lines } = await contractInPeriod(
    db,
    user.companyId,
    projectId,
    rows.map((r) => r.line),
    null,
  );
  const scheduled = lines.find((l) => l.line.id === sovLineId)?.scheduled ?? found.line.scheduledCents;
  const billed = (await billedByLine(db, user.companyId, projectId)).get(sovLineId) ?? 0;
  if (breaksBilledFloor(scheduled, amount, billed)) {
    const message = changeOrderMessages.belowBilled(
      found.line.itemNo,
      formatMoneyExact(billed, money.currency, money.locale),
    );
    throw unprocessable(message, { amount: message });
  }
}

/**
 * A hand edit of the schedule of values against the approved change orders (issue 37, ADR 0217): a change order's own
 * line is locked (an approved change order is only reversed by another), a line one adjusts is never removed, and its
 * scheduled value plus the approved adjustments never goes below what is billed on it. 422 in the rule's words.
 */
export async function checkSovEditAgainstChangeOrders(
  db: Db,
  companyId: CompanyId,
  projectId: number,
  changes: readonly { line: SovLineRow; scheduledValue?: number; remove?: boolean }[],
  money: Money,
) {
  const approved = (await listChangeOrders(db, companyId, projectId)).filter((co) => co.status === "approved");
  let billed: Map<number, number> | undefined;
  for (const { line, scheduledValue, remove } of changes) {
    const moved = remove || (scheduledValue !== undefined && scheduledValue !== line.scheduledCents);
    if (!moved) continue;
    if (line.source === "change_order") {
      const message = changeOrderMessages.lineFromChangeOrder(line.itemNo);
      throw unprocessable(message, { [`lines.${line.id}`]: message });
    }
    const adjusting = approved.filter((co) => co.sovEffect === "adjust_line" && co.sovLineId === line.id);
    if (adjusting.length === 0) continue;
    if (remove) {
      const message = changeOrderMessages.lineAdjustedCantGo(line.itemNo);
      throw unprocessable(message, { [`lines.${line.id}`]: message });
    }
    billed ??= await billedByLine(db, companyId, projectId);
    const onLine = billed.get(line.id) ?? 0;
    const adjustment = adjusting.reduce((sum, co) => sum + co.amountCents, 0);
    if (breaksBilledFloor(scheduledValue!, adjustment, onLine)) {
      const message = changeOrderMessages.belowBilled(
        line.itemNo,
        formatMoneyExact(onLine, money.currency, money.locale),
      );
      throw unprocessable(message, { [`lines.${line.id}`]: message });
    }
  }
}

async function insertNumbered(db: Db, values: Parameters<typeof insertChangeOrder>[1]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertChangeOrder(db, values);
    } catch (err) {
      // Two change orders numbered at the same moment: the later one takes the next number.
      if (!isUniqueViolation(err, "number") || attempt >= 3) throw err;
    }
  }
}

export async function createChangeOrder(
  db: Db,
  user: Owner,
  projectId: number,
  input: z.output<typeof CreateChangeOrderSchema>,
) {
  const { money } = await projectMoney(db, user, projectId);
  if (input.amount === 0 && input.daysAdded === 0) throw unprocessable(changeOrderMessages.zeroAmount);
  await checkEffect(db, user, projectId, input.sovLineId, input.amount, money);
  const row = await insertNumbered(db, {
    companyId: user.companyId,
    projectId,
    title: input.title,
    description: input.description,
    amountCents: input.amount,
    daysAdded: input.daysAdded,
    sovEffect: input.sovLineId === null ? "new_line" : "adjust_line",
    sovLineId: input.sovLineId,
    billOnApproval: input.billOnApproval,
    createdBy: user.id,
  });
  return getChangeOrder(db, user, row.id);
}

export async function updateChangeOrder(
  db: Db,
  user: Owner,
  id: number,
  input: z.output<typeof UpdateChangeOrderSchema>,
) {
  const co = await findChangeOrder(db, user.companyId, id);
  if (!co) throw notFound(CHANGE_ORDER_NOT_FOUND);
  if (co.status === "approved") throw new AppError("CONFLICT", changeOrderMessages.approvedIsFinal);
  if (co.status !== "draft") throw new AppError("CONFLICT", changeOrderMessages.notDraft);
  const { money } = await projectMoney(db, user, co.projectId);
  const sovLineId = input.sovLineId === undefined ? co.sovLineId : input.sovLineId;
  const amount = input.amount ?? co.amountCents;
  await checkEffect(db, user, co.projectId, sovLineId, amount, money);
  const saved = await updateDraftChangeOrder(db, user.companyId, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.amount !== undefined ? { amountCents: input.amount } : {}),
    ...(input.daysAdded !== undefined ? { daysAdded: input.daysAdded } : {}),
    ...(input.billOnApproval !== undefined ? { billOnApproval: input.billOnApproval } : {}),
    ...(input.sovLineId !== undefined ? { sovLineId, sovEffect: sovLineId === null ? "new_line" : "adjust_line" } : {}),
  });
  if (!saved) throw new AppError("CONFLICT", changeOrderMessages.notDraft);
  return getChangeOrder(db, user, id);
}

/**
 * A reversal: a new draft for the opposite amount and days, on the line the original made or adjusted, to be sent
 * and approved like any change order. One per change order (a second is the first).
 */
export async function reverseChangeOrder(db: Db, user: Owner, id: number) {
  const co = await findChangeOrder(db, user.companyId, id);
  if (!co) throw notFound(CHANGE_ORDER_NOT_FOUND);
  if (co.status !== "approved") throw new AppError("CONFLICT", changeOrderMessages.reverseNeedsApproved);
  const { money } = await projectMoney(db, user, co.projectId);
  await checkEffect(db, user, co.projectId, co.sovLineId, -co.amountCents, money);
  try {
    const row = await insertNumbered(db, {
      companyId: user.companyId,
      projectId: co.projectId,
      title: `Reverses ${changeOrderLabel(co.number)}: ${co.title}`.slice(0, 200),
      description: co.description,
      amountCents: -co.amountCents,
      daysAdded: -co.daysAdded,
      sovEffect: co.sovLineId === null ? "new_line" : "adjust_line",
      sovLineId: co.sovLineId,
      billOnApproval: false,
      reversesId: co.id,
      createdBy: user.id,
    });
    return getChangeOrder(db, user, row.id);
  } catch (err) {
    if (isUniqueViolation(err, "reverses_id")) throw new AppError("CONFLICT", changeOrderMessages.alreadyReversed);
    throw err;
  }
}

/** The exact content the client approves: any change after sending gives another hash. */
const contentOf = (co: ChangeOrderRow, projectName: string, currency: string) =>
  sha256Hex(
    canonicalJson({
      v: 1,
      kind: "change-order",
      projectId: co.projectId,
      projectName,
      number: co.number,
      title: co.title,
      description: co.description ?? null,
      amount: co.amountCents,
      currency,
      daysAdded: co.daysAdded,
      sovLineId: co.sovLineId,
    }),
  );

/**
 * Sends a draft (or sends a sent one again): the client gets a fresh link by email, and by text when they have a
 * phone; older links stop working. A decided change order is a 409.
 */
export async function sendChangeOrder(env: Env, db: Db, user: Owner, id: number, origin: string, now = new Date()) {
  const co = await findChangeOrder(db, user.companyId, id);
  if (!co) throw notFound(CHANGE_ORDER_NOT_FOUND);
  if (co.status !== "draft" && co.status !== "sent") throw new AppError("CONFLICT", changeOrderMessages.notSendable);
  const { money } = await projectMoney(db, user, co.projectId);
  if (co.status === "draft") await checkEffect(db, user, co.projectId, co.sovLineId, co.amountCents, money);
  const parties = await findChangeOrderParties(db, user.companyId, co.projectId);
  if (!parties) throw notFound(PROJECT_NOT_FOUND);
  const tokens = shareTokens(env);
  await tokens.revoke("change-order", id, now.getTime());
  const issued = await tokens.issue("change-order", id, APPROVAL_LINK_TTL_MS, now.getTime());
  const sent = await markChangeOrderSent(db, user.companyId, id, now);
  if (!sent) throw new AppError("CONFLICT", changeOrderMessages.notSendable);
  const url = `${origin.replace(/\/+$/, "")}/a/${issued.token}`;
  const company = user.companyName || user.fullName;
  // In the client's language (ADR 0217); English reads exactly as before.
  const w = clientWords(clientLanguageOf(parties.clientLanguage, user.locale), money.locale);
  const amount = w.money(co.amountCents, money.currency);
  const label = `${changeOrderLabel(co.number)} ${co.title}`;
  const facts = { company, label, project: parties.projectName, amount };
  const body = [
    w.t("greeting", { name: parties.clientName }),
    "",
    co.daysAdded ? w.t("coEmailSentDays", { ...facts, count: co.daysAdded }) : w.t("coEmailSent", facts),
    ...(co.description ? ["", co.description] : []),
    "",
    w.t("coEmailReview"),
    url,
    "",
    company,
  ];
  try {
    await queueMessages(
      env,
      db,
      [
        {
          companyId: user.companyId,
          userId: user.id,
          channel: "email",
          to: parties.clientEmail,
          subject: w.t("coEmailSubject", { company, label, amount }),
          body: body.join("\n"),
          dedupeKey: `change-order-link:${id}:${issued.expiresAt}:email`,
        },
        ...(parties.clientPhone
          ? [
              {
                companyId: user.companyId,
                userId: user.id,
                channel: "sms" as const,
                to: parties.clientPhone,
                body: w.t("coSms", { company, label, amount, url }),
                dedupeKey: `change-order-link:${id}:${issued.expiresAt}:sms`,
              },
            ]
          : []),
      ],
      now,
    );
  } catch (err) {
    // The link is issued: the contractor can copy it from the answer and send it again later.
    log("error", "change order link not queued", { changeOrderId: id }, err);
  }
  return {
    ...(await getChangeOrder(db, user, id)),
    link: { url, expiresAt: new Date(issued.expiresAt).toISOString() },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The client's side, through the link

/** The change order a token opens, or null when the token is not a change order's (the caller tries a billing's). */
export async function resolveChangeOrderToken(env: Env, token: string, now = Date.now()) {
  const result = await shareTokens(env).redeem(token, now);
  if (result.status !== "ok" || result.record.kind !== "change-order") return null;
  return result.record.subjectId;
}

/** What the client's page shows: the change order, the contractor, and the decision once made. */
export async function changeOrderLinkView(db: Db, id: number) {
  const co = await findChangeOrderById(db, id);
  if (!co) return null;
  const company = await findCompany(db, co.companyId);
  const parties = await findChangeOrderParties(db, co.companyId, co.projectId);
  if (!company || !parties) return null;
  const client = await findClientTerms(db, co.companyId, (await findProject(db, co.companyId, co.projectId))!.clientId);
  const currency = client?.currency ?? company.currency;
  const creator = co.createdBy ? await findMemberUser(db, co.createdBy) : undefined;
  const language = clientLanguageOf(parties.clientLanguage, company.locale);
  return {
    language,
    changeOrder: view(co, [], { currency, locale: company.locale }),
    projectName: parties.projectName,
    client: { name: parties.clientName, companyName: parties.clientCompany },
    contractor: {
      companyName: company.companyName || creator?.fullName || "Your contractor",
      name: creator?.fullName ?? company.companyName ?? "",
      email: creator?.email ?? "",
      timeZone: company.timezone,
    },
    contentHash: await contentOf(co, parties.projectName, currency),
    // The sentence shown under the pad, in the client's language, is the one the evidence records (as ADR 0176).
    consent: CLIENT_CATALOGUES[language].coConsent,
  };
}
export type ChangeOrderLinkView = NonNullable<Awaited<ReturnType<typeof changeOrderLinkView>>>;

const decisionOf = (co: ChangeOrderRow): DecisionView | null =>
  co.status === "approved" || co.status === "rejected"
    ? {
        decision: co.status,
        signerName: co.signerName,
        decidedAt: (co.decidedAt ?? new Date(0)).toISOString(),
        reason: co.rejectReason,
        via: "link",
      }
    : null;

/**
 * The client's decision through the link: written once with its evidence (signer, signature PNG in R2 with its
 * SHA-256, consent sentence, content hash, address and browser). The same decision retried answers as recorded; any
 * other is 409 ALREADY_DECIDED, as a billing's is.
 */
export async function decideChangeOrderByToken(
  env: Env,
  db: Db,
  id: number,
  input: DecideInput,
  origin: string,
  now = new Date(),
): Promise<{ decision: DecisionView; replayed: boolean }> {
  const png = input.decision === "approved" ? decodeSignature(input.signature) : null;
  const co = await findChangeOrderById(db, id);
  const linkView = co ? await changeOrderLinkView(db, id) : null;
  if (!co || !linkView) throw notFound(CHANGE_ORDER_NOT_FOUND);
  // As a billing's decision: nothing is written while the company moves between shards (ADR 0234).
  if (await isCompanyMoving(db, co.companyId)) throw companyMoving();
  const signerName = input.decision === "approved" ? input.signerName?.trim() || linkView.client.name : null;
  const signatureSha = png ? await sha256Hex(png) : null;
  if (co.status !== "sent") return alreadyDecided(co, input, signerName, signatureSha);
  if (input.contentHash && input.contentHash !== linkView.contentHash)
    throw new AppError("CONFLICT", "This change order changed after it was sent. Reload the page to see it.");
  let signatureKey: string | null = null;
  if (png && signatureSha) {
    signatureKey = `sig/co/${co.companyId}/${co.id}/${randomToken(18)}.png`;
    await env.MEDIA.put(signatureKey, png, {
      httpMetadata: { contentType: "image/png" },
      sha256: signatureSha,
      customMetadata: { changeOrderId: String(co.id) },
    });
  }
  const company = await findCompany(db, co.companyId);
  const approved = input.decision === "approved";
  const rows = await listSovLines(db, co.companyId, co.projectId);
  const itemNo = `CO-${co.number}`;
  const [updated] = await decideChangeOrder(
    db,
    co,
    {
      status: input.decision,
      decidedAt: now,
      approvedOn: approved ? localDate(company?.timezone ?? "America/New_York", now) : null,
      signerName,
      signatureKey,
      signatureSha256: signatureSha,
      rejectReason: approved ? null : (input.reason ?? null),
      contentHash: linkView.contentHash,
      consentText: approved ? linkView.consent : null,
      consentLanguage: approved ? linkView.language : null,
      ip: input.ip,
      userAgent: input.userAgent,
    },
    rows.some((r) => r.line.itemNo === itemNo) ? `${itemNo}-${co.id}` : itemNo,
  );
  if ((updated as unknown[]).length !== 1) {
    if (signatureKey) await env.MEDIA.delete(signatureKey);
    return alreadyDecided((await findChangeOrderById(db, id))!, input, signerName, signatureSha);
  }
  if (approved && co.billOnApproval && co.amountCents > 0) await billOnApproval(env, db, co, origin);
  return {
    decision: {
      decision: input.decision,
      signerName,
      decidedAt: now.toISOString(),
      reason: approved ? null : (input.reason ?? null),
      via: "link",
    },
    replayed: false,
  };
}

function alreadyDecided(
  co: ChangeOrderRow,
  input: DecideInput,
  signerName: string | null,
  signatureSha: string | null,
) {
  const existing = decisionOf(co);
  if (!existing) throw new AlreadyDecidedError("This change order is not waiting for a decision.", null);
  const same =
    existing.decision === input.decision &&
    (input.decision === "approved"
      ? co.signerName === signerName && co.signatureSha256 === signatureSha
      : (co.rejectReason ?? null) === (input.reason ?? null));
  if (same) return { decision: existing, replayed: true };
  throw new AlreadyDecidedError(`This change order was already ${existing.decision}.`, existing);
}

/**
 * A stage project's change order billed on approval: a billing for its amount, issued as the member who drafted it,
 * once (its idempotency key), and sent to the client for approval like any stage billing.
 */
async function billOnApproval(env: Env, db: Db, co: ChangeOrderRow, origin: string) {
  try {
    const contract = await findContract(db, co.companyId, co.projectId);
    if (contract?.billingMode === "pay_apps" || !co.createdBy) return;
    const user = await findMemberUser(db, co.createdBy);
    if (!user) return;
    const floor = await findProgressFloor(db, co.companyId, co.projectId);
    const { progress } = await submitProgress(
      env,
      db,
      user,
      {
        projectId: co.projectId,
        completionPercentage: Math.max(1, floor?.highestCompletion ?? 1),
        amount: co.amountCents,
        description: `Change order ${changeOrderLabel(co.number)}: ${co.title}`,
        photos: [],
        dueDate: null,
        contractChangeConfirmed: false,
      },
      { idempotencyKey: `change-order-${co.id}`, origin },
    );
    await setChangeOrderBilling(db, co.companyId, co.id, progress.id);
  } catch (err) {
    // The approval stands; the contractor can bill the change order by hand.
    log("error", "change order approved but its billing was not issued", { changeOrderId: co.id }, err);
  }
}

/**
 * A decision through /a/{token} (the island's and the plain form's): a billing's as ever, or, when the token is a
 * change order's, the change order's. Billing links answer exactly as before.
 */
export async function decideLinkByToken(env: Env, db: Db, token: string, input: DecideInput, origin: string) {
  try {
    return await decideByToken(env, db, token, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "NOT_FOUND") throw err;
    // Anything going wrong while asking is the billing path's own answer: the one "Progress not found".
    const id = await resolveChangeOrderToken(env, token).catch(() => null);
    if (id === null) throw err;
    return decideChangeOrderByToken(env, db, id, input, origin);
  }
}

/** The change order a link page's token opens, with its view; null when it is not a change order's. */
export async function changeOrderByToken(env: Env, db: Db, token: string) {
  try {
    const id = await resolveChangeOrderToken(env, token);
    return id === null ? null : await changeOrderLinkView(db, id);
  } catch (err) {
    // The page then answers as it would have for a billing's dead link.
    log("error", "change order link lookup failed", {}, err);
    return null;
  }
}
