// Outside production, every request body is read before the answer leaves (ADR 0137). Under `npm run dev` and the
// journeys' server, miniflare forwards each request to workerd over a kept-alive connection; when the Worker answered
// without reading the body (a 401 before the JSON was parsed), workerd closed that connection with the body unread,
// and the next request miniflare sent on it failed: Vite answered 500 "fetch failed" for an answer the Worker never
// gave. Cloudflare's own edge has no such pool, so production skips the extra read.
import type { MiddlewareHandler } from "hono";
import { isDevelopment } from "../lib/env";
import type { AppEnv } from "../types";

export const drainRequestBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!isDevelopment(c.env)) return;
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  try {
    // Read to the end and dropped: no copy is kept, however large the upload.
    const reader = body.getReader();
    while (!(await reader.read()).done) {}
  } catch {
    // Already locked by a reader or the client went away: nothing left to drain.
  }
};
