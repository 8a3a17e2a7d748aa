// Billit's webhook signature (https://docs.billit.be/docs/verify-signature, quoted in ADR 0193): the Billit-Signature
// header is "t=<unix seconds>,s=<hex>", where s is HMAC-SHA256, keyed with the webhook's secret, over
// "<t>.<the body as received>".
import { createHmac, timingSafeEqual } from "node:crypto";

/** How far the signed timestamp may be from our clock; an older signature is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const billitSignature = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},s=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;

/** Constant-time check; a missing, malformed or stale header is simply not valid. */
export function isValidBillitSignature(secret: string, header: string | undefined, body: string, now = Date.now()) {
  if (!header) return false;
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("s");
  if (!Number.isInteger(timestamp) || !given) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(billitSignature(secret, timestamp, body).split(",s=")[1]!);
  const provided = Buffer.from(given);
  return provided.length === expected.length && timingSafeEqual(provided, expected);
}
