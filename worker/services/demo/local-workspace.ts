// The local demo workspace that `npm run dev` and the journeys' server start with (POST /api/dev/seed): Reyes
// Electric with its owner, office manager and field tech, three clients and projects, billings in every state, two
// meetings, and the operator's admin login. Made through the same services as a contractor's own data and the
// sales demo accounts (./accounts.ts), so the seed never drifts from what the app writes; only the dates are set
// in the past, as a workspace a few weeks into use.
import { ClientSchema, CreateProgressSchema, CreateProjectSchema } from "#schema/contracts";
import type { MeetingNote } from "#schema/db/meetings";
import { DAY_MS } from "#schema/rules/durations";
import { localDate } from "#schema/rules/time";
import { markAllAchievementsRead } from "../../db/achievements";
import { insertMeeting, insertParticipantsOfLastMeeting } from "../../db/meetings";
import { findUserByUsername, insertUser } from "../../db/users";
import { hashPassword } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { newCompanyStatements } from "../accounts";
import { decideInPerson } from "../approvals";
import { createClient } from "../clients";
import { markPaid } from "../payment-received";
import { submitProgress } from "../progress-submission";
import { completeProject } from "../project-lifecycle";
import { createProject } from "../projects";
import type { SessionUser } from "../sessions";
import { pngDataUrl, signaturePng } from "./png";

/** Every local login's password but the admin's (which comes from ADMIN_PASSWORD in .dev.vars). */
export const LOCAL_PASSWORD = "demo1234";
export const LOCAL_OWNER = "demo";
const TIMEZONE = "America/Chicago";
const USER_AGENT = "PayStage demo data";

/** The demo company's other members (ADR 0115): an office manager and a field tech, to try each role's screens. */
export const LOCAL_CREW = [
  { username: "demo-office", fullName: "Maya Chen", email: "maya@reyes-electric.example", role: "office" },
  { username: "demo-field", fullName: "Luis Ortega", email: "luis@reyes-electric.example", role: "field" },
] as const;

const CLIENTS = [
  { name: "Marcus Webb", companyName: "Webb Family Homes", email: "marcus@webbhomes.example", phone: "+15125550188" },
  {
    name: "Priya Natarajan",
    companyName: "Northgate Dental Group",
    email: "priya@northgatedental.example",
    phone: "+15125550123",
  },
  { name: "Tom Alvarez", companyName: "Alvarez Property Management", email: "tom@alvarezpm.example", phone: null },
];

const PROJECTS = [
  {
    name: "Webb Kitchen Rewire",
    description: "Full kitchen rewire: new 200A panel, 6 dedicated circuits, under-cabinet lighting.",
    client: "marcus@webbhomes.example",
    totalValue: 1_850_000,
  },
  {
    name: "Northgate Dental HVAC Replacement",
    description: "Replace two 5-ton rooftop units and rebalance ductwork for 8 operatories.",
    client: "priya@northgatedental.example",
    totalValue: 4_200_000,
  },
  {
    name: "Alvarez Duplex Repipe",
    description: "PEX repipe of both units, new water heaters, fixture hookups.",
    client: "tom@alvarezpm.example",
    totalValue: 2_600_000,
    completed: true,
  },
];

type Outcome =
  | { outcome: "pending" }
  | { outcome: "approved" }
  | { outcome: "paid"; paidAfterDays: number }
  | { outcome: "rejected"; reason: string };

/** The billings, oldest first, each submitted `ago` days back, due `dueIn` days from today, decided a day later. */
export const LOCAL_BILLINGS: ({
  project: string;
  completion: number;
  amount: number;
  description: string;
  ago: number;
  dueIn: number;
} & Outcome)[] = [
  {
    project: "Alvarez Duplex Repipe",
    completion: 50,
    amount: 1_300_000,
    description: "Unit A repipe complete, pressure tested at 100 psi.",
    ago: 40,
    dueIn: -25,
    outcome: "paid",
    paidAfterDays: 9,
  },
  {
    project: "Alvarez Duplex Repipe",
    completion: 100,
    amount: 1_300_000,
    description: "Unit B repipe, water heaters and fixtures installed.",
    ago: 20,
    dueIn: -5,
    outcome: "paid",
    paidAfterDays: 9,
  },
  {
    project: "Webb Kitchen Rewire",
    completion: 30,
    amount: 555_000,
    description: "Panel upgrade and rough-in of dedicated circuits.",
    ago: 12,
    dueIn: 3,
    outcome: "approved",
  },
  {
    project: "Northgate Dental HVAC Replacement",
    completion: 35,
    amount: 1_470_000,
    description: "Rooftop unit 1 set and connected.",
    ago: 6,
    dueIn: 9,
    outcome: "rejected",
    reason: "Unit 2 curb is not sealed yet; bill once both units run.",
  },
  {
    project: "Webb Kitchen Rewire",
    completion: 60,
    amount: 555_050,
    description: "Under-cabinet lighting and device trim-out.",
    ago: 2,
    dueIn: 12,
    outcome: "pending",
  },
];

const notes = (texts: string[]): MeetingNote[] => texts.map((text) => ({ text, assignedTo: null, dueDate: null }));

/** Two typed-up site meetings (a seed cannot record audio). */
const meetings = (now: Date) => [
  {
    project: "Webb Kitchen Rewire",
    title: "Webb kitchen rough-in walkthrough",
    location: "jobsite" as const,
    status: "completed" as const,
    ago: 3,
    summaryText: "Walked the kitchen with Marcus before drywall. Panel stays; island gets a second circuit.",
    keyPoints: notes(["Island gets a second 20A circuit", "Under-cabinet lights on a dimmer", "Drywall starts Monday"]),
    actionItems: [
      {
        text: "Add island circuit to the change order",
        assignedTo: "Dana",
        dueDate: dateIn(TIMEZONE, now, 2),
      },
      { text: "Confirm dimmer model with Marcus", assignedTo: "Marcus", dueDate: null },
    ],
    participants: [
      { name: "Marcus Webb", email: "marcus@webbhomes.example", role: "Owner" },
      { name: "Luis Ortega", email: null, role: "Foreman" },
    ],
  },
  {
    project: "Northgate Dental HVAC Replacement",
    title: "Northgate rooftop unit coordination",
    location: "client" as const,
    status: "draft" as const,
    ago: 1,
    summaryText: null,
    keyPoints: notes(["Crane booked for unit 2 next Thursday"]),
    actionItems: [{ text: "Seal unit 2 curb before billing", assignedTo: "Luis", dueDate: dateIn(TIMEZONE, now, 5) }],
    participants: [{ name: "Priya Natarajan", email: "priya@northgatedental.example", role: "Practice manager" }],
  },
];

const dateIn = (timeZone: string, now: Date, days: number) =>
  localDate(timeZone, new Date(now.getTime() + days * DAY_MS));

/**
 * Makes the workspace once: a second call (every `npm run dev`) finds the owner and changes nothing. Answers
 * whether it made it. The logins come first, in one batch each, so a failure later leaves a workspace to finish by
 * hand rather than a login without its company.
 */
export async function seedLocalWorkspace(
  env: Env,
  db: Db,
  options: { adminPassword: string; origin: string },
  now = new Date(),
): Promise<{ created: boolean }> {
  if (await findUserByUsername(db, LOCAL_OWNER)) return { created: false };
  const password = await hashPassword(LOCAL_PASSWORD);
  await db.batch(
    newCompanyStatements(
      db,
      {
        companyName: "Reyes Electric & Mechanical",
        timezone: TIMEZONE,
        preferredPaymentMethod: "paypal",
        paypalUsername: "reyeselectric",
        venmoUsername: "reyes-electric",
        subscriptionPlan: "professional",
        subscriptionStatus: "trialing",
        subscriptionExpiresAt: new Date(now.getTime() + 14 * DAY_MS),
        meetingsLimit: -1,
      },
      {
        username: LOCAL_OWNER,
        password,
        fullName: "Dana Reyes",
        email: "dana@reyes-electric.example",
        phone: "+15125550142",
        userType: "contractor",
      },
    ),
  );
  const owner = await sessionUser(db, LOCAL_OWNER);
  const [crew, ...more] = [
    ...LOCAL_CREW.map((member) =>
      insertUser(db, { ...member, password, userType: "contractor", companyId: owner.companyId }),
    ),
    ...(await adminStatements(db, env.ADMIN_USERNAME, options.adminPassword)),
  ];
  if (crew) await db.batch([crew, ...more]);
  await fillWorkspace(env, db, owner, options.origin, now);
  return { created: true };
}

async function sessionUser(db: Db, username: string): Promise<SessionUser> {
  const row = await findUserByUsername(db, username);
  if (!row) throw new Error(`${username} was not created`);
  const { password: _hash, ...user } = row;
  return user;
}

/** The operator's admin login (ADMIN_USERNAME), with a company of its own as registration would give it. */
async function adminStatements(db: Db, adminUsername: string, adminPassword: string) {
  if (await findUserByUsername(db, adminUsername.toLowerCase())) return [];
  return newCompanyStatements(
    db,
    { companyName: "PayStage", timezone: TIMEZONE, subscriptionStatus: "trialing" },
    {
      username: adminUsername.toLowerCase(),
      password: await hashPassword(adminPassword),
      fullName: "PayStage Admin",
      email: "admin@paystage.example",
      userType: "admin",
    },
  );
}

async function fillWorkspace(env: Env, db: Db, owner: SessionUser, origin: string, now: Date) {
  const clientIds = new Map<string, number>();
  for (const client of CLIENTS)
    clientIds.set(client.email, (await createClient(db, owner, ClientSchema.parse(client))).id);
  const projectIds = new Map<string, number>();
  for (const p of PROJECTS) {
    const input = { name: p.name, description: p.description, totalValue: p.totalValue, completionPercentage: 0 };
    const project = await createProject(
      db,
      owner,
      CreateProjectSchema.parse({ ...input, clientId: clientIds.get(p.client) }),
    );
    projectIds.set(p.name, project.id);
  }

  for (const [i, billing] of LOCAL_BILLINGS.entries()) {
    const submittedAt = new Date(now.getTime() - billing.ago * DAY_MS);
    const input = CreateProgressSchema.parse({
      projectId: projectIds.get(billing.project),
      completionPercentage: billing.completion,
      amount: billing.amount,
      description: billing.description,
      dueDate: dateIn(TIMEZONE, now, billing.dueIn),
    });
    const { progress } = await submitProgress(env, db, owner, input, { origin, submittedAt });
    // Decided in person, as the client on the contractor's phone: the evidence, hash and notification are real.
    const decidedAt = new Date(submittedAt.getTime() + DAY_MS);
    const meta = { ip: null, userAgent: USER_AGENT };
    if (billing.outcome === "rejected") {
      await decideInPerson(
        env,
        db,
        owner,
        progress.id,
        { decision: "rejected", reason: billing.reason, ...meta },
        decidedAt,
      );
    } else if (billing.outcome !== "pending") {
      const signature = pngDataUrl(await signaturePng(i));
      await decideInPerson(env, db, owner, progress.id, { decision: "approved", signature, ...meta }, decidedAt);
    }
    if (billing.outcome === "paid") {
      const paidAt = new Date(submittedAt.getTime() + billing.paidAfterDays * DAY_MS);
      const paidOn = localDate(TIMEZONE, paidAt);
      await markPaid(db, owner, progress.id, { paidOn, method: "paypal", reference: null }, paidAt);
    }
  }
  for (const p of PROJECTS) if (p.completed) await completeProject(db, owner, projectIds.get(p.name)!);

  for (const { project, ago, participants, ...meeting } of meetings(now)) {
    await db.batch([
      insertMeeting(db, {
        ...meeting,
        companyId: owner.companyId,
        userId: owner.id,
        projectId: projectIds.get(project)!,
        meetingDate: new Date(now.getTime() - ago * DAY_MS),
      }),
      insertParticipantsOfLastMeeting(db, owner.id, participants),
    ]);
  }
  // Badges earned while the workspace was made are on /achievements; the first sign-in opens on a calm dashboard.
  await markAllAchievementsRead(db, owner.id);
}
