// Email through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
import type { DeliveryProvider, DeliveryResult } from "./types";
import { describeResponse, errorField, isTransientStatus, networkFailure, readBody } from "./types";

const ENDPOINT = "https://api.resend.com/emails";

/**
 * Resend's documented idempotency answers (https://resend.com/docs/dashboard/emails/idempotency-keys): a 409
 * `concurrent_idempotent_requests` means the first request with this key is still in progress ("safe to retry this
 * request later"); a 409 `invalid_idempotent_request` means the key was used with a different payload ("retrying
 * this request is useless"). Every other status follows the common rule: 429 and 5xx retry, other 4xx are final.
 */
export function classifyResend(status: number, text: string): DeliveryResult {
  const response = describeResponse(status, text);
  if (status >= 200 && status < 300) return { ok: true, providerMessageId: errorField(text, "id"), response };
  if (status === 409)
    return { ok: false, permanent: errorField(text, "name") !== "concurrent_idempotent_requests", response };
  return { ok: false, permanent: !isTransientStatus(status), response };
}

export function resendEmail(config: { apiKey: string; from: string }, fetcher: typeof fetch = fetch): DeliveryProvider {
  return {
    name: "resend",
    async send(message) {
      try {
        const res = await fetcher(ENDPOINT, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            "Content-Type": "application/json",
            // A retry after a timeout must not send the email twice; Resend remembers the key for 24 hours.
            "Idempotency-Key": `paystage-message/${message.messageId}`,
          },
          body: JSON.stringify({
            from: config.from,
            to: [message.to],
            subject: message.subject ?? "Message from PayStage",
            text: message.body,
          }),
        });
        return classifyResend(res.status, await readBody(res));
      } catch (err) {
        return networkFailure(err);
      }
    },
  };
}
