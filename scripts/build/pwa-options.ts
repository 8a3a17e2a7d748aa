// The service worker (vite-plugin-pwa, injectManifest with web/app/pwa/sw.ts): precache the app shell, answer the
// SPA's navigations offline, and send queued billings by Background Sync. Everything the Worker renders or answers
// itself stays off the offline fallback, and no API answer is cached (ADR 0096, ADR 0113).
import type { VitePWAOptions } from "vite-plugin-pwa";
import { APP_SHELL_URL, NAVIGATE_FALLBACK_DENYLIST } from "#web/app/pwa/offline-routes";

export { APP_SHELL_URL, NAVIGATE_FALLBACK_DENYLIST };

export const pwaOptions: Partial<VitePWAOptions> = {
  // The update is offered, never forced: a contractor mid-billing decides when to reload (web/app/pwa).
  registerType: "prompt",
  // Registered by the app after first paint (web/app/pwa/use-service-worker.ts), not by an injected script.
  injectRegister: false,
  // public/manifest.webmanifest (linked from index.html) is the manifest; the plugin only adds it to the precache.
  manifest: false,
  // The client build's own output (the Cloudflare plugin builds the Worker beside it, in dist/paystage).
  outDir: "dist/client",
  // Development keeps plain network behaviour: no service worker under `npm run dev`.
  devOptions: { enabled: false },
  // Our own service worker (web/app/pwa/sw.ts), built to dist/client/sw.js: the name installed apps already check
  // for updates, so they move to it.
  strategies: "injectManifest",
  srcDir: "web/app/pwa",
  filename: "sw.ts",
  injectManifest: {
    globDirectory: "dist/client",
    globPatterns: ["index.html", "assets/**/*.{js,css}", "assets/icons-*.svg", "*.{svg,png,ico,webmanifest}"],
    // The marketing pages' script belongs to Worker-rendered pages; the social card is never shown in the app.
    globIgnores: ["assets/marketing.js", "og-image.png", ".vite/**", "sw.js"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: APP_SHELL_URL } : e)),
        warnings: [],
      }),
    ],
    // Photos can be large; the precache holds code only, so this guards against an accidental big asset.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
