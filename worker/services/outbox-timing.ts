// The outbox relay's clock (ADR 0080): how long a queued message may sit before the relay hands it over again.
import { DAY_MS, HOUR_MS, MINUTE_MS } from "#schema/rules/durations";

/** A message not settled this long after it was recorded is assumed to have lost its job (the isolate died). */
export const RELAY_GRACE_MS = 2 * MINUTE_MS;

/** First retry after the queue refused a hand-over. */
export const ENQUEUE_RETRY_MS = MINUTE_MS;

/** The relay gives up (message failed, contractor notified) after this many hand-overs without a delivery. */
export const MAX_ENQUEUE_ATTEMPTS = 8;

/**
 * After hand-over `n` (1-based), when to look again if nothing settled the message: 5, 10, 20, 40, 80 minutes,
 * then every 2 hours. Longer than the consumer's own retry backoff (capped at an hour), so the relay never races a
 * job the queue still holds.
 */
export const relayBackoffMs = (n: number) => Math.min(5 * MINUTE_MS * 2 ** Math.max(0, n - 1), 2 * HOUR_MS);

/** While a delivery attempt runs it holds the message this long; a duplicate job meanwhile skips it. */
export const DELIVERY_LEASE_MS = MINUTE_MS;

/** A transient provider failure is the queue's to retry; the relay looks again only after the queue's backoff. */
export const AFTER_TRANSIENT_FAILURE_MS = 2 * HOUR_MS;

/**
 * A committed effect with no message on record (a billing without its approval email, a decision or payment claim
 * without the contractor's email) is left to its own request for this long, then the relay sends it.
 */
export const MISSING_EFFECT_MIN_AGE_MS = 2 * MINUTE_MS;
/**
 * ...and chased for a day. Older rows predate the relay or were written by hand (seed data, imports); a longer outage
 * than a day shows on Payment Status ("No approval link has been sent") where the contractor can resend.
 */
export const MISSING_EFFECT_WINDOW_MS = DAY_MS;
