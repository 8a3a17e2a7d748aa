// Tabs (Radix): arrow-key navigation and roles for free.
import * as RadixTabs from "@radix-ui/react-tabs";
import { cn } from "../../lib/cn";

export const Tabs = RadixTabs.Root;
export const TabsContent = RadixTabs.Content;

export const TabsList = ({ className, ...props }: RadixTabs.TabsListProps) => (
  <RadixTabs.List className={cn("flex gap-1 rounded-lg bg-slate-200/70 p-1 dark:bg-slate-800", className)} {...props} />
);

export const TabsTrigger = ({ className, ...props }: RadixTabs.TabsTriggerProps) => (
  <RadixTabs.Trigger
    className={cn(
      "min-h-10 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white",
      className,
    )}
    {...props}
  />
);
