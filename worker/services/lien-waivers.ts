// US lien waivers (issue 37, ADR 0208-0210). The contractor is the claimant: it signs its own waivers, which go to
// its customer with the application; it may also request waivers from its own vendors, who sign by link. A
// conditional progress waiver is made with each sent application; an unconditional one only once a payment is
// recorded, for what was received; finals only once everything is billed (and, unconditional, paid). The rules and
// texts are schema/rules/lien-waivers.ts; a waiver keeps the text it was made from.
import type { z } from "zod";
import type {
  CreateLienWaiverSchema,
  LienWaiverListView,
  LienWaiverTemplateView,
  LienWaiverView,
  NotarizeLienWaiverSchema,
  SignLienWaiverSchema,
  VendorWaiverRequestSchema,
} from "#schema/contracts/lien-waivers";
import type { PayAppView } from "#schema/contracts/pay-apps";
import type { LienWaiverEvidence, LienWaiverFields } from "#schema/db/lien-waivers";
import { formatLongCalendarDate } from "#schema/rules/dates";
import { DAY_MS } from "#schema/rules/durations";
import { STATUTORY_TEXTS } from "#schema/rules/lien-waiver-statutory-texts";
import {
  affidavitDeadline,
  COUNSEL_NOTE,
  DEADLINE_REMINDER_DAYS,
  DEFAULT_TEMPLATES,
  deadlineMessage,
  fillWaiver,
  isFinal,
  isUnconditional,
  LIEN_WAIVER_KINDS,
  LIEN_WAIVER_TITLES,
  type LienWaiverKind,
  lienWaiverMessages as M,
  notaryRequired,
  STATUTORY_STATES,
  stateName,
  statutoryTextByKey,
  statutoryTextPending,
  usStateCode,
  waiverTextFor,
} from "#schema/rules/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";
import { localDate } from "#schema/rules/time";
import {
  dueDeadlines,
  findPayAppWithBilling,
  findSelfWaiver,
  findWaiver,
  findWaiverByTokenHash,
  insertTemplate,
  insertWaiver,
  type LienWaiverRow,
  latestTemplate,
  listProjectAppsWithBilling,
  listWaivers,
  markDeadlineReminded,
  type NewLienWaiver,
  updateWaiverFrom,
} from "../db/lien-waivers";
import { insertNotification } from "../db/notifications";
import { findContract, findProjectParties } from "../db/pay-apps";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { AppError, notFound } from "../lib/errors";
import { getPayApp } from "./pay-apps";
import type { SessionUser } from "./sessions";

export type { LienWaiverRow };

export const LIEN_WAIVER_NOT_FOUND = "Lien waiver not found";
/** The vendor link's own path (a Worker-rendered page, ADR 0209). */
export const vendorLinkPath = (token: string) => `/lw/${token}`;

const unprocessable = (message: string, field = "kind") => new AppError("UNPROCESSABLE", message, { [field]: message });
const conflict = (message: string) => new AppError("CONFLICT", message);

type Meta = { ip: string | null; userAgent: string | null };

/** What every waiver of an application is made from: the application, its billing's receipts, the job's state. */
async function applicationContext(db: Db, user: SessionUser, payAppId: number) {
  const app = await getPayApp(db, user, payAppId);
  const [billing, contract, parties] = await Promise.all([
    findPayAppWithBilling(db, user.companyId, payAppId),
    findContract(db, user.companyId, app.projectId),
    findProjectParties(db, user.companyId, app.projectId),
  ]);
  const state = usStateCode(contract?.siteState);
  return {
    app,
    amountPaid: billing?.amountPaid ?? 0,
    state,
    contractDate: contract?.contractDate ?? null,
    jobLocation: [contract?.siteAddress, state].filter(Boolean).join(", ") || parties?.projectName || "",
    customer: parties?.clientCompany || parties?.clientName || "",
  };
}
type Context = Awaited<ReturnType<typeof applicationContext>>;

/** Why a kind cannot be made for this application now (the rule's words), or null when it can. */
async function refusal(db: Db, user: SessionUser, ctx: Context, kind: LienWaiverKind): Promise<string | null> {
  if (!ctx.state) return M.notUsJob;
  if (ctx.app.status !== "sent") return M.appNotSent;
  // Texas (Prop. Code 53.283) forbids requiring one before payment; PayStage never makes one before (ADR 0208).
  if (isUnconditional(kind) && ctx.amountPaid <= 0) return M.unconditionalBeforePayment;
  if (isFinal(kind)) {
    const apps = await listProjectAppsWithBilling(db, user.companyId, ctx.app.projectId);
    const isLast = apps[0]?.id === ctx.app.id;
    if (!isLast || ctx.app.balanceToFinishInclRetainage !== 0) return M.finalNotBilled;
    const allPaid = apps.every((a) => a.status === "sent" && (a.amountPaid ?? 0) >= (a.totalAmount ?? 0));
    if (isUnconditional(kind) && !allPaid) return M.finalNotPaid;
  }
  return null;
}

/** The text a waiver of this kind is made from now: the state's locked text, else the company's newest version. */
async function textFor(db: Db, user: SessionUser, state: string, kind: LienWaiverKind, contractDate: string | null) {
  const source = waiverTextFor(state, kind, contractDate);
  if (source.source === "statutory")
    return {
      body: source.text.body,
      templateKey: `${state}:${kind}:v${source.text.version}`,
      textPending: false,
    };
  const own = await latestTemplate(db, user.companyId, kind);
  return {
    body: own?.body ?? DEFAULT_TEMPLATES[kind].body,
    templateKey: own ? `company:${kind}:v${own.version}` : `default:${kind}:v${DEFAULT_TEMPLATES[kind].version}`,
    textPending: source.source === "pending",
  };
}

async function newWaiver(
  db: Db,
  user: SessionUser,
  ctx: Context,
  kind: LienWaiverKind,
  party: { party: "self" } | { party: "vendor"; vendorName: string; vendorEmail: string | null; tokenHash: string },
  amount: number,
  input: { owner?: string | null; exceptions: string | null },
): Promise<NewLienWaiver> {
  const state = ctx.state as string;
  const text = await textFor(db, user, state, kind, ctx.contractDate);
  const contractor = user.companyName || user.fullName;
  const fields: LienWaiverFields = {
    claimant: party.party === "vendor" ? party.vendorName : contractor,
    customer: party.party === "vendor" ? contractor : ctx.customer,
    owner: input.owner || ctx.customer,
    jobLocation: ctx.jobLocation,
    throughDate: ctx.app.periodTo,
    amount: formatMoneyExact(amount, ctx.app.currency, ctx.app.locale),
    exceptions: input.exceptions || "None",
    // A statutory form's own blanks: who pays (the customer), the figure after its "$", to whom; extras disputed.
    makerOfCheck: party.party === "vendor" ? contractor : ctx.customer,
    amountFigure: formatMoneyExact(amount, ctx.app.currency, ctx.app.locale).replace(/^\$/, ""),
    checkPayableTo: party.party === "vendor" ? party.vendorName : contractor,
    disputedExtras: input.exceptions ?? "",
  };
  return {
    companyId: user.companyId,
    projectId: ctx.app.projectId,
    payAppId: ctx.app.id,
    party: party.party,
    vendorName: party.party === "vendor" ? party.vendorName : null,
    vendorEmail: party.party === "vendor" ? party.vendorEmail : null,
    linkTokenHash: party.party === "vendor" ? party.tokenHash : null,
    status: party.party === "vendor" ? "sent" : "unsigned",
    kind,
    state,
    templateKey: text.templateKey,
    body: text.body,
    bodySha256: await sha256Hex(text.body),
    textPending: text.textPending,
    style: STATUTORY_STATES[state]?.style ?? "plain",
    fields,
    amountCents: amount,
    currency: ctx.app.currency,
    throughDate: ctx.app.periodTo,
    notaryRequired: notaryRequired(state, ctx.contractDate),
    createdBy: user.id,
  };
}

/** The citation and counsel sentence of a statutory text, the plain warning where none is on file, else null. */
function statuteNote(w: Pick<LienWaiverRow, "state" | "kind" | "textPending" | "templateKey">) {
  const statutory = statutoryTextByKey(w.templateKey);
  if (statutory) return `${statutory.citation}. ${COUNSEL_NOTE}`;
  const s = STATUTORY_STATES[w.state];
  if (!s?.kinds.includes(w.kind)) return null;
  return statutoryTextPending(s.name, s.statute);
}

/** What a kind would be made from in this job's state, said before it is made (the pick screen). */
function kindNote(state: string | null, kind: LienWaiverKind, contractDate: string | null) {
  if (!state) return null;
  const source = waiverTextFor(state, kind, contractDate);
  if (source.source === "statutory") return `${source.text.citation}. ${COUNSEL_NOTE}`;
  if (source.source === "pending") return statutoryTextPending(source.state.name, source.state.statute);
  return null;
}

/**
 * The waiver's words with its fields filled: the stored body (never edited) with the fields made with it, and a
 * statutory form's signature blanks once signed. Unsigned, they are empty: that is the text the signer signs.
 */
export const waiverText = (w: Pick<LienWaiverRow, "body" | "fields" | "signerName" | "signerTitle" | "signedAt">) =>
  fillWaiver(w.body, {
    ...w.fields,
    signature: w.signerName ? `/s/ ${w.signerName} (signed electronically)` : "",
    signerTitle: w.signerTitle ?? "",
    signedOn: w.signedAt ? w.signedAt.toISOString().slice(0, 10) : "",
    // "DATED on November 28, 2026." where a form has separate blanks for the day and the year (Florida).
    signedMonthDay: w.signedAt ? formatLongCalendarDate(w.signedAt.toISOString()).split(", ")[0] : "",
    signedYear: w.signedAt ? w.signedAt.toISOString().slice(0, 4) : "",
  });

export function waiverView(w: LienWaiverRow, locale: string): LienWaiverView {
  return {
    id: w.id,
    payAppId: w.payAppId,
    party: w.party,
    vendorName: w.vendorName,
    vendorEmail: w.vendorEmail,
    kind: w.kind,
    title: LIEN_WAIVER_TITLES[w.kind],
    state: w.state,
    stateName: stateName(w.state),
    templateKey: w.templateKey,
    textSha256: w.bodySha256,
    text: waiverText(w),
    statuteNote: statuteNote(w),
    statutory: statutoryTextByKey(w.templateKey) !== null,
    noticeAsLargeAsLargest: statutoryTextByKey(w.templateKey)?.noticeAsLargeAsLargest === true,
    textPending: w.textPending,
    style: w.style,
    amount: w.amountCents,
    currency: w.currency,
    locale,
    throughDate: w.throughDate,
    status: w.status,
    notaryRequired: w.notaryRequired,
    signerName: w.signerName,
    signerTitle: w.signerTitle,
    signedAt: w.signedAt ? w.signedAt.toISOString() : null,
    notary: w.notary
      ? { notaryName: w.notary.notaryName, commission: w.notary.commission, notarizedOn: w.notary.notarizedOn }
      : null,
    deadlineOn: w.deadlineOn,
  };
}

export async function listLienWaivers(db: Db, user: SessionUser, payAppId: number): Promise<LienWaiverListView> {
  const ctx = await applicationContext(db, user, payAppId);
  const rows = await listWaivers(db, user.companyId, payAppId);
  const available = await Promise.all(
    LIEN_WAIVER_KINDS.map(async (kind) => {
      const reason = await refusal(db, user, ctx, kind);
      return { kind, ok: reason === null, reason, note: kindNote(ctx.state, kind, ctx.contractDate) };
    }),
  );
  return { waivers: rows.map((w) => waiverView(w, ctx.app.locale)), available };
}

/** Amount of the contractor's own waiver: what is asked (conditional) or what was received (unconditional). */
const selfAmount = (ctx: Context, kind: LienWaiverKind) =>
  isUnconditional(kind) ? ctx.amountPaid : ctx.app.currentPaymentDue;

/** Makes the contractor's own waiver of a kind, or answers the one already made (a double tap is one waiver). */
export async function createLienWaiver(
  db: Db,
  user: SessionUser,
  payAppId: number,
  input: z.output<typeof CreateLienWaiverSchema>,
) {
  const ctx = await applicationContext(db, user, payAppId);
  const existing = await findSelfWaiver(db, user.companyId, payAppId, input.kind);
  if (existing) return waiverView(existing, ctx.app.locale);
  const reason = await refusal(db, user, ctx, input.kind);
  if (reason) throw unprocessable(reason);
  const values = await newWaiver(db, user, ctx, input.kind, { party: "self" }, selfAmount(ctx, input.kind), input);
  const row = (await insertWaiver(db, values)) ?? (await findSelfWaiver(db, user.companyId, payAppId, input.kind));
  if (!row) throw notFound(LIEN_WAIVER_NOT_FOUND);
  return waiverView(row, ctx.app.locale);
}

/**
 * The conditional progress waiver made with a sent application (amount = line 8, through the period end). A job
 * outside the US, or one with no state on its contract, gets none: the application is sent all the same.
 */
export async function waiverWithApplication(db: Db, user: SessionUser, app: Pick<PayAppView, "id">) {
  const ctx = await applicationContext(db, user, app.id);
  if ((await refusal(db, user, ctx, "conditional-progress")) !== null) return null;
  if (await findSelfWaiver(db, user.companyId, app.id, "conditional-progress")) return null;
  const kind = ctx.app.balanceToFinishInclRetainage === 0 ? "conditional-final" : "conditional-progress";
  // The last application (everything billed) carries the conditional final instead (commercial.md §3.4).
  if (kind === "conditional-final" && (await refusal(db, user, ctx, kind)) !== null) return null;
  return insertWaiver(
    db,
    await newWaiver(db, user, ctx, kind, { party: "self" }, ctx.app.currentPaymentDue, { exceptions: null }),
  );
}

/** A waiver requested from one of the contractor's vendors: it signs by link; the link is answered once. */
export async function requestVendorWaiver(
  db: Db,
  user: SessionUser,
  payAppId: number,
  input: z.output<typeof VendorWaiverRequestSchema>,
  origin: string,
) {
  const ctx = await applicationContext(db, user, payAppId);
  if (!ctx.state) throw unprocessable(M.notUsJob);
  const token = randomToken(32);
  const values = await newWaiver(
    db,
    user,
    ctx,
    input.kind,
    {
      party: "vendor",
      vendorName: input.vendorName,
      vendorEmail: input.vendorEmail,
      tokenHash: await sha256Hex(token),
    },
    input.amount,
    { exceptions: input.exceptions },
  );
  const row = await insertWaiver(db, values);
  if (!row) throw conflict("The request could not be made; try again.");
  return { ...waiverView(row, ctx.app.locale), link: `${origin}${vendorLinkPath(token)}` };
}

/** What signing writes: the signer, the evidence, and the next status (a notary state waits for its notary). */
async function signing(
  w: LienWaiverRow,
  input: z.output<typeof SignLienWaiverSchema>,
  meta: Meta,
  via: LienWaiverEvidence["via"],
  userId: number | null,
  now: Date,
  /** The signing day on the contractor's calendar (the deadline counts from it). */
  signedOn: string,
) {
  const evidence: LienWaiverEvidence = {
    textSha256: await sha256Hex(waiverText(w)),
    signerName: input.signerName,
    signerTitle: input.signerTitle,
    signedAt: now.toISOString(),
    via,
    ip: meta.ip,
    userAgent: meta.userAgent,
    userId,
  };
  return {
    status: w.notaryRequired ? ("awaiting_notary" as const) : ("signed" as const),
    signerName: input.signerName,
    signerTitle: input.signerTitle,
    signedAt: now,
    evidence,
    // The claimant's own deadline (GA, MS) runs from the waiver's date; a vendor's is the vendor's to keep.
    deadlineOn: w.party === "self" ? affidavitDeadline(w.state, signedOn) : null,
  };
}

export async function signLienWaiver(
  db: Db,
  user: SessionUser,
  id: number,
  input: z.output<typeof SignLienWaiverSchema>,
  meta: Meta,
  now = new Date(),
) {
  const w = await findWaiver(db, user.companyId, id);
  // A vendor's waiver is the vendor's to sign, by its link: to the contractor it is not a waiver to sign.
  if (w?.party !== "self") throw notFound(LIEN_WAIVER_NOT_FOUND);
  if (w.status !== "unsigned") throw conflict(M.alreadySigned);
  const row = await updateWaiverFrom(
    db,
    user.companyId,
    id,
    "unsigned",
    await signing(w, input, meta, "app", user.id, now, localDate(user.timezone, now)),
  );
  if (!row) throw conflict(M.alreadySigned);
  return waiverView(row, user.locale);
}

export async function notarizeLienWaiver(
  db: Db,
  user: SessionUser,
  id: number,
  input: z.output<typeof NotarizeLienWaiverSchema>,
) {
  const w = await findWaiver(db, user.companyId, id);
  if (!w) throw notFound(LIEN_WAIVER_NOT_FOUND);
  if (!w.notaryRequired) throw unprocessable(M.notaryNotNeeded, "notaryName");
  if (w.status === "unsigned" || w.status === "sent") throw unprocessable(M.signBeforeNotary, "notaryName");
  if (w.status !== "awaiting_notary") throw conflict(M.alreadyNotarized);
  const row = await updateWaiverFrom(db, user.companyId, id, "awaiting_notary", {
    status: "signed",
    notary: { ...input, recordedBy: user.id },
  });
  if (!row) throw conflict(M.alreadyNotarized);
  return waiverView(row, user.locale);
}

// ---------------------------------------------------------------------------------------------------------------
// The vendor's link (no account): the token's hash finds the waiver; every dead token reads the same.

export async function openVendorWaiver(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const w = await findWaiverByTokenHash(db, await sha256Hex(token));
  return w ?? null;
}

export async function signVendorWaiver(
  db: Db,
  token: string,
  input: z.output<typeof SignLienWaiverSchema>,
  meta: Meta,
  now = new Date(),
) {
  const w = await openVendorWaiver(db, token);
  if (!w) return null;
  // A second submit (double tap, back button) finds it signed and shows it as signed.
  if (w.status !== "sent") return w;
  const changes = await signing(w, input, meta, "link", null, now, localDate("UTC", now));
  return (await updateWaiverFrom(db, w.companyId, w.id, "sent", changes)) ?? (await openVendorWaiver(db, token));
}

// ---------------------------------------------------------------------------------------------------------------
// The company's own texts: an edit is a new version; waivers already made keep theirs.

export async function getLienWaiverTemplate(
  db: Db,
  user: SessionUser,
  kind: LienWaiverKind,
): Promise<LienWaiverTemplateView> {
  const own = await latestTemplate(db, user.companyId, kind);
  return own
    ? { kind, version: own.version, body: own.body, custom: true }
    : { kind, version: DEFAULT_TEMPLATES[kind].version, body: DEFAULT_TEMPLATES[kind].body, custom: false };
}

export async function putLienWaiverTemplate(
  db: Db,
  user: SessionUser,
  kind: LienWaiverKind,
  body: string,
  state?: string | null,
) {
  // A statute's text is never a company's to edit: asked for a state with one on file, the edit is refused.
  const code = usStateCode(state);
  const statutory = code ? STATUTORY_TEXTS.find((t) => t.state === code && t.kind === kind) : undefined;
  if (code && statutory) throw conflict(M.statutoryLocked(stateName(code), statutory.citation));
  const own = await latestTemplate(db, user.companyId, kind);
  try {
    const row = await insertTemplate(db, {
      companyId: user.companyId,
      kind,
      version: (own?.version ?? 0) + 1,
      body,
      createdBy: user.id,
    });
    return { kind, version: row.version, body: row.body, custom: true } satisfies LienWaiverTemplateView;
  } catch (err) {
    if (String(err).includes("UNIQUE")) throw conflict("The text was changed at the same time; reload and try again.");
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Affidavit deadlines (GA 90 days, MS 60 days): the hourly cron's job reminds the owner once, 10 days ahead.

export const DEADLINE_PAGE = 50;

/** One page of due reminders; `more` when the page was full (the job queues itself again). */
export async function remindWaiverDeadlines(db: Db, now: Date) {
  const until = new Date(now.getTime() + DEADLINE_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);
  const rows = await dueDeadlines(db, until, DEADLINE_PAGE);
  let reminded = 0;
  for (const r of rows) {
    const claimed = await markDeadlineReminded(db, r.waiver.id, now);
    if (claimed.length === 0) continue;
    const paid = (r.totalAmount ?? 0) > 0 && (r.amountPaid ?? 0) >= (r.totalAmount ?? 0);
    // Paid in full: no affidavit is needed, so nothing to say.
    if (paid || r.ownerId === null) continue;
    const s = STATUTORY_STATES[r.waiver.state];
    await insertNotification(db, {
      userId: r.ownerId,
      kind: "billing",
      title: "Lien waiver deadline",
      body: deadlineMessage(r.waiver, r.appNo, s?.statute ?? ""),
      link: `/project/${r.waiver.projectId}`,
    });
    reminded++;
  }
  return { reminded, more: rows.length === DEADLINE_PAGE };
}

/** The waivers attached to an application's PDF: the contractor's own, and the vendors' once signed. */
export async function waiversForPdf(db: Db, user: SessionUser, payAppId: number, locale: string) {
  const rows = await listWaivers(db, user.companyId, payAppId);
  return rows
    .filter((w) => w.party === "self" || w.status === "signed" || w.status === "awaiting_notary")
    .map((w) => waiverView(w, locale));
}
