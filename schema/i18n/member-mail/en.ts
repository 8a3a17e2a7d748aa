// What PayStage emails (and texts) a company's members, in English (issue 34, ADR 0243): the source, holding today's
// words exactly. A sentence the email shares with the bell is the bell's own (app/en/notification-texts.ts), so the
// notification and the email never drift apart; the role names are the invite page's (ROLE_AS, word for word).
import { invite } from "../app/en/invite";
import { notificationTexts as note } from "../app/en/notification-texts";

export const en = {
  greeting: "Hi {name},",
  billedBy: "Billed by {name}.",
  // worker/services/approvals.ts, accounting/sync.ts: the notification's title, the project and the billing.
  billingSubject: "{title}: {project}, Progress #{number}",
  approvedTitle: note.approvedTitle,
  approvedBody: note.approvedBody,
  rejectedTitle: note.rejectedTitle,
  rejectedReason: note.rejectedReason,
  rejectedNoReason: note.rejectedNoReason,
  signedInPerson: "Signed in person on your device.",
  nextApprovedTeam: "Next: the client has your payment options. Mark it paid in PayStage once the money arrives.",
  nextApprovedField:
    "Next: the client has the payment options. The office marks it paid once the money arrives; nothing to do.",
  nextRejected: "Next: fix what the client asked for, then submit a new progress.",
  // worker/services/payment-received.ts: the client's "I've sent the payment".
  claimSubject: "Payment sent: {project}, Progress #{number} ({amount})",
  claimFact: "{client} says they've sent {amount} for Progress #{number} ({project}).",
  nextClaimedTeam:
    "Reminders for this progress are paused. Once the money is in your account, open the progress in PayStage and mark it paid.",
  nextClaimedField:
    "Reminders for this progress are paused. The office confirms the money arrived and marks it paid; nothing to do.",
  // worker/services/accounting/sync.ts: paid in the company's books.
  recordedTitle: note.recordedTitle,
  recordedBody: note.recordedBody,
  // worker/services/duplicate-subscription.ts, to each owner.
  duplicateTitle: note.duplicateTitle,
  duplicateRefunded: note.duplicateRefunded,
  duplicateUncharged: note.duplicateUncharged,
  yourSubscription: "Your subscription: {link}",
  // worker/services/security-events.ts: the email is the bell's title and body.
  newDeviceTitle: note.newDeviceTitle,
  newDeviceFrom: note.newDeviceFrom,
  newDevice: note.newDevice,
  passwordTitle: note.passwordTitle,
  passwordBody: note.passwordBody,
  passkeyAddedTitle: note.passkeyAddedTitle,
  passkeyAddedBody: note.passkeyAddedBody,
  passkeyRemovedTitle: note.passkeyRemovedTitle,
  passkeyRemovedBody: note.passkeyRemovedBody,
  twoStepOnTitle: note.twoStepOnTitle,
  twoStepOnBody: note.twoStepOnBody,
  twoStepOffTitle: note.twoStepOffTitle,
  twoStepOffBody: note.twoStepOffBody,
  // worker/services/team.ts: the invite, by email and by text, in the inviter's language.
  inviteSubject: "{inviter} invited you to {company} on PayStage",
  inviteBody:
    "{inviter} invited you to join {company} on PayStage as {role}. Set up your login here: {link} (the link works for {days} days).",
  roleOwner: invite.asOwner,
  roleOffice: invite.asOffice,
  roleField: invite.asField,
} as const;
