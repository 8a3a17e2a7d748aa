// Durations in milliseconds, declared once: the lint suite (scripts/boundaries.mjs) refuses a hand-written one
// elsewhere. A module of its own so that a constant imported by the app's entry brings no timezone code with it.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
