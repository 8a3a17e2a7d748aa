// Invoice queries: every progress billing of the owner with its project and client, newest first.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients, progress, projects } = schema;

export const listInvoices = (db: Db, userId: number) =>
  db
    .select({
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
    })
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.userId, userId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(progress.submittedBy, userId))
    .orderBy(desc(progress.createdAt), desc(progress.id));
