// Queue message contracts: every job on the JOBS queue is one of these. Producers validate through
// worker/lib/queue.ts enqueue(); the consumer parses again on the way in (a redelivery may predate a deploy).
import { z } from "zod";

const cursor = z.object({
  templateId: z.number().int().positive(),
  sortKey: z.union([z.string(), z.number()]),
  progressId: z.number().int().positive(),
});

/** One page of the sweep that the hourly cron started at `at` (epoch ms, the cron's scheduled time). */
export const ReminderSweepJobSchema = z.object({
  type: z.literal("reminder-sweep"),
  at: z.number().int().positive(),
  phase: z.enum(["submission", "due"]).default("submission"),
  after: cursor.nullable().default(null),
  /**
   * Set for one company's catch-up sweep (ADR 0128): after a change that may make a reminder due today in a zone
   * already swept today. It reads that company only and records no zone as swept.
   */
  companyId: z.number().int().positive().optional(),
});
export type ReminderSweepJob = z.input<typeof ReminderSweepJobSchema>;

/** One automatic reminder: the consumer re-checks it, renders it and sends it at most once for that day. */
export const SendReminderJobSchema = z.object({
  type: z.literal("send-reminder"),
  progressId: z.number().int().positive(),
  templateId: z.number().int().positive(),
  /** The owner's local day the reminder is for (YYYY-MM-DD); part of the dedupe key. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type SendReminderJob = z.infer<typeof SendReminderJobSchema>;

/** The tables whose phones the E.164 backfill rewrites, in the order it walks them (ADR 0118). */
export const PHONE_TABLES = ["users", "clients", "invites"] as const;

/** One page of the one-time E.164 backfill: the rows of `table` with an id above `after`. */
export const PhoneBackfillJobSchema = z.object({
  type: z.literal("phone-backfill"),
  table: z.enum(PHONE_TABLES),
  after: z.number().int().nonnegative(),
});
export type PhoneBackfillJob = z.infer<typeof PhoneBackfillJobSchema>;

/** One change a provider's webhook announced (ids only; the job reads the record). */
export const AccountingChangeSchema = z.object({
  eventId: z.string().min(1),
  tenantId: z.string().min(1),
  entity: z.string().min(1),
  entityId: z.string().min(1),
});

export const JobSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cleanup-sessions") }),
  // One chunk of data that ages out (ADR 0128); it queues itself again until a chunk comes back short.
  z.object({ type: z.literal("retention") }),
  // Sent by /api/health to prove the producer works; the consumer acks it and does nothing.
  z.object({ type: z.literal("health-ping") }),
  z.object({ type: z.literal("deliver-message"), messageId: z.number().int().positive() }),
  ReminderSweepJobSchema,
  SendReminderJobSchema,
  z.object({ type: z.literal("process-meeting"), meetingId: z.number().int().positive() }),
  // One segment of a recording, transcribed alone (ADR 0121); the last one to finish hands back to process-meeting.
  z.object({
    type: z.literal("transcribe-segment"),
    meetingId: z.number().int().positive(),
    seq: z.number().int().min(0),
  }),
  PhoneBackfillJobSchema,
  // The one-time photo-variants backfill (ADR 0130): one page of photos with an id above `after` marked when they
  // have no variants; the company's next signed-in session makes them in the browser.
  z.object({ type: z.literal("photo-variants-backfill"), after: z.number().int().nonnegative() }),
  // "Download my data" as a job (ADR 0128): the ZIP is written to R2 part by part, then the person is notified.
  z.object({
    type: z.literal("data-export"),
    userId: z.number().int().positive(),
    exportId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  }),
  // Connected accounting (ADR 0126): one billing brought up to date in the books; idempotent by the id map.
  z.object({
    type: z.literal("accounting-sync"),
    companyId: z.number().int().positive(),
    progressId: z.number().int().positive(),
  }),
  z.object({
    type: z.literal("accounting-webhook"),
    integrationId: z.number().int().positive(),
    change: AccountingChangeSchema,
  }),
  // Peppol (ADR 0204): one billing's e-invoice handed to the access point; idempotent by its delivery row and key.
  z.object({
    type: z.literal("peppol-send"),
    companyId: z.number().int().positive(),
    progressId: z.number().int().positive(),
  }),
  // The hourly reconciliation: a page of connections after `after` (by id), then one job per connection.
  z.object({ type: z.literal("accounting-reconcile"), after: z.number().int().nonnegative() }),
  z.object({ type: z.literal("accounting-reconcile-company"), integrationId: z.number().int().positive() }),
  // Lien-waiver affidavit deadlines (GA, MS; ADR 0210): one page of due reminders; it queues itself while pages fill.
  z.object({ type: z.literal("lien-waiver-deadlines") }),
  // Moving a company to another shard (ADR 0213): a bounded run, queued again until the move is done.
  z.object({
    type: z.literal("company-move"),
    companyId: z.number().int().positive(),
    to: z.string().min(1),
    ownerAsked: z.boolean().optional(),
  }),
  // Deleting a company's account (ADR 0226): a bounded run on the company's shard, queued again until it is done.
  z.object({ type: z.literal("company-erase"), companyId: z.number().int().positive() }),
]);
export type Job = z.infer<typeof JobSchema>;
