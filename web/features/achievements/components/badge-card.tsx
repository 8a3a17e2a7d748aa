// One badge: locked (grey, lock), in progress (its percentage), or unlocked (coloured, with the day it was earned).
import { CheckCircle2, Lock } from "lucide-react";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { cn } from "#web/lib/cn";
import { formatDate } from "#web/lib/dates";
import type { BadgeView } from "../api/achievements";
import { useAchievementWords } from "../words";
import { BadgeIcon } from "./badge-icon";

export function BadgeCard({ badge }: { badge: BadgeView }) {
  const t = useAchievementWords();
  const { state } = badge;
  const earned = badge.achievement?.awardedAt ? new Date(badge.achievement.awardedAt) : null;
  return (
    // Not the shared Card: its white surface would win over the unlocked tint (cn does not merge classes).
    <div
      className={cn(
        "flex h-full gap-3 rounded-xl border p-4 shadow-sm",
        state === "unlocked"
          ? "border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40"
          : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
      )}
      data-state={state}
    >
      <div
        className={cn(
          "relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full",
          state === "unlocked"
            ? "bg-amber-400 text-amber-950"
            : state === "in-progress"
              ? "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              : "bg-slate-200 text-slate-500 dark:bg-slate-800 dark:text-slate-400",
        )}
      >
        <BadgeIcon icon={badge.icon} className="h-6 w-6" />
        {state === "locked" && (
          <Lock
            className="absolute -right-1 -bottom-1 h-5 w-5 rounded-full bg-white p-0.5 text-slate-600 dark:bg-slate-900"
            aria-hidden="true"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className={cn("font-semibold", state === "locked" && "text-slate-700 dark:text-slate-300")}>
            {badge.name}
          </h3>
          {badge.level > 1 && (
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t("level", { level: badge.level })}
            </span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{badge.description}</p>
        {state === "unlocked" ? (
          <p className="mt-2 flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {earned ? t("unlockedOn", { date: formatDate(earned) }) : t("unlocked")}
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-2">
            <ProgressBar value={badge.progress} label={t("progressOf", { name: badge.name })} className="flex-1" />
            <span className="w-24 shrink-0 text-right text-xs font-medium text-slate-600 dark:text-slate-400">
              {state === "locked" ? t("locked") : `${badge.progress}%`}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
