// /test-checkout: the local stand-in for Stripe Checkout (ADR 0040). Confirming sends correctly signed
// Stripe-shaped events to the app's own webhook handler; no card, no Stripe account.
import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { chargeIn, PLAN_CURRENCY_LOCALES, planCurrencyFor } from "#schema/contracts/plan-prices";
import { planByCheckoutCode } from "#schema/contracts/plans";
import { checkout } from "#schema/i18n/app/en/checkout";
import { formatMoney, formatPrice } from "#schema/rules/money";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { defineWords } from "#web/lib/words";
import { subscriptionStatusQuery, useCompleteTestCheckout } from "../api/subscription";

const useCheckoutWords = defineWords(checkout, () => import("#schema/i18n/app/es/checkout").then((m) => m.checkout));

export default function TestCheckoutPage() {
  const t = useCheckoutWords();
  const said = useSaid();
  usePageHeader(t("title"), { back: "/subscription" });
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
        <h1 className="text-xl font-bold">{t("invalid")}</h1>
        <Link to="/subscription" className={buttonClass("primary")}>
          {t("choosePlan")}
        </Link>
      </Card>
    );
  }
  const code = plan.checkoutCode;
  const price = money(chargeIn(plan, period, currency) ?? plan.monthlyCents);
  const priced = period === "yearly" ? t("perYear", { price }) : t("perMonth", { price });
  const trialEnd = status.data?.checkoutTrialEnd ?? null;

  const pay = async () => {
    try {
      await complete.mutateAsync({ priceId: code, sessionId, period });
      navigate(`/payment-success?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    } catch (err) {
      toast.error(t("failed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p>{t("testMode")}</p>
      </div>
      <Card className="space-y-4 p-6">
        <h1 className="text-xl font-bold">{t("subscribeTo", { plan: plan.name })}</h1>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700 dark:text-slate-300">{t("plan")}</dt>
            <dd className="font-semibold">{plan.name}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-700 dark:text-slate-300">{period === "yearly" ? t("billedY") : t("billedM")}</dt>
            <dd className="font-semibold">{priced}</dd>
          </div>
          {trialEnd && (
            <div className="flex justify-between">
              <dt className="text-slate-700 dark:text-slate-300">{t("dueToday")}</dt>
              <dd className="font-semibold">{money(0)}</dd>
            </div>
          )}
        </dl>
        {trialEnd && <p className="text-sm">{t("trialLine", { price: priced, date: formatDate(trialEnd) })}</p>}
        <Button
          size="lg"
          className="w-full"
          onClick={pay}
          disabled={status.isPending || complete.isPending || complete.isSuccess}
        >
          {complete.isPending ? t("processing") : trialEnd ? t("startTrial") : t("pay", { price })}
        </Button>
        <Link to="/subscription" className={buttonClass("ghost", "md", "w-full")}>
          {t("back")}
        </Link>
      </Card>
    </div>
  );
}
