// The two subscription gaps ADR 0120 left open: a Stripe failure while handling a webhook answers 503 with
// Retry-After (never a 500), records nothing, and Stripe's redelivery finishes the work once; and an `unpaid`
// subscription is cancelled at Stripe when the company subscribes again. Stripe's answers are recorded ones.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STRIPE_UNAVAILABLE } from "#schema/contracts/subscription-texts";
import type { CreateCheckoutSession } from "#schema/contracts/subscriptions";
import { app } from "#worker/app";
import { LAPSED_COMMENT } from "#worker/providers/stripe-api";
import { nowSeconds, paidInvoicePayments, sign, stripeEvent, subscription } from "../factories/stripe-events";
import { Browser, ok, signedUp } from "./http";
import { Answer, type Call, recorder } from "./stripe-recorder";

const SECRET = (env as unknown as { STRIPE_WEBHOOK_SECRET: string }).STRIPE_WEBHOOK_SECRET;

/** Stripe's own answer to a request it failed on (API reference, Errors: type api_error, HTTP 500). */
const stripe500 = () =>
  new Answer(
    500,
    { error: { type: "api_error", message: "An unknown error occurred" } },
    { "Stripe-Should-Retry": "false" },
  );

/** The Worker with Stripe keys configured, its Stripe calls answered by `answer` (everything else really fetched). */
function withStripe(answer: (call: Call) => unknown) {
  const { calls, fetcher } = recorder(answer);
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith("https://api.stripe.com/") ? fetcher(input, init) : real(input, init),
  );
  const configured = {
    ...env,
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_PRICE_SOLO: "price_1Solo",
    STRIPE_PRICE_STARTER: "price_1Starter",
    STRIPE_PRICE_PROFESSIONAL: "price_1Pro",
  } as unknown as Env;
  const browser = new Browser();
  browser.handler = async (req) => app.fetch(req, configured);
  const stripeCalls = (method: string, path: string) =>
    calls.filter((c) => c.method === method && new URL(c.url).pathname === path);
  return { browser, calls, stripeCalls };
}

afterEach(() => vi.unstubAllGlobals());

async function deliver(browser: Browser, event: object) {
  const body = JSON.stringify(event);
  return browser.fetch("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": await sign(body, SECRET) },
  });
}

const local = new Browser();
const checkout = (browser: Browser, priceId: CreateCheckoutSession["priceId"]) =>
  ok(browser.api["create-checkout-session"].$post({ json: { priceId } }));
const sessionOf = (url: string) => new URL(url).searchParams.get("session_id")!;

const company = (userId: number) =>
  env.DB.prepare(
    "select c.subscription_status as status, c.stripe_customer_id as customer, c.stripe_subscription_id as sub from companies c join users u on u.company_id = c.id where u.id = ?",
  )
    .bind(userId)
    .first<{ status: string; customer: string; sub: string | null }>();

const recorded = (eventId: string) =>
  env.DB.prepare("select count(*) as n from stripe_events where id = ?").bind(eventId).first<{ n: number }>();

/** A company paying through the local stand-in (the test checkout), as the other subscription tests make one. */
async function subscribed() {
  const u = await signedUp();
  const started = await checkout(u.browser, "price_starter");
  await ok(
    u.browser.api["test-checkout"].complete.$post({
      json: { priceId: "price_starter", sessionId: sessionOf(started.url) },
    }),
  );
  const row = (await company(u.user.id))!;
  return { ...u, customer: row.customer, sub: row.sub! };
}

/** Stripe's retries ran out on the company's subscription: `unpaid`, which the app reads as lapsed. */
async function lapsed() {
  const u = await subscribed();
  const res = await deliver(
    local,
    stripeEvent(
      "customer.subscription.updated",
      subscription({ id: u.sub, customer: u.customer, status: "unpaid" }),
      nowSeconds() + 2,
    ),
  );
  expect(res.status).toBe(200);
  expect((await company(u.user.id))!.status).toBe("inactive");
  return u;
}

describe("a Stripe failure while a webhook is handled", () => {
  it("answers 503 with Retry-After, records nothing, and the redelivery finishes the undo once", async () => {
    const u = await subscribed();
    const second = "sub_second_outage";
    let cancelled: string | null = null;
    let refundAttempts = 0;
    const { browser, stripeCalls } = withStripe((call) => {
      const path = new URL(call.url).pathname;
      if (path === `/v1/subscriptions/${second}` && call.method === "GET") {
        return {
          ...subscription({ id: second, customer: u.customer, status: cancelled ? "canceled" : "active" }),
          latest_invoice: "in_second",
          cancellation_details: {
            comment: cancelled,
            feedback: null,
            reason: cancelled ? "cancellation_requested" : null,
          },
        };
      }
      if (path === `/v1/subscriptions/${second}` && call.method === "DELETE") {
        cancelled = new URL(call.url).searchParams.get("cancellation_details[comment]");
        return {
          ...subscription({ id: second, customer: u.customer, status: "canceled" }),
          latest_invoice: "in_second",
        };
      }
      if (path === "/v1/invoice_payments") {
        return paidInvoicePayments("pi_second");
      }
      // The refund fails once at Stripe (a 500), then goes through.
      if (path === "/v1/refunds")
        return ++refundAttempts === 1 ? stripe500() : { id: "re_second", object: "refund", status: "succeeded" };
      return new Answer(404, {
        error: { type: "invalid_request_error", message: `Unrecorded ${call.method} ${path}` },
      });
    });
    const event = stripeEvent(
      "customer.subscription.created",
      subscription({ id: second, customer: u.customer, price: "price_1Pro" }),
    );

    const first = await deliver(browser, event);
    expect(first.status).toBe(503);
    expect(first.headers.get("Retry-After")).toBe("60");
    expect(await first.json()).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", message: STRIPE_UNAVAILABLE });
    // Nothing half-recorded: not the event, not the duplicate, not the notice.
    expect((await recorded(event.id))!.n).toBe(0);
    const row = await env.DB.prepare(
      "select count(*) as n from stripe_duplicate_subscriptions where subscription_id = ?",
    )
      .bind(second)
      .first<{ n: number }>();
    expect(row!.n).toBe(0);

    // Stripe redelivers the same event: the cancellation already made (ours, by its comment) is not repeated,
    // the refund is, under the same idempotency key, and everything is recorded once.
    expect((await deliver(browser, event)).status).toBe(200);
    expect((await deliver(browser, event)).status).toBe(200);
    expect(stripeCalls("DELETE", `/v1/subscriptions/${second}`)).toHaveLength(1);
    const refunds = stripeCalls("POST", "/v1/refunds");
    expect(refunds).toHaveLength(2);
    expect(new Set(refunds.map((c) => c.headers.get("Idempotency-Key")))).toEqual(
      new Set([`paystage-duplicate-refund-${second}-pi_second`]),
    );
    const record = await env.DB.prepare("select refunds from stripe_duplicate_subscriptions where subscription_id = ?")
      .bind(second)
      .first<{ refunds: string }>();
    expect(record!.refunds).toBe("re_second");
    const told = await env.DB.prepare("select count(*) as n from notifications where user_id = ? and kind = 'billing'")
      .bind(u.user.id)
      .first<{ n: number }>();
    expect(told!.n).toBe(1);
    expect((await company(u.user.id))!.sub).toBe(u.sub);
  });

  it("answers a checkout 503 with Stripe's outage named, not a 500", async () => {
    const { browser } = withStripe(() => stripe500());
    const u = await signedUp();
    browser.cookie = u.browser.cookie;
    const res = await browser.api["create-checkout-session"].$post({ json: { priceId: "price_starter" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toMatchObject({ message: STRIPE_UNAVAILABLE });
  });
});

describe("an unpaid subscription when the company subscribes again", () => {
  it("is cancelled at Stripe, once, when the new subscription's first event links it", async () => {
    const u = await lapsed();
    let deleteAnswers = 0;
    const { browser, calls, stripeCalls } = withStripe((call) => {
      const path = new URL(call.url).pathname;
      if (path !== `/v1/subscriptions/${u.sub}`) {
        return new Answer(404, { error: { type: "invalid_request_error", message: `Unrecorded ${path}` } });
      }
      if (call.method === "GET") return subscription({ id: u.sub, customer: u.customer, status: "unpaid" });
      // Stripe fails the first cancellation; the webhook's redelivery repeats it under the same key.
      return ++deleteAnswers === 1
        ? stripe500()
        : subscription({ id: u.sub, customer: u.customer, status: "canceled" });
    });
    const created = stripeEvent(
      "customer.subscription.created",
      subscription({ id: "sub_after_unpaid", customer: u.customer, price: "price_1Starter" }),
      nowSeconds() + 5,
    );

    expect((await deliver(browser, created)).status).toBe(503);
    expect(await company(u.user.id)).toMatchObject({ status: "inactive", sub: u.sub });
    expect((await recorded(created.id))!.n).toBe(0);

    expect((await deliver(browser, created)).status).toBe(200);
    expect(await company(u.user.id)).toMatchObject({ status: "active", sub: "sub_after_unpaid" });
    const cancels = stripeCalls("DELETE", `/v1/subscriptions/${u.sub}`);
    expect(cancels).toHaveLength(2);
    for (const cancel of cancels) {
      const params = new URL(cancel.url).searchParams;
      // No final invoice and no proration credit; its open invoices stay as Stripe leaves them (ADR 0120).
      expect(params.get("invoice_now")).toBe("false");
      expect(params.get("prorate")).toBe("false");
      expect(params.get("cancellation_details[comment]")).toBe(LAPSED_COMMENT);
      expect(cancel.headers.get("Idempotency-Key")).toBe(`paystage-lapsed-cancel-${u.sub}`);
    }

    // The new subscription's later events do not touch the old one again.
    const before = calls.length;
    const updated = stripeEvent(
      "customer.subscription.updated",
      subscription({ id: "sub_after_unpaid", customer: u.customer, price: "price_1Starter" }),
      nowSeconds() + 6,
    );
    expect((await deliver(browser, updated)).status).toBe(200);
    expect(calls.length).toBe(before);
  });

  it("is cancelled before a new Checkout opens (local stand-in), and the new subscription then applies", async () => {
    const u = await lapsed();
    const started = await checkout(u.browser, "price_solo");
    // The stand-in's cancellation arrives as Stripe's would: a signed customer.subscription.deleted.
    expect((await recorded(`evt_local_${u.sub}_lapsed_deleted`))!.n).toBe(1);
    await ok(
      u.browser.api["test-checkout"].complete.$post({
        json: { priceId: "price_solo", sessionId: sessionOf(started.url) },
      }),
    );
    const now = await company(u.user.id);
    expect(now!.sub).not.toBe(u.sub);
    expect(await ok(u.browser.api["subscription-status"].$get())).toMatchObject({ plan: "solo", status: "active" });
  });
});
