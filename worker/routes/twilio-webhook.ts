// POST /api/twilio/status and /api/twilio/inbound: public, authenticated by X-Twilio-Signature over the exact URL
// Twilio requested and the form it posted (ADR 0119). Both answer empty TwiML, which Twilio reads as "no reply".
import { Hono } from "hono";
import { EMPTY_TWIML } from "#schema/contracts/twilio";
import { handleTwilioInbound, handleTwilioStatus, type TwilioWebhook } from "../services/twilio-webhooks";
import type { AppEnv } from "../types";

const webhookOf = async (req: { url: string; text(): Promise<string>; header(name: string): string | undefined }) =>
  ({
    url: req.url,
    signature: req.header("X-Twilio-Signature"),
    form: new URLSearchParams(await req.text()),
  }) satisfies TwilioWebhook;

export const twilioWebhookRoutes = new Hono<AppEnv>()
  .post("/status", async (c) => {
    // The callback's URL names the shard that sent the text and the company; the service finds where its row is now.
    await handleTwilioStatus(c.env, await webhookOf(c.req));
    return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml; charset=utf-8" });
  })
  .post("/inbound", async (c) => {
    await handleTwilioInbound(c.env, await webhookOf(c.req));
    return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml; charset=utf-8" });
  });
