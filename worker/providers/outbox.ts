// The local stand-in for every provider: the message row itself is the outbox, listed at /dev/outbox. It answers
// in Twilio's shapes (an id for the message, then a "delivered" status) so the callback path runs locally too.
import type { DeliveryProvider } from "./types";

export const outbox: DeliveryProvider = {
  name: "outbox",
  async send(message) {
    return {
      ok: true,
      providerMessageId: `outbox-${message.messageId}`,
      deliveredAtOnce: true,
      response: `Stored in the local outbox (message ${message.messageId}); no provider configured.`,
    };
  },
};
