// Reminder templates and sends: the request schemas, and (re-exported from nudge-texts.ts) the spec's section 5
// messages, the template variables and the one renderer shared by the editor's preview and the Worker's sends.
import { z } from "zod";
import { requiredText } from "./fields";
import {
  CHANNELS,
  MAX_SMS_LENGTH,
  MAX_TRIGGER_DAYS,
  NUDGE_SEND_MESSAGES,
  TEMPLATE_MESSAGES,
  TRIGGER_TYPES,
} from "./nudge-texts";

export * from "./nudge-texts";

export const NudgeTemplateSchema = z
  .object({
    name: requiredText(TEMPLATE_MESSAGES.name, 120),
    emailSubject: requiredText(TEMPLATE_MESSAGES.emailSubject, 200),
    emailBody: requiredText(TEMPLATE_MESSAGES.emailBody, 5000),
    smsBody: requiredText(TEMPLATE_MESSAGES.smsBody, MAX_SMS_LENGTH),
    triggerType: z.enum(TRIGGER_TYPES, { error: "Choose when the reminder is sent" }),
    /** Days; required (at least 1) for every trigger but on_due_date, where it is ignored. */
    triggerValue: z.number({ error: TEMPLATE_MESSAGES.triggerValue }).nullish(),
    channels: z
      .array(z.enum(CHANNELS, { error: TEMPLATE_MESSAGES.channels }), { error: TEMPLATE_MESSAGES.channels })
      .min(1, TEMPLATE_MESSAGES.channels),
    /** Sent automatically by the hourly sweep; off keeps the template for manual sends only. */
    active: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    if (t.triggerType === "on_due_date") return;
    const v = t.triggerValue;
    if (v === null || v === undefined) {
      ctx.addIssue({ code: "custom", path: ["triggerValue"], message: TEMPLATE_MESSAGES.triggerValue });
    } else if (!Number.isInteger(v)) {
      ctx.addIssue({ code: "custom", path: ["triggerValue"], message: "Must be a whole number" });
    } else if (v < 1) {
      ctx.addIssue({ code: "custom", path: ["triggerValue"], message: TEMPLATE_MESSAGES.triggerValueMin });
    } else if (v > MAX_TRIGGER_DAYS) {
      ctx.addIssue({ code: "custom", path: ["triggerValue"], message: TEMPLATE_MESSAGES.triggerValueMax });
    }
  })
  .transform((t) => ({
    ...t,
    triggerValue: t.triggerType === "on_due_date" ? null : (t.triggerValue ?? null),
    // Both ticks of one box, or a repeated value from an old client, mean the channel once.
    channels: CHANNELS.filter((c) => t.channels.includes(c)),
  }));
export type NudgeTemplateInput = z.input<typeof NudgeTemplateSchema>;
export type NudgeTemplateValues = z.output<typeof NudgeTemplateSchema>;

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

export const SendNudgeSchema = z.object({
  progressId: positiveId(NUDGE_SEND_MESSAGES.progress.description),
  templateId: positiveId(NUDGE_SEND_MESSAGES.template.description),
  channels: z
    .array(z.enum(CHANNELS, { error: NUDGE_SEND_MESSAGES.channel.description }), {
      error: NUDGE_SEND_MESSAGES.channel.description,
    })
    .min(1, NUDGE_SEND_MESSAGES.channel.description)
    .transform((cs) => CHANNELS.filter((c) => cs.includes(c))),
  /** One id per tap of Send: a retried or double-tapped request sends once. */
  requestId: z.string().trim().min(8).max(64).optional(),
});
export type SendNudge = z.input<typeof SendNudgeSchema>;

/** The quick reminder (POST /api/nudge-history): the spec's payload; the server sends and records the outcome. */
export const QuickReminderSchema = z.object({
  progressId: positiveId("Progress is required"),
  /** Absent: the server looks up the template named "Payment Reminder". */
  templateId: z.number().int().positive().optional(),
  channel: z.enum(CHANNELS).default("email"),
  /** Sent by the spec's client; the server records what really happened instead. */
  success: z.boolean().optional(),
  requestId: z.string().trim().min(8).max(64).optional(),
});
export type QuickReminder = z.input<typeof QuickReminderSchema>;

export const NudgeHistoryQuerySchema = z.object({
  progressId: z.coerce.number().int().positive(),
});
