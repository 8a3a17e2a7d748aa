// The checkout answers a person can get (ADR 0120) reach them in the server's own words: the test checkout of a
// replaced session (CHECKOUT_EXPIRED), two tabs starting checkout at once (CHECKOUT_IN_PROGRESS) and Stripe not
// answering (STRIPE_UNAVAILABLE, a 503). The typed client's error rule puts the message in the toast.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHECKOUT_EXPIRED,
  CHECKOUT_IN_PROGRESS,
  STRIPE_UNAVAILABLE,
  type SubscriptionStatusView,
} from "#schema/contracts/subscription-texts";
import SubscriptionPage from "#web/features/billing/components/subscription-page";
import TestCheckoutPage from "#web/features/billing/components/test-checkout-page";
import { json, renderPage, stubApi, toastSays } from "./render";

const trialing: SubscriptionStatusView = {
  plan: null,
  status: "trialing",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  entitlement: {
    state: "trialing",
    planId: "professional",
    quotas: { activeProjects: "unlimited", meetingsPerMonth: "unlimited" },
    endsAt: null,
  },
  trialDaysLeft: 10,
  activeProjects: 0,
  checkoutMode: "local",
  portalAvailable: false,
  pendingPlan: null,
  pendingPlanAt: null,
  period: "monthly",
  paidFrom: null,
  trialQuotasUntil: null,
  checkoutTrialEnd: null,
  ownerName: "Olivia Owner",
  teamSize: 1,
};

/** Signed in is all the Subscription page asks of the user. */
const user = { id: 1, username: "dana" };

afterEach(() => vi.unstubAllGlobals());

describe("checkout answers in the server's words", () => {
  it("shows CHECKOUT_EXPIRED when the test checkout's session was replaced", async () => {
    stubApi({
      "GET /api/subscription-status": json(trialing),
      "POST /api/test-checkout/complete": json({ message: CHECKOUT_EXPIRED, code: "BAD_REQUEST" }, 400),
    });
    renderPage(<TestCheckoutPage />, {
      path: "/test-checkout",
      url: "/test-checkout?session_id=cs_local_old&plan=price_starter",
    });
    await userEvent.click(await screen.findByRole("button", { name: /^Pay .* and subscribe$/ }));
    await toastSays("Error creating checkout session", CHECKOUT_EXPIRED);
  });

  it.each([
    [
      "CHECKOUT_IN_PROGRESS (409)",
      json({ message: CHECKOUT_IN_PROGRESS, code: "CONFLICT" }, 409),
      CHECKOUT_IN_PROGRESS,
    ],
    [
      "Stripe unavailable (503)",
      json({ message: STRIPE_UNAVAILABLE, code: "UPSTREAM_UNAVAILABLE" }, 503),
      STRIPE_UNAVAILABLE,
    ],
  ])("shows %s when a plan is chosen", async (_name, answer, message) => {
    const calls = stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json(trialing),
      "POST /api/create-checkout-session": answer,
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    // The plans take a choice once the status is known (Subscribe stays disabled while it loads).
    await screen.findByText("Free trial");
    const [subscribe] = await screen.findAllByRole("button", { name: /^Subscribe to / });
    await userEvent.click(subscribe!);
    await toastSays("Error creating checkout session", message);
    expect(calls.filter((c) => c.path === "/api/create-checkout-session")).toHaveLength(1);
  });
});

describe("the local checkout during the free trial (issue 38)", () => {
  it("says nothing is charged today, and when the first charge comes", async () => {
    stubApi({
      "GET /api/subscription-status": json({ ...trialing, checkoutTrialEnd: "2026-12-11T12:00:00.000Z" }),
    });
    renderPage(<TestCheckoutPage />, {
      path: "/test-checkout",
      url: "/test-checkout?session_id=cs_local_abcdefghijklmnop&plan=price_starter&period=yearly",
    });
    expect(await screen.findByRole("button", { name: "Start subscription, nothing charged today" })).toBeTruthy();
    expect(
      screen.getByText(
        "Nothing is charged today. Your free trial runs until Dec 11, 2026; then $2,388/year, and you can cancel before then.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
  });
});
