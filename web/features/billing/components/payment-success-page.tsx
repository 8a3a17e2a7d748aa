// /payment-success?session_id=...: says Payment Successful only once the server has the subscription; while
// Stripe's webhook is still on its way it waits with a spinner rather than claim success early.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { getPlan } from "#schema/contracts/plans";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { paymentSuccess } from "#schema/i18n/app/en/payment-success";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { formatDate } from "#web/lib/dates";
import { defineWords } from "#web/lib/words";
import { subscriptionStatusQuery } from "../api/subscription";

/** How long to wait for the webhook before saying it has not arrived yet. */
export const CONFIRM_WAIT_MS = 20_000;
const POLL_MS = 1_000;
const usePaymentSuccessWords = defineWords(paymentSuccess, () =>
  import("#schema/i18n/app/es/payment-success").then((m) => m.paymentSuccess),
);

const isPaid = (s: SubscriptionStatusView | undefined) =>
  Boolean(s?.plan && ["active", "canceling"].includes(s.status));

export default function PaymentSuccessPage() {
  const t = usePaymentSuccessWords();
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const [gaveUp, setGaveUp] = useState(false);
  const status = useQuery({
    ...subscriptionStatusQuery,
    // Always ask the server afresh here, then poll until the subscription shows up (or we stop waiting).
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: (q) => (isPaid(q.state.data) || gaveUp ? false : POLL_MS),
  });
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const paid = isPaid(status.data);
  const trialUntil = paid ? (status.data?.paidFrom ?? null) : null;
  const planName = status.data?.plan ? getPlan(status.data.plan).name : t("noPlan");

  return (
    <div className="mx-auto max-w-md py-6">
      <Card className="space-y-4 p-6 text-center">
        {paid ? (
          <>
            <CheckCircle2 className="mx-auto h-14 w-14 text-green-700 dark:text-green-400" aria-hidden="true" />
            {/* In the carried trial nothing was paid: it says so rather than "Payment Successful" (ADR 0120). */}
            <h1 className="text-2xl font-bold">{t(trialUntil ? "started" : "successful")}</h1>
            <p className="text-slate-700 dark:text-slate-300">
              {t(sessionId ? "activated" : "updated", { plan: planName })}
            </p>
            {trialUntil && (
              <p className="text-slate-700 dark:text-slate-300">
                {t("nothingCharged", { date: formatDate(trialUntil) })}
              </p>
            )}
          </>
        ) : gaveUp ? (
          <>
            <h1 className="text-2xl font-bold">{t("waiting")}</h1>
            <p role="status" className="text-slate-700 dark:text-slate-300">
              {t("waitingBody")}
            </p>
          </>
        ) : (
          <div role="status" className="space-y-3">
            <Loader2 className="mx-auto h-10 w-10 animate-spin text-brand-700 dark:text-brand-100" aria-hidden="true" />
            <h1 className="text-xl font-bold">{t("confirming")}</h1>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("fewSeconds")}</p>
          </div>
        )}
        <div className="flex flex-col gap-2 pt-2">
          <a href="/" className={buttonClass("primary", "lg")}>
            {t("dashboard")}
          </a>
          <Link to="/subscription" className={buttonClass("secondary", "lg")}>
            {t("manage")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
