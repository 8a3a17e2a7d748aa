// Home quick actions: the five things a contractor does most, one tap each.
import { BellRing, type LucideIcon, Mic, PlusCircle, Receipt, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import type { Permission } from "#schema/contracts/permissions";
import { cn } from "#web/lib/cn";
import { usePermissions } from "#web/lib/permissions";
import { useDashboardWords } from "../words";

type Action = {
  to: string;
  label: "submitProgress" | "viewPayments" | "meetingDocs" | "sendReminders" | "configureTemplates";
  icon: LucideIcon;
  primary?: boolean;
  permission?: Permission;
};

const ACTIONS: Action[] = [
  { to: "/progress/new", label: "submitProgress", icon: PlusCircle, primary: true },
  { to: "/invoices", label: "viewPayments", icon: Receipt, permission: "money:read" },
  { to: "/meetings", label: "meetingDocs", icon: Mic },
  { to: "/nudge/clients", label: "sendReminders", icon: BellRing, permission: "payments:manage" },
  { to: "/nudge/config", label: "configureTemplates", icon: SlidersHorizontal, permission: "payments:manage" },
];

export function QuickActions() {
  const { can } = usePermissions();
  const actions = ACTIONS.filter((a) => !a.permission || can(a.permission));
  const t = useDashboardWords();
  return (
    <nav aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="sr-only">
        {t("quickActions")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {actions.map(({ to, label, icon: Icon, primary }) => (
          <li key={to} className={cn(primary && "col-span-2 sm:col-span-1")}>
            <Link
              to={to}
              className={cn(
                "flex h-full min-h-16 items-center gap-3 rounded-xl border p-3 text-sm font-semibold shadow-sm lg:flex-col lg:justify-center lg:text-center",
                primary
                  ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                  : "border-slate-200 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
              )}
            >
              <Icon
                className={cn("h-6 w-6 shrink-0", primary ? "text-accent-400" : "text-brand-700 dark:text-brand-100")}
                aria-hidden="true"
              />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
