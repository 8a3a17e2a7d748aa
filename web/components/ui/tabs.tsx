// Tabs with the WAI-ARIA tabs pattern (roles, roving focus, arrow keys, Home/End, activation on focus), written
// out rather than Radix's: Radix Tabs brings its collection and roving-focus machinery (8 KB gzip) to every
// first load that shows tabs, /auth included (ADR 0093). Same API and data-state styling hooks as before.
import { createContext, type HTMLAttributes, type KeyboardEvent, type ReactNode, useContext, useId } from "react";
import { cn } from "../../lib/cn";

type TabsState = { value: string; onValueChange: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

const useTabs = () => {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
};
const slug = (value: string) => value.replace(/[^\w-]/g, "_");

type TabsProps = { value: string; onValueChange: (value: string) => void; className?: string; children: ReactNode };

export function Tabs({ value, onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[e.key];
    if (!move) return;
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    e.preventDefault();
    const next = tabs[move(current, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn("flex gap-1 rounded-lg bg-slate-200/70 p-1 dark:bg-slate-800", className)}
      {...props}
    >
      {children}
    </div>
  );
}

type TriggerProps = Omit<HTMLAttributes<HTMLButtonElement>, "onClick"> & { value: string; disabled?: boolean };

export function TabsTrigger({ value, className, children, ...props }: TriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-trigger-${slug(value)}`}
      aria-selected={active}
      aria-controls={`${tabs.baseId}-content-${slug(value)}`}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      onClick={() => !active && tabs.onValueChange(value)}
      className={cn(
        "min-h-10 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-content-${slug(value)}`}
      aria-labelledby={`${tabs.baseId}-trigger-${slug(value)}`}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable when it has no focusable content
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
