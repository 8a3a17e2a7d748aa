// The approval state machine: what the approval screen shows, and exactly one decision (approve or reject) per progress.

import { CONTENT_CHANGED, NOT_DECIDABLE, PROGRESS_NOT_FOUND } from "#schema/contracts";
import { progressLabel } from "#schema/contracts/billing-labels";
import { canSeeBilling } from "#schema/contracts/permissions";
import type { Role } from "#schema/contracts/team";
import type { ClientLanguage } from "#schema/contracts/worldwide";
import type { CompanyId, Member } from "#schema/db/companies";
import { CLIENT_CATALOGUES, clientWords } from "#schema/i18n/client";
import { balanceDueOf } from "#schema/rules/balance";
import { formatDate } from "#schema/rules/dates";
import { amountDue, formatAmountDue } from "#schema/rules/money";
import { awardStatements } from "../db/achievements";
import {
  type ApprovalRow,
  type ApprovalSubject,
  decisionStatements,
  findApproval,
  findApprovalLink,
  findApprovalSubject,
  findLatestApprovalLink,
  findSignatureUpload,
  noteApprovalLinkOpened,
  type ProgressScope,
} from "../db/approvals";
import { findMessageStateByKey } from "../db/messages";
import { findUploadsByKeys } from "../db/uploads";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, notFound } from "../lib/errors";
import { requestSync } from "./accounting/sync";
import { EARNED_BY } from "./achievements/rules";
import { type ApprovedContent, contentHash, decodeSignature } from "./approval-evidence";
import { resolveApprovalToken } from "./approval-links";
import { emailBillingAudience, NEXT_STEPS } from "./billing-audience";
import { clientContactOf } from "./client-contact";
import { sendClientInvoice } from "./client-documents";
import { clientLanguageOf } from "./client-words";
import { companyMoving } from "./company-move";
import { payAppSummaryOf } from "./pay-app-summary";
import { paymentOptionsView } from "./payment-options";
import { type PhotoWidth, photoAtWidth } from "./photo-variants";
import { keyFromPhotoUrl } from "./uploads";

export type Decision = "approved" | "rejected";

/** 409 ALREADY_DECIDED, carrying the decision on record so the screen can show it read-only. */
export class AlreadyDecidedError extends AppError {
  constructor(
    message: string,
    readonly decision: DecisionView | null,
  ) {
    super("ALREADY_DECIDED", message);
  }
}

/** The decision as the screen shows it read-only. */
export type DecisionView = {
  decision: Decision;
  signerName: string | null;
  decidedAt: string;
  reason: string | null;
  via: "link" | "in_person" | null;
};

/** Who is looking: the client through a link (photos through the token) or the signed-in owner. */
export type Viewer = { kind: "link"; token: string } | { kind: "owner"; companyId: CompanyId };

async function loadSubject(db: Db, scope: ProgressScope, progressId: number) {
  const subject = await findApprovalSubject(db, scope, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  return subject;
}

/** The content the client approves, with each photo's SHA-256 from its upload record. */
export async function approvedContentOf(db: Db, subject: ApprovalSubject) {
  const keys = subject.progress.photos.map((p) => keyFromPhotoUrl(p.url));
  const known = keys.filter((k): k is string => k !== null);
  const uploads = await findUploadsByKeys(db, subject.owner.companyId, known, "photo");
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  const content: ApprovedContent = {
    projectId: subject.project.id,
    projectName: subject.project.name,
    progressNumber: subject.progress.progressNumber,
    amount: subject.progress.amount,
    completionPercentage: subject.progress.completionPercentage,
    description: subject.progress.description,
    photos: keys.map((k) => (k ? (byKey.get(k)?.sha256 ?? null) : null)),
  };
  return {
    content,
    hash: await contentHash(content),
    photoUploads: keys.map((k) => (k ? (byKey.get(k) ?? null) : null)),
  };
}

function decisionOf(subject: ApprovalSubject, evidence: ApprovalRow | undefined): DecisionView | null {
  if (evidence) {
    return {
      decision: evidence.decision,
      signerName: evidence.signerName,
      decidedAt: evidence.decidedAt.toISOString(),
      reason: evidence.reason,
      via: evidence.via,
    };
  }
  // Decided before evidence existed (imported or seeded history): the progress row still says who and when.
  const p = subject.progress;
  if ((p.status === "approved" || p.status === "paid") && p.approvedAt) {
    return {
      decision: "approved",
      signerName: p.approvedBy,
      decidedAt: p.approvedAt.toISOString(),
      reason: null,
      via: null,
    };
  }
  if (p.status === "rejected" && p.rejectedAt) {
    return {
      decision: "rejected",
      signerName: null,
      decidedAt: p.rejectedAt.toISOString(),
      reason: p.rejectionReason,
      via: null,
    };
  }
  return null;
}

async function buildView(db: Db, subject: ApprovalSubject, viewer: Viewer) {
  const [{ hash }, evidence, link, payApp] = await Promise.all([
    approvedContentOf(db, subject),
    findApproval(db, subject.progress.id),
    // Only the contractor sees whether the link was sent and opened.
    viewer.kind === "owner" ? findLatestApprovalLink(db, subject.progress.id) : undefined,
    // A pay application's billing shows the application's lines 1-9 (issue 37).
    payAppSummaryOf(db, subject.owner.companyId, subject.progress.id),
  ]);
  // How the latest link's email is doing (ADR 0080): on its way (maybe retrying), sent, failed, or never emailed (copied).
  const email = link ? await findMessageStateByKey(db, `approval-link:${link.id}:email`) : undefined;
  const delivery: "delivering" | "sent" | "failed" | "not_sent" =
    !email || email.status === "skipped" ? "not_sent" : email.status === "queued" ? "delivering" : email.status;
  const { progress, project, client, owner } = subject;
  const approved = progress.status === "approved" || progress.status === "paid";
  const contact = clientContactOf(subject);
  const language = clientLanguageOf(client.language, owner.locale);
  // How to pay, in the client's words on their link; as the contractor's screens always read it otherwise.
  const payWords = viewer.kind === "link" ? clientWords(language, progress.locale) : undefined;
  return {
    progress: {
      id: progress.id,
      progressNumber: progress.progressNumber,
      amount: progress.amount,
      // What was received and what is still owed (ADR 0165): the pages say "Paid $X of $Y" after a part payment.
      currency: progress.currency,
      locale: progress.locale,
      totalAmount: progress.totalAmount,
      amountPaid: progress.amountPaid,
      balanceDue: balanceDueOf(progress),
      completionPercentage: progress.completionPercentage,
      description: progress.description,
      dueDate: progress.dueDate,
      status: progress.status,
      createdAt: progress.createdAt.toISOString(),
      paymentClaimedAt: progress.paymentClaimedAt?.toISOString() ?? null,
      paidAt: progress.paidAt?.toISOString() ?? null,
      paymentMethod: progress.paymentMethod,
      paymentReference: progress.paymentReference,
      photos: progress.photos.map((photo, index) => ({
        url: viewer.kind === "link" ? `/api/a/${viewer.token}/photos/${index}` : photo.url,
        caption: photo.caption ?? null,
      })),
    },
    project: { name: project.name },
    contractor: {
      // The person who answers the client: the member who billed, or the company's contact once they left.
      name: contact.name,
      companyName: owner.companyName || contact.name,
      phone: contact.phone,
      /** The phone formatted for the client to read; `phone` stays E.164 for the tel: link (ADR 0118). */
      phoneDisplay: contact.phoneDisplay,
      email: contact.email,
      /** Dates on the client's page are the contractor's calendar (decisions.md: each person's timezone). */
      timeZone: owner.timezone,
    },
    client: { name: client.name, companyName: client.companyName },
    /** What the client reads in (ADR 0175): the link pages, and the consent sentence they sign, are in it. */
    language,
    /**
     * The sentence the signer agrees to, in the client's language (ADR 0232): the app's in-person screen shows it
     * exactly and sends its language back with the signature; the link page prints the same catalogue's.
     */
    consent: consentIn(language),
    contentHash: hash,
    decision: decisionOf(subject, evidence),
    payment: approved ? paymentOptionsView(subject, payWords) : null,
    payApp,
    link: link
      ? {
          sentAt: link.sentAt.toISOString(),
          expiresAt: link.expiresAt.toISOString(),
          firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
          lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
          revoked: link.revokedAt !== null,
          delivery,
        }
      : null,
  };
}
export type ApprovalView = Awaited<ReturnType<typeof buildView>>;

/** GET /api/a/{token}: the screen's data; records that the link was opened. */
export async function viewByToken(env: Env, db: Db, token: string, now = new Date()) {
  const { progressId, expiresAt } = await resolveApprovalToken(env, token, now.getTime());
  const subject = await loadSubject(db, { token: true }, progressId);
  // A read goes on while the company moves; the opened mark (a write the copy may have passed) waits (ADR 0234).
  if (!subject.owner.movingSince) await noteApprovalLinkOpened(db, progressId, expiresAt, now);
  return buildView(db, subject, { kind: "link", token });
}

/** GET /api/progress/{id}/approval: the same screen for the owner's in-person signing. */
export async function viewForOwner(db: Db, member: Member & { role: Role }, progressId: number) {
  const subject = await loadSubject(db, { companyId: member.companyId }, progressId);
  if (!canSeeBilling(member, subject.progress.submittedBy)) throw notFound(PROGRESS_NOT_FOUND);
  return buildView(db, subject, { kind: "owner", companyId: member.companyId });
}

/** Photo `index` of the progress a token opens, at a phone width or full size; only the token holder reaches it. */
export async function photoByToken(env: Env, db: Db, token: string, index: number, width: PhotoWidth | null = null) {
  const { progressId } = await resolveApprovalToken(env, token);
  const subject = await loadSubject(db, { token: true }, progressId);
  const photo = subject.progress.photos[index];
  const key = photo ? keyFromPhotoUrl(photo.url) : null;
  const [upload] = key ? await findUploadsByKeys(db, subject.owner.companyId, [key], "photo") : [];
  const found = upload ? await photoAtWidth(env, upload, width) : null;
  if (!found) throw notFound("Photo not found");
  return found;
}

export type DecideInput = {
  decision: Decision;
  signature?: string;
  signerName?: string | null;
  reason?: string | null;
  contentHash?: string;
  /** In person: the language of the consent sentence the app's screen showed (absent: English, ADR 0232). */
  consentLanguage?: ClientLanguage;
  ip: string | null;
  userAgent: string | null;
};

/** POST /api/a/{token}/approve|reject. */
export async function decideByToken(env: Env, db: Db, token: string, input: DecideInput, now = new Date()) {
  const { progressId, expiresAt } = await resolveApprovalToken(env, token, now.getTime());
  // While the company moves between shards nothing is written: a decision landing on the old shard after its rows were
  // copied would be lost at the flip. The page asks the client to try again in a minute (ADR 0234).
  if ((await loadSubject(db, { token: true }, progressId)).owner.movingSince) throw companyMoving();
  await noteApprovalLinkOpened(db, progressId, expiresAt, now);
  const link = await findApprovalLink(db, progressId, expiresAt);
  return decide(env, db, { token: true }, progressId, "link", input, now, link ?? null);
}

/** PATCH /api/progress/{id}/approve|reject: the owner's device, the client signing in person. */
export async function decideInPerson(
  env: Env,
  db: Db,
  member: Member & { role: Role },
  progressId: number,
  input: DecideInput,
  now = new Date(),
) {
  return decide(env, db, { companyId: member.companyId }, progressId, "in_person", input, now, null, member);
}

const consentIn = (language: ClientLanguage) => ({ text: CLIENT_CATALOGUES[language].consent, language });

/**
 * The consent sentence and its language, for an approval; nothing for a rejection (no one signed). Through the link,
 * the client's language (their page shows it); in person, the language the app's screen says it showed (ADR 0232).
 */
function signedConsent(approved: boolean, language: ClientLanguage) {
  if (!approved) return { consentText: null, consentLanguage: null };
  const { text } = consentIn(language);
  return { consentText: text, consentLanguage: language };
}

async function decide(
  env: Env,
  db: Db,
  scope: ProgressScope,
  progressId: number,
  via: "link" | "in_person",
  input: DecideInput,
  now: Date,
  link: { sentAt: Date; firstOpenedAt: Date | null } | null,
  /** The member holding the phone for an in-person signature (recorded on the evidence); null through a link. */
  recorder: (Member & { role: Role }) | null = null,
): Promise<{ decision: DecisionView; replayed: boolean }> {
  // Bad input is a 400 before anything else is looked at.
  const png = input.decision === "approved" ? decodeSignature(input.signature) : null;
  const subject = await loadSubject(db, scope, progressId);
  if (recorder && !canSeeBilling(recorder, subject.progress.submittedBy)) throw notFound(PROGRESS_NOT_FOUND);
  const signerName = input.decision === "approved" ? input.signerName?.trim() || subject.client.name : null;
  const signatureSha = png ? await sha256Hex(png) : null;

  if (subject.progress.status !== "pending")
    return settleAlreadyDecided(db, subject, via, input, signerName, signatureSha);

  const { hash } = await approvedContentOf(db, subject);
  if (input.contentHash && input.contentHash !== hash) throw new AppError("CONFLICT", CONTENT_CHANGED);

  const ownerId = subject.owner.id;
  let signature: { key: string; size: number; sha256: string } | null = null;
  if (png && signatureSha) {
    // A server-made key, never reused: the evidence image is written once and never replaced.
    const key = `sig/${ownerId}/${progressId}/${randomToken(18)}.png`;
    await env.MEDIA.put(key, png, {
      httpMetadata: { contentType: "image/png" },
      sha256: signatureSha,
      customMetadata: { progressId: String(progressId) },
    });
    signature = { key, size: png.length, sha256: signatureSha };
  }

  const evidence = {
    progressId,
    decision: input.decision,
    via,
    signerName,
    signatureKey: signature?.key ?? null,
    reason: input.decision === "rejected" ? (input.reason ?? null) : null,
    ip: input.ip,
    userAgent: input.userAgent,
    contentHash: hash,
    // The sentence the client signed under, exactly as shown and in its language (ADR 0176, 0232): the link page shows
    // the client's; the app's in-person screen shows the view's and says which. Stored, so a later catalogue change
    // never alters it.
    ...signedConsent(
      input.decision === "approved",
      via === "link"
        ? clientLanguageOf(subject.client.language, subject.owner.locale)
        : (input.consentLanguage ?? "en"),
    ),
    sentAt: link?.sentAt ?? null,
    firstOpenedAt: link ? (link.firstOpenedAt ?? now) : null,
    decidedAt: now,
    recordedBy: recorder?.id ?? null,
  };
  const statements = decisionStatements(
    db,
    { companyId: subject.owner.companyId, billedBy: ownerId },
    evidence,
    decisionNotification(subject, evidence),
    signature,
  );
  // An approval's badges ride in the same batch, after the progress UPDATE they count.
  const awards = evidence.decision === "approved" ? awardStatements(db, ownerId, EARNED_BY.progressApproved) : [];
  let won = false;
  try {
    const results = await db.batch([...statements, ...awards]);
    won = (results[statements.length - 1] as unknown[]).length === 1;
  } catch (err) {
    // The unique approvals.progressId refused a second evidence row: another decision committed first.
    if (!isUniqueViolation(err)) {
      if (signature) await env.MEDIA.delete(signature.key);
      throw err;
    }
  }
  if (!won) {
    if (signature) await env.MEDIA.delete(signature.key);
    const fresh = await loadSubject(db, scope, progressId);
    return settleAlreadyDecided(db, fresh, via, input, signerName, signatureSha);
  }

  await tellContractor(env, db, subject, evidence);
  // The client keeps the invoice, signed approval attached; never blocks the decision.
  if (evidence.decision === "approved") await sendClientInvoice(env, db, subject, now);
  // An approved billing becomes an invoice in the connected books, from the queue; never blocks the approval.
  if (evidence.decision === "approved") await requestSync(env, db, subject.owner.companyId, progressId);
  return {
    decision: { decision: evidence.decision, signerName, decidedAt: now.toISOString(), reason: evidence.reason, via },
    replayed: false,
  };
}

/**
 * The progress is already decided. The same decision retried (same signer and signature, or the same reason) answers
 * 200 with the decision on record; anything else is 409 ALREADY_DECIDED, and the screen shows the decision read-only.
 */
async function settleAlreadyDecided(
  db: Db,
  subject: ApprovalSubject,
  via: "link" | "in_person",
  input: DecideInput,
  signerName: string | null,
  signatureSha: string | null,
): Promise<{ decision: DecisionView; replayed: boolean }> {
  const evidence = await findApproval(db, subject.progress.id);
  const existing = decisionOf(subject, evidence);
  if (!existing) throw new AlreadyDecidedError(NOT_DECIDABLE, null);
  let same = !!evidence && evidence.decision === input.decision && evidence.via === via;
  if (same && evidence && input.decision === "approved") {
    const stored = evidence.signatureKey
      ? await findSignatureUpload(db, subject.owner.companyId, evidence.signatureKey)
      : undefined;
    same = evidence.signerName === signerName && stored?.sha256 === signatureSha;
  } else if (same && evidence) {
    same = (evidence.reason ?? null) === (input.reason ?? null);
  }
  if (same) return { decision: existing, replayed: true };
  const when = formatDate(existing.decidedAt, subject.owner.timezone);
  const message =
    existing.decision === "approved"
      ? `This progress was already approved${existing.signerName ? ` by ${existing.signerName}` : ""} on ${when}.`
      : `This progress was already rejected on ${when}.`;
  throw new AlreadyDecidedError(message, existing);
}

function decisionNotification(
  subject: ApprovalSubject,
  evidence: { decision: Decision; signerName: string | null; reason: string | null },
) {
  const { progress, project, client } = subject;
  const what = `${progressLabel(progress.progressNumber)} for ${project.name} (${formatAmountDue(progress)})`;
  const link = `/progress/${progress.id}`;
  if (evidence.decision === "approved") {
    return { title: "Progress approved", body: `${evidence.signerName ?? client.name} approved ${what}.`, link };
  }
  const reason = evidence.reason ? ` Reason: "${evidence.reason}"` : " No reason given.";
  return { title: "Progress rejected", body: `${client.name} rejected ${what}.${reason}`, link };
}

/**
 * The emails about a decision to everyone who hears about the billing (services/billing-audience.ts). A delivery
 * problem never undoes the decision. Best effort after the decision's commit (the in-app notification is in the
 * batch); the outbox relay calls it again for a decision with no email on record (ADR 0080), and the dedupe keys keep
 * it to one per person.
 */
export async function tellContractor(
  env: Env,
  db: Db,
  subject: ApprovalSubject,
  evidence: { decision: Decision; signerName: string | null; reason: string | null; via: string },
) {
  const { progress, project, client } = subject;
  try {
    await emailBillingAudience(env, db, subject, {
      // The bell's sentence (decisionNotification), in each reader's language: schema/i18n/member-mail.
      compose: (w) => {
        const number = progress.progressNumber;
        const what = { number, project: project.name, amount: w.money(amountDue(progress), progress.currency) };
        const approved = evidence.decision === "approved";
        return {
          subject: w.t("billingSubject", {
            title: w.t(approved ? "approvedTitle" : "rejectedTitle"),
            project: project.name,
            number,
          }),
          body: approved
            ? w.t("approvedBody", { ...what, signer: evidence.signerName ?? client.name })
            : evidence.reason
              ? w.t("rejectedReason", { ...what, client: client.name, reason: evidence.reason })
              : w.t("rejectedNoReason", { ...what, client: client.name }),
          details: evidence.via === "in_person" ? [w.t("signedInPerson")] : [],
        };
      },
      next: evidence.decision === "approved" ? NEXT_STEPS.approved : NEXT_STEPS.rejected,
      dedupeKey: `decision:${progress.id}`,
    });
  } catch (err) {
    console.error(`Decision email for progress ${progress.id} could not be queued`, err);
  }
}
