// Invite queries: a company's pending invites, and an invite found by its token's hash.
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Role } from "#schema/contracts/team";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { guardedInsert } from "./guarded-insert";

const { companies, invites, users } = schema;

export type InviteRow = typeof invites.$inferSelect;

export const insertInvite = (
  db: Db,
  values: {
    companyId: CompanyId;
    tokenHash: string;
    fullName: string;
    email: string | null;
    phone: string | null;
    role: Role;
    invitedBy: number;
    expiresAt: Date;
  },
) => db.insert(invites).values(values).returning().get();

/** Invites not yet accepted, revoked or expired, newest first, with who sent them. */
export const listPendingInvites = (db: Db, companyId: CompanyId, now: Date) =>
  db
    // Aliased: in a D1 batch drizzle maps rows by column name, and users.full_name would overwrite the invite's.
    .select({ invite: invites, invitedBy: sql<string>`${users.fullName}`.as("invited_by_name") })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.invitedBy))
    .where(
      and(
        eq(invites.companyId, companyId),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(200);

/** An invite by its token's hash, with its company's name and who sent it. */
export const findInviteByHash = (db: Db, tokenHash: string) =>
  db
    .select({
      invite: invites,
      companyName: companies.companyName,
      /** The company's country: the new member's phone is read in it (ADR 0118). */
      country: companies.country,
      invitedBy: sql<string>`${users.fullName}`.as("invited_by_name"),
    })
    .from(invites)
    .innerJoin(companies, eq(companies.id, invites.companyId))
    .innerJoin(users, eq(users.id, invites.invitedBy))
    .where(eq(invites.tokenHash, tokenHash))
    .get();

export const findInvite = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(invites)
    .where(and(eq(invites.companyId, companyId), eq(invites.id, id)))
    .get();

export const revokeInvite = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  db
    .update(invites)
    .set({ revokedAt: now })
    .where(
      and(eq(invites.companyId, companyId), eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.revokedAt)),
    )
    .returning({ id: invites.id });

/** The invite is still usable, evaluated inside the batch. */
const stillPending = (id: number, now: Date) =>
  sql`exists (select 1 from ${invites} where ${invites.id} = ${id} and ${invites.acceptedAt} is null and ${invites.revokedAt} is null and ${invites.expiresAt} > ${now.getTime()})`;

/**
 * The login made from an invite, then the invite used: both guarded by "still pending", so two acceptances race to
 * one winner and a revoke that came first leaves no login. The second statement's rows say whether it won.
 */
export const acceptInviteStatements = (
  db: Db,
  invite: InviteRow,
  person: {
    username: string;
    password: string;
    fullName: string;
    email: string;
    phone: string | null;
    language: "en" | "es";
  },
  now: Date,
) =>
  [
    guardedInsert(
      db,
      users,
      { ...person, companyId: invite.companyId, role: invite.role, userType: "contractor" },
      stillPending(invite.id, now),
    ),
    db
      .update(invites)
      .set({
        acceptedAt: now,
        acceptedUserId: sql`(select ${users.id} from ${users} where ${users.username} = ${person.username})`,
      })
      .where(
        and(
          eq(invites.id, invite.id),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, now),
        ),
      )
      .returning({ id: invites.id }),
  ] as const;

/**
 * A removed member rejoining through a new invite: the same login made a member again with the invited role, then
 * the invite used; both guarded by "still pending" as for a new login, and the first also by "still removed".
 */
export const rejoinStatements = (
  db: Db,
  invite: InviteRow,
  userId: number,
  person: { fullName: string; email: string; phone: string | null },
  now: Date,
) =>
  [
    db
      .update(users)
      .set({ ...person, role: invite.role, removedAt: null, updatedAt: now })
      .where(
        and(
          eq(users.id, userId),
          eq(users.companyId, invite.companyId),
          isNotNull(users.removedAt),
          stillPending(invite.id, now),
        ),
      )
      .returning({ id: users.id }),
    db
      .update(invites)
      .set({ acceptedAt: now, acceptedUserId: userId })
      .where(
        and(
          eq(invites.id, invite.id),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, now),
        ),
      )
      .returning({ id: invites.id }),
  ] as const;
