// The one definition of the browser security policy: CSP, framing, sniffing, referrer and permissions.
// public/_headers repeats the app's values for the static-asset navigations the Worker never sees;
// test/worker/security-headers.test.ts fails if the two drift apart (ADR 0070).

/** Where browsers post CSP violation reports (report-uri, and report-to through Reporting-Endpoints). */
export const CSP_REPORT_PATH = "/api/security/csp-report";

/**
 * SHA-256 of index.html's one inline script (the theme applied before first paint). Changing that script means
 * updating this hash and public/_headers; the header test recomputes it from index.html.
 */
export const INDEX_INLINE_SCRIPT_HASH = "'sha256-hr8Lfsg1UaNUt33sM7f7m1nPlRgMHaHLNmxEjkhrYp4='";

export type Surface =
  /** The single-page app's document: one document for every app route, so it carries every app permission. */
  | "app"
  /** Worker-rendered HTML (marketing, errors) and every non-HTML answer: nothing beyond our own files. */
  | "page";

/**
 * Vite's dev server injects inline module scripts (React Refresh preamble) and an HMR websocket. Only there is
 * script-src loosened; a build (what CI, preview and production serve) gets the strict policy.
 */
const viteDevServer = import.meta.env.MODE === "development";

export function contentSecurityPolicy(surface: Surface, dev = viteDevServer): string {
  const scripts = dev ? "'self' 'unsafe-inline'" : surface === "app" ? `'self' ${INDEX_INLINE_SCRIPT_HASH}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Inline style attributes (marketing CSS, Radix positioning) are not script: allowed, as ASVS permits.
    "style-src 'self' 'unsafe-inline'",
    // data: for inline SVG icons, blob: for photo previews and recorded audio before upload.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/**
 * Powerful features: the app's document may use the microphone (meetings record audio). Because the app is one
 * document, a per-route policy would only apply on a hard load, so the grant is on the app document, limited to
 * our own origin; no other surface gets it.
 */
export const permissionsPolicy = (surface: Surface) =>
  [
    `microphone=${surface === "app" ? "(self)" : "()"}`,
    "camera=()",
    "geolocation=()",
    "payment=()",
    "usb=()",
    "display-capture=()",
  ].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/** Every header of the policy, for one surface. HSTS only in production (browsers ignore it over http anyway). */
export function securityHeaders(surface: Surface, production: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(surface),
    "Reporting-Endpoints": `csp="${CSP_REPORT_PATH}"`,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(surface),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
