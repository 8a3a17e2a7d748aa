// The local stand-in for every provider: the message row itself is the outbox, listed at /dev/outbox.
import type { DeliveryProvider } from "./types";

export const outbox: DeliveryProvider = {
  name: "outbox",
  async send(message) {
    return { ok: true, response: `Stored in the local outbox (message ${message.messageId}); no provider configured.` };
  },
};
