// Queue message contracts: every job on the JOBS queue is one of these, validated on the way out and in.
import { z } from "zod";
import { ReminderSweepJobSchema, SendReminderJobSchema } from "../services/reminders/jobs";

export const JobSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cleanup-sessions") }),
  z.object({ type: z.literal("deliver-message"), messageId: z.number().int().positive() }),
  ReminderSweepJobSchema,
  SendReminderJobSchema,
  z.object({ type: z.literal("process-meeting"), meetingId: z.number().int().positive() }),
]);
export type Job = z.infer<typeof JobSchema>;
