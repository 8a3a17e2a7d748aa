// Subscriptions: verified webhooks, de-duplication, ordering, every status transition, checkout and its
// local stand-in, cancel / resume, and the configuration rules.
import { env } from "cloudflare:workers";
import type { InferResponseType } from "hono/client";
import { describe, expect, it } from "vitest";
import {
  ALREADY_SUBSCRIBED,
  NOTHING_TO_CANCEL,
  NOTHING_TO_RESUME,
  UNKNOWN_PLAN_CODE,
} from "#schema/contracts/subscription-texts";
import {
  type CompleteTestCheckout,
  type CreateCheckoutSession,
  INVALID_TEST_SESSION,
} from "#schema/contracts/subscriptions";
import { stripeConfig } from "#worker/lib/stripe-config";
import { BAD_SIGNATURE, MISSING_SIGNATURE } from "#worker/services/stripe-webhook";
import { invoice, nowSeconds, sign, stripeEvent, subscription } from "../factories/stripe-events";
import { type Api, Browser, failure, ok, signedUp } from "./http";

// Set in vitest.config.ts: the same local secret the stand-in signs with.
const SECRET = (env as unknown as { STRIPE_WEBHOOK_SECRET: string }).STRIPE_WEBHOOK_SECRET;

type Signing = { secret?: string; timestamp?: number; signature?: string | null };
type WebhookAnswer = InferResponseType<Api["stripe"]["webhook"]["$post"], 200>;

/** Delivers an event as Stripe would: the signature covers the raw body, so it goes by path, signed as `opts` say. */
async function deliver(event: object, opts: Signing = {}) {
  const body = JSON.stringify(event);
  const signature =
    opts.signature === null ? undefined : (opts.signature ?? (await sign(body, opts.secret ?? SECRET, opts.timestamp)));
  return new Browser().fetch("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });
}

/** Delivers an event the webhook must accept (200), and returns its answer. */
async function postEvent(event: object, opts: Signing = {}): Promise<WebhookAnswer> {
  const res = await deliver(event, opts);
  expect(res.status).toBe(200);
  return res.json();
}

const checkout = (browser: Browser, json: CreateCheckoutSession) =>
  browser.api["create-checkout-session"].$post({ json });
const completeCheckout = (browser: Browser, json: CompleteTestCheckout) =>
  browser.api["test-checkout"].complete.$post({ json });
const cancel = (browser: Browser) => browser.api["cancel-subscription"].$post();
const resume = (browser: Browser) => browser.api["resume-subscription"].$post();
const statusOf = (browser: Browser) => ok(browser.api["subscription-status"].$get());

const row = (id: number) =>
  env.DB.prepare(
    "select subscription_plan as plan, subscription_status as status, cancel_at_period_end as cancel, subscription_expires_at as expiresAt, stripe_customer_id as customer, stripe_subscription_id as sub, updated_at as updatedAt from companies where id = (select company_id from users where id = ?)",
  )
    .bind(id)
    .first<{
      plan: string | null;
      status: string;
      cancel: number;
      expiresAt: number | null;
      customer: string | null;
      sub: string | null;
      updatedAt: number;
    }>();

const eventCount = (id: string) =>
  env.DB.prepare("select count(*) as n from stripe_events where id = ?").bind(id).first<{ n: number }>();

/** A signed-up user with a linked local Stripe customer (from starting a checkout). */
async function customerUser() {
  const u = await signedUp();
  const started = await ok(checkout(u.browser, { priceId: "price_starter", planName: "Starter Package" }), 200);
  const customer = (await row(u.user.id))!.customer!;
  expect(customer).toMatch(/^cus_local_/);
  return { ...u, customer, checkoutUrl: started.url };
}

/** Subscribes through the local test checkout, exactly as the Pay button does. */
async function subscribed(priceId: CreateCheckoutSession["priceId"] = "price_starter") {
  const u = await signedUp();
  const started = await ok(checkout(u.browser, { priceId }));
  const sessionId = new URL(started.url).searchParams.get("session_id")!;
  await ok(completeCheckout(u.browser, { priceId, sessionId }), 200);
  const r = (await row(u.user.id))!;
  return { ...u, sessionId, customer: r.customer!, sub: r.sub! };
}

describe("webhook signature", () => {
  it("applies a correctly signed event", async () => {
    const u = await customerUser();
    const event = stripeEvent(
      "customer.subscription.created",
      subscription({ id: "sub_sig_ok", customer: u.customer, price: "price_solo" }),
    );
    expect(await postEvent(event)).toMatchObject({ received: true, duplicate: false, applied: true });
    expect(await row(u.user.id)).toMatchObject({ plan: "solo", status: "active", sub: "sub_sig_ok" });
  });

  it.each([
    ["signed with another secret", { secret: "whsec_someone_else" }, BAD_SIGNATURE],
    ["stale (signed six minutes ago)", { timestamp: nowSeconds() - 360 }, BAD_SIGNATURE],
    ["missing the header", { signature: null }, MISSING_SIGNATURE],
    ["a garbage header", { signature: "t=abc,v1=deadbeef" }, BAD_SIGNATURE],
  ] as const)("refuses an event %s with 400 and changes nothing", async (_name, opts, message) => {
    const u = await customerUser();
    const before = await row(u.user.id);
    const event = stripeEvent("customer.subscription.created", subscription({ id: "sub_bad", customer: u.customer }));
    const res = await failure(deliver(event, opts));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await row(u.user.id)).toEqual(before);
    expect((await eventCount(event.id))!.n).toBe(0);
  });

  it("refuses a body changed after signing", async () => {
    const u = await customerUser();
    const body = JSON.stringify(
      stripeEvent("customer.subscription.created", subscription({ id: "sub_t", customer: u.customer })),
    );
    const signature = await sign(body, SECRET);
    const res = await new Browser().fetch("/api/stripe/webhook", {
      method: "POST",
      body: body.replace("price_starter", "price_professional"),
      headers: { "Stripe-Signature": signature },
    });
    expect(res.status).toBe(400);
    expect((await row(u.user.id))!.status).toBe("trialing");
  });

  it("accepts a signature just inside the five-minute tolerance", async () => {
    const u = await customerUser();
    const event = stripeEvent("customer.subscription.created", subscription({ id: "sub_edge", customer: u.customer }));
    expect((await deliver(event, { timestamp: nowSeconds() - 280 })).status).toBe(200);
  });
});

describe("de-duplication", () => {
  it("applies the same event twice as one effect", async () => {
    const u = await customerUser();
    const created = stripeEvent("customer.subscription.created", subscription({ id: "sub_dup", customer: u.customer }));
    expect((await postEvent(created)).duplicate).toBe(false);
    // A newer change lands in between; the replay of the first event must not undo it.
    const cancel = stripeEvent(
      "customer.subscription.updated",
      subscription({ id: "sub_dup", customer: u.customer, cancel: true }),
      nowSeconds() + 1,
    );
    await postEvent(cancel);
    const between = await row(u.user.id);
    expect(await postEvent(created)).toMatchObject({ duplicate: true, applied: false });
    expect(await row(u.user.id)).toEqual(between);
    expect((await eventCount(created.id))!.n).toBe(1);
  });

  it("applies the same event delivered twice at once as one effect", async () => {
    const u = await customerUser();
    const event = stripeEvent(
      "customer.subscription.created",
      subscription({ id: "sub_race", customer: u.customer, price: "price_professional" }),
    );
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const answers = await Promise.all(results.map((r): Promise<WebhookAnswer> => r.json()));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect((await eventCount(event.id))!.n).toBe(1);
    expect(await row(u.user.id)).toMatchObject({ plan: "professional", status: "active" });
  });

  it("records events it does not act on, once", async () => {
    const event = stripeEvent("customer.created", { id: "cus_x", object: "customer" });
    expect(await postEvent(event)).toMatchObject({ applied: false, duplicate: false });
    expect(await postEvent(event)).toMatchObject({ duplicate: true });
  });
});

describe("events out of order", () => {
  it("never moves back: updated (later) before created (earlier)", async () => {
    const u = await customerUser();
    const t = nowSeconds();
    const updated = stripeEvent(
      "customer.subscription.updated",
      subscription({ id: "sub_ooo", customer: u.customer, cancel: true, price: "price_professional" }),
      t + 5,
    );
    const created = stripeEvent(
      "customer.subscription.created",
      subscription({ id: "sub_ooo", customer: u.customer, status: "incomplete", price: "price_professional" }),
      t,
    );
    await postEvent(updated);
    await postEvent(created);
    expect(await row(u.user.id)).toMatchObject({
      plan: "professional",
      status: "canceling",
      cancel: 1,
      sub: "sub_ooo",
    });
  });

  it("breaks a same-second tie by the lifecycle: created never overrides updated", async () => {
    const u = await customerUser();
    const t = nowSeconds();
    await postEvent(
      stripeEvent(
        "customer.subscription.updated",
        subscription({ id: "sub_tie", customer: u.customer, cancel: true }),
        t,
      ),
    );
    await postEvent(
      stripeEvent("customer.subscription.created", subscription({ id: "sub_tie", customer: u.customer }), t),
    );
    expect((await row(u.user.id))!.status).toBe("canceling");
  });

  it("takes the plan from the first event of a subscription even when invoices arrive first", async () => {
    const u = await customerUser();
    const t = nowSeconds();
    // An invoice for a subscription not yet linked changes nothing (it cannot say which plan).
    await postEvent(stripeEvent("invoice.paid", invoice({ subscription: "sub_inv", customer: u.customer }), t + 2));
    expect((await row(u.user.id))!.status).toBe("trialing");
    await postEvent(
      stripeEvent(
        "checkout.session.completed",
        {
          id: "cs_x",
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          customer: u.customer,
          subscription: "sub_inv",
          client_reference_id: String(u.user.id),
          metadata: { planId: "solo" },
        },
        t + 1,
      ),
    );
    expect(await row(u.user.id)).toMatchObject({ plan: "solo", status: "active", sub: "sub_inv" });
  });

  it("ignores a late event about an older subscription once a new one is live", async () => {
    const u = await subscribed();
    await postEvent(
      stripeEvent(
        "customer.subscription.deleted",
        subscription({ id: "sub_old", customer: u.customer, status: "canceled" }),
      ),
    );
    expect(await row(u.user.id)).toMatchObject({ status: "active", sub: u.sub });
  });
});

describe("status transitions", () => {
  it("trialing -> active -> canceling -> active -> past_due -> active -> canceled", async () => {
    const u = await signedUp();
    const status = () => statusOf(u.browser);
    const start = await status();
    expect(start).toMatchObject({ plan: null, status: "trialing", cancelAtPeriodEnd: false, checkoutMode: "local" });
    expect(start.entitlement.state).toBe("trialing");
    expect(start.trialDaysLeft).toBe(14);
    expect(start.entitlement.quotas).toEqual({ activeProjects: 25, meetingsPerMonth: "unlimited", users: "unlimited" });

    const started = await ok(checkout(u.browser, { priceId: "price_starter", planName: "Starter Package" }));
    const url = new URL(started.url);
    expect(url.pathname).toBe("/test-checkout");
    expect(url.searchParams.get("plan")).toBe("price_starter");
    const sessionId = url.searchParams.get("session_id")!;
    await completeCheckout(u.browser, { priceId: "price_starter", sessionId });
    const active = await status();
    expect(active).toMatchObject({ plan: "starter", status: "active", cancelAtPeriodEnd: false, trialDaysLeft: null });
    // Subscribing on the trial's first day keeps its 14 days: the first period ends when the trial does, and the
    // trial's quotas stay till then (ADR 0123).
    expect(active.entitlement.quotas).toEqual({
      activeProjects: 25,
      meetingsPerMonth: "unlimited",
      users: "unlimited",
    });
    // The same instant, but for Stripe's whole seconds.
    expect(
      Math.abs(new Date(active.trialQuotasUntil!).getTime() - new Date(active.currentPeriodEnd!).getTime()),
    ).toBeLessThan(1000);
    const periodEnd = new Date(active.currentPeriodEnd!).getTime();
    expect(periodEnd - Date.now()).toBeGreaterThan(13 * 86_400_000);
    // The trial ends: Starter's own quotas apply.
    await env.DB.prepare(
      "update companies set trial_ends_at = ? where id = (select company_id from users where id = ?)",
    )
      .bind(Date.now() - 1000, u.user.id)
      .run();
    const afterTrial = await status();
    expect(afterTrial.entitlement.quotas).toEqual({ activeProjects: 10, meetingsPerMonth: 10, users: "unlimited" });
    expect(afterTrial.trialQuotasUntil).toBeNull();

    const canceled = await ok(cancel(u.browser), 200);
    expect(canceled).toMatchObject({ plan: "starter", status: "canceling", cancelAtPeriodEnd: true });
    expect(new Date(canceled.currentPeriodEnd!).getTime()).toBe(periodEnd);
    expect(canceled.entitlement.state).toBe("canceling");

    const resumed = await ok(resume(u.browser));
    expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    const r = (await row(u.user.id))!;
    await postEvent(
      stripeEvent("invoice.payment_failed", invoice({ subscription: r.sub!, customer: r.customer! }), nowSeconds() + 2),
    );
    const pastDue = await status();
    expect(pastDue).toMatchObject({ status: "past_due" });
    // Past due keeps the plan while Stripe retries the card.
    expect(pastDue.entitlement).toMatchObject({ state: "past_due", planId: "starter" });

    const nextEnd = nowSeconds() + 60 * 86400;
    await postEvent(
      stripeEvent(
        "invoice.paid",
        invoice({ subscription: r.sub!, customer: r.customer!, periodEnd: nextEnd }),
        nowSeconds() + 3,
      ),
    );
    const paid = await status();
    expect(paid.status).toBe("active");
    expect(new Date(paid.currentPeriodEnd!).getTime()).toBe(nextEnd * 1000);

    await postEvent(
      stripeEvent(
        "customer.subscription.deleted",
        subscription({ id: r.sub!, customer: r.customer!, status: "canceled" }),
        nowSeconds() + 4,
      ),
    );
    const ended = await status();
    expect(ended).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(ended.entitlement).toMatchObject({ state: "lapsed", quotas: { activeProjects: 0, meetingsPerMonth: 0 } });
  });

  it("keeps canceling when an invoice is paid for a subscription set to cancel", async () => {
    const u = await subscribed();
    await cancel(u.browser);
    await postEvent(
      stripeEvent("invoice.paid", invoice({ subscription: u.sub, customer: u.customer }), nowSeconds() + 2),
    );
    expect((await row(u.user.id))!.status).toBe("canceling");
  });

  it("lets a canceled customer subscribe again, reusing the Stripe customer", async () => {
    const u = await subscribed("price_solo");
    await postEvent(
      stripeEvent(
        "customer.subscription.deleted",
        subscription({ id: u.sub, customer: u.customer, status: "canceled" }),
      ),
    );
    const again = await ok(checkout(u.browser, { priceId: "price_professional" }), 200);
    const sessionId = new URL(again.url).searchParams.get("session_id")!;
    await completeCheckout(u.browser, { priceId: "price_professional", sessionId });
    expect(await row(u.user.id)).toMatchObject({ plan: "professional", status: "active", customer: u.customer });
  });
});

describe("checkout", () => {
  it("creates the Stripe customer once and reuses it", async () => {
    const u = await customerUser();
    await checkout(u.browser, { priceId: "price_solo" });
    await Promise.all([
      checkout(u.browser, { priceId: "price_solo" }),
      checkout(u.browser, { priceId: "price_professional" }),
    ]);
    expect((await row(u.user.id))!.customer).toBe(u.customer);
  });

  it.each([
    [{ priceId: "price_enterprise" }, UNKNOWN_PLAN_CODE],
    [{ priceId: "price_1Nabc" }, UNKNOWN_PLAN_CODE],
    [{}, UNKNOWN_PLAN_CODE],
    [{ priceId: 3 }, UNKNOWN_PLAN_CODE],
    [{ priceId: "price_solo", planName: "x".repeat(121) }, "Plan name must be at most 120 characters"],
  ])("answers 400 to %j with a clear message", async (json, message) => {
    const u = await signedUp();
    // Some rows are not even the contract's shape (no price, a number): they are sent as they are.
    const res = await failure(checkout(u.browser, json as never));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const u = await signedUp();
    const res = await u.browser.fetch("/api/create-checkout-session", {
      method: "POST",
      body: "priceId=price_solo",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
  });

  it("refuses a second subscription while one is live", async () => {
    const u = await subscribed();
    const res = await failure(checkout(u.browser, { priceId: "price_solo" }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ALREADY_SUBSCRIBED);
  });

  it("completes a test checkout once however often Pay is pressed", async () => {
    const u = await subscribed();
    await ok(completeCheckout(u.browser, { priceId: "price_starter", sessionId: u.sessionId }), 200);
    const n = await env.DB.prepare("select count(*) as n from stripe_events where id like ?")
      .bind(`evt_local_${u.sessionId.slice(9)}%`)
      .first<{ n: number }>();
    expect(n!.n).toBe(3);
  });

  it.each([
    [{ priceId: "price_starter", sessionId: "cs_live_abc" }, INVALID_TEST_SESSION],
    [{ priceId: "price_starter" }, INVALID_TEST_SESSION],
    [{ priceId: "nope", sessionId: "cs_local_abcdefghijklmnopqr" }, UNKNOWN_PLAN_CODE],
  ])("validates the test checkout: %j", async (json, message) => {
    const u = await customerUser();
    const res = await failure(completeCheckout(u.browser, json as never));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("offers no customer portal without Stripe keys", async () => {
    const u = await subscribed();
    expect((await statusOf(u.browser)).portalAvailable).toBe(false);
    expect((await failure(u.browser.api["billing-portal"].$post())).status).toBe(404);
  });
});

describe("cancel and resume", () => {
  it("cancels only an active subscription and resumes only a canceling one", async () => {
    const trial = await signedUp();
    const c = await failure(cancel(trial.browser));
    expect(c.status).toBe(409);
    expect(c.body.message).toBe(NOTHING_TO_CANCEL);
    const r = await failure(resume(trial.browser));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(NOTHING_TO_RESUME);

    const u = await subscribed();
    expect((await resume(u.browser)).status).toBe(409);
    expect((await cancel(u.browser)).status).toBe(200);
    expect((await cancel(u.browser)).status).toBe(409);
  });

  it("goes through the signed webhook path locally (each change is a recorded event)", async () => {
    const u = await subscribed();
    const count = async () =>
      (await env.DB.prepare("select count(*) as n from stripe_events where id like 'evt_local_%'").first<{
        n: number;
      }>())!.n;
    const before = await count();
    await cancel(u.browser);
    await resume(u.browser);
    expect(await count()).toBe(before + 2);
  });
});

describe("configuration", () => {
  const base = { APP_ENV: "production" } as unknown as Env;
  it("refuses subscriptions in production without keys, naming every missing one", () => {
    expect(() => stripeConfig(base)).toThrow(
      /Missing: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SOLO, STRIPE_PRICE_STARTER, STRIPE_PRICE_PROFESSIONAL/,
    );
  });
  it("refuses half a Stripe configuration anywhere", () => {
    expect(() => stripeConfig({ ...base, APP_ENV: "development", STRIPE_SECRET_KEY: "sk_test_x" } as Env)).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_SOLO/,
    );
  });
  it("maps the three codes to configured Price ids in real mode", () => {
    const config = stripeConfig({
      ...base,
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_SOLO: "price_1Solo",
      STRIPE_PRICE_STARTER: "price_1Starter",
      STRIPE_PRICE_PROFESSIONAL: "price_1Pro",
    } as Env);
    expect(config).toMatchObject({ mode: "stripe", prices: { price_starter: "price_1Starter" } });
  });
});
