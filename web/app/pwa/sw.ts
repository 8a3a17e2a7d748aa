// The service worker (ADR 0096, ADR 0113), built by vite-plugin-pwa (injectManifest) into dist/client/sw.js:
// - precaches the app shell and answers the SPA's navigations from it, so the app opens with no signal;
// - never caches an API answer (personal data) and never answers a path the Worker renders;
// - sends queued billings when the browser fires Background Sync, even with the app closed;
// - waits to take over until the person taps Reload in the update prompt (SKIP_WAITING).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { OUTBOX_SYNC_TAG } from "../../features/progress/offline/outbox-drain";
import { syncOutboxInBackground } from "../../features/progress/offline/sync-in-background";
import { APP_SHELL_URL, NAVIGATE_FALLBACK_DENYLIST } from "./offline-routes";

// The parts of the service worker scope used here (the DOM lib, which this project compiles against, lacks them).
type ExtendableEvent = Event & { waitUntil: (work: Promise<unknown>) => void };
type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };
type ServiceWorkerScope = {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting: () => Promise<void>;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), { denylist: NAVIGATE_FALLBACK_DENYLIST }));

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("sync", (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(syncOutboxInBackground());
});
