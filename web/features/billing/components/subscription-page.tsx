// /subscription (public): the current plan and status, the three plans at their monthly prices, the AI meeting
// promo and the money-back note. Signed out, choosing a plan goes to /auth and comes back here to finish.
import { useQuery } from "@tanstack/react-query";
import { Mic, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  type BillingPeriod,
  type CheckoutCode,
  getPlan,
  isUpgrade,
  MONEY_BACK_DAYS,
  maxYearlySavingsPercent,
  purchasablePlans,
} from "#schema/contracts/plans";
import { type SubscriptionStatusView, subscribeDisabled } from "#schema/contracts/subscription-texts";
import { usePageHeader } from "#web/components/shell/page-header";
import { Wordmark } from "#web/components/shell/wordmark";
import { Button, buttonClass } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { usePermissions } from "#web/lib/permissions";
import { authReturningTo } from "#web/lib/return-to";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { subscriptionStatusQuery, useChangePlan, useStartCheckout } from "../api/subscription";
import type { ChangedNotice } from "../plan-change-words";
import { blockedReason, periodSwitch, type SubscriptionWords, useSubscriptionWords } from "../subscription-words";
import { CurrentPlanCard } from "./current-plan-card";
import { type PlanAction, PlanCard } from "./plan-card";
import { PlanChangeDialog } from "./plan-change-dialog";

type Sellable = ReturnType<typeof purchasablePlans>[number];

/**
 * A subscriber's button on each card (ADR 0123): Upgrade (now) or Switch (at the period's end) to another plan,
 * Keep the current one while a downgrade waits, and the waiting plan's start date. Null: the Subscribe button.
 */
function planAction(
  t: SubscriptionWords,
  plan: Sellable,
  status: SubscriptionStatusView | undefined,
  busy: boolean,
  choose: (plan: Sellable) => void,
): { action?: PlanAction; note?: string } {
  if (status?.status !== "active" || !status.plan) return {};
  const current = getPlan(status.plan);
  if (plan.id === current.id) {
    if (!status.pendingPlan) return {};
    return {
      action: {
        label: t("keep", { plan: plan.name }),
        ariaLabel: t("keep", { plan: plan.name }),
        disabled: busy,
        onClick: () => choose(plan),
      },
    };
  }
  if (plan.id === status.pendingPlan) {
    const starts = status.pendingPlanAt ? t("startsOn", { date: formatDate(status.pendingPlanAt) }) : t("startsNext");
    return {
      action: {
        label: t("switching"),
        ariaLabel: t("switchingTo", { plan: plan.name, starts }),
        disabled: true,
        onClick: () => {},
      },
      note: starts,
    };
  }
  const up = isUpgrade(current, plan);
  return {
    action: {
      label: up ? t("upgrade") : t("switch"),
      ariaLabel: up ? t("upgradeTo", { plan: plan.name }) : t("switchTo", { plan: plan.name }),
      disabled: busy,
      onClick: () => choose(plan),
    },
  };
}

const LIVE = ["active", "canceling", "past_due"];

export default function SubscriptionPage() {
  const t = useSubscriptionWords();
  const said = useSaid();
  usePageHeader(t("title"), { subtitle: t("subtitle") });
  const { data: user, isPending: userPending } = useQuery(userQuery);
  const priceLines = useLocalPrices(user?.currency);
  const signedIn = Boolean(user);
  const status = useQuery({ ...subscriptionStatusQuery, enabled: signedIn });
  const checkout = useStartCheckout();
  const change = useChangePlan();
  const [changingTo, setChangingTo] = useState<Sellable | null>(null);
  // The owner's switch of the same plan to the other billing period (ADR 0138).
  const [changingPeriod, setChangingPeriod] = useState<BillingPeriod | null>(null);
  // An upgrade Stripe holds until its invoice is paid: said on the page, with the invoice, until the next change.
  // Its words come with the plan-change texts, loaded once a change is chosen.
  const [held, setHeld] = useState<{ title: string; description: string; invoiceUrl: string | null } | null>(null);
  const { role } = usePermissions();
  // Signed out, the visitor is choosing for their own company; signed in, only the owner chooses (ADR 0139).
  const readOnly = signedIn && role !== null && role !== "owner";
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const plans = purchasablePlans();
  // Monthly, as the spec's subscription screen shows, unless the pricing page's Yearly switch sent "yearly".
  const [chosenPeriod, setPeriod] = useState<BillingPeriod>(params.get("period") === "yearly" ? "yearly" : "monthly");

  const subscribe = async (priceId: CheckoutCode, planName: string, period: BillingPeriod = chosenPeriod) => {
    if (!signedIn) {
      navigate(authReturningTo(`/subscription?plan=${priceId}&period=${period}`));
      return;
    }
    try {
      await checkout.mutateAsync({ priceId, planName, period });
    } catch (err) {
      toast.error(t("checkoutFailed"), { description: said(errorMessage(err)) });
    }
  };

  // Back from /auth with the plan chosen while signed out: finish what the visitor started, once.
  const resumed = useRef(false);
  const chosen = plans.find((p) => p.checkoutCode === params.get("plan"));
  useEffect(() => {
    if (!chosen || !signedIn || !status.data || resumed.current) return;
    resumed.current = true;
    setParams({}, { replace: true });
    const period = params.get("period") === "yearly" ? "yearly" : "monthly";
    if (!subscribeDisabled(status.data.status, false)) void subscribe(chosen.checkoutCode, chosen.name, period);
  });

  const current = status.data;
  const currentPlan = current && LIVE.includes(current.status) ? current.plan : null;
  const disabled = subscribeDisabled(current?.status ?? "", checkout.isPending || checkout.isSuccess);
  const blocked = current ? blockedReason(t, current.status) : null;
  // A subscriber sees the prices of the period they are billed by; everyone else chooses.
  const subscribed = Boolean(currentPlan);
  const period = subscribed && current ? current.period : chosenPeriod;
  const otherPeriod: BillingPeriod = current?.period === "yearly" ? "monthly" : "yearly";
  const canSwitchPeriod = !readOnly && current?.status === "active" && current.plan && !current.pendingPlan;

  const onChangePlan = async (noticeOf: ChangedNotice) => {
    const code = changingPeriod && current?.plan ? getPlan(current.plan).checkoutCode : changingTo?.checkoutCode;
    if (!code) return;
    try {
      const next = await change.mutateAsync({ priceId: code, ...(changingPeriod ? { period: changingPeriod } : {}) });
      setChangingTo(null);
      setChangingPeriod(null);
      const notice = noticeOf(next);
      setHeld(
        next.awaitingPayment
          ? { title: notice.title, description: notice.description, invoiceUrl: next.awaitingPayment.invoiceUrl }
          : null,
      );
      (notice.tone === "warning" ? toast.error : toast.success)(notice.title, { description: notice.description });
    } catch (err) {
      setChangingTo(null);
      setChangingPeriod(null);
      toast.error(t("changeFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <div className="space-y-6">
      {!signedIn && !userPending && (
        <header className="flex items-center justify-between">
          <a href="/" aria-label={t("home")}>
            <Wordmark />
          </a>
          <Link to={authReturningTo(location.pathname)} className={buttonClass("secondary")}>
            {t("logIn")}
          </Link>
        </header>
      )}
      <section>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {t("intro")}
          {!signedIn && !userPending && ` ${t("introSignedOut")}`}
        </p>
      </section>

      {signedIn && status.isPending && <Skeleton className="h-36 w-full" />}
      {signedIn && status.isError && (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t("loadFailed")}</p>
          <Button variant="secondary" onClick={() => status.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      )}
      {current && <CurrentPlanCard status={current} readOnly={readOnly} />}
      {canSwitchPeriod && (
        <Button variant="secondary" disabled={change.isPending} onClick={() => setChangingPeriod(otherPeriod)}>
          {periodSwitch(t, otherPeriod)}
        </Button>
      )}
      {held && (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">{held.title}</p>
          <p>{held.description}</p>
          {held.invoiceUrl && (
            <a href={held.invoiceUrl} className={buttonClass("primary")} target="_blank" rel="noreferrer">
              {t("payInvoice")}
            </a>
          )}
        </div>
      )}

      <section aria-labelledby="plans-heading" className="space-y-4">
        <h2 id="plans-heading" className="text-lg font-bold">
          {t("plans")}
        </h2>
        {!subscribed && !readOnly && (
          <fieldset className="inline-flex rounded-xl border border-brand-100 bg-brand-50 p-1 dark:border-brand-800 dark:bg-brand-900">
            <legend className="sr-only">{t("period")}</legend>
            {(["monthly", "yearly"] as const).map((p) => (
              <label
                key={p}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 text-sm font-bold has-[:focus-visible]:outline-2 ${
                  period === p ? "bg-brand-700 text-white" : "text-brand-900 dark:text-brand-100"
                }`}
              >
                <input
                  type="radio"
                  name="billing-period"
                  value={p}
                  checked={period === p}
                  onChange={() => setPeriod(p)}
                  className="sr-only"
                />
                {p === "monthly" ? t("monthly") : t("yearlySave", { percent: maxYearlySavingsPercent() })}
              </label>
            ))}
          </fieldset>
        )}
        {blocked && !readOnly && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {blocked}
          </p>
        )}
        <div className="grid grid-cols-1 gap-5 pt-2 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan as typeof plan & { monthlyCents: number }}
              period={period}
              current={plan.id === currentPlan}
              disabled={signedIn && (disabled || status.isPending)}
              pending={checkout.isPending && checkout.variables?.priceId === plan.checkoutCode}
              onSubscribe={() => subscribe(plan.checkoutCode, plan.name)}
              readOnly={readOnly}
              {...(priceLines === undefined ? {} : { prices: priceLines?.(plan, period) ?? null })}
              {...(readOnly ? {} : planAction(t, plan, current, change.isPending, setChangingTo))}
            />
          ))}
        </div>
      </section>

      <div className="flex gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-900">
        <Mic className="mt-1 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
        <div>
          <h2 className="font-bold">{t("aiTitle")}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("aiText")}</p>
        </div>
      </div>

      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <ShieldCheck className="h-5 w-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
        {t("guarantee", { days: MONEY_BACK_DAYS })} {t("timing")}
      </p>
      {current?.plan && !readOnly && (
        <PlanChangeDialog
          open={changingTo !== null || changingPeriod !== null}
          onOpenChange={(open) => {
            if (open) return;
            setChangingTo(null);
            setChangingPeriod(null);
          }}
          current={current}
          to={changingTo?.id ?? null}
          period={changingPeriod}
          currency={user?.currency}
          pending={change.isPending}
          onConfirm={onChangePlan}
        />
      )}
    </div>
  );
}

/** The plan cards' prices in a company's own currency, loaded on demand; undefined for US dollars (ADR 0162). */
function useLocalPrices(currency: string | undefined) {
  const [lines, setLines] = useState<null | ReturnType<typeof import("../lib/plan-prices-view").priceLinesIn>>(null);
  const local = currency !== undefined && currency !== "USD";
  useEffect(() => {
    if (local) void import("../lib/plan-prices-view").then((m) => setLines(() => m.priceLinesIn(currency)));
  }, [local, currency]);
  return local ? lines : undefined;
}
