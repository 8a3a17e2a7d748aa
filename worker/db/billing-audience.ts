// Who hears about a billing (decisions.md, Teams): the company's owners and office always, the member who billed it
// while they are a member, never a removed member. The one place that rule is written: the in-app feed (inside a
// decision's batch) and the emails read the same condition.
import { asc, type SQL, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { notifications, users } = schema;

/** A billing as its audience needs it: its company and the member who billed it. */
export type Billing = { companyId: CompanyId; billedBy: number };

const audienceOf = (billing: Billing) =>
  sql`${users.companyId} = ${billing.companyId} AND ${users.removedAt} IS NULL
    AND (${users.role} IN ('owner', 'office') OR ${users.id} = ${billing.billedBy})`;

/** The people to email, owners first: each with the role and the language their words are chosen for. */
export const listBillingAudience = (db: Db, billing: Billing) =>
  db
    .select({ id: users.id, fullName: users.fullName, email: users.email, role: users.role, language: users.language })
    .from(users)
    .where(audienceOf(billing))
    .orderBy(sql`${users.role} <> 'owner'`, asc(users.id));
export type AudienceMember = Awaited<ReturnType<typeof listBillingAudience>>[number];

const notificationCreatedAt = sql`cast(unixepoch('subsec') * 1000 as integer)`;

/**
 * One in-app notification for each person in the audience, as one statement so it can ride in the event's batch
 * under the batch's guard (`sql\`1\`` outside one). `fieldBody`, when given, is what a field member reads instead.
 */
export const notifyBillingAudience = (
  db: Db,
  billing: Billing,
  n: {
    kind: (typeof notifications.$inferInsert)["kind"];
    title: string;
    body: string;
    fieldBody?: string;
    link: string;
  },
  guard: SQL = sql`1`,
) =>
  db.insert(notifications).select(
    sql`SELECT NULL, ${users.id}, ${n.kind}, ${n.title},
        CASE WHEN ${users.role} = 'field' THEN ${n.fieldBody ?? n.body} ELSE ${n.body} END,
        ${n.link}, NULL, ${notificationCreatedAt} FROM ${users}
      WHERE ${audienceOf(billing)} AND ${guard}`,
  );
