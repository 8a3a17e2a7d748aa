// Registers the service worker after first paint and reports when a newer version is waiting (ADR 0096).
import { useEffect, useRef, useState } from "react";
import { HOUR_MS } from "#schema/rules/durations";

/** How often an open app asks for a new version (also on reconnect and when the tab comes back). */
const UPDATE_CHECK_MS = HOUR_MS;

export function useServiceWorker() {
  const [updateReady, setUpdateReady] = useState(false);
  const apply = useRef<(() => Promise<void>) | null>(null);
  const registrationRef = useRef<ServiceWorkerRegistration | undefined>(undefined);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    const check = () => {
      if (navigator.onLine) void registration?.update().catch(() => {});
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    let cancelled = false;
    // Under the dev server the plugin's register module is a no-op (devOptions disabled): nothing registers.
    void import("virtual:pwa-register").then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdateReady(true),
        onRegisteredSW: (_url, reg) => {
          registration = reg;
          registrationRef.current = reg;
        },
      });
      // Skips the waiting worker; the plugin reloads the page once the new one controls it.
      apply.current = () => updateSW(true);
    });
    const timer = window.setInterval(check, UPDATE_CHECK_MS);
    window.addEventListener("online", check);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener("online", check);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  const reload = () => {
    const waiting = registrationRef.current?.waiting;
    // A page the old worker never controlled (the first visit) gets no "controlling" event: reload once the new
    // worker is active instead.
    if (waiting && !navigator.serviceWorker.controller) {
      waiting.addEventListener("statechange", () => {
        if (waiting.state === "activated") window.location.reload();
      });
    }
    void apply.current?.();
  };

  return { updateReady, reload };
}
