// Bottom navigation: the spec's six destinations, thumb-reachable. At 1024 px and wider the side navigation
// (side-nav.tsx) takes its place.
import { FileText, FolderKanban, Home, Mic, PlusCircle, Users } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Permission } from "#schema/contracts/permissions";
import { cn } from "../../lib/cn";
import { usePermissions } from "../../lib/permissions";
import { useShellWords } from "./words";

type Item = {
  to: string;
  label: "navHome" | "navInvoices" | "navNewProgress" | "navMeetings" | "navProjects" | "navClients";
  icon: typeof Home;
  isActive: (path: string) => boolean;
  primary?: boolean;
  /** Shown only to roles that may use it (schema/contracts/permissions.ts). */
  permission?: Permission;
};

export const NAV_ITEMS: Item[] = [
  { to: "/", label: "navHome", icon: Home, isActive: (p) => p === "/" || p === "/dashboard" },
  {
    to: "/invoices",
    label: "navInvoices",
    icon: FileText,
    isActive: (p) => p.startsWith("/invoices"),
    permission: "money:read",
  },
  {
    to: "/progress/new",
    label: "navNewProgress",
    icon: PlusCircle,
    isActive: (p) => p.startsWith("/progress/new") || p.startsWith("/progress/submit"),
    primary: true,
  },
  { to: "/meetings", label: "navMeetings", icon: Mic, isActive: (p) => p.startsWith("/meetings") },
  {
    to: "/projects",
    label: "navProjects",
    icon: FolderKanban,
    isActive: (p) => p.startsWith("/projects") || p.startsWith("/project/"),
  },
  { to: "/clients", label: "navClients", icon: Users, isActive: (p) => p.startsWith("/clients") },
];

/** The destinations the current user's role may use, named in their language. */
export function useNavItems() {
  const { can } = usePermissions();
  const t = useShellWords();
  return NAV_ITEMS.filter((item) => !item.permission || can(item.permission)).map((item) => ({
    ...item,
    label: t(item.label),
  }));
}

export function BottomNav() {
  const { pathname } = useLocation();
  const items = useNavItems();
  const t = useShellWords();
  return (
    <nav
      aria-label={t("mainNav")}
      className="fixed inset-x-0 bottom-0 z-30 border-t lg:hidden border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-slate-800 dark:bg-slate-950"
    >
      {/* One column per destination the role has (six for the owner and the office). */}
      <ul className="mx-auto grid max-w-2xl" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map(({ to, label, icon: Icon, isActive, primary }) => {
          const active = isActive(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-[11px] leading-tight font-medium",
                  active ? "text-brand-700 dark:text-white" : "text-slate-600 dark:text-slate-400",
                )}
              >
                <Icon
                  className={cn(primary ? "h-7 w-7" : "h-5 w-5", primary && "text-brand-700 dark:text-accent-400")}
                  aria-hidden="true"
                  strokeWidth={active ? 2.5 : 2}
                />
                <span className="text-center">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
