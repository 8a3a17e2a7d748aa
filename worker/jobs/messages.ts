// Queue message contracts: every job on the JOBS queue is one of these, validated on the way out and in.
import { z } from "zod";
import { currentRequestId } from "../lib/log";
import { ReminderSweepJobSchema, SendReminderJobSchema } from "../services/reminders/jobs";

export const JobSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cleanup-sessions") }),
  // Sent by /api/health to prove the producer works; the consumer acks it and does nothing.
  z.object({ type: z.literal("health-ping") }),
  z.object({ type: z.literal("deliver-message"), messageId: z.number().int().positive() }),
  ReminderSweepJobSchema,
  SendReminderJobSchema,
  z.object({ type: z.literal("process-meeting"), meetingId: z.number().int().positive() }),
]);
export type Job = z.infer<typeof JobSchema>;

/** A job as it travels: the request id that caused it rides along (zod strips it on parse), so logs join up. */
export const jobBody = (job: Job) => {
  const requestId = currentRequestId();
  return { body: requestId ? { ...job, requestId } : job };
};

/** The request id a job carries, if any. */
export const requestIdOf = (body: unknown) => {
  const id = (body as { requestId?: unknown } | null)?.requestId;
  return typeof id === "string" ? id : undefined;
};
