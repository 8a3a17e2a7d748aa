// Subscribing during the free trial (issue 23, ADR 0123): "Every plan starts with a 14-day free trial", so the
// trial's (Professional) quotas stay until the trial ends, then the subscribed plan's apply. Subscribing after the
// trial changes nothing: the plan's own quotas at once. POST /api/dev/end-trial ends a trial for trying it by hand.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { entitlementOf, subscribedTrialEnd } from "#schema/contracts/entitlements";
import type { CreateCheckoutSession } from "#schema/contracts/subscriptions";
import { app } from "#worker/app";
import { makeClient } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";

const DAY = 86_400_000;
const sessionOf = (url: string) => new URL(url).searchParams.get("session_id")!;
const statusOf = (browser: Browser) => ok(browser.api["subscription-status"].$get());

async function subscribe(browser: Browser, code: CreateCheckoutSession["priceId"]) {
  const started = await ok(browser.api["create-checkout-session"].$post({ json: { priceId: code } }));
  await ok(browser.api["test-checkout"].complete.$post({ json: { priceId: code, sessionId: sessionOf(started.url) } }));
}

const trialRow = (userId: number) =>
  env.DB.prepare(
    "select trial_ends_at as trialEndsAt, subscription_expires_at as expiresAt from companies where id = (select company_id from users where id = ?)",
  )
    .bind(userId)
    .first<{ trialEndsAt: number | null; expiresAt: number | null }>();

/** The trial's end passes (a second ago), as 14 days would. */
const trialPasses = (userId: number) =>
  env.DB.prepare("update companies set trial_ends_at = ? where id = (select company_id from users where id = ?)")
    .bind(Date.now() - 1000, userId)
    .run();

async function seedActiveProjects(userId: number, clientId: number, n: number) {
  await env.DB.batch(
    Array.from({ length: n }, (_, i) =>
      env.DB.prepare(
        "insert into projects (company_id, user_id, client_id, name, status) values ((select company_id from users where id = ?1), ?1, ?, ?, 'active')",
      ).bind(userId, clientId, `Seeded ${i}`),
    ),
  );
}

const createProject = (browser: Browser, clientId: number) =>
  browser.api.projects.$post({ json: { name: "One more job", clientId } });

const endTrialByHand = (username: string) =>
  new Browser().fetch("/api/dev/end-trial", { method: "POST", json: { username } });

describe("subscribing during the free trial", () => {
  it("stores the trial's end at sign-up, apart from the subscription's period", async () => {
    const u = await signedUp();
    const row = (await trialRow(u.user.id))!;
    expect(row.trialEndsAt).toBe(row.expiresAt);
    expect(row.trialEndsAt! - Date.now()).toBeGreaterThan(13 * DAY);
  });

  it("keeps the trial's quotas until the trial ends, then the plan's apply", async () => {
    const u = await signedUp();
    const trialEnd = (await trialRow(u.user.id))!.trialEndsAt!;
    await subscribe(u.browser, "price_solo");

    const during = await statusOf(u.browser);
    expect(during).toMatchObject({ plan: "solo", status: "active" });
    expect(during.entitlement).toMatchObject({ state: "active", planId: "professional" });
    expect(during.entitlement.quotas).toEqual({
      activeProjects: 25,
      meetingsPerMonth: "unlimited",
      users: "unlimited",
    });
    expect(during.trialQuotasUntil).toBe(new Date(trialEnd).toISOString());
    // The trial's end survived the subscription, which now owns subscription_expires_at.
    expect((await trialRow(u.user.id))!.trialEndsAt).toBe(trialEnd);

    // A fourth project fits in the trial, past Solo's three.
    const client = await makeClient(u.browser);
    await seedActiveProjects(u.user.id, client.id, 3);
    expect((await createProject(u.browser, client.id)).status).toBe(201);

    await trialPasses(u.user.id);
    const after = await statusOf(u.browser);
    expect(after.entitlement).toMatchObject({ state: "active", planId: "solo" });
    expect(after.entitlement.quotas).toEqual({ activeProjects: 3, meetingsPerMonth: 3, users: 1 });
    expect(after.trialQuotasUntil).toBeNull();
    const refused = await failure(createProject(u.browser, client.id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your Solo Contractor plan includes 3 active projects and you have 4\./);
  });

  it("changes nothing for a company that subscribes after the trial", async () => {
    const u = await signedUp();
    expect((await endTrialByHand(u.user.username)).status).toBe(200);
    expect((await statusOf(u.browser)).entitlement.state).toBe("lapsed");
    await subscribe(u.browser, "price_solo");
    const now = await statusOf(u.browser);
    expect(now).toMatchObject({ plan: "solo", status: "active", trialQuotasUntil: null, paidFrom: null });
    expect(now.entitlement).toMatchObject({ state: "active", planId: "solo" });
    expect(now.entitlement.quotas.activeProjects).toBe(3);
    // No trial carried into the subscription: its first period is a month, paid now.
    expect(new Date(now.currentPeriodEnd!).getTime() - Date.now()).toBeGreaterThan(27 * DAY);
  });
});

describe("entitlementOf with a stored trial end", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const facts = (status: string, trialEndsAt: Date | null, plan = "solo") => ({
    subscriptionPlan: plan,
    subscriptionStatus: status,
    subscriptionExpiresAt: new Date(now.getTime() + 20 * DAY),
    trialEndsAt,
    createdAt: new Date(now.getTime() - 3 * DAY),
  });
  const ahead = new Date(now.getTime() + DAY);
  const behind = new Date(now.getTime() - DAY);

  it.each(["active", "canceling", "past_due"])("%s in the trial: the trial's quotas", (status) => {
    expect(entitlementOf(facts(status, ahead), now)).toMatchObject({ state: status, planId: "professional" });
  });

  it("a subscription that ended in the trial lapses, and says no trial runs on", () => {
    expect(entitlementOf(facts("canceled", ahead), now).state).toBe("lapsed");
    expect(subscribedTrialEnd(facts("canceled", ahead), now)).toBeNull();
    expect(subscribedTrialEnd(facts("active", ahead), now)).toEqual(ahead);
  });

  it("after the trial, or with no stored end: the plan's quotas", () => {
    expect(entitlementOf(facts("active", behind), now).planId).toBe("solo");
    expect(entitlementOf(facts("active", null), now).planId).toBe("solo");
  });

  it("a trial not yet subscribed is the trial as before", () => {
    expect(entitlementOf({ ...facts("trialing", ahead), subscriptionPlan: null }, now)).toMatchObject({
      state: "trialing",
      planId: "professional",
    });
  });
});

describe("POST /api/dev/end-trial", () => {
  it("answers 404 for an unknown user and 400 without one", async () => {
    expect((await endTrialByHand("nobody-here")).status).toBe(404);
    expect((await new Browser().fetch("/api/dev/end-trial", { method: "POST", json: {} })).status).toBe(400);
  });

  it("is not there in production", async () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_fake" } as Env;
    const res = await app.fetch(
      new Request("https://paystage.test/api/dev/end-trial", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "anyone" }),
      }),
      prod,
    );
    expect(res.status).toBe(404);
  });
});
