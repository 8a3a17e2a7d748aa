// Changing plan (issue 23, ADR 0123): up now with the difference charged, down at the period's end through a
// subscription schedule, the webhook applying each, and a retried request charging once. The real adapter's
// requests are checked against a recording fetch; the local stand-in runs the whole path through signed events.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { periodChangeConfirmation, planChangeConfirmation } from "#schema/contracts/plan-change-texts";
import { chargeOf, formatPlanPrice } from "#schema/contracts/plan-prices";
import { chargeCents, getPlan, intervalChangeCents, upgradeProrationCents } from "#schema/contracts/plans";
import { ALREADY_ON_PLAN, NOTHING_TO_CHANGE } from "#schema/contracts/subscription-texts";
import type { CreateCheckoutSession } from "#schema/contracts/subscriptions";
import { findUserById } from "#worker/db/users";
import { getDb } from "#worker/lib/db";
import { stripeApi } from "#worker/providers/stripe-api";
import { localStripe } from "#worker/providers/stripe-local";
import { downgradePhases, testClockInvoices } from "#worker/providers/stripe-schedule";
import { changePlan as changePlanService } from "#worker/services/subscriptions";
import { nowSeconds, sign, stripeEvent, subscription } from "../factories/stripe-events";
import { Browser, failure, ok, signedUp } from "./http";
import { recorder } from "./stripe-recorder";

const SECRET = (env as unknown as { STRIPE_WEBHOOK_SECRET: string }).STRIPE_WEBHOOK_SECRET;

async function postEvent(event: object) {
  const body = JSON.stringify(event);
  const res = await new Browser().fetch("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": await sign(body, SECRET) },
  });
  expect(res.status).toBe(200);
}

/** The app's free trial ends (and with it a carried Stripe trial's first period): the plan's own quotas apply. */
const endTrial = (userId: number) =>
  env.DB.prepare("update companies set trial_ends_at = ? where id = (select company_id from users where id = ?)")
    .bind(Date.now() - 1000, userId)
    .run();

const sessionOf = (url: string) => new URL(url).searchParams.get("session_id")!;
const statusOf = (browser: Browser) => ok(browser.api["subscription-status"].$get());
const changePlan = (browser: Browser, priceId: CreateCheckoutSession["priceId"]) =>
  browser.api["change-plan"].$post({ json: { priceId } });

const row = (userId: number) =>
  env.DB.prepare(
    "select c.stripe_customer_id as customer, c.stripe_subscription_id as sub, c.subscription_plan as plan, c.pending_plan as pending from companies c join users u on u.company_id = c.id where u.id = ?",
  )
    .bind(userId)
    .first<{ customer: string; sub: string; plan: string; pending: string | null }>();

const events = (sub: string) =>
  // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and these ids are longer.
  env.DB.prepare("select id, type from stripe_events where instr(id, ?) = 1 order by id")
    .bind(`evt_local_${sub}_plan_`)
    .all<{ id: string; type: string }>();

/** A company subscribed to `code` through the local test checkout (on trial day 1, so Stripe's trial carries on). */
async function subscribedTo(code: CreateCheckoutSession["priceId"]) {
  const u = await signedUp();
  const started = await ok(u.browser.api["create-checkout-session"].$post({ json: { priceId: code } }));
  await ok(
    u.browser.api["test-checkout"].complete.$post({ json: { priceId: code, sessionId: sessionOf(started.url) } }),
  );
  const r = (await row(u.user.id))!;
  return { ...u, customer: r.customer, sub: r.sub };
}

describe("changing plan with the local stand-in", () => {
  it("upgrades at once through signed events, and the new plan's project quota applies", async () => {
    const u = await subscribedTo("price_solo");
    // Subscribed on trial day 1: Stripe's trial runs to the app's trial end, and nothing is charged before it.
    expect((await statusOf(u.browser)).paidFrom).not.toBeNull();
    const next = await ok(changePlan(u.browser, "price_starter"));
    expect(next).toMatchObject({ plan: "starter", status: "active", pendingPlan: null });
    // Still in the free trial: its (Professional) quotas stay until it ends, then Starter's apply.
    expect(next.entitlement.quotas.activeProjects).toBe(25);
    await endTrial(u.user.id);
    expect((await statusOf(u.browser)).entitlement.quotas.activeProjects).toBe(10);
    // The change arrived as Stripe's: the subscription on the new price, then the proration invoice paid.
    expect((await events(u.sub)).results.map((e) => e.type).sort()).toEqual([
      "customer.subscription.updated",
      "invoice.paid",
    ]);
  });

  it("charges once when the same upgrade is sent twice", async () => {
    const u = await subscribedTo("price_solo");
    await ok(changePlan(u.browser, "price_starter"));
    const first = (await events(u.sub)).results;
    // A retried request from a stale screen: already on Starter, nothing more happens.
    const again = await failure(changePlan(u.browser, "price_starter"));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_ON_PLAN);
    expect((await events(u.sub)).results).toEqual(first);
  });

  it("schedules a downgrade for the period's end, keeps the plan till then, and applies Stripe's event", async () => {
    const u = await subscribedTo("price_professional");
    const next = await ok(changePlan(u.browser, "price_solo"));
    expect(next).toMatchObject({ plan: "professional", status: "active", pendingPlan: "solo" });
    expect(next.pendingPlanAt).toBe(next.currentPeriodEnd);
    expect(next.entitlement.quotas.activeProjects).toBe(25);

    // The period ends (with the trial carried into it): Stripe's schedule moves the subscription to the Solo price.
    await endTrial(u.user.id);
    const end = Math.floor(new Date(next.currentPeriodEnd!).getTime() / 1000);
    const renewed = stripeEvent(
      "customer.subscription.updated",
      subscription({ id: u.sub, customer: u.customer, price: "price_solo", periodEnd: end + 30 * 86400 }),
      nowSeconds() + 5,
    );
    await postEvent(renewed);
    await postEvent(renewed); // redelivered: one effect
    const after = await statusOf(u.browser);
    expect(after).toMatchObject({ plan: "solo", status: "active", pendingPlan: null, pendingPlanAt: null });
    expect(after.entitlement.quotas.activeProjects).toBe(3);
  });

  it("drops a waiting downgrade when the current plan is chosen again, or when the subscription is canceled", async () => {
    const u = await subscribedTo("price_professional");
    await ok(changePlan(u.browser, "price_starter"));
    expect(await ok(changePlan(u.browser, "price_professional"))).toMatchObject({ pendingPlan: null });
    await ok(changePlan(u.browser, "price_starter"));
    await ok(u.browser.api["cancel-subscription"].$post());
    expect(await statusOf(u.browser)).toMatchObject({ status: "canceling", pendingPlan: null });
    // Canceling: change plan only after resuming.
    const refused = await failure(changePlan(u.browser, "price_solo"));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOTHING_TO_CHANGE);
  });

  it("refuses a plan change without a subscription (the trial subscribes through checkout)", async () => {
    const u = await signedUp();
    const refused = await failure(changePlan(u.browser, "price_starter"));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOTHING_TO_CHANGE);
  });
});

describe("changing plan with the real Stripe adapter", () => {
  const config = {
    mode: "stripe" as const,
    secretKey: "sk_test_123",
    webhookSecret: "whsec_x",
    prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
  };
  const linked = {
    id: 42,
    stripeCustomerId: "cus_123",
    stripeSubscriptionId: "sub_1",
    subscriptionPlan: "starter",
    subscriptionExpiresAt: null,
  } as const;
  const live = (over: Record<string, unknown> = {}) => ({
    id: "sub_1",
    object: "subscription",
    status: "active",
    schedule: null,
    items: {
      object: "list",
      data: [
        {
          id: "si_1",
          object: "subscription_item",
          price: { id: "price_1Starter", object: "price", recurring: { interval: "month" } },
          current_period_start: 1_800_000_000,
          current_period_end: 1_802_592_000,
        },
      ],
    },
    ...over,
  });

  it("upgrades now: the item's price, always_invoice, pending_if_incomplete, one key per change", async () => {
    const { calls, fetcher } = recorder((call) =>
      call.method === "GET" ? live() : live({ items: { data: [{ price: { id: "price_1Pro" } }] } }),
    );
    const snapshot = await stripeApi(config, fetcher).changePlanNow(
      linked,
      "price_professional",
      "7-price_professional",
    );
    const update = calls.find((c) => c.method === "POST")!;
    expect(update.url).toBe("https://api.stripe.com/v1/subscriptions/sub_1");
    expect(update.body.get("items[0][id]")).toBe("si_1");
    expect(update.body.get("items[0][price]")).toBe("price_1Pro");
    expect(update.body.get("proration_behavior")).toBe("always_invoice");
    expect(update.body.get("payment_behavior")).toBe("pending_if_incomplete");
    expect(update.headers.get("Idempotency-Key")).toBe("paystage-plan-sub_1-7-price_professional");
    expect(update.body.get("expand[0]")).toBe("latest_invoice");
    expect(snapshot).toMatchObject({ awaitingPayment: null, bankDebit: false });
    expect(snapshot.snapshot?.type).toBe("customer.subscription.updated");
  });

  it("prorates nothing while Stripe's trial runs, and releases a waiting downgrade first", async () => {
    const { calls, fetcher } = recorder((call) =>
      call.method === "GET" && new URL(call.url).pathname.endsWith("/subscriptions/sub_1")
        ? live({ status: "trialing", schedule: "sub_sched_1" })
        : { id: "x", object: "subscription_schedule", status: "released" },
    );
    await stripeApi(config, fetcher).changePlanNow(linked, "price_professional", "k");
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts[0]!.url).toBe("https://api.stripe.com/v1/subscription_schedules/sub_sched_1/release");
    expect(posts[1]!.body.get("proration_behavior")).toBe("none");
  });

  it("downgrades at the period's end: a schedule from the subscription, two phases, released when done", async () => {
    const schedule = {
      id: "sub_sched_1",
      object: "subscription_schedule",
      status: "active",
      current_phase: { start_date: 1_800_000_000, end_date: 1_802_592_000 },
      phases: [{ start_date: 1_800_000_000, end_date: 1_802_592_000 }],
    };
    const { calls, fetcher } = recorder((call) => (call.url.includes("/subscription_schedules") ? schedule : live()));
    const { scheduleId, at } = await stripeApi(config, fetcher).scheduleDowngrade(linked, "price_solo", "9-price_solo");
    expect(scheduleId).toBe("sub_sched_1");
    expect(at.getTime()).toBe(1_802_592_000 * 1000);
    const [create, update] = calls.filter((c) => c.method === "POST");
    expect(create!.url).toBe("https://api.stripe.com/v1/subscription_schedules");
    expect(create!.body.get("from_subscription")).toBe("sub_1");
    expect(create!.headers.get("Idempotency-Key")).toBe("paystage-schedule-sub_1-9-price_solo");
    expect(update!.url).toBe("https://api.stripe.com/v1/subscription_schedules/sub_sched_1");
    expect(update!.body.get("end_behavior")).toBe("release");
    expect(update!.body.get("phases[0][items][0][price]")).toBe("price_1Starter");
    expect(update!.body.get("phases[0][start_date]")).toBe("1800000000");
    expect(update!.body.get("phases[0][end_date]")).toBe("1802592000");
    expect(update!.body.get("phases[1][items][0][price]")).toBe("price_1Solo");
    expect(update!.body.get("phases[1][duration][interval]")).toBe("month");
    expect(update!.body.get("phases[1][proration_behavior]")).toBe("none");
    expect(update!.headers.get("Idempotency-Key")).toBe("paystage-downgrade-sub_1-9-price_solo");
  });
});

describe("the confirmation says what is charged when", () => {
  const end = new Date("2026-12-24T12:00:00Z");
  const now = new Date("2026-12-09T00:00:00Z");

  it("up: the prorated difference today, then the new price from the period's end", () => {
    const cents = upgradeProrationCents(getPlan("solo"), getPlan("starter"), end, now);
    expect(cents).toBe(Math.round(((21900 - 5999) * (end.getTime() - now.getTime())) / (30 * 86400000)));
    const text = planChangeConfirmation({
      from: "solo",
      to: "starter",
      periodEnd: end.toISOString(),
      pendingPlan: null,
      now,
    });
    expect(text.title).toBe("Upgrade to Starter Package?");
    expect(text.description).toContain("Starter Package starts now");
    expect(text.description).toContain("then $219/month from Dec 24, 2026");
  });

  it("up during the carried trial: nothing until the trial ends", () => {
    const text = planChangeConfirmation({
      from: "solo",
      to: "starter",
      periodEnd: end.toISOString(),
      pendingPlan: null,
      paidFrom: end.toISOString(),
    });
    expect(text.description).toBe(
      "Starter Package starts now; your free trial's limits stay until Dec 24, 2026. Nothing is charged while your free trial runs; then $219/month from Dec 24, 2026.",
    );
  });

  it("down: nothing now, the new plan from the period's end", () => {
    const text = planChangeConfirmation({
      from: "professional",
      to: "solo",
      periodEnd: end.toISOString(),
      pendingPlan: null,
    });
    expect(text.description).toBe(
      "You keep Professional Package until Dec 24, 2026. Then Solo Contractor starts at $59.99/month, with its limits. Nothing is charged now.",
    );
  });
});

describe("in the company's currency (issue 33, ADR 0170)", () => {
  const end = new Date("2026-12-24T12:00:00Z");
  const now = new Date("2026-12-09T00:00:00Z");
  const gbp = chargeOf("GBP");

  it("quotes a UK company's upgrade, downgrade and period switch in pounds, prorated from the pound prices", () => {
    const up = planChangeConfirmation({
      from: "solo",
      to: "starter",
      periodEnd: end.toISOString(),
      pendingPlan: null,
      currency: "GBP",
      now,
    });
    const pence = upgradeProrationCents(getPlan("solo"), getPlan("starter"), end, now, "monthly", gbp);
    expect(pence).toBe(Math.round(((17500 - 4799) * (end.getTime() - now.getTime())) / (30 * 86400000)));
    expect(up.description).toBe(
      `Starter Package starts now, with its limits. You're charged ${formatPlanPrice(pence, "GBP")} today for the rest of this billing period (the difference, prorated to the day), then £175/month from Dec 24, 2026.`,
    );
    const down = planChangeConfirmation({
      from: "professional",
      to: "solo",
      periodEnd: end.toISOString(),
      pendingPlan: null,
      currency: "GBP",
    });
    expect(down.description).toContain("Then Solo Contractor starts at £47.99/month");
    const yearly = periodChangeConfirmation({
      plan: "starter",
      from: "monthly",
      to: "yearly",
      periodEnd: end.toISOString(),
      currency: "GBP",
      now,
    });
    expect(yearly.description).toContain("Yearly billing starts today at £1,908/year.");
    expect(yearly.description).not.toContain("$");
    // A currency Stripe does not sell in is charged in US dollars, and a US company reads what it always read.
    expect(
      planChangeConfirmation({ from: "professional", to: "solo", periodEnd: null, pendingPlan: null, currency: "JPY" })
        .description,
    ).toContain("$59.99/month");
  });

  it("the stand-in bills a plan change in the currency Checkout charged, prorated from its prices", async () => {
    const sent: { type: string; data: { object: Record<string, unknown> } }[] = [];
    const stand = localStripe("whsec_x", async (body) => void sent.push(JSON.parse(body)), {
      liveSubscriptions: async () => [],
    });
    const linked = {
      id: 1,
      stripeCustomerId: "cus_local_1",
      stripeSubscriptionId: "sub_local_gbp",
      subscriptionPlan: "solo" as const,
      subscriptionExpiresAt: new Date(Date.now() + 10 * 86400000),
      currency: "GBP" as const,
    };
    await stand.changePlanNow(linked, "price_starter", "k1");
    const updated = sent.find((e) => e.type === "customer.subscription.updated")!.data.object as {
      items: { data: { price: { currency: string; unit_amount: number } }[] };
    };
    expect(updated.items.data[0]!.price).toMatchObject({ currency: "gbp", unit_amount: 17500 });
    const invoice = sent.find((e) => e.type === "invoice.paid")!.data.object as {
      currency: string;
      amount_paid: number;
    };
    expect(invoice.currency).toBe("gbp");
    expect(invoice.amount_paid).toBeGreaterThan(0);
    expect(invoice.amount_paid).toBeLessThan(17500 - 4799);
    // Cancel at period end keeps the pound Price too.
    sent.length = 0;
    await stand.setCancelAtPeriodEnd(linked, true);
    expect(JSON.stringify(sent[0])).toContain('"currency":"gbp"');
  });
});

describe("yearly billing", () => {
  it("sells the yearly Price through the local checkout and keeps it on a plan change", async () => {
    const u = await signedUp();
    const started = await ok(
      u.browser.api["create-checkout-session"].$post({ json: { priceId: "price_solo", period: "yearly" } }),
    );
    expect(started.url).toMatch(/\/test-checkout\?session_id=cs_local_\w+&plan=price_solo&period=yearly$/);
    // The page cannot turn a yearly session into a monthly one: the session fixed the Price.
    await ok(
      u.browser.api["test-checkout"].complete.$post({
        json: { priceId: "price_solo", sessionId: sessionOf(started.url), period: "monthly" },
      }),
    );
    expect(await statusOf(u.browser)).toMatchObject({ plan: "solo", status: "active", period: "yearly" });
    expect(await ok(changePlan(u.browser, "price_starter"))).toMatchObject({ plan: "starter", period: "yearly" });
  });

  it("asks Stripe for the configured yearly Price", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" }));
    await stripeApi(
      {
        mode: "stripe",
        secretKey: "sk_test_123",
        webhookSecret: "whsec_x",
        prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
        yearlyPrices: { price_solo: "price_1SoloYear" },
      },
      fetcher,
    ).createCheckoutSession({
      userId: 42,
      customerId: "cus_123",
      planId: "solo",
      code: "price_solo",
      period: "yearly",
      origin: "https://app.paystage.app",
      trialEnd: null,
    });
    expect(calls[0]!.body.get("line_items[0][price]")).toBe("price_1SoloYear");
  });
});

describe("an upgrade Stripe holds (issue 32, ADR 0138)", () => {
  const config = {
    mode: "stripe" as const,
    secretKey: "sk_test_123",
    webhookSecret: "whsec_x",
    prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
  };
  const item = (price: string) => ({
    id: "si_1",
    object: "subscription_item",
    price: { id: price, object: "price", recurring: { interval: "month" } },
    current_period_start: nowSeconds() - 10 * 86400,
    current_period_end: nowSeconds() + 20 * 86400,
  });
  const live = (over: Record<string, unknown> = {}) => ({
    id: "sub_1",
    object: "subscription",
    customer: "cus_1",
    status: "active",
    schedule: null,
    default_payment_method: { id: "pm_1", object: "payment_method", type: "card" },
    items: { object: "list", data: [item("price_1Starter")] },
    ...over,
  });
  /** Stripe's answer when the card is declined or needs 3-D Secure: the old price, the change in pending_update. */
  const heldAnswer = live({
    pending_update: {
      expires_at: nowSeconds() + 23 * 3600,
      subscription_items: [{ id: "si_1", object: "subscription_item", price: { id: "price_1Pro" } }],
    },
    latest_invoice: {
      id: "in_1",
      object: "invoice",
      status: "open",
      hosted_invoice_url: "https://invoice.stripe.com/i/acct_1/test_in_1",
    },
  });

  it("says the payment is needed, links the open invoice, and keeps the old plan's limits", async () => {
    const u = await subscribedTo("price_starter");
    await endTrial(u.user.id);
    const { calls, fetcher } = recorder((call) => (call.method === "GET" ? live() : heldAnswer));
    const billing = { config, provider: stripeApi(config, fetcher) };
    const db = getDb(env as unknown as Env);
    const user = (await findUserById(db, u.user.id))!;
    const { user: after, outcome } = await changePlanService(db, billing, user, "price_professional");
    expect(calls.find((c) => c.method === "POST")!.body.get("payment_behavior")).toBe("pending_if_incomplete");
    expect(outcome).toEqual({
      awaitingPayment: { plan: "professional", invoiceUrl: "https://invoice.stripe.com/i/acct_1/test_in_1" },
      debitPending: false,
    });
    expect(after.subscriptionPlan).toBe("starter");
    // Starter's 10 projects, not Professional's 25, until Stripe applies the change.
    expect((await statusOf(u.browser)).entitlement.quotas.activeProjects).toBe(10);
  });

  it("does not ask a bank debit for a pending update: the change applies and the debit settles later", async () => {
    const { calls, fetcher } = recorder((call) =>
      call.method === "GET"
        ? live({
            default_payment_method: null,
            customer: {
              id: "cus_1",
              object: "customer",
              invoice_settings: { default_payment_method: { id: "pm_2", type: "us_bank_account" } },
            },
          })
        : live({ items: { object: "list", data: [item("price_1Pro")] } }),
    );
    const answer = await stripeApi(config, fetcher).changePlanNow(
      {
        id: 1,
        stripeCustomerId: "cus_1",
        stripeSubscriptionId: "sub_1",
        subscriptionPlan: "starter",
        subscriptionExpiresAt: null,
      },
      "price_professional",
      "k",
    );
    const get = calls[0]!;
    const query = new URL(get.url).searchParams;
    expect([query.get("expand[0]"), query.get("expand[1]")]).toEqual([
      "default_payment_method",
      "customer.invoice_settings.default_payment_method",
    ]);
    const update = calls.find((c) => c.method === "POST")!;
    expect(update.body.get("payment_behavior")).toBe("allow_incomplete");
    expect(update.body.get("proration_behavior")).toBe("always_invoice");
    expect(answer).toMatchObject({ awaitingPayment: null, bankDebit: true });
  });
});

describe("a downgrade during the trial (issue 32, ADR 0138)", () => {
  const config = {
    mode: "stripe" as const,
    secretKey: "sk_test_123",
    webhookSecret: "whsec_x",
    prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
  };
  const start = 1_800_000_000;
  const trialEnd = start + 14 * 86400;

  it("carries trial_end into the schedule's current phase", async () => {
    const schedule = {
      id: "sub_sched_1",
      object: "subscription_schedule",
      status: "active",
      current_phase: { start_date: start, end_date: trialEnd },
      phases: [{ start_date: start, end_date: trialEnd }],
    };
    const { calls, fetcher } = recorder((call) =>
      call.url.includes("/subscription_schedules")
        ? schedule
        : {
            id: "sub_1",
            object: "subscription",
            status: "trialing",
            trial_end: trialEnd,
            schedule: null,
            items: {
              object: "list",
              data: [
                {
                  id: "si_1",
                  price: { id: "price_1Pro", recurring: { interval: "month" } },
                  current_period_start: start,
                  current_period_end: trialEnd,
                },
              ],
            },
          },
    );
    const { at, phases } = await stripeApi(config, fetcher).scheduleDowngrade(
      {
        id: 1,
        stripeCustomerId: "cus_1",
        stripeSubscriptionId: "sub_1",
        subscriptionPlan: "professional",
        subscriptionExpiresAt: null,
      },
      "price_solo",
      "k",
    );
    const update = calls.filter((c) => c.method === "POST").at(-1)!;
    expect(update.body.get("phases[0][trial_end]")).toBe(String(trialEnd));
    expect(update.body.get("phases[0][end_date]")).toBe(String(trialEnd));
    expect(update.body.get("phases[1][items][0][price]")).toBe("price_1Solo");
    expect(at.getTime()).toBe(trialEnd * 1000);
    // A test clock over what was sent: nothing before the trial ends, then Solo's first invoice.
    const clock = (frozenTime: number) =>
      testClockInvoices(phases, { updatedAt: start + 86400, wasTrialing: true, frozenTime });
    expect(clock(trialEnd - 1)).toEqual([]);
    expect(clock(trialEnd)).toEqual([{ at: trialEnd, price: "price_1Solo" }]);
  });

  it("the stand-in's schedule charges nothing before the trial ends; a phase without the trial would charge now", async () => {
    const stand = localStripe("whsec_x", async () => {}, { liveSubscriptions: async () => [] });
    const end = new Date(trialEnd * 1000);
    const { phases, at } = await stand.scheduleDowngrade(
      {
        id: 1,
        stripeCustomerId: "cus_local_1",
        stripeSubscriptionId: "sub_local_1",
        subscriptionPlan: "professional",
        subscriptionExpiresAt: end,
        trialing: true,
      },
      "price_solo",
      "k",
    );
    expect(at).toEqual(end);
    const updatedAt = start + 2 * 86400;
    expect(testClockInvoices(phases, { updatedAt, wasTrialing: true, frozenTime: trialEnd - 1 })).toEqual([]);
    expect(testClockInvoices(phases, { updatedAt, wasTrialing: true, frozenTime: trialEnd }).length).toBe(1);
    // What the schedule sent before the fix: the current phase rewritten without its trial.
    const withoutTrial = downgradePhases({
      currentPrice: "price_pro",
      newPrice: "price_solo",
      phaseStart: start,
      periodEnd: trialEnd,
      interval: "month",
      trialEnd: null,
    });
    expect(testClockInvoices(withoutTrial, { updatedAt, wasTrialing: true, frozenTime: trialEnd - 1 })).toEqual([
      { at: updatedAt, price: "price_pro" },
    ]);
  });
});

describe("monthly to yearly and back on a live subscription (issue 32, ADR 0138)", () => {
  const amounts = (sub: string) =>
    env.DB.prepare("select id, type from stripe_events where instr(id, ?) = 1 and type = 'invoice.paid'")
      .bind(`evt_local_${sub}_plan_`)
      .all<{ id: string }>();

  it("switches the period now through the stand-in's events, keeping the plan and the carried trial", async () => {
    const u = await subscribedTo("price_starter");
    const yearly = await ok(
      u.browser.api["change-plan"].$post({ json: { priceId: "price_starter", period: "yearly" } }),
    );
    expect(yearly).toMatchObject({ plan: "starter", period: "yearly", status: "active", pendingPlan: null });
    // Still in the free trial: the first charge stays at its end.
    expect(yearly.paidFrom).not.toBeNull();
    expect((await amounts(u.sub)).results).toHaveLength(1);
    const back = await ok(
      u.browser.api["change-plan"].$post({ json: { priceId: "price_starter", period: "monthly" } }),
    );
    expect(back).toMatchObject({ plan: "starter", period: "monthly" });
    // The same period again is no change.
    const same = await failure(
      u.browser.api["change-plan"].$post({ json: { priceId: "price_starter", period: "monthly" } }),
    );
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(ALREADY_ON_PLAN);
  });

  it("asks Stripe for the yearly Price now, with the difference invoiced", async () => {
    const config = {
      mode: "stripe" as const,
      secretKey: "sk_test_123",
      webhookSecret: "whsec_x",
      prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
      yearlyPrices: { price_starter: "price_1StarterYear" },
    };
    const live = {
      id: "sub_1",
      object: "subscription",
      status: "active",
      schedule: null,
      default_payment_method: null,
      items: {
        object: "list",
        data: [{ id: "si_1", price: { id: "price_1Starter", recurring: { interval: "month" } } }],
      },
    };
    const { calls, fetcher } = recorder(() => live);
    await stripeApi(config, fetcher).changePlanNow(
      {
        id: 1,
        stripeCustomerId: "cus_1",
        stripeSubscriptionId: "sub_1",
        subscriptionPlan: "starter",
        subscriptionExpiresAt: null,
      },
      "price_starter",
      "3-price_starter-yearly",
      "yearly",
    );
    const update = calls.find((c) => c.method === "POST")!;
    expect(update.body.get("items[0][price]")).toBe("price_1StarterYear");
    expect(update.body.get("proration_behavior")).toBe("always_invoice");
  });

  it("charges the year less the month's unused part, and credits the year's unused part going back", () => {
    const end = new Date("2026-12-24T00:00:00Z");
    const now = new Date("2026-12-09T00:00:00Z");
    const starter = getPlan("starter");
    const credit = Math.round((21900 * 15) / 30);
    expect(intervalChangeCents(starter, starter, "monthly", "yearly", end, now)).toBe(
      (chargeCents(starter, "yearly") ?? 0) - credit,
    );
    // Two weeks into a year: the unused part is more than a month, so nothing is charged today.
    expect(intervalChangeCents(starter, starter, "yearly", "monthly", new Date("2027-11-25T00:00:00Z"), now)).toBe(0);
  });
});
