// The screens people open cold: from the home-screen icon, a bookmark, a sign-in link. The Worker serves their
// HTML with their code preloaded and, for a signed-in person, the answers of their first reads embedded, so the
// phone spends one round trip on the page instead of a chain of them (ADR 0110). Plain data: the Worker, the
// build (scripts/build/first-screens.ts) and the web read it.

export type FirstScreen = {
  /** Paths whose document is this screen ("/" is the dashboard for a signed-in visitor). */
  paths: readonly string[];
  /** Source modules the screen renders first, besides the entry: their chunks become <link rel="modulepreload">. */
  modules: readonly string[];
  /** GET API paths answered inside the document for a signed-in person (each answer exactly as the API gives it). */
  reads: readonly string[];
};

export const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    paths: ["/dashboard", "/"],
    modules: [
      "web/features/dashboard/components/dashboard-page.tsx",
      "web/app/shell/app-shell.tsx",
      "web/features/billing/components/subscription-banner.tsx",
    ],
    reads: ["/api/user", "/api/dashboard", "/api/subscription-status", "/api/notifications"],
  },
  {
    paths: ["/auth"],
    modules: ["web/features/auth/components/auth-page.tsx"],
    // Whether someone is already signed in decides between the form and the dashboard.
    reads: ["/api/user"],
  },
];

export const firstScreenFor = (path: string) => FIRST_SCREENS.find((s) => s.paths.includes(path));

/** The built map of each first-screen path to the script URLs it preloads (written by the client build). */
export const FIRST_SCREENS_FILE = "/first-screens.json";
/** The key of a screen's words in one language in that file (ADR 0244): `/dashboard es`. */
export const wordsPreloadKey = (path: string, language: string) => `${path} ${language}`;

/** The element the embedded answers travel in: a JSON data block, never executed (so the CSP is unchanged). */
export const BOOT_ELEMENT_ID = "paystage-boot";

/** What the document carries: each read's status and body, as the API answered it while the page was built. */
export type BootPayload = { reads: Record<string, { status: number; body: unknown }> };
