// The subscription screen's rules (spec section 4) and the dashboard banner's choice of words.
import { describe, expect, it } from "vitest";
import { trialDaysLeft, trialEndsAt } from "#schema/contracts/entitlements";
import { planChangeConfirmation, planChangedNotice } from "#schema/contracts/plan-change-texts";
import {
  billingLine,
  CANCEL_CONFIRMATION,
  canCancel,
  cancelConfirmation,
  canResume,
  PLAN_CHANGE_TIMING,
  type SubscriptionStatusView,
  statusTone,
  subscribeDisabled,
} from "#schema/contracts/subscription-texts";
import { DAY_MS } from "#schema/rules/durations";
import { bannerFor } from "#web/features/billing/components/subscription-banner";
import { returnTarget } from "#web/lib/return-to";

const view = (over: Partial<SubscriptionStatusView> & { state?: SubscriptionStatusView["entitlement"]["state"] }) => {
  const { state = "active", ...rest } = over;
  return {
    plan: "starter",
    status: "active",
    currentPeriodEnd: "2026-12-22T12:00:00.000Z",
    cancelAtPeriodEnd: false,
    entitlement: { state, planId: "starter", quotas: { activeProjects: 10, meetingsPerMonth: 10 }, endsAt: null },
    trialDaysLeft: null,
    activeProjects: 0,
    checkoutMode: "local",
    portalAvailable: false,
    pendingPlan: null,
    pendingPlanAt: null,
    period: "monthly",
    paidFrom: null,
    ownerName: null,
    ...rest,
  } as SubscriptionStatusView;
};

describe("section 4 rules", () => {
  it("colours active green, inactive / past_due / canceling / canceled red, anything else grey", () => {
    expect(statusTone("active")).toBe("green");
    for (const s of ["inactive", "past_due", "canceling", "canceled"]) expect(statusTone(s)).toBe("red");
    expect(statusTone("trialing")).toBe("grey");
  });
  it("disables Subscribe while active, canceling or a checkout is pending", () => {
    expect(subscribeDisabled("active", false)).toBe(true);
    expect(subscribeDisabled("canceling", false)).toBe(true);
    expect(subscribeDisabled("trialing", true)).toBe(true);
    expect(subscribeDisabled("trialing", false)).toBe(false);
    expect(subscribeDisabled("canceled", false)).toBe(false);
  });
  it("offers Cancel only when active and Resume only when canceling", () => {
    expect(["trialing", "active", "canceling", "past_due", "canceled"].filter(canCancel)).toEqual(["active"]);
    expect(["trialing", "active", "canceling", "past_due", "canceled"].filter(canResume)).toEqual(["canceling"]);
  });
});

describe("dashboard banner", () => {
  it("is silent while the plan is simply active", () => {
    expect(bannerFor(view({}))).toBeNull();
  });
  it("counts the trial's days, warning in the last three", () => {
    expect(bannerFor(view({ status: "trialing", plan: null, state: "trialing", trialDaysLeft: 14 }))).toMatchObject({
      tone: "info",
      title: "14 days left in your free trial",
    });
    expect(bannerFor(view({ status: "trialing", plan: null, state: "trialing", trialDaysLeft: 2 }))).toMatchObject({
      tone: "warning",
      title: "2 days left in your free trial",
    });
    expect(bannerFor(view({ status: "trialing", plan: null, state: "trialing", trialDaysLeft: 1 }))).toMatchObject({
      tone: "warning",
      title: "Last day of your free trial",
    });
  });
  it("counts today in the trial's days: 14 on the first day, 1 on the last", () => {
    const start = new Date("2026-11-22T10:00:00Z");
    const end = trialEndsAt(start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(trialDaysLeft(end, start)).toBe(14);
    expect(trialDaysLeft(end, at(DAY_MS - 1))).toBe(14);
    expect(trialDaysLeft(end, at(DAY_MS))).toBe(13);
    expect(trialDaysLeft(end, at(13 * DAY_MS - 1))).toBe(2);
    expect(trialDaysLeft(end, at(13 * DAY_MS))).toBe(1);
    expect(trialDaysLeft(end, at(14 * DAY_MS - 1))).toBe(1);
  });
  it("says what keeps working when a plan is past due or lapsed", () => {
    const pastDue = bannerFor(view({ status: "past_due", state: "past_due" }))!;
    expect(pastDue).toMatchObject({ tone: "danger", action: "Fix payment" });
    expect(pastDue.text).toContain("approvals, payment links, reminders and invoices keep working");
    expect(bannerFor(view({ status: "trialing", plan: null, state: "lapsed" }))!.title).toBe(
      "Your free trial has ended",
    );
    expect(bannerFor(view({ status: "canceled", state: "lapsed" }))!.title).toBe("Your subscription has ended");
  });
  it("tells a canceling customer when the plan ends", () => {
    expect(bannerFor(view({ status: "canceling", state: "canceling" }))).toMatchObject({
      action: "Resume",
      title: expect.stringMatching(/^Your Starter Package ends on Dec 2\d, 2026$/),
    });
  });
});

describe("the banner is the owner's (issue 32, issue 38, ADR 0139)", () => {
  const trial = view({
    status: "trialing",
    plan: null,
    state: "trialing",
    trialDaysLeft: 9,
    ownerName: "Olivia Owner",
  });
  it("shows a field member no trial banner and no plan prompt", () => {
    expect(bannerFor(trial, "field")).toBeNull();
    expect(bannerFor(view({ status: "canceled", state: "lapsed" }), "field")).toBeNull();
  });
  it("gives the office an informational line with whom to ask, and no action", () => {
    const office = bannerFor(trial, "office")!;
    expect(office).toMatchObject({ tone: "info", title: "9 days left in the free trial", action: "" });
    expect(office.text).toBe("Only the owner chooses and pays for the plan. Ask Olivia, the owner, to change it.");
    expect(office.text).not.toContain("Choose a plan");
  });
  it("keeps the owner's banner and its action", () => {
    expect(bannerFor(trial, "owner")).toMatchObject({ action: "See plans" });
  });
});

describe("plan words agree with each other (issue 38)", () => {
  it("says how the card bills and the next charge, or nothing before the trial ends", () => {
    expect(billingLine(view({ currentPeriodEnd: "2026-12-22T12:00:00.000Z", period: "monthly" }))).toBe(
      "Billed monthly. Next charge: $219 on Dec 22, 2026.",
    );
    expect(
      billingLine(
        view({ period: "yearly", paidFrom: "2026-12-22T12:00:00.000Z", currentPeriodEnd: "2026-12-22T12:00:00.000Z" }),
      ),
    ).toBe("Billed yearly. Nothing is charged during your free trial; first charge $2,388 on Dec 22, 2026.");
    // A waiting switch: the next charge is the new plan's, on the switch's date.
    expect(
      billingLine(view({ period: "monthly", pendingPlan: "solo", pendingPlanAt: "2026-12-22T12:00:00.000Z" })),
    ).toBe("Billed monthly. Next charge: $59.99 on Dec 22, 2026.");
    expect(billingLine(view({ status: "canceling", period: "monthly" }))).toBe(
      "Billed monthly. No further charges: it ends on Dec 22, 2026.",
    );
  });
  it("warns that canceling calls off a waiting switch", () => {
    expect(cancelConfirmation(view({}))).toBe(CANCEL_CONFIRMATION);
    expect(cancelConfirmation(view({ pendingPlan: "solo", pendingPlanAt: "2026-12-22T12:00:00.000Z" }))).toBe(
      `${CANCEL_CONFIRMATION} Your switch to Solo Contractor on Dec 22, 2026 is called off too; if you resume, choose it again.`,
    );
  });
  it("says what a switch to Solo means for the other members", () => {
    const text = planChangeConfirmation({
      from: "starter",
      to: "solo",
      periodEnd: "2026-12-22T12:00:00.000Z",
      pendingPlan: null,
      teamSize: 3,
    });
    expect(text.description).toContain(
      "Solo Contractor is for one user: your 2 other members keep working, but no one new can be invited while you're on it.",
    );
  });
  it("says one rule for when changes apply", () => {
    expect(PLAN_CHANGE_TIMING).toContain("An upgrade starts at once");
  });
  it("says an upgrade Stripe holds is waiting on payment, not done", () => {
    const notice = planChangedNotice({
      plan: "starter",
      pendingPlan: null,
      pendingPlanAt: null,
      awaitingPayment: { plan: "professional", invoiceUrl: "https://invoice.stripe.com/i/x" },
      debitPending: false,
    });
    expect(notice.title).toBe("Payment needed to upgrade");
    expect(notice.description).toContain("you're still on Starter Package");
  });
});

describe("return after /auth", () => {
  it("goes back to a path of this app only", () => {
    expect(returnTarget("?next=%2Fsubscription%3Fplan%3Dprice_solo")).toBe("/subscription?plan=price_solo");
    expect(returnTarget("")).toBe("/dashboard");
    expect(returnTarget("?next=https://evil.example")).toBe("/dashboard");
    expect(returnTarget("?next=//evil.example")).toBe("/dashboard");
    expect(returnTarget("?next=/\\evil.example")).toBe("/dashboard");
  });
});
