// Support requests and product-update sign-ups: stored, then emailed to the support inbox through the delivery layer.
import type { z } from "zod";
import type { NewsletterSignupSchema, SupportSchema } from "#schema/contracts";
import { MINUTE_MS } from "#schema/rules/durations";
import { bumpCounter, findCounters } from "../db/rate-limits";
import { findRecentSupportRequest, insertSupportRequest } from "../db/support";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";
import { queueMessages } from "./messages";

type SupportInput = z.output<typeof SupportSchema>;
type NewsletterInput = z.output<typeof NewsletterSignupSchema>;

/** An identical request inside this window is a retry or a double tap: answered with the first one. */
export const SUPPORT_DUPLICATE_WINDOW_MS = 10 * MINUTE_MS;
/** Per network, so the inbox cannot be flooded; the window matches the hourly cleanup of the counters table. */
export const SUPPORT_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_SUPPORT_REQUESTS_PER_WINDOW = 5;
export const SUPPORT_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last few minutes. Please wait 15 minutes, or email us directly.";

const rateKey = (ip: string) => `support:${ip}`;

async function assertSupportAllowed(db: Db, ip: string | null, now: Date) {
  if (!ip) return;
  const [row] = await findCounters(db, [rateKey(ip)]);
  const fresh = row && now.getTime() - row.windowStart.getTime() < SUPPORT_WINDOW_MS ? row.count : 0;
  if (fresh >= MAX_SUPPORT_REQUESTS_PER_WINDOW) throw new AppError("RATE_LIMITED", SUPPORT_RATE_LIMIT_MESSAGE);
}

const supportEmailBody = (id: number, input: SupportInput) =>
  [
    `Support request #${id}`,
    "",
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    "",
    input.message,
    "",
    `Reply to ${input.email}. They were told to expect an answer within 2 hours on business days.`,
  ].join("\n");

/** Stores the request and emails it to the support inbox; a repeat of the same request changes nothing. */
export async function submitSupportRequest(env: Env, db: Db, input: SupportInput, ip: string | null, now = new Date()) {
  const duplicate = await findRecentSupportRequest(db, input, new Date(now.getTime() - SUPPORT_DUPLICATE_WINDOW_MS));
  let id = duplicate?.id;
  if (id === undefined) {
    await assertSupportAllowed(db, ip, now);
    if (ip) await bumpCounter(db, rateKey(ip), now, SUPPORT_WINDOW_MS);
    ({ id } = await insertSupportRequest(db, input));
  }
  // Queued even for a duplicate: if the first attempt stored the row but failed to queue, this completes it;
  // if it did queue, the dedupe key makes this a no-op.
  await queueMessages(env, db, [
    {
      companyId: null,
      userId: null,
      channel: "email",
      to: env.SUPPORT_INBOX,
      subject: `Support request #${id}: ${input.subject}`,
      body: supportEmailBody(id, input),
      dedupeKey: `support-request:${id}`,
    },
  ]);
  return { id };
}

/** The footer's product-updates box: the support team keeps the list, so the sign-up goes to their inbox once. */
export async function signUpForUpdates(env: Env, db: Db, input: NewsletterInput) {
  await queueMessages(env, db, [
    {
      companyId: null,
      userId: null,
      channel: "email",
      to: env.SUPPORT_INBOX,
      subject: `Product updates sign-up: ${input.email}`,
      body: `Please add ${input.email} to the PayStage product updates list.\n\nThey signed up with the box at the foot of the website.`,
      dedupeKey: `newsletter:${input.email}`,
    },
  ]);
}
