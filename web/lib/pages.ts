// Cursor pages of the long lists (billings, projects, clients): the body is the page's rows, the next cursor a header (ADR 0100).
import type { ClientResponse } from "hono/client";
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from "#schema/contracts/page-constants";
import { unwrap } from "./api";

/** Rows a list screen loads at first and per "Load more": one phone screen and a bit, so the first paint is quick. */
export const SCREEN_PAGE_SIZE = 30;

export type Page<T> = { items: T[]; nextCursor: string | null };

type Rows<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 ? T : never) : never;

/** One page: the rows (with the spec's error rule) and the cursor of the next page, or null on the last one. */
export async function unwrapPage<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Page<Rows<R> extends (infer T)[] ? T : never>> {
  let res: R;
  try {
    res = await call;
  } catch {
    // Awaiting the failed call again, unwrap turns it into the app's "No connection" error.
    return unwrap(call) as never;
  }
  const nextCursor = res.ok ? res.headers.get(NEXT_CURSOR_HEADER) : null;
  const items = (await unwrap(res)) as never;
  return { items, nextCursor };
}

/**
 * Every row, page by page at the largest page size: for pickers that must offer all of them (a new project's
 * client, a meeting participant's client). Lists on screens page with "Load more" instead.
 */
export async function unwrapAllPages<T>(fetchPage: (query: { limit: string; cursor?: string }) => Promise<Page<T>>) {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage({ limit: String(PAGE_LIMIT_MAX), ...(cursor ? { cursor } : {}) });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** useInfiniteQuery options shared by every paged list: first page, next cursor, rows flattened for the screen. */
export const pagedList = <T>() => ({
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
  select: (data: { pages: Page<T>[] }) => data.pages.flatMap((p) => p.items),
});
