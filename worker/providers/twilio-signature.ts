// Twilio's request signature (https://www.twilio.com/docs/usage/webhooks/webhooks-security): HMAC-SHA1, keyed
// with the account's auth token, over the full URL Twilio requested (query string included) followed by every POST
// parameter sorted by name, each name immediately followed by its value; base64, sent as X-Twilio-Signature.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature Twilio sends for this URL and form body. */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams) {
  // Sorted by name as Twilio's own validateRequest does; a repeated name keeps its values in the order sent.
  const names = [...new Set(params.keys())].sort();
  const data =
    url +
    names
      .map((name) =>
        params
          .getAll(name)
          .map((value) => name + value)
          .join(""),
      )
      .join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** Constant-time check of X-Twilio-Signature; a missing header is simply not valid. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: URLSearchParams,
) {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
