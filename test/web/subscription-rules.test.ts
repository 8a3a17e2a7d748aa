// The subscription screen's rules (spec section 4) and the dashboard banner's choice of words.
import { describe, expect, it } from "vitest";
import { trialDaysLeft, trialEndsAt } from "#schema/contracts/entitlements";
import {
  canCancel,
  canResume,
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

describe("return after /auth", () => {
  it("goes back to a path of this app only", () => {
    expect(returnTarget("?next=%2Fsubscription%3Fplan%3Dprice_solo")).toBe("/subscription?plan=price_solo");
    expect(returnTarget("")).toBe("/dashboard");
    expect(returnTarget("?next=https://evil.example")).toBe("/dashboard");
    expect(returnTarget("?next=//evil.example")).toBe("/dashboard");
    expect(returnTarget("?next=/\\evil.example")).toBe("/dashboard");
  });
});
