// The reminder templates every new account starts with. "Payment Reminder" is the quick reminder's template.
import { DEFAULT_REMINDER_TEXTS } from "#schema/i18n/client/reminder-templates";
import type { TemplateValues } from "../db/nudges";

export const DEFAULT_TEMPLATES: TemplateValues[] = [
  {
    name: "Payment Reminder",
    ...DEFAULT_REMINDER_TEXTS.en["Payment Reminder"],
    triggerType: "days_before_due",
    triggerValue: 3,
    channels: ["email"],
    active: true,
  },
  {
    name: "Due Today",
    ...DEFAULT_REMINDER_TEXTS.en["Due Today"],
    triggerType: "on_due_date",
    triggerValue: null,
    channels: ["email"],
    active: true,
  },
  {
    name: "Past Due",
    ...DEFAULT_REMINDER_TEXTS.en["Past Due"],
    triggerType: "days_after_due",
    triggerValue: 3,
    channels: ["email"],
    active: true,
  },
  {
    name: "Approval Follow-up",
    ...DEFAULT_REMINDER_TEXTS.en["Approval Follow-up"],
    triggerType: "days_after_submission",
    triggerValue: 2,
    channels: ["email"],
    active: true,
  },
];
