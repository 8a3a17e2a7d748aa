// Picks the delivery adapter for a channel from configuration: a real provider when its secrets are set,
// the local outbox in development and tests, and a refusal in production (nothing pretends to be sent).

import { shardOfEnv } from "../lib/shard-env";
import { DEFAULT_SHARD } from "../lib/shards";
import { e164Only } from "./e164";
import { resendEmail } from "./email-resend";
import { outbox } from "./outbox";
import { twilioSms } from "./sms-twilio";
import type { DeliveryProvider } from "./types";

export type { DeliveryProvider, DeliveryRequest, DeliveryResult, Reconciliation } from "./types";

/**
 * Where Twilio reports each message's status: our public callback, naming the message (ADR 0119). Only with APP_URL:
 * Twilio cannot call a local dev server, and queue work has no request to take an origin from. It names the message,
 * off the default shard the shard that sent it (ADR 0228), and the company, whose current shard the directory knows
 * should the company move before the report comes (ADR 0234).
 */
export const twilioStatusCallback =
  (appUrl: string, shard = DEFAULT_SHARD) =>
  (messageId: number, companyId?: number | null) =>
    `${appUrl.replace(/\/+$/, "")}/api/twilio/status?messageId=${messageId}${shard === DEFAULT_SHARD ? "" : `&shard=${shard.name}`}${companyId ? `&company=${companyId}` : ""}`;

const notConfigured = (channel: "email" | "sms"): DeliveryProvider => ({
  name: "none",
  async send() {
    return {
      ok: false,
      permanent: true,
      response:
        channel === "sms"
          ? "No SMS provider is configured (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM)."
          : "No email provider is configured (set RESEND_API_KEY).",
    };
  },
});

export function providerFor(env: Env, channel: "email" | "sms", fetcher: typeof fetch = fetch): DeliveryProvider {
  if (channel === "email" && env.RESEND_API_KEY) {
    return resendEmail({ apiKey: env.RESEND_API_KEY, from: env.EMAIL_FROM }, fetcher);
  }
  if (channel === "sms" && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return twilioSms(
      {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: env.TWILIO_FROM,
        statusCallback: env.APP_URL ? twilioStatusCallback(env.APP_URL, shardOfEnv(env)) : undefined,
      },
      fetcher,
    );
  }
  if (env.APP_ENV === "production") return notConfigured(channel);
  return channel === "sms" ? e164Only(outbox) : outbox;
}
