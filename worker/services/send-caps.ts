// Per-company daily caps on email and SMS, so a stolen or abused account cannot spam clients or run up SMS costs.

import type { CompanyId } from "#schema/db/companies";
import { DAY_MS } from "#schema/rules/durations";
import { countMessagesSince, findMessageIdsByKeys } from "../db/messages";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";

export const DAILY_CAPS = { email: 200, sms: 100 } as const;

export const capMessage = (channel: "email" | "sms") =>
  channel === "email"
    ? `Daily email limit reached: an account can send ${DAILY_CAPS.email} emails in 24 hours. Please try again later.`
    : `Daily text message limit reached: an account can send ${DAILY_CAPS.sms} text messages in 24 hours. Please try again later.`;

type Outgoing = {
  companyId: CompanyId | null;
  channel: "email" | "sms";
  dedupeKey?: string | null;
  essential?: boolean;
};

/**
 * Throws RATE_LIMITED (429, with the message above) when these sends would take a company past its cap for the
 * last 24 hours (every member's sends count together). Essential notices and messages a dedupe key already
 * recorded (a retry, not a new send) are free.
 */
export async function assertWithinDailyCaps(db: Db, outgoing: Outgoing[], now = new Date()) {
  const counted = outgoing.filter((m) => m.companyId !== null && !m.essential);
  if (counted.length === 0) return;
  const keys = counted.flatMap((m) => (m.dedupeKey ? [m.dedupeKey] : []));
  const existing = new Set(keys.length ? (await findMessageIdsByKeys(db, keys)).map((r) => r.dedupeKey) : []);
  const fresh = counted.filter((m) => !m.dedupeKey || !existing.has(m.dedupeKey));
  const wanted = new Map<string, number>();
  for (const m of fresh) {
    const k = `${m.companyId}:${m.channel}`;
    wanted.set(k, (wanted.get(k) ?? 0) + 1);
  }
  for (const [k, n] of wanted) {
    const [companyId, channel] = k.split(":") as [string, "email" | "sms"];
    const sent = await countMessagesSince(
      db,
      Number(companyId) as CompanyId,
      channel,
      new Date(now.getTime() - DAY_MS),
    );
    if (sent + n > DAILY_CAPS[channel]) throw new AppError("RATE_LIMITED", capMessage(channel));
  }
}
