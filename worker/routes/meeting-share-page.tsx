/** @jsxImportSource hono/jsx */
// GET /s/{token}: the public, read-only page of a shared meeting (no login). Every dead token is the same 404.
import { Hono } from "hono";
import { openShare } from "../services/meetings/shares";
import { MeetingSharePage, ShareNotFoundPage } from "../share-page/meeting-share-page";
import type { AppEnv } from "../types";

export const meetingSharePageRoutes = new Hono<AppEnv>().get("/:token", async (c) => {
  // The token is a secret in the URL: keep it out of caches, referrers and search engines.
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
  const share = await openShare(c.env, c.var.db, c.req.param("token"));
  if (!share) return c.html(<ShareNotFoundPage />, 404);
  return c.html(<MeetingSharePage share={share} />, 200);
});
