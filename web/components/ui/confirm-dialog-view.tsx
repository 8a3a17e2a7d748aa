// A confirmation for destructive actions (Radix AlertDialog): focus starts on Cancel, Escape cancels.
// Loaded through confirm-dialog.tsx, after first paint.
import * as RadixAlert from "@radix-ui/react-alert-dialog";
import { useCommonWords } from "../../lib/common-words";
import { buttonClass } from "./button";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The dismiss button; "Cancel" unless that would read like the action itself. */
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  /** "primary" for a confirmation that is not destructive (a plan change); "danger" by default. */
  tone?: "danger" | "primary";
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  tone = "danger",
}: ConfirmDialogProps) {
  const t = useCommonWords();
  return (
    <RadixAlert.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixAlert.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl dark:bg-slate-900">
          <RadixAlert.Title className="text-lg font-semibold">{title}</RadixAlert.Title>
          <RadixAlert.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </RadixAlert.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlert.Cancel className={buttonClass("secondary")} disabled={pending}>
              {cancelLabel ?? t("cancel")}
            </RadixAlert.Cancel>
            {/* Not RadixAlert.Action: that closes at once; the dialog stays open until the action settles. */}
            <button type="button" className={buttonClass(tone)} disabled={pending} onClick={onConfirm}>
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
