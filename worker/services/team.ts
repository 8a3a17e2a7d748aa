// The team: members and roles, invites (single-use, 7 days, by email or SMS), seats by plan, removal and ownership.
import type { Context } from "hono";
import { entitlementOf, fitsQuota } from "#schema/contracts/entitlements";
import { invitableRoles } from "#schema/contracts/permissions";
import {
  type AcceptInvite,
  INVITE_TTL_DAYS,
  type Invite,
  type InvitePreview,
  type PendingInvite,
  type Role,
  TEAM_TEXTS,
  type Team,
} from "#schema/contracts/team";
import { memberWords, type PlainMemberKey } from "#schema/i18n/member-mail";
import { DAY_MS } from "#schema/rules/durations";
import {
  acceptInviteStatements,
  findInvite,
  findInviteByHash,
  insertInvite,
  listPendingInvites,
  rejoinStatements,
  revokeInvite,
} from "../db/invites";
import { revokeAllSessions } from "../db/sessions";
import {
  findMember,
  findUserById,
  findUserByUsername,
  listMembers,
  markMemberRemoved,
  setMemberRole,
  updateCompany,
} from "../db/users";
import { hashPassword, randomToken, sha256Hex, verifyPassword } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest, notFound, unauthorized } from "../lib/errors";
import { appLink } from "../lib/request";
import { shardOfEnv } from "../lib/shard-env";
import { shardToken } from "../lib/shards";
import { passwordProblem } from "../security/password-policy";
import { normalizeUsername, USERNAME_TAKEN } from "./accounts";
import { recordMemberUsername, withClaimedUsername } from "./directory";
import { queueMessages } from "./messages";
import { phoneToStore, withPhoneDisplay } from "./phones";
import type { SessionUser } from "./sessions";

const iso = (d: Date) => d.toISOString();

/** Whether the company may add one more person now; the reason, in words a person can act on, when not. */
function seatCheck(user: SessionUser, taken: number, now: Date): string | null {
  const entitlement = entitlementOf(user, now);
  if (entitlement.state === "lapsed") return TEAM_TEXTS.lapsedNoInvites;
  return fitsQuota(entitlement.quotas.users, taken) ? null : TEAM_TEXTS.seatsFull;
}

/** An invite as answered; its phone also formatted in the account's country (ADR 0118). */
const toPending = (row: Awaited<ReturnType<typeof listPendingInvites>>[number], country: string): PendingInvite => ({
  id: row.invite.id,
  fullName: row.invite.fullName,
  email: row.invite.email,
  ...withPhoneDisplay({ phone: row.invite.phone }, country),
  phoneInvalid: row.invite.phoneInvalid,
  role: row.invite.role,
  invitedBy: row.invitedBy,
  expiresAt: iso(row.invite.expiresAt),
  createdAt: iso(row.invite.createdAt),
});

export async function getTeam(db: Db, user: SessionUser, now = new Date()): Promise<Team> {
  const [members, invites] = await db.batch([
    listMembers(db, user.companyId),
    listPendingInvites(db, user.companyId, now),
  ]);
  const blocked = seatCheck(user, members.length + invites.length, now);
  const seats = entitlementOf(user, now).quotas.users;
  return {
    companyName: user.companyName,
    members: members.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      username: m.username,
      email: m.email,
      role: m.role,
      lastActiveAt: m.lastActiveAt === null ? null : iso(new Date(m.lastActiveAt)),
      isYou: m.id === user.id,
    })),
    invites: invites.map((invite) => toPending(invite, user.country)),
    seats,
    canInvite: invitableRoles(user.role).length > 0 && blocked === null,
    inviteBlockedReason: blocked,
    // A chosen contact who has since left reads as the default (the first owner), as the client's pages do.
    clientContactId: members.some((m) => m.id === user.clientContactId) ? user.clientContactId : null,
  };
}

/** The catalogue's name for each role in a sentence ("as a field tech"). */
const ROLE_KEY = { owner: "roleOwner", office: "roleOffice", field: "roleField" } as const satisfies Record<
  Role,
  PlainMemberKey
>;

/**
 * The words of an invite, the same by email and by text. The invitee is no member yet and has no language of their
 * own: it goes out in the inviter's (ADR 0243), whose choice of whom to invite is the best guess of what they read.
 */
const inviteText = (user: SessionUser, role: Role, link: string) => {
  const company = user.companyName?.trim() || user.fullName;
  const w = memberWords(user.language);
  return {
    subject: w.t("inviteSubject", { inviter: user.fullName, company }),
    body: w.t("inviteBody", {
      inviter: user.fullName,
      company,
      role: w.t(ROLE_KEY[role]),
      link,
      days: INVITE_TTL_DAYS,
    }),
  };
};

/** POST /api/team/invites: the owner invites office or field members, the office invites field members. */
export async function inviteMember(
  c: Context,
  env: Env,
  db: Db,
  user: SessionUser,
  input: { fullName: string; email?: string | null; phone: string | null; role: Invite["role"] },
  now = new Date(),
): Promise<PendingInvite> {
  if (!invitableRoles(user.role).includes(input.role)) {
    throw new AppError("ROLE_FORBIDDEN", TEAM_TEXTS.officeInvitesField);
  }
  const [members, pending] = await db.batch([
    listMembers(db, user.companyId),
    listPendingInvites(db, user.companyId, now),
  ]);
  const blocked = seatCheck(user, members.length + pending.length, now);
  if (blocked) throw new AppError("LIMIT_REACHED", blocked);

  // The token names the company's shard, so the invitee's link finds it without the directory (ADR 0185).
  const token = shardToken(shardOfEnv(env), randomToken(32));
  const invite = await insertInvite(db, {
    companyId: user.companyId,
    tokenHash: await sha256Hex(token),
    fullName: input.fullName,
    email: input.email ?? null,
    phone: phoneToStore(input.phone, user.country),
    role: input.role,
    invitedBy: user.id,
    expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
  });
  const text = inviteText(user, input.role, appLink(env, c, `/invite/${token}`));
  // Counted against the company's daily send caps like every other send (decisions.md, Teams).
  await queueMessages(env, db, [
    ...(invite.email
      ? [
          {
            companyId: user.companyId,
            userId: user.id,
            channel: "email" as const,
            to: invite.email,
            ...text,
            dedupeKey: `invite:${invite.id}:email`,
          },
        ]
      : []),
    ...(invite.phone
      ? [
          {
            companyId: user.companyId,
            userId: user.id,
            channel: "sms" as const,
            to: invite.phone,
            body: text.body,
            dedupeKey: `invite:${invite.id}:sms`,
          },
        ]
      : []),
  ]);
  return toPending({ invite, invitedBy: user.fullName }, user.country);
}

export async function cancelInvite(db: Db, user: SessionUser, id: number, now = new Date()) {
  const invite = await findInvite(db, user.companyId, id);
  if (!invite || !invitableRoles(user.role).includes(invite.role)) throw notFound(TEAM_TEXTS.inviteNotFound);
  await revokeInvite(db, user.companyId, id, now);
  return { ok: true as const };
}

export async function changeRole(db: Db, user: SessionUser, memberId: number, role: Role) {
  const member = await findMember(db, user.companyId, memberId);
  if (!member) throw notFound(TEAM_TEXTS.notAMember);
  const [changed] = await setMemberRole(db, user.companyId, memberId, role);
  if (!changed) throw new AppError("CONFLICT", TEAM_TEXTS.lastOwner);
  return { id: memberId, role };
}

/** Removal ends every session of the member at once; their billings, meetings and reminders stay, attributed. */
export async function removeMember(db: Db, user: SessionUser, memberId: number, now = new Date()) {
  if (memberId === user.id) throw badRequest(TEAM_TEXTS.selfRemoval);
  const member = await findMember(db, user.companyId, memberId);
  if (!member) throw notFound(TEAM_TEXTS.notAMember);
  const [removed] = await db.batch([
    markMemberRemoved(db, user.companyId, memberId, now),
    revokeAllSessions(db, memberId, now),
  ]);
  if (removed.length === 0) throw new AppError("CONFLICT", TEAM_TEXTS.lastOwner);
  return { ok: true as const };
}

/** The owner hands ownership to another member and becomes office, in one batch. */
export async function transferOwnership(db: Db, user: SessionUser, toId: number) {
  const member = await findMember(db, user.companyId, toId);
  if (!member || toId === user.id) throw notFound(TEAM_TEXTS.notAMember);
  await db.batch([
    setMemberRole(db, user.companyId, toId, "owner"),
    setMemberRole(db, user.companyId, user.id, "office"),
  ]);
  return { ok: true as const };
}

/**
 * Why a signed cookie no longer opens a session: the member was removed from the company it names (told so, with the
 * company's name), or simply not signed in.
 */
export async function refusalOfEndedSession(db: Db, uid: number | undefined, cid: number | undefined) {
  const person = uid === undefined ? undefined : await findUserById(db, uid);
  if (person?.removedAt && person.companyId === cid) {
    return new AppError("MEMBER_REMOVED", TEAM_TEXTS.removedFrom(person.companyName?.trim() || "the company"));
  }
  return unauthorized();
}

// ---- accepting ----

/** The pending invite behind a token, or the clear reason it cannot be used. */
async function usableInvite(db: Db, token: string, now: Date) {
  const found = await findInviteByHash(db, await sha256Hex(token));
  if (!found) throw notFound(TEAM_TEXTS.inviteNotFound);
  const { invite } = found;
  if (invite.acceptedAt) throw new AppError("CONFLICT", TEAM_TEXTS.inviteUsed);
  if (invite.revokedAt) throw new AppError("CONFLICT", TEAM_TEXTS.inviteRevoked);
  if (invite.expiresAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", TEAM_TEXTS.inviteExpired);
  return found;
}

export async function previewInvite(db: Db, token: string, now = new Date()): Promise<InvitePreview> {
  const { invite, companyName, invitedBy, country } = await usableInvite(db, token, now);
  return {
    companyName,
    fullName: invite.fullName,
    role: invite.role,
    invitedBy,
    email: invite.email,
    ...withPhoneDisplay({ phone: invite.phoneInvalid ? null : invite.phone }, country),
  };
}

/**
 * Creates the invited person's login inside the company, in one batch with the invite's use, so a second
 * acceptance (or a revoke that came first) creates nobody. A person already signed in to a company is refused.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  input: AcceptInvite,
  signedInUserId: number | null,
  env: Env,
  now = new Date(),
) {
  if (signedInUserId !== null) throw new AppError("CONFLICT", TEAM_TEXTS.alreadyInCompany);
  const { invite, country } = await usableInvite(db, token, now);
  const username = normalizeUsername(input.username);
  const existing = await findUserByUsername(db, username);
  if (existing) {
    // A member removed from this very company comes back as themselves: the same login, and the billings they made
    // are theirs again (ADR 0145). Their own password proves it; anyone else's username stays taken.
    if (!existing.removedAt || existing.companyId !== invite.companyId) {
      throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    }
    if (!(await verifyPassword(input.password, existing.password))) {
      throw badRequest(TEAM_TEXTS.rejoinPassword, { password: TEAM_TEXTS.rejoinPassword });
    }
    const [back, used] = await db.batch(
      rejoinStatements(
        db,
        invite,
        existing.id,
        { fullName: input.fullName, email: input.email ?? existing.email, phone: phoneToStore(input.phone, country) },
        now,
      ),
    );
    if (back.length === 0 || used.length === 0) throw new AppError("CONFLICT", TEAM_TEXTS.inviteUsed);
    const rejoined = await findUserById(db, existing.id);
    if (!rejoined) throw new AppError("CONFLICT", TEAM_TEXTS.inviteUsed);
    const { password: _hash, ...user } = rejoined;
    return user;
  }
  const weak = await passwordProblem(input.password, { username }, env);
  if (weak) throw badRequest(weak, { password: weak });
  // The name is claimed in the directory first: usernames are unique across every shard (ADR 0185).
  const joined = await withClaimedUsername(env, username, () =>
    createMember(db, invite, input, username, country, now),
  );
  if (!joined) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  await recordMemberUsername(env, username, invite.companyId);
  return joined;
}

async function createMember(
  db: Db,
  invite: Parameters<typeof acceptInviteStatements>[1],
  input: AcceptInvite,
  username: string,
  country: Parameters<typeof phoneToStore>[1],
  now: Date,
) {
  try {
    const [, used] = await db.batch(
      acceptInviteStatements(
        db,
        invite,
        {
          username,
          password: await hashPassword(input.password),
          fullName: input.fullName,
          // users.email is required in the table: a member who joined by text has none yet (ADR 0145).
          email: input.email ?? "",
          phone: phoneToStore(input.phone, country),
          language: input.language ?? "en",
        },
        now,
      ),
    );
    if (used.length === 0) throw new AppError("CONFLICT", TEAM_TEXTS.inviteUsed);
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw err;
  }
  const created = await findUserByUsername(db, username);
  if (!created) throw new AppError("CONFLICT", TEAM_TEXTS.inviteUsed);
  const { password: _hash, ...user } = created;
  return user;
}

/** PUT /api/team/client-contact: the owner chooses who answers clients once the member who billed has left. */
export async function setClientContact(db: Db, user: SessionUser, userId: number | null) {
  if (userId !== null && !(await findMember(db, user.companyId, userId))) throw notFound(TEAM_TEXTS.notAMember);
  await updateCompany(db, user.companyId, { clientContactId: userId });
  return { clientContactId: userId };
}
