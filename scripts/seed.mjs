// Demo data as idempotent SQL: every insert is guarded by a natural key, so running it twice changes nothing.
// Writes SQL to stdout (or returns it) for `wrangler d1 execute --file`.
// Node 22 strips the types of these modules (they import nothing but node:crypto or data): the demo logins are hashed
// by the Worker's own password code, and the demo user starts with the same templates as a new account.
import { hashPassword } from "../worker/lib/crypto.ts";
import { DEFAULT_TEMPLATES } from "../worker/services/default-templates.ts";
import { DEMO_DECISIONS } from "../worker/services/demo-decision-plan.ts";

const q = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
const DAY = 24 * 60 * 60 * 1000;

/** The demo company's other members: username, name, email, role (every demo login's password is demo1234). */
export const DEMO_CREW = [
  ["demo-office", "Maya Chen", "maya@reyes-electric.example", "office"],
  ["demo-field", "Luis Ortega", "luis@reyes-electric.example", "field"],
];

function isoDate(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function seedSql({ adminUsername = "admin", adminPassword = "admin1234", now = Date.now() } = {}) {
  const lines = [];
  const user = async (username, password, fullName, email, userType, companyName, phone) =>
    lines.push(
      // The company first, then its owner in it (migration 0003, ADR 0115): both only for a username not yet seeded.
      `INSERT INTO companies (company_name, timezone, preferred_payment_method, paypal_username, venmo_username, subscription_plan, subscription_status, subscription_expires_at, meetings_limit)
SELECT ${q(companyName)}, 'America/Chicago', 'paypal', 'reyeselectric', 'reyes-electric', 'professional', 'trialing', ${now + 14 * DAY}, -1
WHERE NOT EXISTS (SELECT 1 FROM users WHERE username = ${q(username)});
INSERT INTO users (username, password, full_name, email, phone, user_type, company_id, role)
SELECT ${q(username)}, ${q(await hashPassword(password))}, ${q(fullName)}, ${q(email)}, ${q(phone)}, ${q(userType)}, (SELECT max(id) FROM companies), 'owner'
WHERE NOT EXISTS (SELECT 1 FROM users WHERE username = ${q(username)});`,
    );
  await user(
    "demo",
    "demo1234",
    "Dana Reyes",
    "dana@reyes-electric.example",
    "contractor",
    "Reyes Electric & Mechanical",
    "+15125550142",
  );
  await user(
    adminUsername.toLowerCase(),
    adminPassword,
    "PayStage Admin",
    "admin@paystage.example",
    "admin",
    "PayStage",
    null,
  );

  const owner = "(SELECT id FROM users WHERE username = 'demo')";
  const company = "(SELECT company_id FROM users WHERE username = 'demo')";
  // The demo company's crew (ADR 0115): an office manager and a field tech, to try each role's screens.
  for (const [username, fullName, email, role] of DEMO_CREW) {
    lines.push(`INSERT INTO users (username, password, full_name, email, user_type, company_id, role)
SELECT ${q(username)}, ${q(await hashPassword("demo1234"))}, ${q(fullName)}, ${q(email)}, 'contractor', ${company}, ${q(role)}
WHERE NOT EXISTS (SELECT 1 FROM users WHERE username = ${q(username)});`);
  }
  const clients = [
    ["Marcus Webb", "Webb Family Homes", "marcus@webbhomes.example", "+15125550188"],
    ["Priya Natarajan", "Northgate Dental Group", "priya@northgatedental.example", "+15125550123"],
    ["Tom Alvarez", "Alvarez Property Management", "tom@alvarezpm.example", null],
  ];
  for (const [name, business, email, phone] of clients) {
    lines.push(`INSERT INTO clients (company_id, user_id, name, email, phone, company_name)
SELECT ${company}, ${owner}, ${q(name)}, ${q(email)}, ${q(phone)}, ${q(business)}
WHERE NOT EXISTS (SELECT 1 FROM clients WHERE user_id = ${owner} AND email = ${q(email)});`);
  }
  const clientId = (email) => `(SELECT id FROM clients WHERE user_id = ${owner} AND email = ${q(email)})`;
  const projects = [
    [
      "Webb Kitchen Rewire",
      "Full kitchen rewire: new 200A panel, 6 dedicated circuits, under-cabinet lighting.",
      "marcus@webbhomes.example",
      "active",
      1850000,
      60,
    ],
    [
      "Northgate Dental HVAC Replacement",
      "Replace two 5-ton rooftop units and rebalance ductwork for 8 operatories.",
      "priya@northgatedental.example",
      "active",
      4200000,
      35,
    ],
    [
      "Alvarez Duplex Repipe",
      "PEX repipe of both units, new water heaters, fixture hookups.",
      "tom@alvarezpm.example",
      "completed",
      2600000,
      100,
    ],
  ];
  for (const [name, description, email, status, total, completion] of projects) {
    lines.push(`INSERT INTO projects (company_id, user_id, client_id, name, description, status, total_value, completion_percentage)
SELECT ${company}, ${owner}, ${clientId(email)}, ${q(name)}, ${q(description)}, ${q(status)}, ${total}, ${completion}
WHERE NOT EXISTS (SELECT 1 FROM projects WHERE user_id = ${owner} AND name = ${q(name)});`);
  }
  const projectId = (name) => `(SELECT id FROM projects WHERE user_id = ${owner} AND name = ${q(name)})`;
  // [project, number, completion, amount cents, status, description, created days ago, due in days]
  const progress = [
    ["Alvarez Duplex Repipe", 1, 50, 1300000, "paid", "Unit A repipe complete, pressure tested at 100 psi.", 40, -25],
    ["Alvarez Duplex Repipe", 2, 100, 1300000, "paid", "Unit B repipe, water heaters and fixtures installed.", 20, -5],
    ["Webb Kitchen Rewire", 1, 30, 555000, "approved", "Panel upgrade and rough-in of dedicated circuits.", 12, 3],
    ["Webb Kitchen Rewire", 2, 60, 555050, "pending", "Under-cabinet lighting and device trim-out.", 2, 12],
    ["Northgate Dental HVAC Replacement", 1, 35, 1470000, "rejected", "Rooftop unit 1 set and connected.", 6, 9],
  ];
  for (const [project, n, completion, amount, planned, description, ago, dueIn] of progress) {
    // Decided billings start pending: the running app decides them through the real approval and payment code
    // (POST /api/dev/seed-decisions, called by scripts/dev.mjs and the e2e server), so they carry real evidence.
    const decidedLater = DEMO_DECISIONS.some((d) => d.project === project && d.number === n);
    const status = decidedLater ? "pending" : planned;
    const created = now - ago * DAY;
    const approvedAt = status === "approved" || status === "paid" ? created + 1 * DAY : null;
    const paidAt = status === "paid" ? created + 9 * DAY : null;
    const rejectedAt = status === "rejected" ? created + 1 * DAY : null;
    lines.push(`INSERT INTO progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, description, status, due_date, approved_at, approved_by, paid_at, payment_method, rejected_at, rejection_reason, created_at, updated_at)
SELECT ${company}, ${projectId(project)}, ${owner}, ${n}, ${completion}, ${amount}, ${q(description)}, ${q(status)}, ${q(isoDate(now + dueIn * DAY))}, ${q(approvedAt)}, ${q(approvedAt ? "Client signature" : null)}, ${q(paidAt)}, ${q(paidAt ? "paypal" : null)}, ${q(rejectedAt)}, ${q(rejectedAt ? "Unit 2 curb is not sealed yet; bill once both units run." : null)}, ${created}, ${created}
WHERE NOT EXISTS (SELECT 1 FROM progress WHERE project_id = ${projectId(project)} AND progress_number = ${n});`);
  }
  // Two typed-up site meetings (no audio: a seed cannot record), keyed so a re-run adds nothing.
  const meetings = [
    [
      "seed-meeting-webb-walkthrough",
      "Webb kitchen rough-in walkthrough",
      "Webb Kitchen Rewire",
      "jobsite",
      "completed",
      3,
      "Walked the kitchen with Marcus before drywall. Panel stays; island gets a second circuit.",
      ["Island gets a second 20A circuit", "Under-cabinet lights on a dimmer", "Drywall starts Monday"],
      [
        ["Add island circuit to the change order", "Dana", isoDate(now + 2 * DAY)],
        ["Confirm dimmer model with Marcus", "Marcus", null],
      ],
      [
        ["Marcus Webb", "marcus@webbhomes.example", "Owner"],
        ["Luis Ortega", null, "Foreman"],
      ],
    ],
    [
      "seed-meeting-northgate-sync",
      "Northgate rooftop unit coordination",
      "Northgate Dental HVAC Replacement",
      "client",
      "draft",
      1,
      null,
      ["Crane booked for unit 2 next Thursday"],
      [["Seal unit 2 curb before billing", "Luis", isoDate(now + 5 * DAY)]],
      [["Priya Natarajan", "priya@northgatedental.example", "Practice manager"]],
    ],
  ];
  for (const [key, title, project, location, status, ago, summary, points, actions, people] of meetings) {
    const keyPoints = JSON.stringify(points.map((text) => ({ text, assignedTo: null, dueDate: null })));
    const actionItems = JSON.stringify(actions.map(([text, assignedTo, dueDate]) => ({ text, assignedTo, dueDate })));
    lines.push(`INSERT INTO meetings (company_id, user_id, project_id, title, meeting_date, location, status, summary_text, key_points, action_items, idempotency_key)
SELECT ${company}, ${owner}, ${projectId(project)}, ${q(title)}, ${now - ago * DAY}, ${q(location)}, ${q(status)}, ${q(summary)}, ${q(keyPoints)}, ${q(actionItems)}, ${q(key)}
WHERE NOT EXISTS (SELECT 1 FROM meetings WHERE user_id = ${owner} AND idempotency_key = ${q(key)});`);
    const meetingId = `(SELECT id FROM meetings WHERE user_id = ${owner} AND idempotency_key = ${q(key)})`;
    for (const [name, email, role] of people) {
      lines.push(`INSERT INTO meeting_participants (meeting_id, name, email, role)
SELECT ${meetingId}, ${q(name)}, ${q(email)}, ${q(role)}
WHERE NOT EXISTS (SELECT 1 FROM meeting_participants WHERE meeting_id = ${meetingId} AND name = ${q(name)});`);
    }
  }
  for (const t of DEFAULT_TEMPLATES) {
    lines.push(`INSERT INTO nudge_templates (company_id, user_id, name, email_subject, email_body, sms_body, trigger_type, trigger_value, channels, active)
SELECT ${company}, ${owner}, ${q(t.name)}, ${q(t.emailSubject)}, ${q(t.emailBody)}, ${q(t.smsBody)}, ${q(t.triggerType)}, ${q(t.triggerValue)}, ${q(JSON.stringify(t.channels))}, ${t.active === false ? 0 : 1}
WHERE NOT EXISTS (SELECT 1 FROM nudge_templates WHERE user_id = ${owner} AND name = ${q(t.name)});`);
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    await seedSql({ adminUsername: process.env.ADMIN_USERNAME, adminPassword: process.env.ADMIN_PASSWORD }),
  );
}
