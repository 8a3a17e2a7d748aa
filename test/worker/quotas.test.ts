// Plan quotas: active projects per plan (3 / 10 / 25), refused with a clear message past the edge; and a lapsed,
// past-due or ended plan never holds money hostage: work already billed keeps working.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { todayIn } from "../factories/api";
import { makeClient, makeProject } from "../factories/billing";
import { updateCompanyOf } from "../factories/rows";
import { type Browser, failure, ok, signedUp } from "./http";

/** A subscription past the free trial: subscribing during it keeps the trial's quotas till it ends (ADR 0123). */
const setSubscription = (userId: number, sql: string, ...binds: unknown[]) =>
  updateCompanyOf(env.DB, userId, `${sql}, trial_ends_at = ?`, ...binds, Date.now() - 86_400_000);

/** Active projects straight into the table: the quota counts rows, not how they were made. */
async function seedProjects(userId: number, clientId: number, n: number, status = "active") {
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      "insert into projects (company_id, user_id, client_id, name, status) values ((select company_id from users where id = ?1), ?1, ?, ?, ?)",
    ).bind(userId, clientId, `Seeded ${i}`, status),
  );
  if (statements.length) await env.DB.batch(statements);
}

const createProject = (browser: Browser, clientId: number) =>
  browser.api.projects.$post({ json: { name: "One more job", clientId } });

describe("active projects per plan", () => {
  it.each([
    ["solo", 3],
    ["starter", 10],
    ["professional", 25],
  ] as const)("%s: project %i is fine, one more is refused with an upgrade link", async (plan, limit) => {
    const { browser, user } = await signedUp();
    await setSubscription(user.id, "subscription_plan = ?, subscription_status = 'active'", plan);
    const client = await makeClient(browser);
    await seedProjects(user.id, client.id, limit - 1);
    expect((await createProject(browser, client.id)).status).toBe(201);
    const refused = await failure(createProject(browser, client.id));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("LIMIT_REACHED");
    expect(refused.body.message).toMatch(
      new RegExp(`^Your .+ plan includes ${limit} active projects and you have ${limit}\\. Upgrade your plan`),
    );
    expect(refused.body.message).toContain("Upgrade your plan on the Subscription page");
  });

  it("counts only active projects: completed ones free a place", async () => {
    const { browser, user } = await signedUp();
    await setSubscription(user.id, "subscription_plan = 'solo', subscription_status = 'active'");
    const client = await makeClient(browser);
    await seedProjects(user.id, client.id, 5, "completed");
    await seedProjects(user.id, client.id, 2);
    expect((await createProject(browser, client.id)).status).toBe(201);
    expect((await createProject(browser, client.id)).status).toBe(403);
    await env.DB.prepare(
      "update projects set status = 'completed' where id = (select min(id) from projects where user_id = ? and status = 'active')",
    )
      .bind(user.id)
      .run();
    expect((await createProject(browser, client.id)).status).toBe(201);
  });

  it("reopening a completed project needs a place under the quota too", async () => {
    const { browser, user } = await signedUp();
    await setSubscription(user.id, "subscription_plan = 'solo', subscription_status = 'active'");
    const client = await makeClient(browser);
    await seedProjects(user.id, client.id, 1, "completed");
    const completed = await env.DB.prepare("select id from projects where user_id = ? and status = 'completed'")
      .bind(user.id)
      .first<{ id: number }>();
    await seedProjects(user.id, client.id, 3);
    const reopen = () => browser.api.projects[":id"].reopen.$post({ param: { id: String(completed!.id) } });
    const refused = await failure(reopen());
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("LIMIT_REACHED");
    const still = await env.DB.prepare("select status from projects where id = ?").bind(completed!.id).first();
    expect(still).toEqual({ status: "completed" });
    // One active project completed frees the place, and the reopen goes through.
    await env.DB.prepare(
      "update projects set status = 'completed' where id = (select min(id) from projects where user_id = ? and status = 'active')",
    )
      .bind(user.id)
      .run();
    expect((await ok(reopen(), 200)).status).toBe("active");
  });

  it("gives a trial Professional's 25 projects", async () => {
    const { browser, user } = await signedUp();
    const client = await makeClient(browser);
    await seedProjects(user.id, client.id, 24);
    expect((await createProject(browser, client.id)).status).toBe(201);
    expect((await createProject(browser, client.id)).status).toBe(403);
  });

  it("keeps the plan's quota while past due and while canceling", async () => {
    const { browser, user } = await signedUp();
    const client = await makeClient(browser);
    await setSubscription(user.id, "subscription_plan = 'starter', subscription_status = 'past_due'");
    await seedProjects(user.id, client.id, 9);
    expect((await createProject(browser, client.id)).status).toBe(201);
    await env.DB.prepare("update projects set status = 'completed' where user_id = ?").bind(user.id).run();
    await setSubscription(
      user.id,
      "subscription_status = 'canceling', subscription_expires_at = ?",
      Date.now() + 5 * 86_400_000,
    );
    expect((await createProject(browser, client.id)).status).toBe(201);
  });
});

describe("a plan that lapsed never holds money hostage", () => {
  it.each([
    ["trial ended", "subscription_status = 'trialing', subscription_expires_at = ?", "Your free trial has ended"],
    [
      "subscription ended",
      "subscription_status = 'canceled', subscription_expires_at = ?",
      "Your subscription has ended",
    ],
    [
      "canceling past its period end",
      "subscription_status = 'canceling', subscription_expires_at = ?",
      "Your subscription has ended",
    ],
  ])("%s: no new projects, but billing, links, invoices and payments keep working", async (_name, sql, why) => {
    const { browser, user } = await signedUp();
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    await setSubscription(user.id, `subscription_plan = 'starter', ${sql}`, Date.now() - 86_400_000);

    const refused = await failure(createProject(browser, client.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      `${why}, so new projects are paused. Your existing projects, approvals, payment links, reminders and invoices keep working. Choose a plan on the Subscription page to add projects.`,
    );

    // Billing the next stage of a job already running, its invoice, links and marking it paid all still work.
    const progress = await ok(
      browser.api.progress.$post({ json: { projectId: project.id, completionPercentage: 25, amount: 250_000 } }),
      201,
    );
    const id = String(progress.id);
    await env.DB.prepare("update progress set status = 'approved' where id = ?").bind(progress.id).run();
    expect((await browser.api.progress[":id"]["invoice.pdf"].$get({ param: { id } })).status).toBe(200);
    await ok(
      browser.api.user["payment-details"].$put({
        json: { preferredPaymentMethod: "paypal", paypalUsername: "ReyesElectric" },
      }),
    );
    await ok(
      browser.api.payments["generate-links"].$post({
        json: { progressId: progress.id, clientId: client.id, paymentMethod: "all" },
      }),
      200,
    );
    await ok(
      browser.api.progress[":id"]["mark-paid"].$post({
        param: { id },
        json: { paidOn: todayIn(), method: "check", reference: "Check #7" },
      }),
      200,
    );
  });
});
