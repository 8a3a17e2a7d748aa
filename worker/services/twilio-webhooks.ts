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
import { parkStatus } from "../db/directory";
import { deleteOptOut, findReportedMessage, insertOptOut } from "../db/messages";
import { getDb } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import { log } from "../lib/log";
import { shardEnv } from "../lib/shard-env";
import { DEFAULT_SHARD, SHARDS, shardNamed } from "../lib/shards";
import { isValidTwilioSignature } from "../providers/twilio-signature";
import { shardOfCompany, shardsOfPhone } from "./directory";
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
export async function handleTwilioStatus(env: Env, hook: TwilioWebhook, now = new Date()) {
  assertSigned(env.TWILIO_AUTH_TOKEN, hook);
  const callback = parseForm(twilioStatusCallback, hook.form);
  const query = twilioStatusQuery.safeParse(Object.fromEntries(new URL(hook.url).searchParams));
  if (!query.success) throw badRequest(TWILIO_BAD_PAYLOAD);
  // The URL names our message (we built it); a callback configured elsewhere is found by its SID.
  const { messageId, company, shard } = query.data;
  const found = await reportedMessage(
    env,
    shard,
    company,
    messageId ? { id: messageId } : { sid: callback.MessageSid },
  );
  if (!found) return { applied: false };
  const report = {
    messageId: found.id,
    sid: callback.MessageSid,
    status: callback.MessageStatus,
    errorCode: callback.ErrorCode,
  };
  if (found.movingCompany !== null) {
    // Its company is mid-move: held in the directory and applied where the company lands (ADR 0234).
    await parkStatus(env.DIRECTORY, found.movingCompany, { ...report, at: now.getTime() });
    return { applied: false, parked: true };
  }
  return applyProviderStatus(found.db, report, now);
}

/**
 * Where a reported message's row lives now. Its company may have moved since the text left, so the shard the URL
 * names is not the last word: the company's current shard (the directory) is asked first, then the named one, then
 * the rest (ids are unique across shards). A row whose company moved away is a leftover awaiting deletion and is
 * passed over; one whose company is mid-move names it, so the report waits for the move (ADR 0234).
 */
async function reportedMessage(
  env: Env,
  named: string | undefined,
  company: number | undefined,
  by: { id: number } | { sid: string },
) {
  const first = company ? [await shardOfCompany(env, company)] : [];
  const order = [...new Set([...first, shardNamed(named) ?? DEFAULT_SHARD, ...SHARDS])];
  for (const shard of order) {
    const db = getDb(shardEnv(env, shard));
    const row = await findReportedMessage(db, by);
    if (!row || row.movedTo) continue;
    return {
      db,
      id: row.id,
      movingCompany: row.movingSince && row.companyId !== null ? (row.companyId as number) : null,
    };
  }
  return null;
}

/**
 * POST /api/twilio/inbound: an opt-out keyword records the number (keyed by phone: the person's choice holds for
 * every company), an opt-in keyword removes it. On every shard that texts the number, as the directory lists them: a
 * client of a company on the eu shard is honoured there (ADR 0234). Twilio already answers the keyword to the sender,
 * so we reply nothing.
 */
export async function handleTwilioInbound(env: Env, hook: TwilioWebhook, now = new Date()) {
  assertSigned(env.TWILIO_AUTH_TOKEN, hook);
  const inbound = parseForm(twilioInboundMessage, hook.form);
  const action = smsKeywordAction(inbound.Body, inbound.OptOutType);
  if (!action) return { action: null };
  const shards = await shardsOfPhone(env, inbound.From);
  await Promise.all(
    shards.map(async (shard) => {
      const db = getDb(shardEnv(env, shard));
      if (action.action === "opt-out") {
        await insertOptOut(db, { phone: inbound.From, keyword: action.keyword.slice(0, 32), optedOutAt: now });
      } else if (action.action === "opt-in") {
        await deleteOptOut(db, inbound.From);
      }
    }),
  );
  if (action.action === "opt-out")
    log("info", "sms opt-out recorded", { reason: SMS_OPTED_OUT, shards: shards.length });
  else if (action.action === "opt-in") log("info", "sms opt-in recorded", { shards: shards.length });
  return { action: action.action };
}
