// What the service worker answers offline and what it leaves to the network (ADR 0096). Shared by the build's
// precache list (scripts/build/pwa-options.ts) and the service worker itself (sw.ts).

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
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  /^\/$/,
  /^\/(features|how-it-works|pricing|faq|support|subscribe)\/?$/,
  /^\/blog(\/|$)/,
  // The Spanish marketing pages (ADR 0198).
  /^\/es(\/|$)/,
  /^\/(a|s|lw|api|dev|cdn-cgi)(\/|$)/,
  /^\/(robots\.txt|sitemap\.xml)$/,
  // The client's thank-you after deciding through a link is Worker-rendered (ADR 0090).
  /^\/thank-you\/?$/,
];
