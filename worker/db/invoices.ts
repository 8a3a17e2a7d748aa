// Invoice queries: the owner's progress billings with their project and client, newest first, one page at a time.
import { and, desc, eq } from "drizzle-orm";
import type { TimeIdKey } from "../../schema/contracts/pagination";
import { aliasColumns } from "../lib/batch-select";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { afterTimeId } from "../lib/keyset";

const { clients, progress, projects } = schema;

/**
 * A page of `userId`'s billings after `cursor` in (createdAt desc, id desc) order, `limit + 1` rows (the extra one
 * says there is more). A builder, so it can share a D1 batch with the session check (ADR 0099).
 */
export const listInvoices = (db: Db, userId: number, page: { limit: number; cursor?: TimeIdKey }) =>
  db
    .select(
      aliasColumns({
        id: progress.id,
        projectId: progress.projectId,
        progressNumber: progress.progressNumber,
        completionPercentage: progress.completionPercentage,
        amount: progress.amount,
        status: progress.status,
        dueDate: progress.dueDate,
        createdAt: progress.createdAt,
        approvedAt: progress.approvedAt,
        paidAt: progress.paidAt,
        reminderSent: progress.reminderSent,
        projectName: projects.name,
        clientName: clients.name,
        clientCompany: clients.companyName,
      }),
    )
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.userId, userId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(progress.submittedBy, userId), afterTimeId(progress.createdAt, progress.id, page.cursor)))
    .orderBy(desc(progress.createdAt), desc(progress.id))
    .limit(page.limit + 1);
