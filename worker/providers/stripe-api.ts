// The real Stripe adapter: the SDK over fetch (Workers have no Node http), keys and prices from configuration.
import Stripe from "stripe";
import type { StripeConfig } from "../lib/stripe-config";
import type { BillingProvider } from "./stripe-types";

export function stripeApi(
  config: Extract<StripeConfig, { mode: "stripe" }>,
  /** Tests pass a recorder here; Workers use the global fetch. */
  fetcher: typeof fetch = fetch,
): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetcher),
    maxNetworkRetries: 2,
  });
  return {
    mode: "stripe",
    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.companyName ?? user.fullName, metadata: { userId: String(user.id) } },
        // A double tap before the id is stored gets the same customer back, not a second one.
        { idempotencyKey: `paystage-customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckoutSession({ userId, customerId, planId, code, origin }) {
      const metadata = { userId: String(userId), planId };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: String(userId),
        line_items: [{ price: config.prices[code], quantity: 1 }],
        metadata,
        subscription_data: { metadata },
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url };
    },
    async setCancelAtPeriodEnd(user, cancel) {
      const subscription = await stripe.subscriptions.update(user.stripeSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      return {
        type: "customer.subscription.updated",
        created: Math.floor(Date.now() / 1000),
        data: { object: subscription as unknown as Record<string, unknown> },
      };
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
