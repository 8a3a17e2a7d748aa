// Queue message contracts: every job on the JOBS queue is one of these, validated on the way out and in.
import { z } from "zod";

export const JobSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cleanup-sessions") }),
]);
export type Job = z.infer<typeof JobSchema>;
