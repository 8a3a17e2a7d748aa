// /test-checkout: the local stand-in for Stripe Checkout (ADR 0040). Confirming sends correctly signed
// Stripe-shaped events to the app's own webhook handler; no card, no Stripe account.
import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { chargeIn, PLAN_CURRENCY_LOCALES, planCurrencyFor } from "#schema/contracts/plan-prices";
import { planByCheckoutCode } from "#schema/contracts/plans";
import { checkoutTrialLine } from "#schema/contracts/subscription-texts";
import { formatDate } from "#schema/rules/dates";
import { formatMoney, formatPrice } from "#schema/rules/money";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { subscriptionStatusQuery, useCompleteTestCheckout } from "../api/subscription";

export default function TestCheckoutPage() {
  usePageHeader("Test checkout", { back: "/subscription" });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteTestCheckout();
  // The free trial carried into the subscription (ADR 0120): nothing is charged today, as Stripe Checkout says.
  const status = useQuery(subscriptionStatusQuery);
  // The stand-in charges the company's currency, as Checkout does with the Price's currency_options (ADR 0162).
  const currency = planCurrencyFor(useQuery(userQuery).data?.currency);
  const money = (minor: number) =>
    currency === "USD" ? formatPrice(minor) : formatMoney(minor, currency, PLAN_CURRENCY_LOCALES[currency]);
  const sessionId = params.get("session_id") ?? "";
  const plan = planByCheckoutCode(params.get("plan") ?? "");
  const period = params.get("period") === "yearly" ? "yearly" : "monthly";

  if (!plan?.checkoutCode || plan.monthlyCents === null || !sessionId) {
    return (
      <Card role="alert" className="mx-auto max-w-md space-y-3 p-6">
        <h1 className="text-xl font-bold">This checkout link is not valid</h1>
        <Link to="/subscription" className={buttonClass("primary")}>
          Choose a plan
        </Link>
      </Card>
    );
  }
  const code = plan.checkoutCode;
  const price = money(chargeIn(plan, period, currency) ?? plan.monthlyCents);
  const per = period === "yearly" ? "year" : "month";
  const trialEnd = status.data?.checkoutTrialEnd ?? null;

  const pay = async () => {
    try {
      await complete.mutateAsync({ priceId: code, sessionId, period });
      navigate(`/payment-success?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    } catch (err) {
      toast.error("Error creating checkout session", { description: errorMessage(err) });
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          Test mode: no Stripe keys are configured, so this page stands in for Stripe Checkout. No card is charged.
          Confirming sends signed Stripe events to this app's webhook, exactly as Stripe would.
        </p>
      </div>
      <Card className="space-y-4 p-6">
        <h1 className="text-xl font-bold">Subscribe to {plan.name}</h1>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700 dark:text-slate-300">Plan</dt>
            <dd className="font-semibold">{plan.name}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-700 dark:text-slate-300">
              {period === "yearly" ? "Billed yearly" : "Billed monthly"}
            </dt>
            <dd className="font-semibold">
              {price}/{per}
            </dd>
          </div>
          {trialEnd && (
            <div className="flex justify-between">
              <dt className="text-slate-700 dark:text-slate-300">Due today</dt>
              <dd className="font-semibold">{money(0)}</dd>
            </div>
          )}
        </dl>
        {trialEnd && <p className="text-sm">{checkoutTrialLine(`${price}/${per}`, formatDate(trialEnd))}</p>}
        <Button
          size="lg"
          className="w-full"
          onClick={pay}
          disabled={status.isPending || complete.isPending || complete.isSuccess}
        >
          {complete.isPending
            ? "Processing..."
            : trialEnd
              ? "Start subscription, nothing charged today"
              : `Pay ${price} and subscribe`}
        </Button>
        <Link to="/subscription" className={buttonClass("ghost", "md", "w-full")}>
          Cancel and go back
        </Link>
      </Card>
    </div>
  );
}
