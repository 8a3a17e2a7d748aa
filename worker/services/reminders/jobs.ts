// The reminder engine's queue messages: one sweep page, and one (progress, template, local day) to send.
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
