// Foundation journey: register, session survives reload, logout, guards, not-found, navigation.
import { expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

test("a new contractor registers, stays signed in across a reload, and logs out", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  const username = uniqueUsername("reg");
  await page.getByLabel("Full name").fill("Casey Morgan");
  await page.getByLabel("Company name").fill("Morgan HVAC");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("ladder-jobsite-42");
  await page.getByLabel("Confirm password").fill("secret12");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("ladder-jobsite-42");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Hi, Casey Morgan" })).toBeVisible();
  await expect(page.getByText("Here's your payment status.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Hi, Casey Morgan" })).toBeVisible();

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("login shows the spec's messages, then signs in; /auth redirects a signed-in user", async ({ page }) => {
  const account = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("unknown paths show Page Not Found", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the bottom navigation marks the active item and the profile saves", async ({ page }) => {
  await signUpViaApi(page, { fullName: "Riley Stone" });
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Clients" })).not.toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: /Account menu for Riley Stone/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await page.getByLabel("Full name").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await page.getByLabel("Full name").fill("Riley J. Stone");
  await page.getByLabel("Timezone").selectOption("Asia/Tokyo");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("button", { name: /Account menu for Riley J. Stone/ })).toHaveText("RJ");
  await page.reload();
  await expect(page.getByLabel("Timezone")).toHaveValue("Asia/Tokyo");
});
