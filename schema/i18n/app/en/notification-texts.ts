// The bell's notifications as the Worker writes and stores them, in English (issue 34, ADR 0225): each title and body
// pattern exactly as worker/services write it, with its changing parts as arguments. A Spanish reader's bell
// recognises a stored sentence by its pattern (es/notification-lookup.ts) and shows the Spanish with the same parts;
// an English reader sees it as stored, and nothing of this loads. The catalogue test checks each pattern's fixed
// words are the Worker's own.
export const notificationTexts = {
  approvedTitle: "Progress approved",
  approvedBody: "{signer} approved Progress #{number} for {project} ({amount}).",
  rejectedTitle: "Progress rejected",
  rejectedReason: '{client} rejected Progress #{number} for {project} ({amount}). Reason: "{reason}"',
  rejectedNoReason: "{client} rejected Progress #{number} for {project} ({amount}). No reason given.",
  claimedTitle: "Payment sent by client",
  claimedBody:
    "{client} says they've sent {amount} for Progress #{number} ({project}). Confirm it arrived, then mark it paid.",
  claimedFieldBody:
    "{client} says they've sent {amount} for Progress #{number} ({project}). The office confirms it arrived and marks it paid.",
  recordedTitle: "Payment recorded",
  recordedBody:
    "Progress #{number} for {project} ({amount}) was marked paid in {provider}. Reminders for it have stopped.",
  failedTitle: "Message not delivered",
  failedEmail: "Your email to {to} could not be delivered{subject}. {error}",
  failedSms: "Your text message to {to} could not be delivered{subject}. {error}",
  exportTitle: "Your data export is ready",
  exportBody: "Your PayStage data is ready to download for the next 24 hours.",
  newDeviceTitle: "New sign-in to your account",
  newDeviceFrom:
    "Someone signed in with {device} from {ip}. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  newDevice:
    "Someone signed in with {device}. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  passwordTitle: "Your password was changed",
  passwordBody:
    "Your PayStage password was changed. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  passkeyAddedTitle: "A passkey was added",
  passkeyAddedBody:
    "The passkey \"{name}\" can now sign in to your account. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  passkeyRemovedTitle: "A passkey was removed",
  passkeyRemovedBody:
    "The passkey \"{name}\" can no longer sign in. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  twoStepOnTitle: "Two-step sign-in is on",
  twoStepOnBody:
    "Signing in now also asks for a code from your authenticator app. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  twoStepOffTitle: "Two-step sign-in is off",
  twoStepOffBody:
    "Signing in no longer asks for an authenticator code. If this wasn't you, change your password now and remove any passkey you don't recognise on your Profile.",
  waiverDeadlineTitle: "Lien waiver deadline",
  // The state's name and its statute's citation stay as the law writes them (worker/services/lien-waivers.ts).
  waiverDeadlineBody:
    "Application #{number}: if you have not been paid {amount}, {state} requires an affidavit of nonpayment by {date} ({statute}); after that the waiver stands as if you had been paid.",
  // worker/services/duplicate-subscription.ts: one body when the charge was refunded, one when nothing was charged.
  duplicateTitle: "We cancelled a second subscription",
  duplicateRefunded:
    "A second PayStage subscription was started for your company, from a second checkout. We cancelled it straight away and refunded its payment in full (refunds reach the card in 5 to 10 business days). Your plan is unchanged and you pay for it once.",
  duplicateUncharged:
    "A second PayStage subscription was started for your company, from a second checkout. We cancelled it straight away, before it charged anything. Your plan is unchanged and you pay for it once.",
  notesReadyTitle: "Meeting notes are ready",
  notesReadyBody: '"{meeting}": summary, key points and action items are ready to review.',
  notesFailedTitle: "Meeting notes need your help",
  notesFailedBody:
    '"{meeting}": the recording is saved but notes could not be written automatically. Add them by hand.',
} as const;
