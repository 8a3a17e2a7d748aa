// A completion bar with an accessible value (0-100).
import { cn } from "../../lib/cn";

export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={pct}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800", className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
