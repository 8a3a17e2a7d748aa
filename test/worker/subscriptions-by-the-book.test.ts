// Subscriptions that match what Stripe did (issue 22, ADR 0120): one open Checkout per company, a second
// subscription undone and the owner told, the portal's cancel_at, unpaid as lapsed, the trial carried into
// Checkout, and a same-second tie settled by reading the subscription from Stripe.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CHECKOUT_EXPIRED } from "#schema/contracts/subscription-texts";
import type { CreateCheckoutSession } from "#schema/contracts/subscriptions";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { findUserById } from "#worker/db/users";
import { getDb } from "#worker/lib/db";
import { stripeApi } from "#worker/providers/stripe-api";
import { applyStripeEvent } from "#worker/services/stripe-webhook";
import { remainingTrialEnd } from "#worker/services/subscriptions";
import { nowSeconds, sign, stripeEvent, subscription } from "../factories/stripe-events";
import { Browser, failure, ok, signedUp } from "./http";
import { recorder } from "./stripe-recorder";

const SECRET = (env as unknown as { STRIPE_WEBHOOK_SECRET: string }).STRIPE_WEBHOOK_SECRET;
const db = () => getDb(env as unknown as Env);

async function postEvent(event: object) {
  const body = JSON.stringify(event);
  const res = await new Browser().fetch("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": await sign(body, SECRET) },
  });
  expect(res.status).toBe(200);
}

const checkout = (browser: Browser, priceId: CreateCheckoutSession["priceId"]) =>
  ok(browser.api["create-checkout-session"].$post({ json: { priceId } }));
const sessionOf = (url: string) => new URL(url).searchParams.get("session_id")!;
const pay = (browser: Browser, priceId: CreateCheckoutSession["priceId"], sessionId: string) =>
  browser.api["test-checkout"].complete.$post({ json: { priceId, sessionId } });
const statusOf = (browser: Browser) => ok(browser.api["subscription-status"].$get());

const company = (userId: number) =>
  env.DB.prepare(
    "select c.id, c.subscription_status as status, c.stripe_customer_id as customer, c.stripe_subscription_id as sub from companies c join users u on u.company_id = c.id where u.id = ?",
  )
    .bind(userId)
    .first<{ id: number; status: string; customer: string; sub: string | null }>();

async function subscribed(language: "en" | "es" = "en") {
  const u = await signedUp({ language });
  const started = await checkout(u.browser, "price_starter");
  await ok(pay(u.browser, "price_starter", sessionOf(started.url)));
  const row = (await company(u.user.id))!;
  return { ...u, customer: row.customer, sub: row.sub! };
}

describe("one open Checkout per company", () => {
  it("gives a second tab the same checkout, and expires it when another plan is chosen", async () => {
    const u = await signedUp();
    const first = await checkout(u.browser, "price_starter");
    expect((await checkout(u.browser, "price_starter")).url).toBe(first.url);
    const other = await checkout(u.browser, "price_solo");
    expect(sessionOf(other.url)).not.toBe(sessionOf(first.url));
    // The replaced session can no longer be paid, as Stripe shows an expired one.
    const late = await failure(pay(u.browser, "price_starter", sessionOf(first.url)));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(CHECKOUT_EXPIRED);
    await ok(pay(u.browser, "price_solo", sessionOf(other.url)));
    expect(await statusOf(u.browser)).toMatchObject({ plan: "solo", status: "active" });
  });
});

describe("a second subscription", () => {
  const notices = (userId: number) =>
    env.DB.prepare("select kind, title, body from notifications where user_id = ? and kind = 'billing'")
      .bind(userId)
      .all<{ kind: string; title: string; body: string }>();
  const mails = (sub: string) =>
    env.DB.prepare("select count(*) as n from messages where dedupe_key like ?")
      .bind(`stripe-duplicate-${sub}-%`)
      .first<{ n: number }>();

  it("is cancelled and refunded at Stripe, and the owner told once however often Stripe reports it", async () => {
    const u = await subscribed();
    const second = subscription({ id: "sub_second_1", customer: u.customer, price: "price_professional" });
    await postEvent(stripeEvent("customer.subscription.created", second));
    // Stripe's other reports of the same subscription: no second cancel, refund or notice.
    await postEvent(stripeEvent("customer.subscription.updated", second, nowSeconds() + 1));
    await postEvent(
      stripeEvent("checkout.session.completed", {
        id: "cs_second",
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        customer: u.customer,
        subscription: "sub_second_1",
        metadata: { planId: "professional" },
      }),
    );

    expect(await company(u.user.id)).toMatchObject({ status: "active", sub: u.sub });
    const record = await env.DB.prepare("select refunds from stripe_duplicate_subscriptions where subscription_id = ?")
      .bind("sub_second_1")
      .first<{ refunds: string }>();
    expect(record!.refunds).toBe("re_local_second_1");
    // The stand-in's cancellation arrived as Stripe's would: a signed customer.subscription.deleted.
    const deleted = await env.DB.prepare("select count(*) as n from stripe_events where id = ?")
      .bind("evt_local_sub_second_1_deleted")
      .first<{ n: number }>();
    expect(deleted!.n).toBe(1);
    const told = await notices(u.user.id);
    expect(told.results).toHaveLength(1);
    expect(told.results[0]!.body).toMatch(/refunded its payment in full/);
    expect((await mails("sub_second_1"))!.n).toBe(1);
    // An English owner's email, word for word as before members had languages (ADR 0243).
    const mail = await env.DB.prepare("select subject, body from messages where dedupe_key = ?")
      .bind(`stripe-duplicate-sub_second_1-${u.user.id}`)
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe("We cancelled a second subscription");
    expect(mail!.body.replace(/: \S+\/subscription$/, ": LINK/subscription")).toBe(
      "Hi Dana Reyes,\n\nA second PayStage subscription was started for your company, from a second checkout. We cancelled it straight away and refunded its payment in full (refunds reach the card in 5 to 10 business days). Your plan is unchanged and you pay for it once.\n\nYour subscription: LINK/subscription",
    );
  });

  it("reaches a Spanish-reading owner in Spanish, the bell's own words (ADR 0243)", async () => {
    const u = await subscribed("es");
    const second = subscription({ id: "sub_second_es", customer: u.customer, price: "price_professional" });
    await postEvent(stripeEvent("customer.subscription.created", second));
    const mail = await env.DB.prepare("select subject, body from messages where dedupe_key = ?")
      .bind(`stripe-duplicate-sub_second_es-${u.user.id}`)
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe("Cancelamos una segunda suscripción");
    expect(mail!.body).toMatch(
      /^Hola, Dana Reyes:\n\nSe inició una segunda suscripción de PayStage .+ le devolvimos todo lo cobrado .+\n\nSu suscripción: \S+\/subscription$/s,
    );
  });

  it("leaves the current subscription's own events alone", async () => {
    const u = await subscribed();
    await postEvent(stripeEvent("customer.subscription.updated", subscription({ id: u.sub, customer: u.customer })));
    expect((await notices(u.user.id)).results).toHaveLength(0);
  });
});

describe("what Stripe's subscription says", () => {
  it("reads the portal's cancel_at as canceling on that date, with Resume", async () => {
    const u = await subscribed();
    const cancelAt = nowSeconds() + 10 * 86_400;
    await postEvent(
      stripeEvent(
        "customer.subscription.updated",
        { ...subscription({ id: u.sub, customer: u.customer }), cancel_at: cancelAt, cancel_at_period_end: false },
        // The same second as the stand-in's own events, so its resume below is not older than this.
        nowSeconds(),
      ),
    );
    const status = await statusOf(u.browser);
    expect(status).toMatchObject({ status: "canceling", cancelAtPeriodEnd: true });
    expect(new Date(status.currentPeriodEnd!).getTime()).toBe(cancelAt * 1000);
    expect(await ok(u.browser.api["resume-subscription"].$post())).toMatchObject({ status: "active" });
  });

  it("treats unpaid (Stripe's retries exhausted) as lapsed, not past due", async () => {
    const u = await subscribed();
    await postEvent(
      stripeEvent(
        "customer.subscription.updated",
        subscription({ id: u.sub, customer: u.customer, status: "unpaid" }),
        nowSeconds() + 2,
      ),
    );
    const status = await statusOf(u.browser);
    expect(status.status).toBe("inactive");
    expect(status.entitlement).toMatchObject({ state: "lapsed", planId: null });
  });
});

describe("the trial carried into Checkout", () => {
  it("starts the subscription in trial until the app's trial ends", async () => {
    const u = await subscribed();
    const trialEnd = new Date((await statusOf(u.browser)).currentPeriodEnd!).getTime();
    const user = (await findUserById(db(), u.user.id))!;
    // Nothing is charged before the trial's 14 days are over: the first period ends with the trial.
    expect(Math.abs(trialEnd - user.createdAt.getTime() - 14 * DAY_MS)).toBeLessThan(60_000);
  });

  it("passes no trial when less than Stripe's 48 hours is left", async () => {
    const u = await signedUp();
    const user = (await findUserById(db(), u.user.id))!;
    const now = new Date();
    expect(remainingTrialEnd({ ...user, subscriptionExpiresAt: new Date(now.getTime() + 47 * HOUR_MS) }, now)).toBe(
      null,
    );
    const later = new Date(now.getTime() + 3 * DAY_MS);
    expect(remainingTrialEnd({ ...user, subscriptionExpiresAt: later }, now)).toEqual(later);
    expect(remainingTrialEnd({ ...user, subscriptionStatus: "canceled" }, now)).toBe(null);
  });
});

describe("events Stripe sent in the same second", () => {
  it("settles a tie by reading the live subscription", async () => {
    const u = await subscribed();
    const config = {
      mode: "stripe" as const,
      secretKey: "sk_test_123",
      webhookSecret: SECRET,
      prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
    };
    // Stripe now holds the subscription set to cancel: the later of the two same-second events.
    const live = { ...subscription({ id: u.sub, customer: u.customer, cancel: true }), created: 1 };
    const { calls, fetcher } = recorder(() => live);
    const billing = { config, provider: stripeApi(config, fetcher) };
    const t = nowSeconds() + 5;
    const apply = (cancel: boolean) =>
      applyStripeEvent(
        env as unknown as Env,
        db(),
        billing,
        stripeEvent("customer.subscription.updated", subscription({ id: u.sub, customer: u.customer, cancel }), t),
      );
    await apply(true);
    expect(calls).toHaveLength(0);
    // Delivered second, sent first: without the live read it would resume the subscription.
    await apply(false);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([`/v1/subscriptions/${u.sub}`]);
    expect((await company(u.user.id))!.status).toBe("canceling");
  });
});
