// Email through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
import type { DeliveryProvider } from "./types";
import { networkFailure, resultFromResponse } from "./types";

const ENDPOINT = "https://api.resend.com/emails";

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
        return await resultFromResponse(res);
      } catch (err) {
        return networkFailure(err);
      }
    },
  };
}
