// /subscription in the company's currency (ADR 0162): a UK company reads its plans in pounds; the price table is
// loaded on demand, so a US company's first load is unchanged.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import SubscriptionPage from "#web/features/billing/components/subscription-page";
import { json, renderPage, stubApi } from "./render";

const trialing = {
  plan: null,
  status: "trialing",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  entitlement: {
    state: "trialing",
    planId: "professional",
    quotas: { activeProjects: 25, meetingsPerMonth: "unlimited" },
    endsAt: null,
  },
  trialDaysLeft: 14,
  activeProjects: 0,
  checkoutMode: "local",
  portalAvailable: false,
  pendingPlan: null,
  pendingPlanAt: null,
  period: null,
  paidFrom: null,
  trialQuotasUntil: null,
  checkoutTrialEnd: null,
  ownerName: "Olivia Owner",
  teamSize: 1,
} as unknown as SubscriptionStatusView;

afterEach(() => vi.unstubAllGlobals());

describe("/subscription prices", () => {
  it("shows a UK company's plans in pounds", async () => {
    stubApi({
      "GET /api/user": json({ id: 1, username: "dana", currency: "GBP", locale: "en-GB" }),
      "GET /api/subscription-status": json(trialing),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    expect(await screen.findByText("£279")).toBeTruthy();
    expect(screen.getByText("£47.99")).toBeTruthy();
    expect(screen.queryByText("$349")).toBeNull();
  });

  it("shows a US company's plans in dollars, as before", async () => {
    stubApi({
      "GET /api/user": json({ id: 1, username: "dana", currency: "USD", locale: "en-US" }),
      "GET /api/subscription-status": json(trialing),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    expect(await screen.findByText("$349")).toBeTruthy();
  });
});
