// What Twilio POSTs to our webhooks (form fields, as Twilio names them), validated at the edge (ADR 0119).
import { z } from "zod";

/** A status callback for one outbound message (https://www.twilio.com/docs/messaging/guides/track-outbound-message-status). */
export const twilioStatusCallback = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
  To: z.string().max(64).optional(),
});
export type TwilioStatusCallback = z.infer<typeof twilioStatusCallback>;

/** Our message id, carried in the status-callback URL we gave Twilio with the message. */
export const twilioStatusQuery = z.object({
  messageId: z.coerce.number().int().positive().optional(),
  /** The shard that sent the text and the company it was for (worker/providers/index.ts); either may be absent. */
  shard: z.string().max(32).optional(),
  company: z.coerce.number().int().positive().optional(),
});

/** An incoming SMS to our number (https://www.twilio.com/docs/messaging/guides/webhook-request). */
export const twilioInboundMessage = z.object({
  From: z.string().min(1).max(64),
  Body: z.string().max(1600).default(""),
  /** Set by Twilio when the body matched an opt-out/opt-in/help keyword of Advanced Opt-Out. */
  OptOutType: z.string().max(16).optional(),
});
export type TwilioInboundMessage = z.infer<typeof twilioInboundMessage>;

export const TWILIO_BAD_SIGNATURE = "Invalid Twilio signature";
export const TWILIO_BAD_PAYLOAD = "Not a Twilio webhook we understand";
/** Twilio reads the reply as TwiML: an empty Response sends nothing back (Twilio answers STOP itself). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
