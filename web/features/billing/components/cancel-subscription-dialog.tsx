// Cancel Subscription's confirmation, loaded on the first intent on /subscription (ADR 0167, ADR 0238).
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import type { CancelSubscriptionProps } from "./cancel-subscription-view";

export const CancelSubscriptionDialog = lazyDialog<CancelSubscriptionProps>(() =>
  import("./cancel-subscription-view").then((m) => m.CancelSubscriptionDialog),
);
