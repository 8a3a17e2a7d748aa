// Upload records (what each R2 object is and whose), always scoped to the owner.
import { and, asc, desc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { uploads } = schema;

export type UploadRow = typeof uploads.$inferSelect;

export const insertUpload = (db: Db, values: Omit<typeof uploads.$inferInsert, "id" | "createdAt">) =>
  db.insert(uploads).values(values).returning().get();

export const findUpload = (db: Db, companyId: CompanyId, key: string) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.key, key)))
    .get();

/** The user's earlier upload of these exact bytes, of one kind (the newest, should there be several). */
export const findUploadByContent = (db: Db, companyId: CompanyId, kind: UploadRow["kind"], sha256: string) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.sha256, sha256), eq(uploads.kind, kind)))
    .orderBy(desc(uploads.id))
    .get();

/** The user's uploads among `keys`, of one kind. */
export const findUploadsByKeys = (db: Db, companyId: CompanyId, keys: string[], kind: UploadRow["kind"]) =>
  keys.length === 0
    ? Promise.resolve([] as UploadRow[])
    : db
        .select()
        .from(uploads)
        .where(and(eq(uploads.companyId, companyId), eq(uploads.kind, kind), inArray(uploads.key, keys)));

/** Records the variant sizes now in R2 beside `key` and clears the backfill's mark; idempotent (same key, same columns). */
export const setUploadVariants = (
  db: Db,
  companyId: CompanyId,
  key: string,
  sizes: { w640Size?: number; w240Size?: number },
) =>
  db
    .update(uploads)
    .set({ ...sizes, variantsWanted: false })
    .where(and(eq(uploads.companyId, companyId), eq(uploads.key, key), eq(uploads.kind, "photo")))
    .returning({ key: uploads.key })
    .get();

/** Up to `limit` of the company's photos the backfill marked as lacking variants, oldest first. */
export const findPhotosWantingVariants = (db: Db, companyId: CompanyId, limit: number) =>
  db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.variantsWanted, true)))
    .orderBy(asc(uploads.id))
    .limit(limit);

/** Up to `limit` photo ids above `after`, in id order, whatever their variants: the backfill's page. */
export const selectPhotoPage = (db: Db, after: number, limit: number) =>
  db
    .select({ id: uploads.id, w640Size: uploads.w640Size, variantsWanted: uploads.variantsWanted })
    .from(uploads)
    .where(and(gt(uploads.id, after), eq(uploads.kind, "photo")))
    .orderBy(asc(uploads.id))
    .limit(limit);

/**
 * The backfill's mark on the page's photos (ids in (after, upTo]) that have no 640 px variant and no mark yet; a
 * range, not a list of ids, as D1 binds at most 100 parameters a statement (batchable).
 */
export const markPhotosWantingVariants = (db: Db, after: number, upTo: number) =>
  db
    .update(uploads)
    .set({ variantsWanted: true })
    .where(
      and(
        gt(uploads.id, after),
        lte(uploads.id, upTo),
        eq(uploads.kind, "photo"),
        isNull(uploads.w640Size),
        eq(uploads.variantsWanted, false),
      ),
    );
