// The plan-change confirmation, loaded on the first intent on /subscription like every dialog (ADR 0167).
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import type { PlanChangeDialogProps } from "./plan-change-dialog-view";

export const PlanChangeDialog = lazyDialog<PlanChangeDialogProps>(() =>
  import("./plan-change-dialog-view").then((m) => m.PlanChangeDialog),
);
