// Shown when a page fails to load (e.g. a lazy chunk lost to a dropped connection); PageErrorBoundary logs the error.
import { Button } from "../components/ui/button";
import { useCommonWords } from "../lib/common-words";

export function RouteError() {
  const t = useCommonWords();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-xl font-bold">{t("pageFailed")}</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("pageFailedBody")}</p>
      <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
    </div>
  );
}
