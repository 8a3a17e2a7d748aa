// Validates the Worker's configuration once per isolate, naming exactly what is missing or wrong.
import { z } from "zod";

const EnvSchema = z.object({
  APP_ENV: z.enum(["development", "production", "test"]),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters (wrangler secret put SESSION_SECRET)"),
  EMAIL_FROM: z.string().min(3),
  SUPPORT_INBOX: z.email(),
  ADMIN_USERNAME: z.string().min(3),
});

let checked: WeakSet<object> | undefined;

export class ConfigError extends Error {}

export function assertEnv(env: Env): void {
  checked ??= new WeakSet();
  if (checked.has(env)) return;
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
    throw new ConfigError(`PayStage is misconfigured:\n- ${problems.join("\n- ")}`);
  }
  for (const binding of ["DB", "MEDIA", "JOBS", "SHARE_TOKENS"] as const) {
    if (!env[binding]) throw new ConfigError(`PayStage is misconfigured: binding ${binding} is missing from wrangler.toml`);
  }
  checked.add(env);
}

export const isDevelopment = (env: Env) => env.APP_ENV !== "production";
