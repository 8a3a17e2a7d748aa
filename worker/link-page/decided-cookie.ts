// Which link this browser just decided through, so the Worker-rendered /thank-you can show that billing (ADR 0090).
// The SPA passed it in history state; a server-rendered page (and a no-JavaScript form post) needs a cookie instead.
import type { Context } from "hono";
import { generateCookie, getCookie, setCookie } from "hono/cookie";
import { APPROVAL_LINK_TTL_MS } from "#schema/contracts/approval-texts";

/** Scoped to /thank-you: no other request carries it, and no script can read it. */
const NAME = "paystage_decided";
const PATH = "/thank-you";
/** Tokens are 256-bit base64url (43 characters, ADR 0007); anything else is not worth a Durable Object call. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{40,64}$/;

/** http://localhost is a secure context for the browser but not https: a Secure cookie would not be kept there. */
const secureFor = (c: Context) => !["localhost", "127.0.0.1", "[::1]"].includes(new URL(c.req.url).hostname);

/**
 * Remember the token after a decision through it. The token is the client's own link, already in this browser's
 * history; the cookie lives as long as a link can.
 */
export function rememberLinkDecision(c: Context, token: string) {
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    secure: secureFor(c),
    sameSite: "Strict",
    maxAge: Math.floor(APPROVAL_LINK_TTL_MS / 1000),
  });
}

export function decidedLinkToken(c: Context): string | null {
  const token = getCookie(c, NAME);
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/**
 * A dead link (expired, revoked) has nothing to show: drop the cookie so /thank-you is the app's page again. The app's
 * page is the assets' Response, not one built on `c`, so the header goes straight onto it.
 */
export function forgetLinkDecision(c: Context, res: Response) {
  res.headers.append(
    "Set-Cookie",
    generateCookie(NAME, "", { path: PATH, secure: secureFor(c), httpOnly: true, sameSite: "Strict", maxAge: 0 }),
  );
  return res;
}
