// Stored CSP violation reports.
import { inArray, lt } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { cspReports } = schema;

export const insertCspReports = (db: Db, rows: (typeof cspReports.$inferInsert)[]) =>
  db.insert(cspReports).values(rows);

export const listCspReports = (db: Db, limit = 100) =>
  db.select().from(cspReports).orderBy(cspReports.id).limit(limit).all();

export const deleteOldCspReports = (db: Db, before: Date, limit: number) =>
  db
    .delete(cspReports)
    .where(
      inArray(
        cspReports.id,
        db.select({ id: cspReports.id }).from(cspReports).where(lt(cspReports.createdAt, before)).limit(limit),
      ),
    )
    .returning({ id: cspReports.id });
