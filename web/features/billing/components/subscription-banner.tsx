// The dashboard's subscription banner: what state the plan is in and the one thing to do about it.
// Silent while the plan is simply active.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Clock, Info } from "lucide-react";
import { Link } from "react-router";
import { askOwnerLine } from "#schema/contracts/ask-owner";
import { PLAN_NAMES } from "#schema/contracts/plan-ids";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import type { Role } from "#schema/contracts/team-words";
import { formatDate } from "#schema/rules/dates";
import { buttonClass } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { usePermissions } from "#web/lib/permissions";
import { subscriptionStatusQuery } from "../api/subscription";

type Banner = { tone: "info" | "warning" | "danger"; title: string; text: string; action: string };

const KEEPS_WORKING = "Your projects, approvals, payment links, reminders and invoices keep working.";

/**
 * The banner for a role (ADR 0139): the owner's, with what to do; the office's, an informational line naming whom
 * to ask and no button; none for a field member, who neither pays nor chooses.
 */
export function bannerFor(s: SubscriptionStatusView, role: Role = "owner"): Banner | null {
  if (role === "field") return null;
  const banner = ownerBannerFor(s);
  if (!banner || role === "owner") return banner;
  const title =
    s.entitlement.state === "trialing"
      ? banner.title.replace("your free trial", "the free trial").replace("Last day of your", "Last day of the")
      : banner.title.replace(/^Your /, "The ");
  return { tone: "info", title, text: askOwnerLine(s.ownerName), action: "" };
}

function ownerBannerFor(s: SubscriptionStatusView): Banner | null {
  const state = s.entitlement.state;
  const end = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  if (state === "trialing") {
    const days = s.trialDaysLeft ?? 1;
    return {
      tone: days <= 3 ? "warning" : "info",
      title: days <= 1 ? "Last day of your free trial" : `${days} days left in your free trial`,
      text: "You have full Professional access. Choose a plan to keep adding projects and recording meetings after the trial.",
      action: "See plans",
    };
  }
  if (state === "past_due") {
    return {
      tone: "danger",
      title: "Your last payment didn't go through",
      text: `Stripe will retry the card. Update it to keep your plan. ${KEEPS_WORKING}`,
      action: "Fix payment",
    };
  }
  if (state === "canceling") {
    const plan = s.plan ? PLAN_NAMES[s.plan] : "plan";
    return {
      tone: "warning",
      title: `Your ${plan} ends${end ? ` on ${end}` : " at the end of the billing period"}`,
      text: "You keep full access until then. Resume anytime before it ends.",
      action: "Resume",
    };
  }
  if (state === "lapsed") {
    return {
      tone: "danger",
      title: s.status === "trialing" ? "Your free trial has ended" : "Your subscription has ended",
      text: `New projects and meeting recordings are paused. ${KEEPS_WORKING}`,
      action: "Choose a plan",
    };
  }
  return null;
}

const tones = {
  info: "border-brand-100 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-900 dark:text-brand-50",
  warning: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  danger: "border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
} as const;
const icons = { info: Info, warning: Clock, danger: AlertTriangle } as const;

export default function SubscriptionBanner() {
  const { data } = useQuery(subscriptionStatusQuery);
  const { role } = usePermissions();
  // Only the owner can change the plan: everyone else reads the state without the button.
  const managesPlan = role === "owner";
  const banner = data && role ? bannerFor(data, role) : null;
  if (!banner) return null;
  const Icon = icons[banner.tone];
  return (
    <section
      aria-label="Subscription"
      className={cn("flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center", tones[banner.tone])}
    >
      <Icon className="hidden h-6 w-6 shrink-0 sm:block" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">{banner.title}</p>
        <p className="text-sm">{banner.text}</p>
      </div>
      {managesPlan && banner.action && (
        <Link to="/subscription" className={buttonClass("primary", "md", "shrink-0")}>
          {banner.action}
        </Link>
      )}
    </section>
  );
}
