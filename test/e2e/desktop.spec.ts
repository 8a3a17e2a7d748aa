// Desktop (1280 px): the signed-in shell has a side navigation instead of the bottom bar, and it passes axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, signUpViaApi, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test("at 1280 px the side navigation replaces the bottom bar, navigates and marks the current page", async ({
  page,
}) => {
  await signUpViaApi(page, { fullName: "Dana Reyes" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Hi, Dana Reyes" })).toBeVisible();

  // Exactly one Main navigation is on screen, and it runs down the left edge: the bottom bar is gone.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toHaveCount(1);
  const box = (await nav.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.height).toBeGreaterThan(box.width);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { name: "Projects", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(nav.getByRole("link", { name: "Clients" })).toHaveAttribute("aria-current", "page");

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
});
