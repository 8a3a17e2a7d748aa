// Registers the service worker and watches the connection on every signed-in screen; the notices themselves (the
// offline banner, the update prompt) load only once one is due (ADR 0096, ADR 0131).
import { lazy, Suspense } from "react";
import { useOnline } from "../../lib/use-online";
import { useServiceWorker } from "./use-service-worker";

const StatusNotices = lazy(() => import("./status-notices"));

export default function AppStatus() {
  const online = useOnline();
  const { updateReady, reload } = useServiceWorker();
  if (online && !updateReady) return null;
  return (
    <Suspense fallback={null}>
      <StatusNotices online={online} updateReady={updateReady} reload={reload} />
    </Suspense>
  );
}
