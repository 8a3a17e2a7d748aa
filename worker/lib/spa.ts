// Serves the single-page app's index.html from the assets for routes the Worker sees first.
import type { Context } from "hono";
import { firstScreenFor } from "#schema/contracts/first-screens";
import { APP_DOCUMENT_HEADER } from "../middleware/security-headers";
import type { AppEnv } from "../types";
import { withFirstScreen } from "./first-screen";

/** Conditional headers would let the assets answer 304 for a document this Worker personalises. */
const CONDITIONAL = ["if-none-match", "if-modified-since"];

/**
 * "/" from the assets binding is index.html ("/index.html" itself redirects to "/"). The asset response's
 * headers are immutable, so it is copied: middleware (security headers) and `headers` can then be set.
 * A screen people open cold gets its scripts preloaded and its first reads inside (ADR 0110).
 */
export async function serveApp(c: Context<AppEnv>, headers: Record<string, string> = {}) {
  const path = new URL(c.req.url).pathname;
  // Only a browser opening the page: a script's or a service worker's fetch of the same URL (the offline shell is
  // precached from /dashboard) gets the plain document, with nobody's data in it.
  const opening = c.req.method === "GET" && c.req.header("sec-fetch-mode") === "navigate";
  const screen = opening ? firstScreenFor(path) : undefined;
  const assetHeaders = new Headers(c.req.raw.headers);
  if (screen) for (const name of CONDITIONAL) assetHeaders.delete(name);
  const asset = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: assetHeaders }));
  const isDocument = asset.ok && (asset.headers.get("content-type") ?? "").includes("text/html");
  const res = screen && isDocument ? await withFirstScreen(c, asset, screen, path) : new Response(asset.body, asset);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  // The security-headers middleware gives this answer the app document's policy (and removes the marker).
  res.headers.set(APP_DOCUMENT_HEADER, "1");
  return res;
}
