// A confirmation for destructive actions; its Radix AlertDialog (confirm-dialog-view.tsx) loads after first paint.
import type { ConfirmDialogProps } from "./confirm-dialog-view";
import { lazyDialog } from "./lazy-dialog";

export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import("./confirm-dialog-view").then((m) => m.ConfirmDialog),
);
