// The service worker (vite-plugin-pwa, generateSW): precache the app shell and answer the SPA's navigations offline.
// Everything the Worker renders or answers itself stays off the offline fallback, and no API answer is cached
// (ADR 0096).
import type { VitePWAOptions } from "vite-plugin-pwa";

/**
 * The URL the app document is precached under. The assets layer redirects "/index.html" to "/", and "/" is the
 * Worker-rendered marketing home for a signed-out visitor, so the shell is fetched from an app route that always
 * answers index.html (Workers' SPA fallback, or the Worker's own serveApp).
 */
export const APP_SHELL_URL = "/dashboard";

/**
 * Navigations the offline fallback must never answer: the Worker-rendered marketing pages and public link pages,
 * the API, development pages and Cloudflare's own paths. Mirrors `run_worker_first` in wrangler.toml
 * (test/web/pwa-config.test.ts keeps them in step).
 */
export const NAVIGATE_FALLBACK_DENYLIST = [
  /^\/$/,
  /^\/(features|how-it-works|pricing|faq|support|subscribe)\/?$/,
  /^\/blog(\/|$)/,
  /^\/(a|s|api|dev|cdn-cgi)(\/|$)/,
  /^\/(robots\.txt|sitemap\.xml)$/,
  // The client's thank-you after deciding through a link is Worker-rendered (ADR 0090).
  /^\/thank-you\/?$/,
];

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
  workbox: {
    globDirectory: "dist/client",
    globPatterns: ["index.html", "assets/**/*.{js,css}", "*.{svg,png,ico,webmanifest}"],
    // The marketing pages' script belongs to Worker-rendered pages; the social card is never shown in the app.
    globIgnores: ["assets/marketing.js", "og-image.png", ".vite/**"],
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => (e.url === "index.html" ? { ...e, url: APP_SHELL_URL } : e)),
        warnings: [],
      }),
    ],
    navigateFallback: APP_SHELL_URL,
    navigateFallbackDenylist: NAVIGATE_FALLBACK_DENYLIST,
    // Only the precache: API answers carry personal data and are never put in a service-worker cache.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // Photos can be large; the precache holds code only, so this guards against an accidental big asset.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
