// Which billings are still open, overdue, or reachable by a channel: the one home of each predicate (web screens,
// worker services and the SQL filters that mirror them all use these).
import type { Channel, ProgressStatus } from "../contracts/enums";

/** Still collectible: the client has not paid and has not rejected it. */
export const OPEN_STATUSES = ["pending", "approved"] as const satisfies readonly ProgressStatus[];

export const isOpen = (status: string): status is (typeof OPEN_STATUSES)[number] =>
  (OPEN_STATUSES as readonly string[]).includes(status);

/** Open and past its due day; `today` is the contractor's local YYYY-MM-DD (schema/rules/time localDate). */
export const isOverdue = (b: { status: string; dueDate: string | null }, today: string) =>
  isOpen(b.status) && b.dueDate !== null && b.dueDate < today;

/**
 * The channels that can reach a person: a text message needs a phone number that texts can reach, so not one the
 * E.164 backfill flagged as unreadable (ADR 0118).
 */
export function reachableChannels<C extends Channel>(
  channels: readonly C[],
  phone: string | null | undefined,
  phoneInvalid = false,
) {
  const ok = channels.filter((c) => c === "email" || (Boolean(phone?.trim()) && !phoneInvalid));
  return { ok, missingPhone: ok.length < channels.length };
}
