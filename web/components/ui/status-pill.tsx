// A status as a coloured pill (spec section 4): pending amber, approved primary, paid green, rejected and overdue red, else grey.
import { cn } from "../../lib/cn";
import { statusName, useCommonWords } from "../../lib/common-words";

const tones: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  approved: "bg-brand-100 text-brand-800 ring-brand-500/40 dark:bg-brand-900 dark:text-brand-100 dark:ring-brand-600",
  paid: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
  rejected: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  overdue: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  // A project's own state: done (Projects tab Completed), or put away with its billings kept.
  completed: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
};
const grey = "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600";

export function StatusPill({ status, className }: { status: string; className?: string }) {
  const t = useCommonWords();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status] ?? grey,
        className,
      )}
    >
      {statusName(t, status)}
    </span>
  );
}
