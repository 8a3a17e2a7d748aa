// Which Stripe failures are temporary. Stripe's SDK raises StripeConnectionError when Stripe cannot be reached,
// StripeAPIError for its own 5xx, StripeRateLimitError for 429 and StripeIdempotencyError for a request that
// clashes with one still running under the same key: trying again later can succeed, so the app answers 503
// (UPSTREAM_UNAVAILABLE) rather than a 500. Anything else (a 400 for a request we built wrongly) stays as it is.
import Stripe from "stripe";
import { STRIPE_UNAVAILABLE } from "#schema/contracts/subscription-texts";
import { upstreamUnavailable } from "../lib/errors";

const TEMPORARY = [
  Stripe.errors.StripeConnectionError,
  Stripe.errors.StripeAPIError,
  Stripe.errors.StripeRateLimitError,
  Stripe.errors.StripeIdempotencyError,
];

export const isTemporaryStripeError = (err: unknown) => TEMPORARY.some((kind) => err instanceof kind);

/** Runs one provider call, turning Stripe's temporary failures into UPSTREAM_UNAVAILABLE. */
export async function throughStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isTemporaryStripeError(err)) throw upstreamUnavailable(STRIPE_UNAVAILABLE);
    throw err;
  }
}
