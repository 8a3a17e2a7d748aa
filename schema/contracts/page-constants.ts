// The cursor pages' numbers, messages and header without zod, so list screens can read them without loading the
// validation library (ADR 0093); pagination.ts re-exports them with the schemas (ADR 0100).
/** Rows per page when the caller names no limit; also the cap. Existing clients that never page see up to this many. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = PAGE_LIMIT_MAX;

export const INVALID_LIMIT = `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
export const INVALID_CURSOR = "Invalid cursor: pass the X-Next-Cursor value of the previous page unchanged";

/** The response header carrying the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
