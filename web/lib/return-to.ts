// Where /auth sends a visitor after signing in: back to the page that asked (?next=), else the dashboard.

/** Only a path of this app: "//evil.example" or "https://..." would leave it. */
export function returnTarget(search: string, fallback = "/dashboard") {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : fallback;
}

/** /auth, returning to `path` once signed in. */
export const authReturningTo = (path: string) => `/auth?next=${encodeURIComponent(path)}`;
