// Changing plan on /subscription (issue 23, ADR 0123): a subscriber's other plans say what choosing them does,
// the confirmation says what is charged when, the request carries the plan, and a waiting downgrade is shown;
// while canceling, the page says why plans are off instead of greying them silently.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import SubscriptionPage from "#web/features/billing/components/subscription-page";
import { json, renderPage, stubApi, toastSays } from "./render";

const professional: SubscriptionStatusView = {
  plan: "professional",
  status: "active",
  currentPeriodEnd: "2026-12-24T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  entitlement: {
    state: "active",
    planId: "professional",
    quotas: { activeProjects: 25, meetingsPerMonth: "unlimited" },
    endsAt: null,
  },
  trialDaysLeft: null,
  activeProjects: 4,
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
const user = { id: 1, username: "dana" };

afterEach(() => vi.unstubAllGlobals());

describe("a subscriber changing plan", () => {
  it("switches down at the period's end after a confirmation that nothing is charged now", async () => {
    const calls = stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json(professional),
      "POST /api/change-plan": json({
        ...professional,
        pendingPlan: "solo",
        pendingPlanAt: professional.currentPeriodEnd,
      }),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    await userEvent.click(await screen.findByRole("button", { name: "Switch to Solo Contractor" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "You keep Professional Package until Dec 24, 2026. Then Solo Contractor starts at $59.99/month, with its limits. Nothing is charged now.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Switch to Solo Contractor" }));
    await toastSays("Plan change scheduled", "Solo Contractor starts on Dec 24, 2026. Nothing was charged now.");
    expect(calls.find((c) => c.path === "/api/change-plan")?.body).toEqual({ priceId: "price_solo" });
    expect((await screen.findByTestId("pending-plan")).textContent).toBe("Changes to Solo Contractor on Dec 24, 2026.");
    expect(screen.getByRole("button", { name: "Keep Professional Package" })).toBeTruthy();
  });

  it("says why the plans are off while the subscription is set to end", async () => {
    stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json({ ...professional, status: "canceling", cancelAtPeriodEnd: true }),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    expect(await screen.findByText("Your subscription is set to end. Resume it to change plan.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Subscribe to Solo Contractor" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("a plan view for each role (issue 38, ADR 0139)", () => {
  it("says an upgrade waits on payment and links Stripe's open invoice", async () => {
    stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json({ ...professional, plan: "starter" }),
      "POST /api/change-plan": json({
        ...professional,
        plan: "starter",
        awaitingPayment: { plan: "professional", invoiceUrl: "https://invoice.stripe.com/i/acct_1/test_in_1" },
        debitPending: false,
      }),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    await userEvent.click(await screen.findByRole("button", { name: "Upgrade to Professional Package" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: /Upgrade/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("you're still on Starter Package");
    expect(within(alert).getByRole("link", { name: "Pay the open invoice" }).getAttribute("href")).toBe(
      "https://invoice.stripe.com/i/acct_1/test_in_1",
    );
    expect(screen.getByTestId("current-plan").textContent).toBe("Starter Package");
  });
});

describe("monthly to yearly and back (issue 32, ADR 0138)", () => {
  it("offers the other billing period for the same plan, says what is charged, and sends the period", async () => {
    const calls = stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json(professional),
      "POST /api/change-plan": json({ ...professional, period: "yearly", awaitingPayment: null, debitPending: false }),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    await userEvent.click(await screen.findByRole("button", { name: "Switch to yearly billing" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Yearly billing starts today at $3,588/year.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Switch to yearly billing" }));
    await screen.findByRole("button", { name: "Switch to monthly billing" });
    expect(calls.find((c) => c.path === "/api/change-plan")?.body).toEqual({
      priceId: "price_professional",
      period: "yearly",
    });
  });
});

describe("one outcome per date on the plan card (issue 38)", () => {
  it("names the waiting plan as what follows the trial, not the current one", async () => {
    stubApi({
      "GET /api/user": json(user),
      "GET /api/subscription-status": json({
        ...professional,
        trialQuotasUntil: professional.currentPeriodEnd,
        paidFrom: professional.currentPeriodEnd,
        pendingPlan: "solo",
        pendingPlanAt: professional.currentPeriodEnd,
      }),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    expect(
      await screen.findByText(
        "Your free trial continues until Dec 24, 2026; then Solo Contractor and its limits apply.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("billing-line").textContent).toBe(
      "Billed monthly. Nothing is charged during your free trial; first charge $59.99 on Dec 24, 2026.",
    );
    expect(screen.queryByText(/then Professional Package/)).toBeNull();
  });
});

// Last in the file: the office member's user stays in the device copy of the query cache.
describe("a plan view for office (issue 38, ADR 0139)", () => {
  it("shows an office member the plan to read, whom to ask, and no button that would end in a 403", async () => {
    stubApi({
      "GET /api/user": json({ ...user, role: "office" }),
      "GET /api/subscription-status": json(professional),
    });
    renderPage(<SubscriptionPage />, { path: "/subscription" });
    expect(
      (await screen.findAllByText("Only the owner chooses and pays for the plan. Ask Olivia, the owner, to change it."))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: /Subscribe|Switch|Upgrade|Cancel Subscription/ })).toBeNull();
    expect(screen.getByTestId("billing-line").textContent).toBe("Billed monthly. Next charge: $349 on Dec 24, 2026.");
  });
});
