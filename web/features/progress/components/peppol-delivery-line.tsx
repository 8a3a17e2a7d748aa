// Whether a billing's e-invoice arrived over Peppol, or why not (issue 36, ADR 0193, 0204): queued, sent, delivered,
// not delivered with the access point's words, or not sent because the company is no registered sender. Loaded
// only for a billing meant for Peppol: most billings never are, and the payment status screen's first load has no
// room for it.
import { type PeppolDelivery, peppolDeliveryLine } from "#schema/contracts/peppol";

export function PeppolDeliveryLine({ delivery }: { delivery: PeppolDelivery }) {
  return (
    <p
      className={
        delivery.status === "failed" || delivery.status === "unregistered"
          ? "text-sm font-medium text-amber-800 dark:text-amber-300"
          : delivery.status === "delivered"
            ? "text-sm font-medium text-emerald-800 dark:text-emerald-300"
            : "text-sm text-slate-700 dark:text-slate-300"
      }
      data-testid="peppol-delivery"
    >
      {peppolDeliveryLine(delivery)}
    </p>
  );
}
