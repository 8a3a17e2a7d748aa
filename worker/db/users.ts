// People and their companies: a person's row read together with their company's business fields, the company's
// own updates, and the team's members.
import { and, asc, count, eq, getTableColumns, gt, isNull, max, type SQL, sql } from "drizzle-orm";
import type { Role } from "#schema/contracts/team";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { companies, sessions, users } = schema;

/** The person (with the password hash: sign-in needs it) and their company's business fields, named as on a user. */
const {
  id: _companyId,
  createdAt: _companyCreated,
  updatedAt: _companyUpdated,
  ...companyFields
} = getTableColumns(companies);
const accountColumns = { ...getTableColumns(users), ...companyFields };

const selectAccount = (db: Db, where: SQL | undefined) =>
  db.select(accountColumns).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where);

export const findUserByUsername = (db: Db, username: string) => selectAccount(db, eq(users.username, username)).get();

export const findUserById = (db: Db, id: number) => selectAccount(db, eq(users.id, id)).get();

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export type NewUser = typeof users.$inferInsert;
export type NewCompany = typeof companies.$inferInsert;

export const insertUser = (db: Db, values: NewUser) => db.insert(users).values(values).returning({ id: users.id });

export const insertCompany = (db: Db, values: NewCompany) =>
  db.insert(companies).values(values).returning({ id: companies.id });

/** The id of a username as a subquery, for rows inserted in the same batch as the user. */
export const userIdOf = (username: string) =>
  sql<number>`(select ${users.id} from ${users} where ${users.username} = ${username})`;

/** The company of a username as a subquery, for rows inserted in the same batch as the user. */
export const companyIdOf = (username: string) =>
  sql<CompanyId>`(select ${users.companyId} from ${users} where ${users.username} = ${username})`;

/**
 * A new company's id on a shard whose ids start above `base` (ADR 0185): one past the shard's sequence, never below
 * its range, so company ids stay unique across shards.
 */
export const companyIdAbove = (base: number) =>
  sql<number>`(select max(${base}, coalesce((select seq from sqlite_sequence where name = 'companies'), 0)) + 1)`;

/** The company made in this batch: the newest row (AUTOINCREMENT ids only grow), for the owner inserted after it. */
export const lastCompanyId = sql<CompanyId>`(select max(${companies.id}) from ${companies})`;

/** The person's own fields (name, contact, password, role). */
export const updateUser = (db: Db, id: number, values: Partial<NewUser>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));

/** The company's business fields (name, calendar, payout details, subscription, quota). */
export const updateCompany = (db: Db, id: CompanyId, values: Partial<Omit<NewCompany, "id">>) =>
  db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));

/** Changes the company's money, tax and invoice settings (PATCH /api/company) and answers them as saved. */
export const updateCompanySettings = (db: Db, id: CompanyId, values: Partial<Omit<NewCompany, "id">>) =>
  db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning({
      country: companies.country,
      currency: companies.currency,
      locale: companies.locale,
      taxMode: companies.taxMode,
      taxRegistrations: companies.taxRegistrations,
      defaultTaxRate: companies.defaultTaxRate,
      invoicePrefix: companies.invoicePrefix,
      address: companies.address,
    })
    .get();

export const setPasswordHash = (db: Db, id: number, password: string, now: Date) =>
  db.update(users).set({ password, updatedAt: now }).where(eq(users.id, id));

// ---- the team ----

/** The company's current members (removed ones excluded), oldest first, each with their last activity. */
export const listMembers = (db: Db, companyId: CompanyId) =>
  db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      role: users.role,
      // Sessions by user (session_user_idx): a company's handful of members, each a short index range.
      lastActiveAt: sql<
        number | null
      >`(select ${max(sessions.lastSeenAt)} from ${sessions} where ${sessions.userId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.removedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(500);

/** One current member of the company, or undefined (another company's person reads as missing). */
export const findMember = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select({ id: users.id, role: users.role, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.removedAt)))
    .get();

/** Changes a member's role, guarded so the company keeps an owner: demoting the last owner matches no row. */
export const setMemberRole = (db: Db, companyId: CompanyId, id: number, role: Role) =>
  db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(
      and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.removedAt), keepsAnOwner(companyId, id, role)),
    )
    .returning({ id: users.id });

/** Marks a member removed (their rows stay, attributed), guarded so the last owner cannot go. */
export const markMemberRemoved = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  db
    .update(users)
    .set({ removedAt: now, updatedAt: now })
    .where(
      and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.removedAt), keepsAnOwner(companyId, id, null)),
    )
    .returning({ id: users.id });

/** True unless member `id` is the company's only owner and is about to stop being one (`role` null: removed). */
const keepsAnOwner = (companyId: CompanyId, id: number, role: Role | null) =>
  role === "owner"
    ? sql`1 = 1`
    : sql`exists (select 1 from ${users} o where o.company_id = ${companyId} and o.role = 'owner' and o.removed_at is null and o.id <> ${id})`;

// ---- demo accounts ----

/** Only the flag: delivery asks it for every message, before anything is handed to a provider. */
export const findDemoFlag = (db: Db, id: number) =>
  db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, id)).get();

/** Demo accounts an admin made since `since`: the hourly cap on making them. */
export async function countDemoAccountsSince(db: Db, adminId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.demoCreatedBy, adminId), gt(users.createdAt, since)));
  return row?.n ?? 0;
}

/** A demo account that could not be filled: the person's rows go with it (cascade). */
/**
 * A half-made demo account, gone whole: the login (its rows follow by their user_id cascades) and its company, in
 * one batch. Only ever a demo's own company: it has no other member.
 */
export const deleteDemoAccount = (db: Db, member: Member) =>
  db.batch([
    db.delete(users).where(and(eq(users.id, member.id), eq(users.isDemo, true))),
    db
      .delete(companies)
      .where(
        and(
          eq(companies.id, member.companyId),
          sql`not exists (select 1 from ${users} where ${users.companyId} = ${member.companyId})`,
        ),
      ),
  ]);
