// The emails about a billing's events (decided, payment sent, paid in the books) to everyone who hears about it
// (worker/db/billing-audience.ts has the rule), each in words that fit the reader's role: a field member is never
// asked to do what only the owner and office can (decisions.md, Teams), and in the reader's own language (ADR 0243).
import type { Role } from "#schema/contracts/team";
import { type MemberWords, memberWords, type PlainMemberKey } from "#schema/i18n/member-mail";
import type { ApprovalSubject } from "../db/approvals";
import { type Billing, listBillingAudience } from "../db/billing-audience";
import type { Db } from "../lib/db";
import { queueMessages } from "./messages";

export type BillingNotice = {
  /**
   * The email in one reader's words (ADR 0243): its subject, what happened (as the in-app notification says it) and
   * the lines after it (how it was signed), the same for every reader of that language.
   */
  compose: (w: MemberWords) => { subject: string; body: string; details?: string[] };
  /** What to do next: `team` for the owner and office, `field` for the field member who billed it. */
  next?: { team: PlainMemberKey; field: PlainMemberKey };
  /** Per billing and event; each reader's message adds their id, so a retry sends each person one. */
  dedupeKey: string;
};

/** The next step as the owner and office take it, and as the field member who billed reads it. */
export const NEXT_STEPS = {
  approved: { team: "nextApprovedTeam", field: "nextApprovedField" },
  rejected: { team: "nextRejected", field: "nextRejected" },
  paymentClaimed: { team: "nextClaimedTeam", field: "nextClaimedField" },
} as const satisfies Record<string, BillingNotice["next"]>;

const nextFor = (w: MemberWords, role: Role, next: BillingNotice["next"]) =>
  next ? w.t(role === "field" ? next.field : next.team) : "";

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
    audience.map((reader) => {
      // Each reader's own language, passed to the words explicitly; amounts stay in the billing's currency.
      const w = memberWords(reader.language, billing.progress.locale);
      const mail = notice.compose(w);
      return {
        companyId: biller.companyId,
        userId: biller.id,
        channel: "email" as const,
        to: reader.email,
        subject: mail.subject,
        body: [
          w.t("greeting", { name: reader.fullName }),
          mail.body,
          // Everyone but the member who billed it is told whose billing it is.
          reader.id === biller.id ? "" : w.t("billedBy", { name: biller.fullName }),
          ...(mail.details ?? []),
          nextFor(w, reader.role, notice.next),
        ]
          .filter(Boolean)
          .join("\n\n"),
        dedupeKey: audienceKey(notice.dedupeKey, reader.id),
      };
    }),
  );
}
