// Migration 0003 on a database as production has it before teams: every account becomes the owner of a company of
// its own, with its business fields moved there and every row in the right company, nothing lost, and the API
// answering the same names afterwards (ADR 0115).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#worker/lib/crypto";
import { Browser, ok } from "./http";

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();
const all = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

/** This file's storage starts from scratch: the tables setup.ts made are dropped, then 0000-0002 are applied. */
async function databaseBeforeTeams() {
  const tables = await all<{ name: string }>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%'",
  );
  // A table whose foreign keys act on delete (SET NULL, CASCADE) cannot be dropped in every order: drop what drops,
  // then try the rest again, until a pass drops nothing.
  let left = tables.map((t) => t.name);
  while (left.length > 0) {
    const failed: string[] = [];
    for (const name of left)
      await env.DB.batch([
        env.DB.prepare("PRAGMA defer_foreign_keys = on"),
        env.DB.prepare(`DROP TABLE "${name}"`),
      ]).catch(() => failed.push(name));
    if (failed.length === left.length) throw new Error(`Could not drop ${failed.join(", ")}`);
    left = failed;
  }
  const migrations = env.TEST_MIGRATIONS;
  expect(migrations.map((m) => m.name).slice(0, 4)).toEqual([
    "0000_init.sql",
    "0001_features.sql",
    "0002_upload_content_index.sql",
    "0003_teams.sql",
  ]);
  for (const m of migrations.slice(0, 3)) await env.DB.batch(m.queries.map((q) => env.DB.prepare(q)));
  return migrations[3]!;
}

const PASSWORD = "ladder-jobsite-42";

/** Two contractors with one of each business row, in the columns as they were before teams. */
async function oldAccounts() {
  const hash = await hashPassword(PASSWORD);
  await run(
    `insert into users (id, username, password, full_name, email, company_name, timezone, preferred_payment_method,
       paypal_username, subscription_plan, subscription_status, stripe_customer_id, stripe_subscription_id, meetings_used, meetings_limit)
     values (7, 'alpha', ?, 'Ann Alpha', 'ann@alpha.example', 'Alpha Electric', 'America/Denver', 'paypal',
       'alphapay', 'starter', 'active', 'cus_alpha', 'sub_alpha', 2, 10)`,
    hash,
  );
  await run(
    `insert into users (id, username, password, full_name, email, company_name, timezone)
     values (9, 'bravo', ?, 'Bo Bravo', 'bo@bravo.example', 'Bravo Plumbing', 'Asia/Tokyo')`,
    hash,
  );
  for (const [userId, label] of [
    [7, "Alpha"],
    [9, "Bravo"],
  ] as const) {
    const client = await env.DB.prepare(
      "insert into clients (user_id, name, email, company_name) values (?, ?, ?, ?) returning id",
    )
      .bind(userId, `${label} Client`, `${label.toLowerCase()}-client@example.com`, `${label} Homes`)
      .first<{ id: number }>();
    const project = await env.DB.prepare(
      "insert into projects (user_id, client_id, name) values (?, ?, ?) returning id",
    )
      .bind(userId, client!.id, `${label} Kitchen`)
      .first<{ id: number }>();
    await run(
      "insert into progress (project_id, submitted_by, progress_number, completion_percentage, amount, status) values (?, ?, 1, 50, 123400, 'pending')",
      project!.id,
      userId,
    );
    await run(
      "insert into uploads (user_id, key, kind, content_type, size, sha256) values (?, ?, 'photo', 'image/png', 10, 'abc')",
      userId,
      `u/${userId}/photo.png`,
    );
    await run(
      "insert into nudge_templates (user_id, name, email_subject, email_body, sms_body, trigger_type, channels) values (?, 'Due', 's', 'b', 't', 'on_due_date', '[\"email\"]')",
      userId,
    );
    await run(
      "insert into meetings (user_id, title, meeting_date) values (?, ?, ?)",
      userId,
      `${label} walk`,
      Date.now(),
    );
    await run(
      "insert into messages (user_id, channel, \"to\", body) values (?, 'email', ?, 'hello')",
      userId,
      `${label.toLowerCase()}-client@example.com`,
    );
  }
  // The product's own mail belongs to no account, and keeps belonging to no company.
  await run("insert into messages (user_id, channel, \"to\", body) values (null, 'email', 'ops@example.com', 'x')");
}

beforeAll(async () => {
  const teams = await databaseBeforeTeams();
  await oldAccounts();
  await env.DB.batch(teams.queries.map((q) => env.DB.prepare(q)));
  // The migrations after teams too: the app these tests call reads the schema as it is now (e.g. 0004's columns).
  for (const m of env.TEST_MIGRATIONS.slice(4)) await env.DB.batch(m.queries.map((q) => env.DB.prepare(q)));
});

describe("migration 0003 (teams)", () => {
  it("makes each account the owner of a company with its own id and its business fields", async () => {
    expect(await all("select id, company_id, role, removed_at from users order by id")).toEqual([
      { id: 7, company_id: 7, role: "owner", removed_at: null },
      { id: 9, company_id: 9, role: "owner", removed_at: null },
    ]);
    expect(
      await all(
        "select id, company_name, timezone, preferred_payment_method, paypal_username, subscription_plan, subscription_status, stripe_customer_id, stripe_subscription_id, meetings_used, meetings_limit from companies order by id",
      ),
    ).toEqual([
      {
        id: 7,
        company_name: "Alpha Electric",
        timezone: "America/Denver",
        preferred_payment_method: "paypal",
        paypal_username: "alphapay",
        subscription_plan: "starter",
        subscription_status: "active",
        stripe_customer_id: "cus_alpha",
        stripe_subscription_id: "sub_alpha",
        meetings_used: 2,
        meetings_limit: 10,
      },
      {
        id: 9,
        company_name: "Bravo Plumbing",
        timezone: "Asia/Tokyo",
        preferred_payment_method: "bank",
        paypal_username: null,
        subscription_plan: null,
        subscription_status: "trialing",
        stripe_customer_id: null,
        stripe_subscription_id: null,
        meetings_used: 0,
        meetings_limit: 0,
      },
    ]);
  });

  it("puts every business row in its owner's company, and none in company 0", async () => {
    for (const [table, by] of [
      ["clients", "user_id"],
      ["projects", "user_id"],
      ["progress", "submitted_by"],
      ["uploads", "user_id"],
      ["nudge_templates", "user_id"],
      ["meetings", "user_id"],
    ] as const) {
      expect(await all(`select ${by} as who, company_id from ${table} order by id`), table).toEqual([
        { who: 7, company_id: 7 },
        { who: 9, company_id: 9 },
      ]);
    }
    expect(await all("select user_id as who, company_id from messages order by id")).toEqual([
      { who: 7, company_id: 7 },
      { who: 9, company_id: 9 },
      { who: null, company_id: null },
    ]);
  });

  it("keeps every answer the same for the account afterwards, and a new company never takes an old id", async () => {
    const browser = new Browser();
    const login = await browser.fetch("/api/login", {
      method: "POST",
      json: { username: "alpha", password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const me = await ok(browser.api.user.$get());
    expect(me).toMatchObject({
      username: "alpha",
      companyName: "Alpha Electric",
      timezone: "America/Denver",
      preferredPaymentMethod: "paypal",
      paypalUsername: "alphapay",
      subscriptionPlan: "starter",
      role: "owner",
    });
    const clients = await ok(browser.api.clients.$get({ query: {} }));
    expect(JSON.stringify(clients)).toContain("Alpha Client");
    expect(JSON.stringify(clients)).not.toContain("Bravo Client");

    const fresh = await browser.fetch("/api/register", {
      method: "POST",
      json: {
        username: "charlie",
        password: PASSWORD,
        fullName: "Cy Charlie",
        email: "cy@example.com",
        companyName: "Charlie HVAC",
      },
    });
    expect(fresh.status).toBe(201);
    const [company] = await all<{ company_id: number }>("select company_id from users where username = 'charlie'");
    expect(company!.company_id).toBeGreaterThan(9);
  });
});
