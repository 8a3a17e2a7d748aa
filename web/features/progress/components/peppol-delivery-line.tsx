// Whether a billing's e-invoice arrived over Peppol, or why not (issue 36, ADR 0193). Loaded only for a billing that
// was sent over Peppol: most billings never are, and the payment status screen's first load has no room for it.
import { type PeppolDelivery, peppolDeliveryLine } from "#schema/contracts/peppol";

export function PeppolDeliveryLine({ delivery }: { delivery: PeppolDelivery }) {
  return (
    <p
      className={
        delivery.status === "failed"
          ? "text-sm font-medium text-amber-800 dark:text-amber-300"
          : "text-sm text-slate-700 dark:text-slate-300"
      }
      data-testid="peppol-delivery"
    >
      {peppolDeliveryLine(delivery)}
    </p>
  );
}
