// Development-only fault switches (PUT /api/dev/faults): make a binding fail on purpose to watch recovery by hand.
import { z } from "zod";

export const DevFaultsSchema = z.object({
  /** While true, every enqueue from an HTTP request throws, as a queue outage would. The cron relay is unaffected. */
  queue: z.boolean({ error: "queue must be true or false" }),
});
export type DevFaults = z.infer<typeof DevFaultsSchema>;

/** POST /api/dev/seed: the local demo workspace; the admin's password is the operator's (ADMIN_PASSWORD in .dev.vars). */
export const DevSeedSchema = z.object({
  adminPassword: z.string({ error: "adminPassword is required" }).min(8, "adminPassword must be at least 8 characters"),
});

/** POST /api/dev/end-trial: ends a company's free trial now, to try what happens after it (development only). */
export const DevEndTrialSchema = z.object({
  username: z.string({ error: "username is required" }).min(1, "username is required"),
});
