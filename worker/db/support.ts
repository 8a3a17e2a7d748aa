// Support request queries. Requests come from the public form and have no owner; only support staff read them.
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { supportRequests } = schema;

export type SupportRequestValues = { name: string; email: string; subject: string; message: string };

export const insertSupportRequest = (db: Db, values: SupportRequestValues) =>
  db.insert(supportRequests).values(values).returning({ id: supportRequests.id }).get();

/** The same request sent again since `since`: a retry or a double tap, not a new question. */
export const findRecentSupportRequest = (db: Db, values: SupportRequestValues, since: Date) =>
  db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.email, values.email),
        eq(supportRequests.subject, values.subject),
        eq(supportRequests.message, values.message),
        gte(supportRequests.createdAt, since),
      ),
    )
    .orderBy(desc(supportRequests.id))
    .get();
