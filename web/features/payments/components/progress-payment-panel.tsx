// Getting paid for one approved progress: send the client a payment request, or share pay links yourself.
import type { ProgressPaymentProps } from "#web/components/slots/progress-payment-slot";
import { Card } from "#web/components/ui/card";
import { useGetPaidWords } from "../words";
import { PaymentLinksCard } from "./payment-links-card";
import { PaymentRequestButton } from "./payment-request-button";

export default function ProgressPaymentPanel({ progressId, client }: ProgressPaymentProps) {
  const t = useGetPaidWords();
  return (
    <section aria-labelledby="get-paid-title" className="space-y-4">
      <Card className="space-y-3">
        <div>
          <h2 id="get-paid-title" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("approved", { name: client.name })}</p>
        </div>
        <PaymentRequestButton
          progressId={progressId}
          clientName={client.name}
          clientEmail={client.email}
          clientPhone={client.phoneDisplay ?? client.phone}
        />
      </Card>
      <PaymentLinksCard progressId={progressId} clientId={client.id} />
    </section>
  );
}
