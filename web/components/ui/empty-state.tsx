// What a list shows when it has nothing: a title, a hint, and usually the next action.
import type { ReactNode } from "react";

export const EmptyState = ({
  icon,
  title,
  hint,
  action,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) => (
  <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
    {icon && <div className="text-slate-500">{icon}</div>}
    <h2 className="text-base font-semibold">{title}</h2>
    {hint && <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
    {action}
  </div>
);
