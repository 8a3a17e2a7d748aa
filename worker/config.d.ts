// Optional configuration the generated worker-configuration.d.ts cannot know: secrets set with
// `wrangler secret put` (or .dev.vars) and vars a deploy may add. Absent in local runs; see worker/lib/env.ts.
type PayStageOptionalConfig = {
  /** Absolute base URL for links in emails/SMS sent outside a request (cron, queue). */
  APP_URL?: string;
  RESEND_API_KEY?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  /** Stripe (worker/lib/stripe-config.ts): secrets, plus the Price id behind each checkout code. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_SOLO?: string;
  STRIPE_PRICE_STARTER?: string;
  STRIPE_PRICE_PROFESSIONAL?: string;
  /** The yearly Prices (ADR 0123); without them yearly checkout names the missing one. */
  STRIPE_PRICE_SOLO_YEARLY?: string;
  STRIPE_PRICE_STARTER_YEARLY?: string;
  STRIPE_PRICE_PROFESSIONAL_YEARLY?: string;
  /** Peppol delivery through Billit (ADR 0193): the API key, the webhook's signing secret, "true" for the sandbox. */
  BILLIT_API_KEY?: string;
  BILLIT_WEBHOOK_SECRET?: string;
  BILLIT_SANDBOX?: string;
  /**
   * Connected accounting (ADR 0126): an app's keys from the Intuit and Xero developer portals. Unset means the local
   * stand-in plays the provider outside production, and production offers no connection.
   */
  QUICKBOOKS_CLIENT_ID?: string;
  QUICKBOOKS_CLIENT_SECRET?: string;
  QUICKBOOKS_WEBHOOK_VERIFIER?: string;
  /** "true" sends API calls to Intuit's sandbox host (development keys). */
  QUICKBOOKS_SANDBOX?: string;
  XERO_CLIENT_ID?: string;
  XERO_CLIENT_SECRET?: string;
  XERO_WEBHOOK_KEY?: string;
  /** Workers AI, bound only in production builds (PAYSTAGE_AI=on, ADR 0030); absent means "processing unavailable". */
  AI?: { run(model: string, input: Record<string, unknown>): Promise<unknown> };
  /** "hibp" also refuses passwords found in breaches (k-anonymity range API, fails open); unset or "off" does not. */
  PASSWORD_BREACH_CHECK?: string;
  /** The shard this env is narrowed to (worker/lib/shard-env.ts); absent on the Worker's own env: the default shard. */
  SHARD?: string;
  /** The Worker's own env behind a shard's, so a request can move to another shard (sign-in finds its own). */
  SHARD_BASE?: Env;
  /** Set only by the Worker itself: the shard a moved company's link is sent on to (middleware/moved-links.ts). */
  LINK_SHARD?: string;
};

interface Env extends PayStageOptionalConfig {}
declare namespace Cloudflare {
  interface Env extends PayStageOptionalConfig {}
}
