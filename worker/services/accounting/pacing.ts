// Calls to one organisation's books, paced (ADR 0134): one job at a time holds the organisation's turn (Xero allows
// 5 calls in flight, QuickBooks 10), a bounded number of turns a minute keeps a backlog under Xero's 60 and
// QuickBooks' 500 calls a minute, and a 429's Retry-After pauses every job for that organisation until then.
import type { AccountingProvider } from "#schema/contracts/accounting";
import { SYNC_WAITING_RATE_LIMIT } from "#schema/contracts/accounting";
import { MINUTE_MS } from "#schema/rules/durations";
import { claimApiTurn, findIntegrationById, type IntegrationRow, pauseApi, releaseApiTurn } from "../../db/accounting";
import type { Db } from "../../lib/db";
import { AccountingError } from "../../providers/accounting/types";

/**
 * Turns a minute per organisation. A turn is one job: a billing's sync makes at most about eight calls (contact,
 * invoice and payment, each looked up then created), so 6 stay under Xero's 60 a minute and 50 under QuickBooks' 500.
 */
export const TURNS_PER_MINUTE: Record<AccountingProvider, number> = { xero: 6, quickbooks: 50 };
/** How long a turn is held at most: a worker that died holding it frees it after this. */
export const TURN_MS = MINUTE_MS;
/** A job that finds the turn taken looks again this soon: the holder is usually done within seconds. */
export const TURN_TAKEN_WAIT_SECONDS = 5;

const waitError = (seconds: number) =>
  new AccountingError("transient", SYNC_WAITING_RATE_LIMIT, Math.max(1, Math.ceil(seconds)), true);

/** How long until this organisation can take a call again, from what its row says. */
function waitOf(row: IntegrationRow | undefined, now: Date) {
  const ms = now.getTime();
  if (row?.apiPausedUntil && row.apiPausedUntil.getTime() > ms) return (row.apiPausedUntil.getTime() - ms) / 1000;
  const windowEnds = (row?.apiWindowStart?.getTime() ?? 0) + MINUTE_MS;
  if (row && row.apiWindowTurns >= TURNS_PER_MINUTE[row.provider] && windowEnds > ms) return (windowEnds - ms) / 1000;
  return TURN_TAKEN_WAIT_SECONDS;
}

/**
 * Runs `work` holding the organisation's turn. No turn: a rate-limited AccountingError saying how long to wait (the
 * job goes back on the queue for that long). A 429 from the provider pauses the organisation for its Retry-After.
 */
export async function withTurn<T>(db: Db, row: IntegrationRow, work: () => Promise<T>, now = new Date()): Promise<T> {
  const until = new Date(now.getTime() + TURN_MS);
  if (!(await claimApiTurn(db, row.id, now, until, TURNS_PER_MINUTE[row.provider]))) {
    throw waitError(waitOf(await findIntegrationById(db, row.id), now));
  }
  try {
    return await work();
  } catch (err) {
    if (err instanceof AccountingError && err.rateLimited && err.retryAfterSeconds) {
      await pauseApi(db, row.id, new Date(Date.now() + err.retryAfterSeconds * 1000));
    }
    throw err;
  } finally {
    await releaseApiTurn(db, row.id, until);
  }
}
