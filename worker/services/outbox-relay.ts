// The transactional-outbox relay (ADR 0080): every effect committed to D1 reaches the queue, even when the isolate
// died between the commit and the enqueue, or the queue refused it. Run by the short-interval cron.
import { MINUTE_MS } from "#schema/rules/durations";
import { findApprovalSubject } from "../db/approvals";
import { claimForRelay, listMessagesDueForRelay, noteRelayWaiting } from "../db/messages";
import {
  claimRelayEffect,
  type EffectWindow,
  listBillingsMissingApprovalLink,
  listDecisionsMissingEmail,
  listPaymentClaimsMissingEmail,
} from "../db/outbox-relay";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";
import { linkBase } from "../lib/request";
import { requestApproval } from "./approval-links";
import { tellContractor } from "./approvals";
import { failMessage } from "./deliver";
import {
  MAX_ENQUEUE_ATTEMPTS,
  MISSING_EFFECT_MIN_AGE_MS,
  MISSING_EFFECT_WINDOW_MS,
  RELAY_GRACE_MS,
  relayBackoffMs,
} from "./outbox-timing";
import { emailPaymentClaim } from "./payment-received";

/** Rows one pass handles; a larger backlog drains over the next passes (every 5 minutes). */
const MESSAGES_PER_PASS = 500;
/**
 * Missing effects one pass repairs, all kinds together (ADR 0128): each costs about ten D1 queries and a provider
 * call, so the pass is capped by work done, not by rows returned per query, and stays far inside one invocation's
 * limits however many effects are missing; the rest wait five minutes for the next pass.
 */
export const EFFECTS_PER_PASS = 25;
const SEND_BATCH_LIMIT = 100;
/** Ids one statement names (claims, notes): D1's limit is 100 bound parameters, and the claim binds a few of its own. */
const IDS_PER_STATEMENT = 90;
const inSlices = (ids: number[]) =>
  Array.from({ length: Math.ceil(ids.length / IDS_PER_STATEMENT) }, (_, i) =>
    ids.slice(i * IDS_PER_STATEMENT, (i + 1) * IDS_PER_STATEMENT),
  );
/** A relay claim blocks a second relay for this long; a relay that died mid-way is retried after it. */
const CLAIM_WINDOW_MS = 4 * MINUTE_MS;

export type RelayResult = {
  /** Messages handed to the queue again. */
  handedOver: number[];
  /** Messages the queue refused again (retried with backoff). */
  deferred: number[];
  /** Messages given up on after MAX_ENQUEUE_ATTEMPTS hand-overs (failed, owner notified). */
  gaveUp: number[];
  /** Pending billings whose approval link was issued and sent by this pass. */
  approvalLinks: number[];
  /** Progress whose decision or payment-claim email to the contractor was recorded by this pass. */
  contractorEmails: number[];
};

export async function relayOutbox(env: Env, db: Db, now = new Date()): Promise<RelayResult> {
  const result: RelayResult = { handedOver: [], deferred: [], gaveUp: [], approvalLinks: [], contractorEmails: [] };
  const budget = { left: EFFECTS_PER_PASS };
  await relayMessages(env, db, now, result, budget);
  await relayApprovalLinks(env, db, now, result, budget);
  await relayContractorEmails(env, db, now, result, budget);
  if (Object.values(result).some((ids) => ids.length > 0)) {
    log("info", "outbox relay pass", {
      handedOver: result.handedOver.length,
      deferred: result.deferred.length,
      gaveUp: result.gaveUp.length,
      approvalLinks: result.approvalLinks,
      contractorEmails: result.contractorEmails,
    });
  }
  return result;
}

/** Queued messages whose relay time has passed: no delivery settled them, so their job is lost or never existed. */
async function relayMessages(env: Env, db: Db, now: Date, result: RelayResult, budget: Budget) {
  const stuck = await listMessagesDueForRelay(db, now, RELAY_GRACE_MS, MESSAGES_PER_PASS);
  if (stuck.length === 0) return;

  // Giving up costs a few queries and a notification per message: it shares the pass's effect budget, and the
  // rest give up on the next pass. Hand-overs are batched (one claim batch, one send per 100), so they are not.
  const givingUp = stuck.filter((m) => m.enqueueAttempts >= MAX_ENQUEUE_ATTEMPTS).slice(0, budget.left);
  budget.left -= givingUp.length;
  for (const message of givingUp) {
    const last = message.error ?? "no answer from the delivery queue";
    await failMessage(db, message, {
      error: `Gave up after ${message.enqueueAttempts} tries to hand it to the delivery queue. Last error: ${last}`,
    });
    result.gaveUp.push(message.id);
  }

  // Claim before handing over: the guarded UPDATE moves relayAfter into the future, so a second relay running at
  // the same time claims nothing and the message gets one new job, not two.
  const byAttempts = new Map<number, number[]>();
  for (const m of stuck) {
    if (m.enqueueAttempts >= MAX_ENQUEUE_ATTEMPTS) continue;
    byAttempts.set(m.enqueueAttempts, [...(byAttempts.get(m.enqueueAttempts) ?? []), m.id]);
  }
  if (byAttempts.size === 0) return;
  // A claim statement per slice of ids: a backlog is larger than one statement may name.
  const slices = [...byAttempts].flatMap(([attempts, ids]) => inSlices(ids).map((slice) => ({ attempts, ids: slice })));
  const claims = slices.map(({ attempts, ids }) =>
    claimForRelay(
      db,
      { ids, attempts, relayAfter: new Date(now.getTime() + relayBackoffMs(attempts + 1)) },
      now,
      RELAY_GRACE_MS,
    ),
  );
  const claimed = (await db.batch(claims as [(typeof claims)[number], ...(typeof claims)[number][]]))
    .flat()
    .map((r) => r.id);

  for (let i = 0; i < claimed.length; i += SEND_BATCH_LIMIT) {
    const ids = claimed.slice(i, i + SEND_BATCH_LIMIT);
    try {
      await enqueue(
        env.JOBS,
        ids.map((messageId) => ({ type: "deliver-message" as const, messageId })),
      );
      result.handedOver.push(...ids);
    } catch (err) {
      // relayAfter already moved on by the backoff: the next pass past it tries again.
      const left = claimed.slice(i);
      const reason = err instanceof Error ? err.message : String(err);
      log("warn", "relay could not hand messages to the queue", { messageIds: left }, err);
      const note = `Waiting for the delivery queue (${reason.slice(0, 200)}); retrying automatically.`;
      const notes = inSlices(left).map((ids) => noteRelayWaiting(db, ids, note));
      await db.batch(notes as [(typeof notes)[number], ...(typeof notes)[number][]]);
      result.deferred.push(...left);
      return;
    }
  }
}

/**
 * Pending billings that have no approval-link email on record: the submission saved the billing, then the share-token
 * store, D1 or the isolate failed before the link's message was recorded. The relay issues a link and sends it.
 */
async function relayApprovalLinks(env: Env, db: Db, now: Date, result: RelayResult, budget: Budget) {
  const orphans = await listBillingsMissingApprovalLink(db, effectWindow(now), budget.left);
  for (const orphan of orphans) {
    budget.left--;
    if (!(await claimRelayEffect(db, `approval-link:${orphan.id}`, now, CLAIM_WINDOW_MS))) continue;
    try {
      const answer = await requestApproval(env, db, {
        progressId: orphan.id,
        companyId: orphan.companyId,
        origin: linkBase(env),
        keepOlderLinks: true,
        now,
      });
      log("info", "relay sent a missing approval link", { progressId: orphan.id, delivery: answer.delivery });
      result.approvalLinks.push(orphan.id);
    } catch (err) {
      // Still failing (share-token store down?): the claim lapses and a later pass tries again.
      log("error", "relay could not issue a missing approval link", { progressId: orphan.id }, err);
    }
  }
}

/**
 * Decisions and payment claims whose email to the contractor was never recorded (D1 failed right after the commit,
 * or the isolate died). Their dedupe keys are fixed per progress, so a repeat or a concurrent pass records one email.
 */
async function relayContractorEmails(env: Env, db: Db, now: Date, result: RelayResult, budget: Budget) {
  const window = effectWindow(now);
  if (budget.left <= 0) return;
  const decisions = await listDecisionsMissingEmail(db, window, budget.left);
  for (const { approval } of decisions) {
    budget.left--;
    // The relay acts for the system on rows it selected itself: found by id, as a link would.
    const subject = await findApprovalSubject(db, { token: true }, approval.progressId);
    if (!subject) continue;
    await tellContractor(env, db, subject, approval);
    result.contractorEmails.push(approval.progressId);
  }

  if (budget.left <= 0) return;
  const claims = await listPaymentClaimsMissingEmail(db, window, budget.left);
  for (const claim of claims) {
    budget.left--;
    const subject = await findApprovalSubject(db, { token: true }, claim.id);
    if (subject && (await emailPaymentClaim(env, db, subject))) result.contractorEmails.push(claim.id);
  }
}

/** How many more missing effects this pass may repair. */
type Budget = { left: number };

/** Effects younger than this are still their own request's to record; older than a day, no longer chased. */
const effectWindow = (now: Date): EffectWindow => ({
  youngest: new Date(now.getTime() - MISSING_EFFECT_MIN_AGE_MS),
  oldest: new Date(now.getTime() - MISSING_EFFECT_WINDOW_MS),
});
