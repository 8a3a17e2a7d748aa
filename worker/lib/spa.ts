// Serves the single-page app's index.html from the assets for routes the Worker sees first.
import type { Context } from "hono";
import { APP_DOCUMENT_HEADER } from "../middleware/security-headers";
import type { AppEnv } from "../types";

/**
 * "/" from the assets binding is index.html ("/index.html" itself redirects to "/"). The asset response's
 * headers are immutable, so it is copied: middleware (security headers) and `headers` can then be set.
 */
export async function serveApp(c: Context<AppEnv>, headers: Record<string, string> = {}) {
  const asset = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: c.req.raw.headers }));
  const res = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  // The security-headers middleware gives this answer the app document's policy (and removes the marker).
  res.headers.set(APP_DOCUMENT_HEADER, "1");
  return res;
}
