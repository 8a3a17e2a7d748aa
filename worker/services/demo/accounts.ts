// POST /api/test/create-accounts: an admin makes a set of ready-to-show contractors for a sales demo. Every piece
// goes through the code path a real contractor's does (clients, projects, uploads, submission with its approval
// link, in-person approval with evidence, mark paid, a reminder), so the demo shows the product as it is.

import { ClientSchema, CreateProgressSchema, CreateProjectSchema, MarkPaidSchema } from "#schema/contracts";
import { DEMO_RATE_LIMITED } from "#schema/contracts/demo-accounts";
import { trialEndsAt } from "#schema/contracts/entitlements";
import type { Member } from "#schema/db/companies";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { localDate } from "#schema/rules/time";
import { awardStatements, markAllAchievementsRead } from "../../db/achievements";
import { insertMeeting, insertParticipantsOfLastMeeting } from "../../db/meetings";
import { countDemoAccountsSince, deleteDemoAccount, findUserByUsername } from "../../db/users";
import { hashPassword } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { AppError, notFound } from "../../lib/errors";
import { newCompanyStatements } from "../accounts";
import { EARNED_BY } from "../achievements/rules";
import { decideInPerson } from "../approvals";
import { createClient } from "../clients";
import { markPaid } from "../payment-received";
import { submitProgress } from "../progress-submission";
import { createProject } from "../projects";
import { sendNudge } from "../reminders/send";
import type { SessionUser } from "../sessions";
import { storePhoto } from "../uploads";
import { pngDataUrl, signaturePng, sitePhoto } from "./png";
import { DEMO_PROFILES, type DemoProfile } from "./profiles";

/** An admin may make this many demo sets an hour: enough for a day of demos, not a flood of accounts. */
export const DEMO_SETS_PER_HOUR = 3;
const DEMO_USER_AGENT = "PayStage demo set-up";

export type DemoAccount = { username: string; password: string };

/** Letters and digits a person can read aloud and type without confusing 0/O or 1/l. */
const READABLE = "abcdefghjkmnpqrstuvwxyz23456789";
function readable(length: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => READABLE[b % READABLE.length]).join("");
}

export async function createDemoAccounts(
  env: Env,
  db: Db,
  admin: SessionUser,
  linkBase: string,
  now = new Date(),
): Promise<{ accounts: DemoAccount[] }> {
  // Not an admin: the route does not exist for them.
  if (admin.userType !== "admin") throw notFound();
  const made = await countDemoAccountsSince(db, admin.id, new Date(now.getTime() - HOUR_MS));
  if (made >= DEMO_SETS_PER_HOUR * DEMO_PROFILES.length) throw new AppError("RATE_LIMITED", DEMO_RATE_LIMITED);

  const accounts: DemoAccount[] = [];
  for (const profile of DEMO_PROFILES) accounts.push(await createDemoAccount(env, db, admin, profile, linkBase, now));
  return { accounts };
}

async function createDemoAccount(
  env: Env,
  db: Db,
  admin: SessionUser,
  profile: DemoProfile,
  linkBase: string,
  now: Date,
): Promise<DemoAccount> {
  const username = `demo-${profile.handle}-${readable(5)}`;
  const password = readable(12);
  // A company of its own and its owner, like a registration, with the same starting templates, in one batch.
  await db.batch(
    newCompanyStatements(
      db,
      {
        companyName: profile.companyName,
        timezone: admin.timezone,
        preferredPaymentMethod: "zelle",
        zelleEmail: `billing@${profile.handle}.example.com`,
        subscriptionStatus: "trialing",
        subscriptionExpiresAt: trialEndsAt(now),
      },
      {
        username,
        password: await hashPassword(password),
        fullName: profile.fullName,
        email: `${username}@example.com`,
        phone: profile.phone,
        userType: "contractor",
        isDemo: true,
        demoCreatedBy: admin.id,
      },
    ),
  );
  const row = await findUserByUsername(db, username);
  if (!row) throw new Error(`Demo account ${username} was not created`);
  const { password: _hash, ...user } = row;
  try {
    await fillDemoAccount(env, db, user, profile, linkBase, now);
  } catch (err) {
    // Half a demo is worse than none: the account, everything in it and its company go.
    await deleteDemoAccount(db, user);
    throw err;
  }
  return { username, password };
}

async function fillDemoAccount(env: Env, db: Db, user: SessionUser, profile: DemoProfile, linkBase: string, now: Date) {
  const dayOffset = (days: number) => localDate(user.timezone, new Date(now.getTime() + days * DAY_MS));
  const photo = async (seed: number) =>
    (await storePhoto(db, env.MEDIA, user, new Blob([await sitePhoto(profile.accent, seed)], { type: "image/png" })))
      .url;

  const projects = [];
  for (const p of profile.projects) {
    const client = await createClient(db, user, ClientSchema.parse(p.client));
    projects.push(
      await createProject(
        db,
        user,
        CreateProjectSchema.parse({
          name: p.name,
          description: p.description,
          clientId: client.id,
          totalValue: p.totalValue,
          completionPercentage: 0,
        }),
      ),
    );
  }
  const [first, second, third] = projects as [(typeof projects)[0], (typeof projects)[0], (typeof projects)[0]];
  const share = (total: number | null, pct: number) => Math.round(((total ?? 1_000_000) * pct) / 100 / 100) * 100;
  // Billings dated over the past weeks, as a real account's would be (not all today), each due after it was sent.
  const submit = async (
    projectId: number,
    completion: number,
    amount: number,
    daysAgo: number,
    extra: Record<string, unknown>,
  ) => {
    const input = CreateProgressSchema.parse({ projectId, completionPercentage: completion, amount, ...extra });
    const submittedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    return (await submitProgress(env, db, user, input, { origin: linkBase, submittedAt })).progress.id;
  };
  const signInPerson = async (progressId: number, seed: number, signerName: string, daysAgo: number) =>
    decideInPerson(
      env,
      db,
      user,
      progressId,
      {
        decision: "approved",
        signature: pngDataUrl(await signaturePng(seed)),
        signerName,
        ip: null,
        userAgent: DEMO_USER_AGENT,
      },
      new Date(now.getTime() - daysAgo * DAY_MS),
    );

  // 1. Paid (with photos and a signed approval), then a second stage approved and awaiting payment.
  const paid = await submit(first.id, 40, share(first.totalValue, 40), 42, {
    description: "Rough-in complete and inspected; panel set and energized.",
    photos: [await photo(0), await photo(1)],
    dueDate: dayOffset(-28),
  });
  await signInPerson(paid, 1, profile.projects[0].client.name, 40);
  await markPaid(
    db,
    user,
    paid,
    MarkPaidSchema.parse({ paidOn: dayOffset(-37), method: "zelle", reference: "Demo payment" }),
  );
  const approved = await submit(first.id, 70, share(first.totalValue, 30), 9, {
    description: "Devices and fixtures installed; final trim-out in progress.",
    photos: [await photo(2)],
    dueDate: dayOffset(10),
  });
  await signInPerson(approved, 2, profile.projects[0].client.name, 7);

  // 2. Approved but past its due date (overdue on the dashboard, on purpose: it shows reminders), and the client
  // reminded about it. Sent four weeks ago with two weeks to pay.
  const overdue = await submit(second.id, 35, share(second.totalValue, 35), 26, {
    description: "Phase one complete: equipment set and connected.",
    photos: [await photo(3)],
    dueDate: dayOffset(-12),
  });
  await signInPerson(overdue, 3, profile.projects[1].client.name, 24);
  await sendNudge(env, db, {
    member: user,
    progressId: overdue,
    templateId: null,
    channels: ["email"],
    linkBase,
    now,
  });

  // 3. Rejected with the client's reason, then the corrected stage pending approval (its link went by email).
  const rejected = await submit(third.id, 30, share(third.totalValue, 30), 16, {
    description: "Site prep and first-phase rough-in.",
    dueDate: dayOffset(14),
  });
  await decideInPerson(
    env,
    db,
    user,
    rejected,
    {
      decision: "rejected",
      reason: "Please include the permit inspection sign-off before billing this stage.",
      ip: null,
      userAgent: DEMO_USER_AGENT,
    },
    new Date(now.getTime() - 12 * DAY_MS),
  );
  await submit(third.id, 30, share(third.totalValue, 30), 3, {
    description: "Site prep and first-phase rough-in; permit inspection passed (sign-off attached).",
    photos: [await photo(4)],
    dueDate: dayOffset(14),
  });

  await addDemoMeeting(db, user, first.id, profile, now);
  // Earned while the demo was built: shown on /achievements, but a demo opens on a calm dashboard, not eight dialogs.
  await markAllAchievementsRead(db, user.id);
}

/** A documented meeting with its participants, and the meeting badges, in one batch. */
async function addDemoMeeting(db: Db, member: Member, projectId: number, profile: DemoProfile, now: Date) {
  const userId = member.id;
  const client = profile.projects[0].client;
  await db.batch([
    insertMeeting(db, {
      companyId: member.companyId,
      userId,
      projectId,
      title: profile.meeting.title,
      description: `On site with ${client.name}.`,
      meetingDate: new Date(now.getTime() - 2 * DAY_MS),
      location: "jobsite",
      status: "completed",
      summaryText: profile.meeting.summary,
      keyPoints: profile.meeting.keyPoints.map((text) => ({ text })),
      actionItems: profile.meeting.actionItems.map((text) => ({ text, assignedTo: profile.fullName })),
    }),
    insertParticipantsOfLastMeeting(db, userId, [
      { name: profile.fullName, role: "Contractor" },
      { name: client.name, email: client.email, role: "Client" },
    ]),
    ...awardStatements(db, userId, EARNED_BY.meetingCreated),
  ]);
}
