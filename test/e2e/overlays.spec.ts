// The first-run tour and the help button, as a new contractor meets them.
import { test as base } from "@playwright/test";
import { expect, signUpViaApi } from "./fixtures";

base("a new contractor gets the tour once, and help on each screen", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/dashboard");
  const tour = page.getByRole("dialog", { name: "Welcome to PayStage" });
  await expect(tour).toBeVisible();
  // Below 768 px it is a bottom sheet.
  const box = await tour.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(800);
  // Each step shows on the page it speaks of: "Show me how" opens the clients page with its step.
  await page.getByRole("button", { name: "Show me how" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("dialog", { name: "Add a client" })).toBeVisible();
  await page.getByRole("button", { name: "Close tour" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Hi, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Help for this screen" }).click();
  await expect(page.getByRole("heading", { name: "Your payment status" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Help for this screen" }).click();
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
});
