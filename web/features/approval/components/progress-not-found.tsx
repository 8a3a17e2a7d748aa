// The spec's not-found state for a missing, expired, revoked or someone else's progress.
import { FileQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { useSigningPageWords } from "../signing-page-words";

/** On the contractor's own device (in-person signing); the client's link has the Worker's page (ADR 0090). */
export function ProgressNotFound({ action }: { action?: ReactNode }) {
  const t = useSigningPageWords();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-2 py-12 text-center">
      <FileQuestion className="h-10 w-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("notFound")}</h1>
      <p className="max-w-sm text-slate-700 dark:text-slate-300">{t("notFoundText")}</p>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{t("notFoundHint")}</p>
      {action}
    </div>
  );
}
