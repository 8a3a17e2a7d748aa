// The app's connection and version notices: an offline banner while there is no connection, and an update prompt
// when a new version has been deployed and is waiting (ADR 0096). Part of the shell, not loaded when due: the
// offline banner must show when there is no signal to fetch it with.
import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useCommonWords } from "../../lib/common-words";
import { useOnline } from "../../lib/use-online";
import { useShellWords } from "../shell/words";
import { useServiceWorker } from "./use-service-worker";

export default function AppStatus() {
  const online = useOnline();
  const { updateReady, reload } = useServiceWorker();
  const t = useShellWords();
  const common = useCommonWords();
  return (
    <>
      {!online && (
        <div
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t("offline")}</span>
        </div>
      )}
      {updateReady && (
        <section
          aria-label={t("updateAvailable")}
          className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 p-3 pl-4 text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          <RefreshCw className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p role="status" className="flex-1 text-sm font-medium">
            {t("newVersion")}
          </p>
          <Button variant="secondary" className="min-h-10 px-4" onClick={reload}>
            {common("reload")}
          </Button>
        </section>
      )}
    </>
  );
}
