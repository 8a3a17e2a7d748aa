// Jobs billed in stages; each belongs to one client of one contractor.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PROJECT_STATUSES, type ProjectStatus } from "../contracts/enums";
import { clients } from "./clients";
import { createdAt, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { users } from "./users";

export { PROJECT_STATUSES, type ProjectStatus };

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who created it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    /**
     * active: being billed. completed: marked done by the contractor, or a 100% progress was paid.
     * archived: put away instead of deleted because it has billings; hidden from lists and pickers, its invoices,
     * evidence and payments kept. Only "active" counts as an active project (plan quotas read it).
     */
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("active"),
    /** Contract value in integer cents; null when the contractor gave none. */
    totalValue: integer("total_value"),
    completionPercentage: integer("completion_percentage").notNull().default(0),
    /** When it was archived; null unless status is "archived". */
    archivedAt: timestamp("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_company_idx").on(t.companyId, t.status), index("projects_client_idx").on(t.clientId)],
);
