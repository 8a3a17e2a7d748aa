// Twilio's two webhooks (ADR 0119): the status callback of each outbound text, and incoming texts (STOP/START).
// Both are authenticated only by X-Twilio-Signature over the URL and the form, so nothing is read before it checks.
import { SMS_OPTED_OUT } from "#schema/contracts/nudge-texts";
import {
  TWILIO_BAD_PAYLOAD,
  TWILIO_BAD_SIGNATURE,
  twilioInboundMessage,
  twilioStatusCallback,
  twilioStatusQuery,
} from "#schema/contracts/twilio";
import { smsKeywordAction } from "#schema/rules/sms-keywords";
import { deleteOptOut, findMessageByProviderId, insertOptOut } from "../db/messages";
import type { Db } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import { log } from "../lib/log";
import { isValidTwilioSignature } from "../providers/twilio-signature";
import { applyProviderStatus } from "./message-status";

export type TwilioWebhook = { url: string; signature: string | undefined; form: URLSearchParams };

/** Refuses anything Twilio did not sign. Without an auth token nothing can be checked, so nothing is accepted. */
function assertSigned(authToken: string | undefined, hook: TwilioWebhook) {
  if (!authToken || !isValidTwilioSignature(authToken, hook.signature, hook.url, hook.form)) {
    throw new AppError("FORBIDDEN", TWILIO_BAD_SIGNATURE);
  }
}

const parseForm = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  form: URLSearchParams,
) => {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw badRequest(TWILIO_BAD_PAYLOAD);
  return parsed.data;
};

/** POST /api/twilio/status: records the status; a repeat or a late, lower status changes nothing. */
export async function handleTwilioStatus(db: Db, authToken: string | undefined, hook: TwilioWebhook, now = new Date()) {
  assertSigned(authToken, hook);
  const callback = parseForm(twilioStatusCallback, hook.form);
  const query = twilioStatusQuery.safeParse(Object.fromEntries(new URL(hook.url).searchParams));
  if (!query.success) throw badRequest(TWILIO_BAD_PAYLOAD);
  // The URL names our message (we built it); a callback configured elsewhere is found by its SID.
  const messageId = query.data.messageId ?? (await findMessageByProviderId(db, callback.MessageSid))?.id;
  if (messageId === undefined) return { applied: false };
  return applyProviderStatus(
    db,
    { messageId, sid: callback.MessageSid, status: callback.MessageStatus, errorCode: callback.ErrorCode },
    now,
  );
}

/**
 * POST /api/twilio/inbound: an opt-out keyword records the number (keyed by phone: the person's choice holds for
 * every company), an opt-in keyword removes it. Twilio already answers the keyword to the sender, so we reply nothing.
 */
export async function handleTwilioInbound(
  db: Db,
  authToken: string | undefined,
  hook: TwilioWebhook,
  now = new Date(),
) {
  assertSigned(authToken, hook);
  const inbound = parseForm(twilioInboundMessage, hook.form);
  const action = smsKeywordAction(inbound.Body, inbound.OptOutType);
  if (action?.action === "opt-out") {
    await insertOptOut(db, { phone: inbound.From, keyword: action.keyword.slice(0, 32), optedOutAt: now });
    log("info", "sms opt-out recorded", { reason: SMS_OPTED_OUT });
  } else if (action?.action === "opt-in") {
    await deleteOptOut(db, inbound.From);
    log("info", "sms opt-in recorded", {});
  }
  return { action: action?.action ?? null };
}
