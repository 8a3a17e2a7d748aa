// Reminder templates and sends without zod: the spec's section 5 messages, the template variables and the one
// renderer used by the editor's live preview and by every email/SMS the Worker sends, so both always agree.
// The web's reminder pages import this file directly, so they do not load the validation library (ADR 0093);
// nudges.ts re-exports it all with the request schemas.
import { formatCalendarDate } from "../rules/dates";
import { formatMoneyExact } from "../rules/money";
import { CHANNELS, TRIGGER_TYPES, type TriggerType } from "./enums";

export { CHANNELS, TRIGGER_TYPES, type TriggerType };
export type NudgeChannel = (typeof CHANNELS)[number];

/** How the editor names each trigger; "N" is the trigger value. */
export const TRIGGER_LABELS: Record<TriggerType, string> = {
  days_after_submission: "Days after submission",
  days_before_due: "Days before due date",
  on_due_date: "On the due date",
  days_after_due: "Days after due date",
};

/** A template's schedule in words, e.g. "3 days after the due date". */
export function describeTrigger(triggerType: TriggerType, triggerValue: number | null | undefined): string {
  const n = triggerValue ?? 0;
  const days = `${n} day${n === 1 ? "" : "s"}`;
  switch (triggerType) {
    case "on_due_date":
      return "On the due date";
    case "days_after_submission":
      return `${days} after submission`;
    case "days_before_due":
      return `${days} before the due date`;
    case "days_after_due":
      return `${days} after the due date`;
    default:
      // A new trigger fails to compile here until it has its words.
      return triggerType satisfies never;
  }
}

export const TEMPLATE_MESSAGES = {
  name: "Name is required",
  emailSubject: "Email subject is required",
  emailBody: "Email body is required",
  smsBody: "SMS message is required",
  triggerValue: "Must be a number",
  triggerValueMin: "Must be at least 1",
  triggerValueMax: "Must be at most 365",
  channels: "At least one channel is required",
} as const;

/** Spec section 9: a new template starts as 1 day after submission, by email. */
export const TEMPLATE_DEFAULTS = {
  triggerType: "days_after_submission" as TriggerType,
  triggerValue: 1,
  channels: ["email"] as NudgeChannel[],
  active: true,
};

export const MAX_TRIGGER_DAYS = 365;
export const MAX_SMS_LENGTH = 640;

/** The send page's three validation toasts (spec section 5): title and description. */
export const NUDGE_SEND_MESSAGES = {
  progress: {
    title: "Progress submission required",
    description: "Please select a progress submission to send the nudge for.",
  },
  template: {
    title: "Template required",
    description: "Please select a template before sending the nudge.",
  },
  channel: {
    title: "Channel required",
    description: "Please select at least one channel (email or SMS).",
  },
} as const;

export const NO_DEFAULT_TEMPLATE = "No default reminder template found";
/** The template the quick reminder uses (spec section 7). */
export const DEFAULT_REMINDER_TEMPLATE_NAME = "Payment Reminder";
export const NO_PHONE_FOR_SMS = "This client has no phone number, so a text message cannot be sent.";
/** The client's number could not be read as a phone number (ADR 0118): the contractor fixes it on the client. */
export const UNREADABLE_PHONE_FOR_SMS = "This client's phone number cannot be read, so a text message cannot be sent.";
/** The client's number replied STOP to our sender (ADR 0119): no text goes to it until they reply START. */
export const SMS_OPTED_OUT = "Client replied STOP; texts are off";

// ---------------------------------------------------------------------------------------------------------
// Template variables

/** Every variable a template may use: {{camelCase}} and its {snake_case} twin mean the same value. */
export const TEMPLATE_VARIABLES = [
  { name: "clientName", snake: "client_name", label: "Client name" },
  { name: "projectName", snake: "project_name", label: "Project name" },
  { name: "progressNumber", snake: "progress_number", label: "Progress #" },
  { name: "amount", snake: "amount", label: "Amount" },
  { name: "dueDate", snake: "due_date", label: "Due date" },
  { name: "userName", snake: "user_name", label: "Your name" },
  { name: "companyName", snake: "company_name", label: "Your company" },
  { name: "approvalLink", snake: "approval_link", label: "Approval link" },
  { name: "paymentLink", snake: "payment_link", label: "Payment link" },
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]["name"];
export type TemplateValues = Record<TemplateVariable, string>;

const byToken = new Map<string, TemplateVariable>();
for (const v of TEMPLATE_VARIABLES) {
  byToken.set(v.name.toLowerCase(), v.name);
  byToken.set(v.snake.toLowerCase(), v.name);
}

// {{ name }} or {name}; the double form is tried first so "{{x}}" is never read as "{" + "{x}" + "}".
const TOKEN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export type Rendered = {
  text: string;
  /** Tokens as written that name no variable; they stay in the text, visible, rather than vanish. */
  unknown: string[];
};

/** Fills every known variable; unknown ones are left as written and reported. */
export function renderTemplate(text: string, values: TemplateValues): Rendered {
  const unknown: string[] = [];
  const out = text.replace(TOKEN, (token, double: string | undefined, single: string | undefined) => {
    const name = byToken.get((double ?? single ?? "").toLowerCase());
    if (!name) {
      if (!unknown.includes(token)) unknown.push(token);
      return token;
    }
    return values[name];
  });
  return { text: out, unknown };
}

const EMPTY_VALUES = Object.fromEntries(TEMPLATE_VARIABLES.map((v) => [v.name, ""])) as TemplateValues;

/** Unknown variables across a template's texts, for the editor's warning. */
export const unknownVariables = (...texts: string[]) => [
  ...new Set(texts.flatMap((t) => renderTemplate(t, EMPTY_VALUES).unknown)),
];

/** What {{dueDate}} says when the progress has none. */
export const NO_DUE_DATE_TEXT = "upon receipt";

/** The facts a reminder is about; the renderer formats them the way a client reads them. */
export type ReminderFacts = {
  clientName: string;
  projectName: string;
  progressNumber: number;
  /** Integer minor units: what the client is asked to pay (the billing's total). */
  amount: number;
  /** The billing's money and locale (issue 33); a US billing's "$1,234.50" when absent. */
  currency?: string;
  locale?: string;
  /** YYYY-MM-DD, a calendar date. */
  dueDate: string | null;
  userName: string;
  companyName: string | null;
  /** The client's link: approve while pending, payment options once approved. */
  link: string;
  /**
   * How the client's language writes a calendar day and "upon receipt" (ADR 0175); absent: English, as always. The
   * amount's locale above is then the client's too.
   */
  dayText?: (isoDate: string) => string;
  noDueDateText?: string;
};

export function templateValues(f: ReminderFacts): TemplateValues {
  return {
    clientName: f.clientName,
    projectName: f.projectName,
    progressNumber: String(f.progressNumber),
    // Clients pay from reminders: exact cents (decisions.md), not the screens' whole dollars.
    amount: formatMoneyExact(f.amount, f.currency, f.locale),
    dueDate: f.dueDate ? (f.dayText ?? formatCalendarDate)(f.dueDate) : (f.noDueDateText ?? NO_DUE_DATE_TEXT),
    userName: f.userName,
    companyName: f.companyName || f.userName,
    approvalLink: f.link,
    paymentLink: f.link,
  };
}

/** The three texts of a template filled for one progress. */
export function renderReminder(
  template: { emailSubject: string; emailBody: string; smsBody: string },
  facts: ReminderFacts,
) {
  const values = templateValues(facts);
  const subject = renderTemplate(template.emailSubject, values);
  const email = renderTemplate(template.emailBody, values);
  const sms = renderTemplate(template.smsBody, values);
  return {
    subject: subject.text,
    emailBody: email.text,
    smsBody: sms.text,
    unknown: [...new Set([...subject.unknown, ...email.unknown, ...sms.unknown])],
  };
}
