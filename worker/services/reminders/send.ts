// Sending one reminder, by hand or by the engine: check it, record it in nudge_history, render the template with
// a fresh client link, and hand the email/SMS to the delivery layer. Every step is safe to repeat.

import {
  APPROVAL_LINK_TTL_MS,
  DEFAULT_REMINDER_TEMPLATE_NAME,
  NO_DEFAULT_TEMPLATE,
  NO_PHONE_FOR_SMS,
  type NudgeChannel,
  PROGRESS_NOT_FOUND,
  renderReminder,
  SMS_OPTED_OUT,
  UNREADABLE_PHONE_FOR_SMS,
} from "#schema/contracts";
import type { SendReminderJob } from "#schema/contracts/jobs";
import type { Member } from "#schema/db/companies";
import { reminderInLanguage } from "#schema/i18n/client/reminder-templates";
import { balanceDueOf } from "#schema/rules/balance";
import { reachableChannels } from "#schema/rules/billing-state";
import { awardStatements } from "../../db/achievements";
import { type ApprovalSubject, findApprovalSubject, insertApprovalLink } from "../../db/approvals";
import { findOptOut } from "../../db/messages";
import {
  claimHistory,
  failUnsentMessages,
  findHistoryByKey,
  findHistoryMessages,
  findTemplate,
  findTemplateByName,
  findTemplateForJob,
  historyMessageKey,
  listHistory,
  listHistoryDeliveries,
  markReminderSent,
  requeueUnsentMessages,
  settleHistory,
  type TemplateRow,
} from "../../db/nudges";
import { shareTokens } from "../../durable-objects/share-tokens";
import type { Db } from "../../lib/db";
import { badRequest, notFound } from "../../lib/errors";
import { enqueue } from "../../lib/queue";
import { EARNED_BY } from "../achievements/rules";
import { clientContactOf } from "../client-contact";
import { clientWordsOf } from "../client-words";
import { type OutgoingMessage, queueMessages } from "../messages";
import { isDueOn, localClock, reminderKey } from "./due";

export const TEMPLATE_NOT_FOUND = "Template not found";
export const ALREADY_PAID = "This progress is already paid, so no reminder is needed.";
export const ALREADY_REJECTED = "This progress was rejected, so there is nothing to remind the client about.";

type Channel = NudgeChannel;

/** A fresh client link for this progress (the approval screen: approve while pending, payment options after). */
async function clientLink(env: Env, db: Db, progressId: number, base: string, now: Date) {
  const issued = await shareTokens(env).issue("approval", progressId, APPROVAL_LINK_TTL_MS, now.getTime());
  // Older links stay valid: a reminder adds a way in, it does not take one away.
  await insertApprovalLink(db, { progressId, sentAt: now, expiresAt: new Date(issued.expiresAt) });
  return `${base.replace(/\/+$/, "")}/a/${issued.token}`;
}

/**
 * The channels that can reach this client now: a text needs a phone (schema/rules/billing-state) that has not
 * replied STOP (ADR 0119). `note` says why a chosen channel was dropped, for the contractor to read.
 */
async function reachable(db: Db, subject: ApprovalSubject, channels: Channel[]) {
  const { ok, missingPhone } = reachableChannels(channels, subject.client.phone, subject.client.phoneInvalid);
  const phone = subject.client.phone?.trim();
  const optedOut = ok.includes("sms") && phone ? Boolean(await findOptOut(db, phone)) : false;
  return {
    ok: optedOut ? ok.filter((c) => c !== "sms") : ok,
    missingPhone,
    note: missingPhone ? (phone ? UNREADABLE_PHONE_FOR_SMS : NO_PHONE_FOR_SMS) : optedOut ? SMS_OPTED_OUT : null,
  };
}

function reminderMessages(
  subject: ApprovalSubject,
  template: Pick<TemplateRow, "emailSubject" | "emailBody" | "smsBody">,
  channels: Channel[],
  link: string,
  historyId: number,
): OutgoingMessage[] {
  const { progress, project, client, owner } = subject;
  // In the client's language (ADR 0175): a default template in their words, their dates and numbers.
  const language = clientWordsOf(subject).language;
  const inLanguage = reminderInLanguage(
    template,
    {
      clientName: client.name,
      projectName: project.name,
      progressNumber: progress.progressNumber,
      // What is still owed (ADR 0165), in the billing's money (issue 33): after a part payment a reminder asks for the rest.
      amount: balanceDueOf(progress),
      currency: progress.currency,
      locale: progress.locale,
      dueDate: progress.dueDate,
      // Signed by whoever answers the client: the member who billed, or the company's contact once they left.
      userName: clientContactOf(subject).name,
      companyName: owner.companyName,
      link,
    },
    language,
  );
  const rendered = renderReminder(inLanguage.template, inLanguage.facts);
  return channels.map((channel) =>
    channel === "email"
      ? {
          companyId: owner.companyId,
          userId: owner.id,
          channel,
          to: client.email,
          subject: rendered.subject,
          body: rendered.emailBody,
          dedupeKey: historyMessageKey(historyId, channel),
        }
      : {
          companyId: owner.companyId,
          userId: owner.id,
          channel,
          to: client.phone ?? "",
          body: rendered.smsBody,
          dedupeKey: historyMessageKey(historyId, channel),
        },
  );
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** A message the queue refused before any provider saw it: a retry may hand it over again. */
const neverHandedOver = (m: { status: string; attempts: number; provider: string | null }) =>
  m.status === "failed" && m.attempts === 0 && m.provider === null;

/** Puts refused messages back on the queue; if the queue still refuses, they are failed again, never stuck "queued". */
async function requeue(env: Env, db: Db, ids: number[]) {
  const reclaimed = (await requeueUnsentMessages(db, ids)).map((r) => r.id);
  if (reclaimed.length === 0) return;
  try {
    await enqueue(
      env.JOBS,
      reclaimed.map((messageId) => ({ type: "deliver-message", messageId })),
    );
  } catch (err) {
    await failUnsentMessages(db, reclaimed, `Could not be queued for delivery: ${reason(err)}`);
    throw err;
  }
}

/**
 * Renders and queues the messages of history row `historyId`, then settles the row. The messages' dedupe keys
 * name the row, so a repeat (retry, duplicate job, double tap) finds them and sends nothing new; a retry after
 * the queue refused them hands the same messages over again.
 */
async function dispatch(
  env: Env,
  db: Db,
  input: {
    subject: ApprovalSubject;
    template: TemplateRow;
    channels: Channel[];
    historyId: number;
    linkBase: string;
    now: Date;
    note: string | null;
  },
) {
  const { subject, template, channels, historyId, linkBase, now, note } = input;
  const keys = channels.map((c) => historyMessageKey(historyId, c));
  const existing = await findHistoryMessages(db, keys);
  const refused = existing.filter(neverHandedOver).map((m) => m.id);
  if (existing.length === keys.length && refused.length === 0) return;
  try {
    if (existing.length < keys.length) {
      const link = await clientLink(env, db, subject.progress.id, linkBase, now);
      await queueMessages(env, db, reminderMessages(subject, template, channels, link, historyId));
    }
    if (refused.length > 0) await requeue(env, db, refused);
  } catch (err) {
    // Visible to the contractor at once; a retry that then succeeds settles the row again.
    await settleHistory(db, historyId, {
      success: false,
      errorMessage: `Could not be queued for delivery: ${reason(err)}`,
    });
    throw err;
  }
  await db.batch([
    settleHistory(db, historyId, { success: true, errorMessage: note }),
    markReminderSent(db, subject.owner.companyId, subject.progress.id),
    // Manual and automatic reminders both settle here: the reminder badges count settled rows.
    ...awardStatements(db, subject.owner.id, EARNED_BY.reminderSent),
  ]);
}

function assertChaseable(subject: ApprovalSubject) {
  if (subject.progress.status === "paid") throw badRequest(ALREADY_PAID);
  if (subject.progress.status === "rejected") throw badRequest(ALREADY_REJECTED);
}

/** POST /api/send-nudge and the quick reminder: the contractor sends one template now. */
export async function sendNudge(
  env: Env,
  db: Db,
  input: {
    /** The member sending it (recorded on the history); the progress and template must be their company's. */
    member: Member;
    progressId: number;
    templateId: number | null;
    channels: Channel[];
    requestId?: string;
    linkBase: string;
    now?: Date;
  },
) {
  const { member, progressId, channels, requestId, linkBase, now = new Date() } = input;
  const userId = member.id;
  const [subject, template] = await Promise.all([
    findApprovalSubject(db, { companyId: member.companyId }, progressId),
    input.templateId === null
      ? findTemplateByName(db, member.companyId, DEFAULT_REMINDER_TEMPLATE_NAME)
      : findTemplate(db, member.companyId, input.templateId),
  ]);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  if (!template) throw notFound(input.templateId === null ? NO_DEFAULT_TEMPLATE : TEMPLATE_NOT_FOUND);
  assertChaseable(subject);
  const reach = await reachable(db, subject, channels);
  if (reach.missingPhone) throw badRequest(reach.note!, { channels: reach.note! });
  // Texts only, to a number that replied STOP: nothing could go out, so say so instead of recording a reminder.
  if (reach.ok.length === 0) throw badRequest(SMS_OPTED_OUT, { channels: SMS_OPTED_OUT });

  const dedupeKey = requestId ? `manual:${userId}:${requestId}` : null;
  const [claimed] = await claimHistory(db, {
    progressId,
    templateId: template.id,
    userId,
    sentAt: now,
    channels: reach.ok,
    success: true,
    automatic: false,
    dedupeKey,
  });
  const historyId = claimed?.id ?? (dedupeKey ? (await findHistoryByKey(db, dedupeKey))?.id : undefined);
  if (historyId === undefined) throw new Error("Reminder history row was neither created nor found");
  await dispatch(env, db, { subject, template, channels: reach.ok, historyId, linkBase, now, note: reach.note });
  return { historyId, replayed: !claimed };
}

export type AutomaticOutcome = "sent" | "duplicate" | "not-due" | "gone" | "stale" | "unreachable";

/**
 * The consumer's "send-reminder" job. Re-checks everything at send time (the progress may have been paid since
 * the sweep), then claims the day's unique key: overlapping sweeps, redelivered messages and retries all land on
 * the same nudge_history row and the same messages, so the client hears once.
 */
export async function sendAutomaticReminder(
  env: Env,
  db: Db,
  job: SendReminderJob,
  linkBase: string,
  now = new Date(),
): Promise<AutomaticOutcome> {
  // Found by id alone: the job names it, and the template's owner then scopes everything else.
  const template = await findTemplateForJob(db, job.templateId);
  if (!template) return "gone";
  // Scoped by the template's owner: a template only ever applies to its owner's progress.
  const subject = await findApprovalSubject(db, { companyId: template.companyId }, job.progressId);
  if (!subject) return "gone";

  // Paid, rejected or payment-claimed since the sweep, a changed due date, a paused template: nothing to send.
  if (!template.active || !isDueOn(template, subject.progress, job.day, subject.owner.timezone)) return "not-due";
  const key = reminderKey(job.progressId, job.templateId, job.day);
  const earlier = await findHistoryByKey(db, key);
  // A send held up past its day (queue outage) is dropped; one already claimed that day is completed instead.
  if (!earlier && localClock(subject.owner.timezone, now).day !== job.day) return "stale";

  const { ok: channels, note } = await reachable(db, subject, template.channels);
  const [claimed] = earlier
    ? [undefined]
    : await claimHistory(db, {
        progressId: job.progressId,
        templateId: job.templateId,
        userId: template.userId,
        sentAt: now,
        channels: channels.length ? channels : template.channels,
        success: channels.length > 0,
        errorMessage: channels.length ? null : note,
        automatic: true,
        dedupeKey: key,
      });
  const historyId = claimed?.id ?? earlier?.id ?? (await findHistoryByKey(db, key))?.id;
  if (historyId === undefined) throw new Error(`Reminder ${key} was neither recorded nor found`);
  if (channels.length === 0) return "unreachable";
  await dispatch(env, db, { subject, template, channels, historyId, linkBase, now, note });
  return claimed ? "sent" : "duplicate";
}

// ---- history as the contractor sees it ----

/** "delivering": on its way, including retries after a refused hand-over or a transient provider error (ADR 0080). */
export type DeliveryState = "delivering" | "sent" | "failed";

/**
 * A progress's reminders, newest first. Each row's state joins the delivery layer's messages: a reminder is
 * failed when it could not be queued or any of its messages failed (after the delivery layer's retries).
 */
export async function listReminderHistory(db: Db, member: Member, progressId: number) {
  const subject = await findApprovalSubject(db, { companyId: member.companyId }, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  const [rows, deliveries] = await db.batch([
    listHistory(db, member.companyId, progressId),
    listHistoryDeliveries(db, member.companyId, progressId),
  ]);
  return rows.map((row) => {
    const all = deliveries.filter((d) => d.historyId === row.id);
    // A text held back because the number replied STOP is neither on its way nor an error: it is the row's note.
    const heldBack = all.find((d) => d.status === "skipped")?.error ?? null;
    const mine = all
      .filter((d) => d.status !== "skipped")
      .map((d) => ({
        channel: d.channel,
        status: (d.status === "queued" ? "delivering" : d.status) as DeliveryState,
        error: d.error,
      }));
    const failedDelivery = mine.find((d) => d.status === "failed");
    // A message still on its way after a hiccup says why it is late ("Waiting for the delivery queue ...").
    const retryNote = mine.find((d) => d.status === "delivering" && d.error)?.error ?? null;
    const status: DeliveryState =
      !row.success || failedDelivery || (heldBack && mine.length === 0)
        ? "failed"
        : mine.length > 0 && mine.every((d) => d.status === "sent")
          ? "sent"
          : "delivering";
    return {
      id: row.id,
      progressId: row.progressId,
      templateId: row.templateId,
      templateName: row.templateName,
      sentAt: row.sentAt.toISOString(),
      channels: row.channels,
      automatic: row.automatic,
      success: status !== "failed",
      status,
      errorMessage: row.success
        ? (failedDelivery?.error ?? row.errorMessage ?? heldBack ?? retryNote)
        : row.errorMessage,
      deliveries: mine,
    };
  });
}
export type ReminderHistoryItem = Awaited<ReturnType<typeof listReminderHistory>>[number];
