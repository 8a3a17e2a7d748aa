// SMS through Twilio's Messages REST API with basic auth (https://www.twilio.com/docs/messaging/api/message-resource).
import { isE164 } from "#schema/rules/phones";
import { notE164 } from "./e164";
import type { DeliveryProvider } from "./types";
import { networkFailure, resultFromResponse } from "./types";

export function twilioSms(
  config: { accountSid: string; authToken: string; from: string },
  fetcher: typeof fetch = fetch,
): DeliveryProvider {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
  return {
    name: "twilio",
    async send(message) {
      if (!isE164(message.to)) return notE164(message.to);
      try {
        const res = await fetcher(endpoint, {
          method: "POST",
          headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
        });
        return await resultFromResponse(res);
      } catch (err) {
        return networkFailure(err);
      }
    },
  };
}
