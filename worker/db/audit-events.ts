// The audit trail: append-only records of what happened to something that has no screen of its own.
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { auditEvents } = schema;

export const insertAuditEvent = (db: Db, values: typeof auditEvents.$inferInsert) =>
  db.insert(auditEvents).values(values);
