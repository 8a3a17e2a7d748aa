// A subscription that went `unpaid` (Stripe stopped retrying; the app reads it as inactive) stays at Stripe until
// someone cancels it. When the company subscribes again, the old one is cancelled, so the customer never holds
// two (ADR 0120). Both the checkout and the webhook that links the new subscription ask here.
import type { BillingProvider } from "../providers/stripe-types";

type Linked = { stripeSubscriptionId: string | null; subscriptionStatus: string };

/** The company's linked subscription when it has lapsed (unpaid at Stripe reads as inactive here), else null. */
export const lapsedSubscriptionOf = (company: Linked) =>
  company.stripeSubscriptionId && company.subscriptionStatus === "inactive" ? company.stripeSubscriptionId : null;

/** Cancels the lapsed subscription `next` replaces, if there is one; Stripe's idempotency key makes it once. */
export async function leaveLapsed(provider: BillingProvider, company: Linked, next: string | null) {
  const lapsed = lapsedSubscriptionOf(company);
  if (lapsed && lapsed !== next) await provider.cancelLapsed(lapsed);
}
