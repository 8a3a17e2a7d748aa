// Registers the service worker after first paint and reports when a newer version is waiting (ADR 0096). The
// browser's own API, not workbox-window: registering and offering a waiting worker is a few lines, and the library
// was 2 KB of every signed-in first visit (ADR 0131).
import { useEffect, useRef, useState } from "react";
import { HOUR_MS } from "#schema/rules/durations";

/** How often an open app asks for a new version (also on reconnect and when the tab comes back). */
const UPDATE_CHECK_MS = HOUR_MS;
/** The service worker vite-plugin-pwa builds from web/app/pwa/sw.ts (scripts/build/pwa-options.ts). */
const SERVICE_WORKER_URL = "/sw.js";

export function useServiceWorker() {
  const [updateReady, setUpdateReady] = useState(false);
  const registrationRef = useRef<ServiceWorkerRegistration | undefined>(undefined);

  useEffect(() => {
    // The dev server builds no service worker (pwa-options.ts: devOptions disabled).
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    let cancelled = false;
    // A new version waits beside the active one; on the first install the worker is "installed" for a moment with
    // nothing active, and that is no update to offer.
    const offerWaiting = () => {
      if (!cancelled && registration?.waiting && registration.active) setUpdateReady(true);
    };
    const check = () => {
      if (navigator.onLine) void registration?.update().catch(() => {});
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: "/" })
      .then((reg) => {
        registration = reg;
        registrationRef.current = reg;
        // One already waiting from an earlier visit is offered at once.
        offerWaiting();
        reg.addEventListener("updatefound", () => {
          const installing = reg.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed") offerWaiting();
          });
        });
      })
      .catch(() => {
        // Not allowed (a private window, a browser setting): the app works online without it.
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

  /** Lets the waiting worker take over (sw.ts answers SKIP_WAITING), then reloads into the new version. */
  const reload = () => {
    const waiting = registrationRef.current?.waiting;
    if (!waiting) return;
    if (navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    } else {
      // A page the old worker never controlled (the first visit) gets no controllerchange: reload once it is active.
      waiting.addEventListener("statechange", () => {
        if (waiting.state === "activated") window.location.reload();
      });
    }
    waiting.postMessage({ type: "SKIP_WAITING" });
  };

  return { updateReady, reload };
}
