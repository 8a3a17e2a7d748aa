// The dashboard's subscription banner: what state the plan is in and the one thing to do about it.
// Silent while the plan is simply active.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Clock, Info } from "lucide-react";
import { Link } from "react-router";
import { PLAN_NAMES } from "#schema/contracts/plan-ids";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import type { Role } from "#schema/contracts/team-words";
import { buttonClass } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { formatDate } from "#web/lib/dates";
import { usePermissions } from "#web/lib/permissions";
import { subscriptionStatusQuery } from "../api/subscription";
import { useBannerWords } from "../words";

type Banner = { tone: "info" | "warning" | "danger"; title: string; text: string; action: string };

type Say = ReturnType<typeof useBannerWords>;

/**
 * The banner for a role (ADR 0139): the owner's, with what to do; the office's, an informational line naming whom
 * to ask and no button; none for a field member, who neither pays nor chooses.
 */
export function bannerFor(
  s: SubscriptionStatusView,
  role: Role = "owner",
  t: Say = useBannerWords.english,
): Banner | null {
  if (role === "field") return null;
  const owner = role === "owner";
  const banner = bannerOf(s, t, owner);
  if (!banner || owner) return banner;
  const first = s.ownerName?.trim().split(/\s+/)[0];
  const whom = first ? t("theOwner", { name: first }) : t("yourOwner");
  return { tone: "info", title: banner.title, text: t("askOwner", { whom }), action: "" };
}

function bannerOf(s: SubscriptionStatusView, t: Say, owner: boolean): Banner | null {
  const state = s.entitlement.state;
  const end = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  if (state === "trialing") {
    const days = s.trialDaysLeft ?? 1;
    return {
      tone: days <= 3 ? "warning" : "info",
      title:
        days <= 1
          ? t(owner ? "trialLastDay" : "officeTrialLastDay")
          : t(owner ? "trialDaysLeft" : "officeTrialDaysLeft", { days }),
      text: t("trialText"),
      action: t("seePlans"),
    };
  }
  if (state === "past_due") {
    return {
      tone: "danger",
      title: t(owner ? "pastDue" : "officePastDue"),
      text: t("pastDueText"),
      action: t("fixPayment"),
    };
  }
  if (state === "canceling") {
    const plan = s.plan ? PLAN_NAMES[s.plan] : t("plan");
    return {
      tone: "warning",
      title: end
        ? t(owner ? "endsOn" : "officeEndsOn", { plan, date: end })
        : t(owner ? "endsAtPeriodEnd" : "officeEndsAtPeriodEnd", { plan }),
      text: t("cancelingText"),
      action: t("resume"),
    };
  }
  if (state === "lapsed") {
    const trial = s.status === "trialing";
    return {
      tone: "danger",
      title: owner
        ? t(trial ? "trialEnded" : "subscriptionEnded")
        : t(trial ? "officeTrialEnded" : "officeSubscriptionEnded"),
      text: t("lapsedText"),
      action: t("choosePlan"),
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
  const t = useBannerWords();
  const banner = data && role ? bannerFor(data, role, t) : null;
  if (!banner) return null;
  const Icon = icons[banner.tone];
  return (
    <section
      aria-label={t("label")}
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
