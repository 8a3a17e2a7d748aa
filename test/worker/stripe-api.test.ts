// The real Stripe adapter against a recording fetch: the requests it makes are the ones Stripe's API expects.
import { describe, expect, it } from "vitest";
import { stripeApi } from "#worker/providers/stripe-api";
import { localStripe } from "#worker/providers/stripe-local";
import { paidInvoicePayments } from "../factories/stripe-events";
import { Answer, recorder } from "./stripe-recorder";

const config = {
  mode: "stripe" as const,
  secretKey: "sk_test_123",
  webhookSecret: "whsec_x",
  prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
};

const linkedSub = {
  id: 42,
  stripeCustomerId: "cus_123",
  stripeSubscriptionId: "sub_1",
  subscriptionPlan: "starter",
  subscriptionExpiresAt: null,
} as const;
const dana = { id: 42, email: "dana@example.com", fullName: "Dana Reyes", companyName: "Reyes Electric" };
const apiError = (status: number, type: string, message: string) => new Answer(status, { error: { type, message } });

describe("stripeApi", () => {
  it("creates the customer with an idempotency key per attempt", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cus_123", object: "customer" }));
    const id = await stripeApi(config, fetcher).createCustomer(dana, "a1");
    expect(id).toBe("cus_123");
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/customers");
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe("paystage-customer-42-a1");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer sk_test_123");
    expect(calls[0]!.body.get("email")).toBe("dana@example.com");
    expect(calls[0]!.body.get("metadata[userId]")).toBe("42");
  });

  it("asks again under a new key after Stripe stored a 500 for the first attempt", async () => {
    // Stripe replays a stored 500 for 24 hours under the same key: the SDK's own retries get it again.
    let n = 0;
    const { calls, fetcher } = recorder((call) =>
      call.headers.get("Idempotency-Key")?.endsWith("-first")
        ? apiError(500, "api_error", "An unknown error occurred")
        : { id: `cus_${++n}`, object: "customer" },
    );
    const api = stripeApi(config, fetcher);
    await expect(api.createCustomer(dana, "first")).rejects.toThrow();
    expect(await api.createCustomer(dana, "second")).toBe("cus_1");
    const keys = calls.map((c) => c.headers.get("Idempotency-Key"));
    expect(new Set(keys.slice(0, -1))).toEqual(new Set(["paystage-customer-42-first"]));
    expect(keys.at(-1)).toBe("paystage-customer-42-second");
  });

  it("starts a subscription-mode checkout for the configured Price of the code", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" }));
    const { id, url } = await stripeApi(config, fetcher).createCheckoutSession({
      userId: 42,
      customerId: "cus_123",
      planId: "starter",
      code: "price_starter",
      origin: "https://app.paystage.app",
      trialEnd: null,
    });
    expect(id).toBe("cs_1");
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_1");
    expect(calls[0]!.body.has("subscription_data[trial_end]")).toBe(false);
    const body = calls[0]!.body;
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(body.get("mode")).toBe("subscription");
    expect(body.get("customer")).toBe("cus_123");
    expect(body.get("client_reference_id")).toBe("42");
    expect(body.get("line_items[0][price]")).toBe("price_1Starter");
    expect(body.get("subscription_data[metadata][planId]")).toBe("starter");
    expect(body.get("success_url")).toBe("https://app.paystage.app/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(body.get("cancel_url")).toBe("https://app.paystage.app/subscription");
    // US dollars are the Price's own currency: nothing is named, as before (ADR 0162).
    expect(body.has("currency")).toBe(false);
  });

  it("a UK company's checkout names GBP: Checkout charges the Price's currency_options entry for it", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cs_3", url: "https://checkout.stripe.com/c/pay/cs_3" }));
    await stripeApi(config, fetcher).createCheckoutSession({
      userId: 42,
      customerId: "cus_123",
      planId: "professional",
      code: "price_professional",
      origin: "https://app.paystage.app",
      trialEnd: null,
      currency: "GBP",
    });
    expect(calls[0]!.body.get("currency")).toBe("gbp");
    // The same Price serves every currency: no second Price id per currency.
    expect(calls[0]!.body.get("line_items[0][price]")).toBe("price_1Pro");
  });

  it("the local stand-in charges the GBP option in the same shapes: price, invoice and session in gbp", async () => {
    const events: Array<{ type: string; data: { object: Record<string, unknown> } }> = [];
    const stand = localStripe("whsec_local", async (body) => void events.push(JSON.parse(body)), {
      liveSubscriptions: async () => [],
    });
    await stand.completeCheckout({
      sessionId: "cs_local_abc",
      userId: 42,
      customerId: "cus_local_1",
      planId: "professional",
      code: "price_professional",
      period: "monthly",
      trialEnd: null,
      currency: "GBP",
    });
    const of = (type: string) => events.find((e) => e.type === type)!.data.object;
    const sub = of("customer.subscription.created") as { items: { data: Array<{ price: unknown }> } };
    expect(sub.items.data[0]!.price).toMatchObject({ currency: "gbp", unit_amount: 27_900 });
    expect(of("invoice.paid")).toMatchObject({ currency: "gbp", amount_paid: 27_900 });
    expect(of("checkout.session.completed")).toMatchObject({ currency: "gbp", amount_total: 27_900 });
  });

  it("carries the trial's end into the subscription", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cs_2", url: "https://checkout.stripe.com/c/pay/cs_2" }));
    await stripeApi(config, fetcher).createCheckoutSession({
      userId: 42,
      customerId: "cus_123",
      planId: "solo",
      code: "price_solo",
      origin: "https://app.paystage.app",
      trialEnd: new Date("2026-12-01T10:00:00Z"),
    });
    expect(calls[0]!.body.get("subscription_data[trial_end]")).toBe(String(Date.UTC(2026, 11, 1, 10) / 1000));
  });

  it("lists the customer's subscriptions and keeps those that bill", async () => {
    const { calls, fetcher } = recorder(() => ({
      object: "list",
      url: "/v1/subscriptions",
      has_more: false,
      data: [
        { id: "sub_a", object: "subscription", status: "incomplete_expired" },
        { id: "sub_b", object: "subscription", status: "past_due" },
        { id: "sub_c", object: "subscription", status: "unpaid" },
        { id: "sub_d", object: "subscription", status: "trialing" },
      ],
    }));
    const live = await stripeApi(config, fetcher).liveSubscriptions("cus_123");
    expect(live).toEqual([
      { id: "sub_b", status: "past_due" },
      { id: "sub_d", status: "trialing" },
    ]);
    const url = new URL(calls[0]!.url);
    expect(calls[0]!.method).toBe("GET");
    expect(url.pathname).toBe("/v1/subscriptions");
    expect(url.searchParams.get("customer")).toBe("cus_123");
  });

  it("reuses an open Checkout Session and not a completed one", async () => {
    const { fetcher } = recorder((call) =>
      call.url.endsWith("cs_open")
        ? {
            id: "cs_open",
            object: "checkout.session",
            status: "open",
            url: "https://checkout.stripe.com/c/pay/cs_open",
          }
        : { id: "cs_done", object: "checkout.session", status: "complete", url: null },
    );
    const api = stripeApi(config, fetcher);
    const args = { code: "price_solo", origin: "https://app.paystage.app" } as const;
    expect(await api.openCheckoutUrl("cs_open", args)).toBe("https://checkout.stripe.com/c/pay/cs_open");
    expect(await api.openCheckoutUrl("cs_done", args)).toBeNull();
  });

  it("expires a session, and takes Stripe's 400 for one no longer open as done", async () => {
    const { calls, fetcher } = recorder((call) =>
      call.method === "POST"
        ? apiError(400, "invalid_request_error", 'Only Checkout Sessions with a status in ["open"] can be expired.')
        : { id: "cs_done", object: "checkout.session", status: "complete" },
    );
    await stripeApi(config, fetcher).expireCheckoutSession("cs_done");
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      "POST /v1/checkout/sessions/cs_done/expire",
      "GET /v1/checkout/sessions/cs_done",
    ]);
  });

  it("cancels a second subscription and refunds its invoice's payment, each under its own key", async () => {
    const { calls, fetcher } = recorder((call) => {
      const path = new URL(call.url).pathname;
      if (path === "/v1/invoice_payments") return paidInvoicePayments("pi_1");
      if (path === "/v1/refunds") return { id: "re_1", object: "refund", status: "succeeded" };
      const status = call.method === "DELETE" ? "canceled" : "active";
      return { id: "sub_2", object: "subscription", status, latest_invoice: "in_2" };
    });
    const undone = await stripeApi(config, fetcher).cancelAndRefund("sub_2");
    expect(undone).toEqual({ refunds: ["re_1"] });
    const [retrieve, cancel, payments, refund] = calls;
    expect(`${retrieve!.method} ${new URL(retrieve!.url).pathname}`).toBe("GET /v1/subscriptions/sub_2");
    expect(`${cancel!.method} ${new URL(cancel!.url).pathname}`).toBe("DELETE /v1/subscriptions/sub_2");
    expect(cancel!.headers.get("Idempotency-Key")).toBe("paystage-duplicate-cancel-sub_2");
    const list = new URL(payments!.url);
    expect(list.pathname).toBe("/v1/invoice_payments");
    expect(list.searchParams.get("invoice")).toBe("in_2");
    expect(list.searchParams.get("status")).toBe("paid");
    expect(refund!.body.get("payment_intent")).toBe("pi_1");
    expect(refund!.body.get("reason")).toBe("duplicate");
    expect(refund!.headers.get("Idempotency-Key")).toBe("paystage-duplicate-refund-sub_2-pi_1");
  });

  it("leaves a subscription that no longer bills alone", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "sub_old", object: "subscription", status: "canceled" }));
    expect(await stripeApi(config, fetcher).cancelAndRefund("sub_old")).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("resumes a portal cancellation by clearing cancel_at", async () => {
    const { calls, fetcher } = recorder((call) => ({
      id: "sub_1",
      object: "subscription",
      status: "active",
      cancel_at_period_end: false,
      cancel_at: call.method === "GET" ? 1_800_000_000 : null,
    }));
    await stripeApi(config, fetcher).setCancelAtPeriodEnd(linkedSub, false);
    expect(calls[1]!.method).toBe("POST");
    expect(calls[1]!.body.get("cancel_at")).toBe("");
    expect(calls[1]!.body.has("cancel_at_period_end")).toBe(false);
  });

  it("sets cancel_at_period_end and answers the subscription to apply", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "sub_1", object: "subscription", cancel_at_period_end: true }));
    const snapshot = await stripeApi(config, fetcher).setCancelAtPeriodEnd(linkedSub, true);
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/subscriptions/sub_1");
    expect(calls[0]!.body.get("cancel_at_period_end")).toBe("true");
    expect(snapshot).toMatchObject({ type: "customer.subscription.updated", data: { object: { id: "sub_1" } } });
  });

  it("opens the customer portal returning to /subscription", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "bps_1", url: "https://billing.stripe.com/p/session/x" }));
    const url = await stripeApi(config, fetcher).portalUrl("cus_123", "https://app.paystage.app/subscription");
    expect(url).toBe("https://billing.stripe.com/p/session/x");
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/billing_portal/sessions");
    expect(calls[0]!.body.get("return_url")).toBe("https://app.paystage.app/subscription");
  });
});
