// The real Stripe adapter against a recording fetch: the requests it makes are the ones Stripe's API expects.
import { describe, expect, it } from "vitest";
import { stripeApi } from "#worker/providers/stripe-api";

type Call = { method: string; url: string; body: URLSearchParams; headers: Headers };

function recorder(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      url: String(input),
      body: new URLSearchParams(typeof init?.body === "string" ? init.body : ""),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { "Content-Type": "application/json", "Request-Id": "req_test" },
    });
  }) as typeof fetch;
  return { calls, fetcher };
}

const config = {
  mode: "stripe" as const,
  secretKey: "sk_test_123",
  webhookSecret: "whsec_x",
  prices: { price_solo: "price_1Solo", price_starter: "price_1Starter", price_professional: "price_1Pro" },
};

describe("stripeApi", () => {
  it("creates the customer with an idempotency key per user", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cus_123", object: "customer" }));
    const id = await stripeApi(config, fetcher).createCustomer({
      id: 42,
      email: "dana@example.com",
      fullName: "Dana Reyes",
      companyName: "Reyes Electric",
    });
    expect(id).toBe("cus_123");
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/customers");
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe("paystage-customer-42");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer sk_test_123");
    expect(calls[0]!.body.get("email")).toBe("dana@example.com");
    expect(calls[0]!.body.get("metadata[userId]")).toBe("42");
  });

  it("starts a subscription-mode checkout for the configured Price of the code", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" }));
    const { url } = await stripeApi(config, fetcher).createCheckoutSession({
      userId: 42,
      customerId: "cus_123",
      planId: "starter",
      code: "price_starter",
      origin: "https://app.paystage.app",
    });
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_1");
    const body = calls[0]!.body;
    expect(calls[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(body.get("mode")).toBe("subscription");
    expect(body.get("customer")).toBe("cus_123");
    expect(body.get("client_reference_id")).toBe("42");
    expect(body.get("line_items[0][price]")).toBe("price_1Starter");
    expect(body.get("subscription_data[metadata][planId]")).toBe("starter");
    expect(body.get("success_url")).toBe("https://app.paystage.app/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(body.get("cancel_url")).toBe("https://app.paystage.app/subscription");
  });

  it("sets cancel_at_period_end and answers the subscription to apply", async () => {
    const { calls, fetcher } = recorder(() => ({ id: "sub_1", object: "subscription", cancel_at_period_end: true }));
    const snapshot = await stripeApi(config, fetcher).setCancelAtPeriodEnd(
      {
        id: 42,
        stripeCustomerId: "cus_123",
        stripeSubscriptionId: "sub_1",
        subscriptionPlan: "starter",
        subscriptionExpiresAt: null,
      },
      true,
    );
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
