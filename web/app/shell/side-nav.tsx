// Desktop (>= 1024 px) navigation: the wordmark, then the bottom bar's destinations down the left edge, from the top
// of the window (it used to start below the header's height, leaving an empty box above it). Phones never see it.
import { Link, useLocation } from "react-router";
import { Wordmark } from "../../components/shell/wordmark";
import { cn } from "../../lib/cn";
import { useNavItems } from "./bottom-nav";
import { useShellWords } from "./words";

export function SideNav() {
  const { pathname } = useLocation();
  const items = useNavItems();
  const t = useShellWords();
  return (
    <div className="fixed top-0 bottom-0 left-0 z-20 hidden w-56 flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-950">
      <Link to="/dashboard" aria-label={t("home")} className="flex h-16 shrink-0 items-center px-6">
        <Wordmark />
      </Link>
      <nav aria-label={t("mainNav")} className="flex-1 overflow-y-auto px-3 pt-3 pb-5">
        <ul className="space-y-1">
          {items.map(({ to, label, icon: Icon, isActive, primary }) => {
            const active = isActive(pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                    active
                      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
                      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-900",
                  )}
                >
                  <Icon
                    className={cn("h-5 w-5 shrink-0", primary && "text-brand-700 dark:text-accent-400")}
                    aria-hidden="true"
                    strokeWidth={active ? 2.5 : 2}
                  />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
