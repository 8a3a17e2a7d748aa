// The month's recordings: used of limit, red at the limit, an upgrade prompt from limit - 2; Unlimited on Professional.
import { Link } from "react-router";
import { cn } from "#web/lib/cn";
import { formatMonthDay } from "#web/lib/dates";
import { useMeetingsWords } from "../words/meetings";

type Usage = { meetingsUsed: number; meetingsLimit: number | "unlimited"; meetingsResetDate: string | Date };

/** `managesPlan`: whether this person may change the plan (the owner); others get no upgrade link. */
export function UsageMeter({ usage, managesPlan = true }: { usage: Usage; managesPlan?: boolean }) {
  const t = useMeetingsWords();
  const { meetingsUsed: used, meetingsLimit: limit } = usage;
  const resets = formatMonthDay(usage.meetingsResetDate);
  if (limit === "unlimited") {
    return (
      <section
        aria-label={t("usage")}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-sm font-semibold">{t("recordedThisMonth")}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("recorded", { count: used })}</p>
        </div>
        {/* The plan's word alone: "0 of Unlimited" reads as a limit of nothing. */}
        <p className="mt-1 text-2xl font-bold">{t("unlimited")}</p>
      </section>
    );
  }
  const atLimit = used >= limit;
  const pct = limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return (
    <section
      aria-label={t("usage")}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-sm font-semibold">{t("recordedThisMonth")}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("resets", { date: resets })}</p>
      </div>
      <p className="mt-1 text-2xl font-bold">
        {used} <span className="text-base font-medium text-slate-600 dark:text-slate-400">{t("of", { limit })}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t("used", { used, limit })}
        aria-valuenow={used}
        aria-valuemin={0}
        aria-valuemax={limit}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cn("h-full rounded-full", atLimit ? "bg-red-600" : "bg-green-600")}
          style={{ width: `${pct}%` }}
        />
      </div>
      {used >= limit - 2 && (
        <p
          className={cn(
            "mt-2 text-sm",
            atLimit ? "font-semibold text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300",
          )}
        >
          {atLimit ? t("atLimit") : t("nearLimit")}{" "}
          {managesPlan && (
            <Link to="/subscription" className="font-semibold text-brand-700 underline dark:text-brand-300">
              {t("upgrade")}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
