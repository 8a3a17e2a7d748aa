// The one answer for a text message whose number is not E.164, from Twilio's adapter and its local stand-in alike.
import { isE164 } from "#schema/rules/phones";
import type { DeliveryProvider, DeliveryResult } from "./types";

/**
 * Twilio's `To` must be E.164 (error 60703, "Invalid phone numbers format"): anything else is refused before the
 * call, as a permanent failure the contractor sees on the message, never a request that can only fail (ADR 0118).
 */
export const notE164 = (to: string): DeliveryResult => ({
  ok: false,
  permanent: true,
  response: `Not sent: "${to}" is not a phone number in international (E.164) form. Check the number and send again.`,
});

/** The local outbox for text messages refuses what Twilio would, so a test sees production's answer. */
export const e164Only = (provider: DeliveryProvider): DeliveryProvider => ({
  name: provider.name,
  send: async (message) => (isE164(message.to) ? provider.send(message) : notE164(message.to)),
});
