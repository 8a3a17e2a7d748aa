// The reminder words the template editor, the templates list and the send screen share: channels, triggers, the
// message preview and the SMS segment count (issue 34, ADR 0195). TRIGGER_LABELS and describeTrigger
// (schema/contracts/nudge-texts.ts) hold the same English; the catalogue test checks they agree.
export const reminderTexts = {
  email: "Email",
  sms: "Text message (SMS)",
  trigger_days_after_submission: "Days after submission",
  trigger_days_before_due: "Days before due date",
  trigger_on_due_date: "On the due date",
  trigger_days_after_due: "Days after due date",
  when_on_due_date: "On the due date",
  when_days_after_submission: "{count, plural, one {# day} other {# days}} after submission",
  when_days_before_due: "{count, plural, one {# day} other {# days}} before the due date",
  when_days_after_due: "{count, plural, one {# day} other {# days}} after the due date",
  emailPreview: "Email preview",
  textPreview: "Text message preview",
  textMessage: "Text message",
  to: "to {to}",
  inLanguage: "in {language}",
  smsLength: "{count} characters",
  smsLengthLink: "About {count} characters with the link",
  sentAsTexts: ", sent as {count} texts",
  characters: "{count, plural, one {# character} other {# characters}}",
  segmentCount: "{count, plural, one {# segment} other {# segments}}",
  beforeFilled: "{segments}, before names and the link are filled in",
  unicode: '. "{letter}" is not in the basic text alphabet, so each segment holds 70 characters instead of 160',
  byLanguage: "Clients who read another language get it in theirs: {list}",
} as const;
