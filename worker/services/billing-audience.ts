// The emails about a billing's events (decided, payment sent, paid in the books) to everyone who hears about it
// (worker/db/billing-audience.ts has the rule), each in words that fit the reader's role: a field member is never
// asked to do what only the owner and office can (decisions.md, Teams).
import type { Role } from "#schema/contracts/team";
import type { ApprovalSubject } from "../db/approvals";
import { type Billing, listBillingAudience } from "../db/billing-audience";
import type { Db } from "../lib/db";
import { queueMessages } from "./messages";

export type BillingNotice = {
  subject: string;
  /** What happened, as the in-app notification says it. */
  body: string;
  /** Lines after it (how it was signed, that reminders paused), the same for every reader. */
  details?: string[];
  /** What to do next: `team` for the owner and office, `field` for the field member who billed it. */
  next?: { team: string; field: string };
  /** Per billing and event; each reader's message adds their id, so a retry sends each person one. */
  dedupeKey: string;
};

/** The next step as the owner and office take it, and as the field member who billed reads it. */
export const NEXT_STEPS = {
  approved: {
    team: "Next: the client has your payment options. Mark it paid in PayStage once the money arrives.",
    field: "Next: the client has the payment options. The office marks it paid once the money arrives; nothing to do.",
  },
  rejected: {
    team: "Next: fix what the client asked for, then submit a new progress.",
    field: "Next: fix what the client asked for, then submit a new progress.",
  },
  paymentClaimed: {
    team: "Reminders for this progress are paused. Once the money is in your account, open the progress in PayStage and mark it paid.",
    field:
      "Reminders for this progress are paused. The office confirms the money arrived and marks it paid; nothing to do.",
  },
} as const;

const nextFor = (role: Role, next: BillingNotice["next"]) => (next ? (role === "field" ? next.field : next.team) : "");

/** The billing a subject is: its company and the member who billed it. */
export const billingOf = (subject: Pick<ApprovalSubject, "owner">): Billing => ({
  companyId: subject.owner.companyId,
  billedBy: subject.owner.id,
});

/** The recipient's own dedupe key: the event's key and their id. */
export const audienceKey = (dedupeKey: string, userId: number) => `${dedupeKey}:${userId}`;

/**
 * Queues one email per person in the billing's audience, in one batch (all or none, so the outbox relay's check for
 * the event's messages holds). Throws what queueMessages throws; callers decide whether that fails their request.
 */
export async function emailBillingAudience(env: Env, db: Db, billing: ApprovalSubject, notice: BillingNotice) {
  const { owner: biller } = billing;
  const audience = await listBillingAudience(db, billingOf(billing));
  return queueMessages(
    env,
    db,
    audience.map((reader) => ({
      companyId: biller.companyId,
      userId: biller.id,
      channel: "email" as const,
      to: reader.email,
      subject: notice.subject,
      body: [
        `Hi ${reader.fullName},`,
        notice.body,
        // Everyone but the member who billed it is told whose billing it is.
        reader.id === biller.id ? "" : `Billed by ${biller.fullName}.`,
        ...(notice.details ?? []),
        nextFor(reader.role, notice.next),
      ]
        .filter(Boolean)
        .join("\n\n"),
      dedupeKey: audienceKey(notice.dedupeKey, reader.id),
    })),
  );
}
