// How long data that ages out is kept (ADR 0128): the retention job (worker/services/retention.ts) applies these,
// and the FAQ and README state them from here. Evidence (billings, approvals, signatures, photos, payments, invoices)
// has no entry on purpose: it is kept for as long as the account exists (after a deletion, the invoices for the periods
// in invoice-retention.ts).
export const RETENTION = {
  /** A sent email's or text's words are cleared after this; who, when and whether it arrived stay. */
  messageBodyDays: 90,
  /** The message record itself. */
  messageMonths: 13,
  readNotificationDays: 90,
  /** The delivery record of an approval link (sent, opened), counted from the link's expiry. */
  approvalLinkDaysAfterExpiry: 120,
  relayClaimDays: 1,
  stripeEventDays: 90,
} as const;

/** The policy in a person's words, once: the FAQ answer and the README say this. */
export const RETENTION_POLICY = [
  "Your billings, approvals and signatures, photos, payments and invoices are your records: we keep them for as long as your account exists, and you can download all of them from your profile at any time.",
  `Some things are only useful for a while, so we remove them: the words of the emails and texts we send for you after ${RETENTION.messageBodyDays} days (the record that a message went out, to whom and when, stays for ${RETENTION.messageMonths} months), notifications you have read after ${RETENTION.readNotificationDays} days, and the record of an approval link ${RETENTION.approvalLinkDaysAfterExpiry} days after the link expired.`,
] as const;
