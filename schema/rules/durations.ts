// Durations in milliseconds, declared once: the lint suite (scripts/boundaries.mjs) refuses a hand-written one
// elsewhere. A module of its own so that a constant imported by the app's entry brings no timezone code with it.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// --- Connected accounting (ADR 0126) ---
/** An OAuth state (connect -> consent -> callback) lives this long. */
export const ACCOUNTING_STATE_TTL_MS = 10 * MINUTE_MS;
/** Refresh the access token when it has less than this left, so no call races its expiry. */
export const ACCOUNTING_REFRESH_MARGIN_MS = 5 * MINUTE_MS;
/** One worker refreshes at a time; a lease left by a crashed one frees itself after this. */
export const ACCOUNTING_REFRESH_LEASE_MS = 30 * SECOND_MS;
/** Webhook event ids are kept this long: both providers stop retrying a delivery well within it. */
export const ACCOUNTING_WEBHOOK_EVENT_RETENTION_MS = 30 * DAY_MS;
/** The reconciliation re-reads payments from this far before its last run, so a late-indexed change is not missed. */
export const ACCOUNTING_RECONCILE_OVERLAP_MS = 2 * HOUR_MS;
/** The first reconciliation of a connection looks back this far. */
export const ACCOUNTING_RECONCILE_FIRST_LOOKBACK_MS = 1 * DAY_MS;
