// Jobs billed in stages; each belongs to one client of one contractor.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { clients } from "./clients";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Owner, kept on the row so every query can scope by it without a join. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status", { enum: ["active", "completed"] })
      .notNull()
      .default("active"),
    /** Contract value in integer cents; null when the contractor gave none. */
    totalValue: integer("total_value"),
    completionPercentage: integer("completion_percentage").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_user_idx").on(t.userId, t.status), index("projects_client_idx").on(t.clientId)],
);
