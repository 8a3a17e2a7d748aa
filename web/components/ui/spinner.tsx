// Loading indicator with an accessible name.
import { Loader2 } from "lucide-react";
import { useCommonWords } from "../../lib/common-words";

export function Spinner({ label }: { label?: string }) {
  const t = useCommonWords();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-brand-700 dark:text-brand-100">
      <Loader2 className="h-8 w-8 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </div>
  );
}
