// A subscription status in the colours of spec section 4: active green; inactive, past due, canceling, canceled red.
import { type SubscriptionStatus, statusTone } from "#schema/contracts/subscription-texts";
import { cn } from "#web/lib/cn";
import { statusName, useSubscriptionWords } from "../subscription-words";

const tones = {
  green: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
  red: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  grey: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
} as const;

export function SubscriptionStatusPill({ status, label }: { status: SubscriptionStatus; label?: string }) {
  const t = useSubscriptionWords();
  return (
    <span
      data-tone={statusTone(status)}
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[statusTone(status)],
      )}
    >
      {label ?? statusName(t, status)}
    </span>
  );
}
