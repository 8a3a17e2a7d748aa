// Cursor pagination of the lists that grow without bound (billings, projects, clients): query, cursor, headers (ADR 0100).
import { z } from "zod";

import { INVALID_CURSOR, INVALID_LIMIT, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "./page-constants";

export * from "./page-constants";

/** Lists newest first: (createdAt epoch ms, id), both descending. The tag keeps one list's cursor out of another. */
export const TimeIdKeySchema = z.tuple([z.literal("t"), z.number().int().min(0), z.number().int().positive()]);
/** Lists by name: (lower(name), id), both ascending. */
export const NameIdKeySchema = z.tuple([z.literal("n"), z.string().max(400), z.number().int().positive()]);
export type TimeIdKey = z.infer<typeof TimeIdKeySchema>;
export type NameIdKey = z.infer<typeof NameIdKeySchema>;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** Opaque to callers: base64url of the JSON sort key of the last row served. */
export const encodeCursor = (key: TimeIdKey | NameIdKey) => toBase64Url(new TextEncoder().encode(JSON.stringify(key)));

function decodeCursor(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(cursor)) return undefined;
  try {
    const binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A cursor string decoded and checked against the list's key shape; anything else is a 400 with INVALID_CURSOR. */
const cursorOf = <K extends z.ZodType>(key: K) =>
  z.string({ error: INVALID_CURSOR }).transform((cursor, ctx): z.output<K> => {
    const parsed = key.safeParse(decodeCursor(cursor));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: INVALID_CURSOR });
    return z.NEVER;
  });

const limit = z.coerce
  .number({ error: INVALID_LIMIT })
  .int(INVALID_LIMIT)
  .min(1, INVALID_LIMIT)
  .max(PAGE_LIMIT_MAX, INVALID_LIMIT)
  .default(PAGE_LIMIT_DEFAULT);

export const TimePageQuerySchema = z.object({ limit, cursor: cursorOf(TimeIdKeySchema).optional() });
export const NamePageQuerySchema = z.object({ limit, cursor: cursorOf(NameIdKeySchema).optional() });
export type TimePage = z.output<typeof TimePageQuerySchema>;
export type NamePage = z.output<typeof NamePageQuerySchema>;

/**
 * The invoice list (GET /api/progress): a page, narrowed on the server so search and tabs reach every billing, not
 * only the pages loaded. `q` matches the project name, the client's company or "Invoice #{id}", case-insensitive.
 */
export const InvoiceListQuerySchema = TimePageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, "Search must be 100 characters or fewer")
    .optional()
    .transform((q) => q || undefined),
  status: z
    .enum(["pending", "approved", "paid", "rejected"], { error: "Status must be pending, approved, paid or rejected" })
    .optional(),
});
export type InvoiceListQuery = z.output<typeof InvoiceListQuerySchema>;
