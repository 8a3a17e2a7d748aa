// Optional configuration the generated worker-configuration.d.ts cannot know: secrets set with
// `wrangler secret put` (or .dev.vars) and vars a deploy may add. Absent in local runs; see worker/lib/env.ts.
type PayStageOptionalConfig = {
  /** Absolute base URL for links in emails/SMS sent outside a request (cron, queue). */
  APP_URL?: string;
  RESEND_API_KEY?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  /** "hibp" also refuses passwords found in breaches (k-anonymity range API, fails open); unset or "off" does not. */
  PASSWORD_BREACH_CHECK?: string;
};

interface Env extends PayStageOptionalConfig {}
declare namespace Cloudflare {
  interface Env extends PayStageOptionalConfig {}
}
