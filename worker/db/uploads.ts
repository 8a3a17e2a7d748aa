// Upload records (what each R2 object is and whose), always scoped to the owner.
import { and, desc, eq, inArray } from "drizzle-orm";
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
