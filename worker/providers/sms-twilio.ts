// SMS through Twilio's Messages REST API with basic auth (https://www.twilio.com/docs/messaging/api/message-resource).
import { z } from "zod";
import { isE164 } from "#schema/rules/phones";
import { notE164 } from "./e164";
import type { DeliveryProvider, DeliveryResult, Reconciliation } from "./types";
import { describeResponse, errorField, networkFailure, readBody } from "./types";

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from: string;
  /**
   * The status-callback URL for one message (Twilio POSTs each status change there, signed). It names our message
   * id, so a callback finds its row even when the 201 carrying the SID never reached us.
   */
  statusCallback?: (messageId: number) => string;
};

/** The fields of a Message resource this adapter reads (Twilio's JSON answers use snake_case). */
const messageResource = z.object({
  sid: z.string(),
  body: z.string().nullable().optional(),
  direction: z.string().optional(),
  date_created: z.string().nullable().optional(),
});
const messageList = z.object({ messages: z.array(messageResource) });

/** Twilio's list filter takes a GMT calendar day ("DateSent>=YYYY-MM-DD"). */
const gmtDay = (at: Date) => at.toISOString().slice(0, 10);

/** How far a Twilio clock (whole seconds) may sit before our first attempt and still be that attempt. */
const CLOCK_SLACK_SECONDS = 60;

export function twilioSms(config: TwilioConfig, fetcher: typeof fetch = fetch): DeliveryProvider {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
  return {
    name: "twilio",
    async send(message) {
      if (!isE164(message.to)) return notE164(message.to);
      const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
      if (config.statusCallback) form.set("StatusCallback", config.statusCallback(message.messageId));
      try {
        const res = await fetcher(endpoint, {
          method: "POST",
          headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded" },
          body: form,
        });
        return classifyTwilioSend(res.status, await readBody(res));
      } catch (err) {
        // The request may have reached Twilio before the connection dropped.
        return { ...networkFailure(err), ambiguous: true };
      }
    },

    /**
     * Reads Twilio's Messages list filtered by To, From and DateSent (the documented filters of "Read multiple
     * Message resources") and looks for an outbound message with our exact body created since the first attempt.
     */
    async reconcile(message, since): Promise<Reconciliation> {
      const query = new URLSearchParams({
        To: message.to,
        From: config.from,
        "DateSent>": gmtDay(since),
        PageSize: "50",
      });
      // "DateSent>=YYYY-MM-DD": the inequality is part of the parameter's name (percent-encoded like any other).
      const url = `${endpoint}?${query}`;
      try {
        const res = await fetcher(url, { headers: { Authorization: auth } });
        const text = await readBody(res);
        if (!res.ok) return { found: "unknown", response: describeResponse(res.status, text) };
        const parsed = messageList.safeParse(safeJson(text));
        if (!parsed.success) return { found: "unknown", response: describeResponse(res.status, text) };
        const earliest = since.getTime() - CLOCK_SLACK_SECONDS * 1000;
        const match = parsed.data.messages.find(
          (m) =>
            (m.direction ?? "outbound-api").startsWith("outbound") &&
            typeof m.body === "string" &&
            // A trial account prefixes "Sent from your Twilio trial account - ".
            m.body.endsWith(message.body) &&
            (!m.date_created || Date.parse(m.date_created) >= earliest),
        );
        return match
          ? { found: true, providerMessageId: match.sid, response: `Found ${match.sid} at Twilio; not sent again.` }
          : { found: false, response: "Twilio has no such message; sending it now." };
      } catch (err) {
        return { found: "unknown", response: networkFailure(err).response };
      }
    },
  };
}

/**
 * 201 Created carries the Message SID. A 5xx is ambiguous (Twilio warns a 5xx can follow an accepted message) and so
 * is retried only after reconciling; 429 is a plain "not now"; any other 4xx (bad number, 21610 unsubscribed) is final.
 */
export function classifyTwilioSend(status: number, text: string): DeliveryResult {
  const response = describeResponse(status, text);
  if (status >= 200 && status < 300) return { ok: true, providerMessageId: errorField(text, "sid"), response };
  if (status >= 500) return { ok: false, permanent: false, ambiguous: true, response };
  if (status === 429 || status === 408) return { ok: false, permanent: false, response };
  return { ok: false, permanent: true, response };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
