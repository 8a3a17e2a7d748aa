// The admin's Demo Accounts: create a set on /profile, copy the details, sign in as one and see a full dashboard.
import { expect, lookAt, test } from "./fixtures";

test("an admin creates demo accounts and signs in as one to a full dashboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The seeded admin (scripts/seed.mjs: ADMIN_USERNAME, ADMIN_PASSWORD from .dev.vars, admin1234 by default).
  const login = await page.request.post("/api/login", { data: { username: "admin", password: "admin1234" } });
  expect(login.status(), await login.text()).toBe(200);

  await page.goto("/profile");
  const card = page.getByRole("heading", { name: "Demo Accounts" });
  await expect(card).toBeVisible();
  // Cards below the first screen load as they near the viewport (ADR 0093): scroll to it as a person would.
  await card.scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Create Demo Accounts" }).click();
  const list = page.getByRole("list", { name: "Demo accounts" });
  await expect(list.getByRole("listitem")).toHaveCount(3, { timeout: 30_000 });
  await list.getByRole("listitem").first().scrollIntoViewIfNeeded();
  await lookAt(page, { path: "test-results/demo-accounts-390.png", fullPage: true });

  const first = list.getByRole("listitem").first();
  const username = (await first.locator("dd").nth(0).textContent())!.trim();
  const password = (await first.locator("dd").nth(1).textContent())!.trim();
  await first.getByRole("button", { name: `Copy ${username}` }).click();
  await expect(first.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${username} / ${password}`);

  // Sign in as the demo contractor, the way the salesperson would.
  await context.clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /^Hi, / })).toBeVisible();
  const cashFlow = page.getByRole("region", { name: "Cash Flow Summary" });
  await expect(cashFlow).toBeVisible();
  await expect(cashFlow.getByText(/\$[1-9][\d,]*/).first()).toBeVisible();
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("listitem")).toHaveCount(5);
  await expect(activity.getByText("Payment Received")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Projects" })).toBeVisible();
  // A demo opens calm: its badges are history, not a queue of dialogs.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await lookAt(page, { path: "test-results/demo-dashboard-390.png", fullPage: true });

  await page.goto("/achievements");
  await page.getByRole("tab", { name: "Unlocked Only" }).click();
  await expect(page.getByRole("list", { name: "Badges" }).getByRole("listitem").first()).toBeVisible();
});
