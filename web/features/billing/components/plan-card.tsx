// One plan on /subscription: the monthly price from the plans module, its quotas and features, and its button.
import { Check } from "lucide-react";
import { type BillingPeriod, type Plan, pricePerMonthCents, yearlyTotalCents } from "#schema/contracts/plans";
import { formatPrice } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { pitch, quotaLines, useSubscriptionWords } from "../subscription-words";

/** A subscriber's button on this card: change to this plan, or keep it (ADR 0123). Replaces Subscribe. */
export type PlanAction = { label: string; ariaLabel: string; disabled: boolean; onClick: () => void };

type PlanCardProps = {
  plan: Plan & { monthlyCents: number };
  /** Which price is shown: a month's, or a month's when billed yearly with the year's total under it. */
  period?: BillingPeriod;
  current: boolean;
  disabled: boolean;
  pending: boolean;
  onSubscribe: () => void;
  action?: PlanAction;
  /** A line under the button, e.g. when a waiting downgrade starts. */
  note?: string;
  /** Office and field members read the plans without buttons: only the owner chooses (ADR 0139). */
  readOnly?: boolean;
  /** The prices in the company's currency (ADR 0162); null while they load; absent: US dollars. */
  prices?: { perMonth: string; yearlyTotal: string } | null;
};

export function PlanCard({
  plan,
  period = "monthly",
  current,
  disabled,
  pending,
  onSubscribe,
  action,
  note,
  readOnly = false,
  prices,
}: PlanCardProps) {
  const t = useSubscriptionWords();
  const { audience, features } = pitch(t, plan.id);
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn(
        "relative flex flex-col gap-4 p-5",
        plan.mostPopular && "ring-2 ring-brand-700 dark:ring-brand-500",
      )}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3 left-5 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-bold text-white">
          {t("mostPopular")}
        </span>
      )}
      <div>
        <h3 id={headingId} className="text-lg font-bold">
          {plan.name}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{audience}</p>
      </div>
      <div>
        <p>
          <span className="text-3xl font-extrabold">
            {prices === undefined ? formatPrice(pricePerMonthCents(plan, period) ?? 0) : (prices?.perMonth ?? "…")}
          </span>
          <span className="text-sm text-slate-700 dark:text-slate-300">{t("perMonth")}</span>
        </p>
        {period === "yearly" && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("billedYearlyAt", {
              price: prices === undefined ? formatPrice(yearlyTotalCents(plan) ?? 0) : (prices?.yearlyTotal ?? "…"),
            })}
          </p>
        )}
      </div>
      <ul className="flex-1 space-y-2 text-sm">
        {[...quotaLines(t, plan), ...features].map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      {readOnly ? (
        current && <p className="text-center text-sm font-semibold">{t("companyPlan")}</p>
      ) : action ? (
        <Button
          size="lg"
          variant={current ? "secondary" : "primary"}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={action.ariaLabel}
        >
          {action.label}
        </Button>
      ) : (
        <Button
          size="lg"
          variant={current ? "secondary" : "primary"}
          disabled={disabled}
          onClick={onSubscribe}
          aria-label={current ? t("currentPlanOf", { plan: plan.name }) : t("subscribeTo", { plan: plan.name })}
        >
          {current ? t("currentPlan") : pending ? t("opening") : t("subscribe")}
        </Button>
      )}
      {note && <p className="text-center text-sm text-slate-700 dark:text-slate-300">{note}</p>}
    </Card>
  );
}
