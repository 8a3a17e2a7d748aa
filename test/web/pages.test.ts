// Cursor pages on the web side: a picker follows X-Next-Cursor to the last page; a screen's rows are the pages so far.
import { describe, expect, it } from "vitest";
import { pagedList, unwrapAllPages } from "#web/lib/pages";

describe("unwrapAllPages", () => {
  it("asks for the largest page and follows each cursor until a page has none", async () => {
    const asked: { limit: string; cursor?: string }[] = [];
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      first: { items: [1, 2], nextCursor: "c2" },
      c2: { items: [3, 4], nextCursor: "c3" },
      c3: { items: [5], nextCursor: null },
    };
    const all = await unwrapAllPages(async (query) => {
      asked.push(query);
      return pages[query.cursor ?? "first"]!;
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([{ limit: "100" }, { limit: "100", cursor: "c2" }, { limit: "100", cursor: "c3" }]);
  });

  it("stops at an empty first page", async () => {
    expect(await unwrapAllPages(async () => ({ items: [], nextCursor: null }))).toEqual([]);
  });
});

describe("pagedList", () => {
  it("flattens the loaded pages in order and ends when the last page has no cursor", () => {
    const list = pagedList<string>();
    const pages = [
      { items: ["a", "b"], nextCursor: "x" },
      { items: ["c"], nextCursor: null },
    ];
    expect(list.select({ pages })).toEqual(["a", "b", "c"]);
    expect(list.getNextPageParam(pages[0]!)).toBe("x");
    expect(list.getNextPageParam(pages[1]!)).toBeUndefined();
  });
});
