// The next page of a list travels in headers, so the body stays the bare array existing clients read (ADR 0100).
import type { Context } from "hono";
import { NEXT_CURSOR_HEADER } from "#schema/contracts/pagination";

/** `X-Next-Cursor` and an RFC 8288 `Link: <...>; rel="next"` (same path and filters, this cursor); none on the last page. */
export function setNextPageHeaders(c: Context, nextCursor: string | null) {
  if (nextCursor === null) return;
  const next = new URL(c.req.url);
  next.searchParams.set("cursor", nextCursor);
  c.header(NEXT_CURSOR_HEADER, nextCursor);
  c.header("Link", `<${next.pathname}${next.search}>; rel="next"`);
}
