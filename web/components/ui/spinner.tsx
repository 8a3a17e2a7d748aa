// Loading indicator with an accessible name.
import { Loader2 } from "lucide-react";

export const Spinner = ({ label = "Loading" }: { label?: string }) => (
  <div role="status" className="flex min-h-[50vh] items-center justify-center text-brand-700 dark:text-brand-100">
    <Loader2 className="h-8 w-8 animate-spin" aria-hidden="true" />
    <span className="sr-only">{label}</span>
  </div>
);
