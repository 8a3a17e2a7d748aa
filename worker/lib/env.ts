// Validates the Worker's configuration once per isolate, naming exactly what is missing or wrong.
import { z } from "zod";
import { DATA_KEYS_FORMAT, parseDataKeys } from "./secret-box";

const EnvSchema = z
  .object({
    APP_ENV: z.enum(["development", "production", "test"]),
    SESSION_SECRET: z
      .string()
      .min(32, "SESSION_SECRET must be at least 32 characters (wrangler secret put SESSION_SECRET)"),
    // Seals stored secrets (TOTP; worker/lib/secret-box.ts): versioned keys, newest first, so rotation adds one.
    DATA_ENCRYPTION_KEYS: z
      .string(`${DATA_KEYS_FORMAT} (wrangler secret put DATA_ENCRYPTION_KEYS)`)
      .refine((v) => parseDataKeys(v) !== null, DATA_KEYS_FORMAT),
    EMAIL_FROM: z.string().min(3),
    SUPPORT_INBOX: z.email(),
    ADMIN_USERNAME: z.string().min(3),
    // Delivery providers (worker/providers): unset means the local outbox, which production refuses below.
    APP_URL: z.url("APP_URL must be an absolute URL such as https://app.paystage.app").optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_SOLO: z.string().min(1).optional(),
    STRIPE_PRICE_STARTER: z.string().min(1).optional(),
    STRIPE_PRICE_PROFESSIONAL: z.string().min(1).optional(),
    STRIPE_PRICE_SOLO_YEARLY: z.string().min(1).optional(),
    STRIPE_PRICE_STARTER_YEARLY: z.string().min(1).optional(),
    STRIPE_PRICE_PROFESSIONAL_YEARLY: z.string().min(1).optional(),
    // Peppol delivery through Billit (worker/providers/peppol, ADR 0193): both or neither.
    BILLIT_API_KEY: z.string().min(1).optional(),
    BILLIT_WEBHOOK_SECRET: z.string().min(1).optional(),
    BILLIT_SANDBOX: z.enum(["true", "false"]).optional(),
    // Connected accounting (worker/providers/accounting, ADR 0126): each provider all or none.
    QUICKBOOKS_CLIENT_ID: z.string().min(1).optional(),
    QUICKBOOKS_CLIENT_SECRET: z.string().min(1).optional(),
    QUICKBOOKS_WEBHOOK_VERIFIER: z.string().min(1).optional(),
    QUICKBOOKS_SANDBOX: z.enum(["true", "false"], "QUICKBOOKS_SANDBOX must be true or false").optional(),
    XERO_CLIENT_ID: z.string().min(1).optional(),
    XERO_CLIENT_SECRET: z.string().min(1).optional(),
    XERO_WEBHOOK_KEY: z.string().min(1).optional(),
    PASSWORD_BREACH_CHECK: z.enum(["hibp", "off"], "PASSWORD_BREACH_CHECK must be hibp or off").optional(),
  })
  .superRefine((env, ctx) => {
    // Approval links and payment requests reach clients by email: a production deploy that cannot send them is broken.
    if (env.APP_ENV === "production" && !env.RESEND_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["RESEND_API_KEY"],
        message: "an email provider is required in production (wrangler secret put RESEND_API_KEY)",
      });
    }
    // Passkeys are bound to APP_URL's host (ADR 0122): a deploy without it would bind them to whichever host asked.
    if (env.APP_ENV === "production" && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "APP_URL is required in production: passkeys and links use it (e.g. https://app.paystage.app)",
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length;
    if (twilio > 0 && twilio < 3) {
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_ACCOUNT_SID"],
        message: "set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none",
      });
    }
    if (Boolean(env.BILLIT_API_KEY) !== Boolean(env.BILLIT_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["BILLIT_API_KEY"],
        message: "set both BILLIT_API_KEY and BILLIT_WEBHOOK_SECRET, or neither",
      });
    }
    for (const [name, keys] of Object.entries(ACCOUNTING_KEYS)) {
      const set = keys.filter((key) => env[key]).length;
      if (set > 0 && set < keys.length) {
        ctx.addIssue({
          code: "custom",
          path: [keys[0]],
          message: `set all of ${keys.join(", ")} for ${name}, or none`,
        });
      }
    }
    // Half a Stripe configuration would take money it cannot record: refuse it at start (worker/lib/stripe-config.ts).
    if (env.STRIPE_SECRET_KEY) {
      const missing = missingStripeKeys(env);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_SECRET_KEY"],
          message: `STRIPE_SECRET_KEY is set, so ${missing.join(", ")} must be set too`,
        });
      }
    }
  });

/** What each accounting provider's real mode needs: the app's OAuth client and the webhook signing key. */
export const ACCOUNTING_KEYS = {
  quickbooks: ["QUICKBOOKS_CLIENT_ID", "QUICKBOOKS_CLIENT_SECRET", "QUICKBOOKS_WEBHOOK_VERIFIER"],
  xero: ["XERO_CLIENT_ID", "XERO_CLIENT_SECRET", "XERO_WEBHOOK_KEY"],
} as const;

/** What real Stripe mode needs besides the secret key: the webhook secret and the Price behind each checkout code. */
export const STRIPE_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_SOLO",
  "STRIPE_PRICE_STARTER",
  "STRIPE_PRICE_PROFESSIONAL",
] as const;

export const missingStripeKeys = (env: Partial<Record<(typeof STRIPE_KEYS)[number], string>>) =>
  STRIPE_KEYS.filter((key) => !env[key]);

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
    if (!env[binding])
      throw new ConfigError(`PayStage is misconfigured: binding ${binding} is missing from wrangler.toml`);
  }
  checked.add(env);
}

export const isDevelopment = (env: Env) => env.APP_ENV !== "production";
