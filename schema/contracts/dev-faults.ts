// Development-only fault switches (PUT /api/dev/faults): make a binding fail on purpose to watch recovery by hand.
import { z } from "zod";

export const DevFaultsSchema = z.object({
  /** While true, every enqueue from an HTTP request throws, as a queue outage would. The cron relay is unaffected. */
  queue: z.boolean({ error: "queue must be true or false" }),
});
export type DevFaults = z.infer<typeof DevFaultsSchema>;
