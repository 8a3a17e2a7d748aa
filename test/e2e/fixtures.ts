// Journey helpers: each test makes its own contractor, so tests never depend on each other's data.
import { test as base, expect, type Page } from "@playwright/test";

let seq = 0;
export const uniqueUsername = (prefix = "pro") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export type Account = { username: string; password: string; fullName: string };

/** Registers through the API (fast) and leaves the page signed in. */
export async function signUpViaApi(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = { username: uniqueUsername(), password: "ladder-jobsite-42", fullName: "Jordan Pike", ...overrides };
  const res = await page.request.post("/api/register", {
    data: {
      ...account,
      email: `${account.username}@example.com`,
      companyName: "Pike Plumbing",
      timezone: "America/Chicago",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
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
        page.getByRole("dialog").filter({ hasText: "Achievement Unlocked!" }),
        async (dialog) => {
          for (let shown = 0; shown < 10 && (await dialog.isVisible()); shown++) {
            await dialog.getByRole("button", { name: "Awesome!" }).click();
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
