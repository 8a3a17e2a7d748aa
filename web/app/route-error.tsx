// Shown when a page fails to load (e.g. a lazy chunk lost to a dropped connection); PageErrorBoundary logs the error.
import { Button } from "../components/ui/button";

export function RouteError() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-xl font-bold">This page didn't load</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The connection may have dropped. Reload to try again.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
