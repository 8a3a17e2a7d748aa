// The reminder templates every new account starts with. "Payment Reminder" is the quick reminder's template.
import type { TemplateValues } from "../db/nudges";

const signOff = "{{userName}}\n{{companyName}}";

export const DEFAULT_TEMPLATES: TemplateValues[] = [
  {
    name: "Payment Reminder",
    emailSubject: "Payment reminder: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nThis is a friendly reminder that {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due {{dueDate}}.\n\nYou can review the work and see how to pay here:\n{{paymentLink}}\n\nThank you for your business,\n${signOff}`,
    smsBody:
      "{{companyName}}: friendly reminder, {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due {{dueDate}}. Details: {{paymentLink}}",
    triggerType: "days_before_due",
    triggerValue: 3,
    channels: ["email"],
    active: true,
  },
  {
    name: "Due Today",
    emailSubject: "Due today: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nPayment of {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due today, {{dueDate}}.\n\nThe work details and payment options are here:\n{{paymentLink}}\n\nThank you,\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due today. Review or pay: {{paymentLink}}",
    triggerType: "on_due_date",
    triggerValue: null,
    channels: ["email"],
    active: true,
  },
  {
    name: "Past Due",
    emailSubject: "Past due: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nOur records show {{amount}} for {{projectName}} (Progress #{{progressNumber}}) was due {{dueDate}} and is still open.\n\nIf you have already paid, thank you. Please let us know on the page below so we can match it. Otherwise you can pay there:\n{{paymentLink}}\n\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} for {{projectName}} (Progress #{{progressNumber}}) was due {{dueDate}}. Pay, or tell us it's sent: {{paymentLink}}",
    triggerType: "days_after_due",
    triggerValue: 3,
    channels: ["email"],
    active: true,
  },
  {
    name: "Approval Follow-up",
    emailSubject: "Please review: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nProgress #{{progressNumber}} on {{projectName}} ({{amount}}) is waiting for your review. The photos and details are here, and you can approve with your signature in under a minute, no account needed:\n{{approvalLink}}\n\nThank you,\n${signOff}`,
    smsBody:
      "{{companyName}}: Progress #{{progressNumber}} on {{projectName}} ({{amount}}) is waiting for your approval. Review and sign: {{approvalLink}}",
    triggerType: "days_after_submission",
    triggerValue: 2,
    channels: ["email"],
    active: true,
  },
];
