// SMS through Twilio's Messages REST API with basic auth (https://www.twilio.com/docs/messaging/api/message-resource).
import { z } from "zod";
import { MINUTE_MS } from "#schema/rules/durations";
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
  statusCallback?: (messageId: number, companyId?: number | null) => string;
};

/** The fields of a Message resource this adapter reads (Twilio's JSON answers use snake_case). */
const messageResource = z.object({
  sid: z.string(),
  body: z.string().nullable().optional(),
  direction: z.string().optional(),
  date_created: z.string().nullable().optional(),
});
const messageList = z.object({
  messages: z.array(messageResource),
  next_page_uri: z.string().nullable().optional(),
});

/**
 * The largest page Twilio serves. The list is read without a date filter (a queued message has no `date_sent` yet),
 * so one To/From pair's whole history comes back; a page that is not the last leaves the answer unknown.
 */
const PAGE_SIZE = "1000";

/** How far a Twilio clock (whole seconds) may sit before our first attempt and still be that attempt. */
const CLOCK_SLACK_SECONDS = 60;

/**
 * For this long after the ambiguous attempt, a message Twilio does not list is "not found yet", not "never sent": the
 * queue asks again (its backoff: 30 s, 1, 2, 4 min) and sends only once the window has passed. ADR 0136.
 */
export const NOT_FOUND_SETTLE_MS = 5 * MINUTE_MS;

/** Twilio's error code for "Attempt to send to unsubscribed recipient" (the number replied STOP). */
export const TWILIO_UNSUBSCRIBED = 21610;

export function twilioSms(config: TwilioConfig, fetcher: typeof fetch = fetch): DeliveryProvider {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
  return {
    name: "twilio",
    async send(message) {
      if (!isE164(message.to)) return notE164(message.to);
      const form = new URLSearchParams({ To: message.to, From: config.from, Body: message.body });
      if (config.statusCallback)
        form.set("StatusCallback", config.statusCallback(message.messageId, message.companyId));
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
     * Reads Twilio's Messages list filtered by To and From (documented filters of "Read multiple Message resources")
     * and looks for an outbound message with our exact body created since the first attempt. No `DateSent` filter:
     * a message still queued at Twilio has no `date_sent`, and the filter would hide it (ADR 0136).
     */
    async reconcile(message, since, now = new Date()): Promise<Reconciliation> {
      const query = new URLSearchParams({ To: message.to, From: config.from, PageSize: PAGE_SIZE });
      try {
        const res = await fetcher(`${endpoint}?${query}`, { headers: { Authorization: auth } });
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
            Boolean(m.date_created) &&
            Date.parse(m.date_created!) >= earliest,
        );
        if (match)
          return {
            found: true,
            providerMessageId: match.sid,
            response: `Found ${match.sid} at Twilio; not sent again.`,
          };
        // Older pages exist (Twilio sorts by date_sent, and a queued message's place is not documented): unknown.
        if (parsed.data.next_page_uri) {
          return { found: "unknown", response: "Twilio's list of texts to this number is longer than one page." };
        }
        if (now.getTime() - since.getTime() < NOT_FOUND_SETTLE_MS) {
          return { found: "unknown", response: "Twilio shows no such message yet; asking again before sending." };
        }
        return { found: false, response: "Twilio has no such message; sending it now." };
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
  // The number replied STOP to our sender: the delivery layer records the opt-out as the inbound webhook does.
  if (twilioErrorCode(text) === TWILIO_UNSUBSCRIBED) return { ok: false, permanent: true, optedOut: true, response };
  return { ok: false, permanent: true, response };
}

/** The numeric `code` of Twilio's JSON error body ({code, message, more_info, status}), if there is one. */
function twilioErrorCode(text: string): number | undefined {
  const body = safeJson(text);
  if (body && typeof body === "object" && "code" in body) {
    const code = Number((body as { code: unknown }).code);
    return Number.isInteger(code) ? code : undefined;
  }
  return undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
