// Approval links: issue a token for one progress through the share-token Durable Object, record it, send it to the client.
import { APPROVAL_LINK_TTL_MS, LINK_NEEDS_PENDING, PROGRESS_NOT_FOUND } from "#schema/contracts";
import type { CompanyId } from "#schema/db/companies";
import { amountDue } from "#schema/rules/money";
import { type ApprovalSubject, findApprovalSubject, insertApprovalLink, revokeApprovalLinks } from "../db/approvals";
import { shareTokens } from "../durable-objects/share-tokens";
import type { Db } from "../lib/db";
import { AppError, notFound } from "../lib/errors";
import { log } from "../lib/log";
import { clientContactOf } from "./client-contact";
import { clientWordsOf } from "./client-words";
import { type OutgoingMessage, queueMessages } from "./messages";

/**
 * delivery: "queued" (email/SMS on their way), "later" (recorded but not yet handed to the queue, or not recorded at
 * all: the outbox relay sends the link within minutes, ADR 0080; this link works meanwhile), "not_sent" (copy).
 */
export type ApprovalLinkAnswer = { url: string; expiresAt: string; delivery: "queued" | "later" | "not_sent" };

/**
 * Issues a fresh approval link for a pending progress of `userId` and answers its URL.
 * deliver (default): revokes the progress's older links, then emails (and texts, when the client has a phone) the
 * new one to the project's client. Without deliver the contractor shares it themselves and sent links keep working.
 * Called right after a progress is created, and by "Resend approval link" / "Copy link".
 */
export async function requestApproval(
  env: Env,
  db: Db,
  input: {
    progressId: number;
    companyId: CompanyId;
    origin: string;
    deliver?: boolean;
    /** The relay sends a link that never went out: links the contractor copied meanwhile keep working. */
    keepOlderLinks?: boolean;
    now?: Date;
  },
): Promise<ApprovalLinkAnswer> {
  const { progressId, companyId, origin, deliver = true, keepOlderLinks = false, now = new Date() } = input;
  const subject = await findApprovalSubject(db, { companyId }, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  if (subject.progress.status !== "pending") throw new AppError("CONFLICT", LINK_NEEDS_PENDING);

  const tokens = shareTokens(env);
  if (deliver && !keepOlderLinks) {
    await tokens.revoke("approval", progressId, now.getTime());
    await revokeApprovalLinks(db, progressId, now);
  }
  const issued = await tokens.issue("approval", progressId, APPROVAL_LINK_TTL_MS, now.getTime());
  const expiresAt = new Date(issued.expiresAt);
  const link = await insertApprovalLink(db, { progressId, sentAt: now, expiresAt });
  const url = `${origin.replace(/\/+$/, "")}/a/${issued.token}`;
  let delivery: ApprovalLinkAnswer["delivery"] = "not_sent";
  if (deliver) {
    try {
      const queued = await queueMessages(env, db, approvalLinkMessages(subject, url, expiresAt, link.id), now);
      delivery = queued.some((m) => m.deferred) ? "later" : "queued";
    } catch (err) {
      // The link is issued and recorded: answer it so the contractor can copy it. No message was recorded, so the
      // outbox relay finds this pending billing without a sent link and issues and sends one.
      log("error", "approval link not recorded for delivery; the relay will send one", { progressId }, err);
      delivery = "later";
    }
  }
  return { url, expiresAt: expiresAt.toISOString(), delivery };
}

/** The email, and the SMS when the client has a phone. Amounts are exact: the client pays from them. */
export function approvalLinkMessages(
  subject: ApprovalSubject,
  url: string,
  expiresAt: Date,
  linkId: number,
): OutgoingMessage[] {
  const { progress, project, client, owner } = subject;
  // In the client's language and locale (ADR 0175); English reads exactly as it always has.
  const words = clientWordsOf(subject);
  const { t } = words;
  // Signed by whoever answers the client: the member who billed, or the company's contact once they left.
  const contact = clientContactOf(subject);
  const company = owner.companyName || contact.name;
  const amount = words.money(amountDue(progress), progress.currency);
  const title = t("approvalTitle", { number: progress.progressNumber, project: project.name });
  const lines = [
    t("greeting", { name: client.name }),
    "",
    t("approvalBilled", { company, title, amount, percent: progress.completionPercentage }),
    ...(progress.description ? ["", progress.description] : []),
    ...(progress.dueDate ? ["", t("approvalDue", { date: words.day(progress.dueDate) })] : []),
    "",
    t("approvalReview"),
    url,
    "",
    t("approvalLinkUntil", { date: words.date(expiresAt, owner.timezone) }),
    "",
    contact.name,
    company,
    ...(contact.phoneDisplay ? [contact.phoneDisplay] : []),
  ];
  const messages: OutgoingMessage[] = [
    {
      companyId: owner.companyId,
      userId: owner.id,
      channel: "email",
      to: client.email,
      subject: t("approvalSubject", { company, title, amount }),
      body: lines.join("\n"),
      dedupeKey: `approval-link:${linkId}:email`,
    },
  ];
  if (client.phone) {
    messages.push({
      companyId: owner.companyId,
      userId: owner.id,
      channel: "sms",
      to: client.phone,
      body: t("approvalSms", { company, title, amount, url }),
      dedupeKey: `approval-link:${linkId}:sms`,
    });
  }
  return messages;
}

/** The progress a token opens, or the one 404 for every bad, expired, revoked or unknown token. */
export async function resolveApprovalToken(env: Env, token: string, now = Date.now()) {
  const result = await shareTokens(env).redeem(token, now);
  if (result.status !== "ok" || result.record.kind !== "approval") throw notFound(PROGRESS_NOT_FOUND);
  return { progressId: result.record.subjectId, expiresAt: new Date(result.record.expiresAt) };
}
