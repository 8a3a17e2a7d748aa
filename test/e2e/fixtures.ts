// Journey helpers: each test makes its own contractor, so tests never depend on each other's data.
import { test as base, expect, type Page } from "@playwright/test";
import type { Register } from "#schema/contracts/auth";
import { type Actor, apiClient, ok, registration, uniqueName } from "../factories/api";

export const uniqueUsername = (prefix = "pro") => uniqueName(prefix);

export type Account = { username: string; password: string; fullName: string };

/** Answers that carry no body by definition: a fetch Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The page's Actor for the shared factories: the typed client over `page.request`, which shares the page's cookies
 * (so it acts as whoever is signed in there). It sends no Origin or Sec-Fetch-Site, which the Worker's cross-site
 * check reads as a non-browser caller, as it does the worker tests' client.
 */
export function actorOf(page: Page): Actor {
  const origin = test.info().project.use.baseURL!;
  const send = async (req: Request) => {
    const res = await page.request.fetch(req.url, {
      method: req.method,
      headers: Object.fromEntries(req.headers),
      data: req.body ? Buffer.from(await req.arrayBuffer()) : undefined,
    });
    const body = NULL_BODY_STATUSES.has(res.status()) ? null : new Uint8Array(await res.body());
    return new Response(body, { status: res.status(), headers: res.headersArray().map((h) => [h.name, h.value]) });
  };
  return { api: apiClient(origin, send), fetch: (path, init) => send(new Request(new URL(path, origin), init)) };
}

/** Registers through the API (fast) and leaves the page signed in. */
export async function signUpViaApi(page: Page, overrides: Partial<Register> = {}): Promise<Account> {
  const username = overrides.username ?? uniqueUsername();
  const data = registration({
    username,
    fullName: "Jordan Pike",
    email: `${username}@example.com`,
    phone: null,
    companyName: "Pike Plumbing",
    timezone: "America/Chicago",
    ...overrides,
  });
  await ok(actorOf(page).api.register.$post({ json: data }), 201);
  return { username: data.username, password: data.password, fullName: data.fullName };
}

/**
 * Ends the account's free trial now (development-only POST /api/dev/end-trial): a subscription made during the trial
 * keeps the trial's Professional limits until it ends (ADR 0123), so journeys about a plan's own limits start past it.
 */
export async function endTrial(page: Page, username: string) {
  const res = await page.request.post("/api/dev/end-trial", { data: { username } });
  expect(res.status()).toBe(200);
}

/** What Chromium logs when the Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i;

export const test = base.extend<{ closeAchievements: boolean }>({
  /** Off in journeys that test the achievement-unlocked dialog itself (test.use({ closeAchievements: false })). */
  closeAchievements: [true, { option: true }],
  page: async ({ page, closeAchievements }, use) => {
    // Journeys test their own screens; the first-run tour has its own test.
    await page.addInitScript(() => localStorage.setItem("hasSeenWalkthrough", "true"));
    // Ordinary steps earn badges (a first client, a first project), and the unlocked dialog then waits for a quiet
    // moment; journeys about other screens close it as a person would, whenever it shows up.
    if (closeAchievements) {
      // Badges earned together open one after another as each is closed: close them all.
      await page.addLocatorHandler(
        // In English or, for a person who reads the app in Spanish, in Spanish (issue 34).
        page.getByRole("dialog").filter({ hasText: /Achievement Unlocked!|¡Logro desbloqueado!/ }),
        async (dialog) => {
          for (let shown = 0; shown < 10 && (await dialog.isVisible()); shown++) {
            // A dialog that closes or redraws under the click (its words arriving, the next badge taking its place)
            // is looked at again rather than waited on: a handler that never returns blocks the journey's every step.
            await dialog
              .getByRole("button", { name: /^(Awesome!|¡Excelente!)$/ })
              .click({ timeout: 3_000 })
              .catch(() => {});
            // The next one opens a moment after this one closes.
            await page.waitForTimeout(300);
          }
        },
      );
    }
    // Every journey also proves the app works under its CSP: a blocked script or style fails the journey.
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (CSP_VIOLATION.test(msg.text())) violations.push(msg.text());
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations in the console").toEqual([]);
  },
});
export { expect };

/**
 * A screenshot to look at (the guide: open each screen at 390 px and desktop width), taken only when E2E_SHOTS=1:
 * a journey's assertions never depend on it, and a full-page capture costs a second or more of every CI run.
 */
export async function lookAt(page: Page, options: { path: string; fullPage?: boolean }) {
  if (process.env.E2E_SHOTS) await page.screenshot(options);
}
