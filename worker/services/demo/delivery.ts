// How a demo account's message is delivered: a reserved address is kept in the outbox (never handed to Resend or
// Twilio, so nothing bounces off the real sender), and anything else is refused outright.
import { findDemoFlag } from "../../db/users";
import type { Db } from "../../lib/db";
import type { DeliveryProvider } from "../../providers";
import { DEMO_DELIVERY_REFUSED, isReservedAddress } from "./reserved-addresses";

export async function isDemoAccount(db: Db, userId: number | null) {
  if (userId === null) return false;
  return (await findDemoFlag(db, userId))?.isDemo === true;
}

export function demoDelivery(message: { channel: "email" | "sms"; to: string }): DeliveryProvider {
  const allowed = isReservedAddress(message.channel, message.to);
  return {
    name: "demo-outbox",
    async send(m) {
      return allowed
        ? { ok: true, response: `Demo account: kept in the outbox (message ${m.messageId}), never sent to a provider.` }
        : { ok: false, permanent: true, response: DEMO_DELIVERY_REFUSED };
    },
  };
}
