// Badges as a new contractor earns them: a first client unlocks one, the dialog celebrates it once, and
// /achievements shows it unlocked under its category.
import { expect, lookAt, signUpViaApi, test } from "./fixtures";

test.use({ closeAchievements: false });

type BadgeList = {
  badges: { id: number; code: string }[];
  achievements: { badgeId: number; progress: number; isNew: boolean }[];
};

test("a first client unlocks First Client: dialog, toast, marked read on close, shown under Clients", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Clients", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add client" }).first().click();
  const form = page.getByRole("dialog", { name: "Add client" });
  await form.getByLabel("Contact name").fill("Marcus Webb");
  await form.getByLabel("Company name").fill("Webb Family Homes");
  await form.getByLabel("Email").fill("marcus@example.com");
  await form.getByRole("button", { name: "Add client" }).click();

  const unlocked = page.getByRole("dialog", { name: "First Client" });
  await expect(unlocked).toBeVisible();
  await expect(unlocked.getByText("Achievement Unlocked!")).toBeVisible();
  await expect(page.getByText("You earned the First Client badge.")).toBeVisible();
  await lookAt(page, { path: "test-results/achievement-dialog-390.png" });

  await unlocked.getByRole("button", { name: "Awesome!" }).click();
  await expect(unlocked).toBeHidden();
  // Closing marked it read on the server.
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/badges")).json()) as BadgeList;
      const id = body.badges.find((b) => b.code === "first_client")!.id;
      return body.achievements.find((a) => a.badgeId === id);
    })
    .toMatchObject({ progress: 100, isNew: false });

  await page.goto("/achievements");
  await expect(page.getByRole("heading", { name: "Achievements", level: 1 })).toBeVisible();
  await expect(page.getByText("Overall progress")).toBeVisible();
  await page.getByRole("tab", { name: "Clients" }).click();
  const badges = page.getByRole("list", { name: "Badges" });
  const card = badges.getByRole("listitem").filter({ hasText: "First Client" });
  await expect(card.getByText(/^Unlocked/)).toBeVisible();
  await expect(badges.getByRole("listitem").filter({ hasText: "Growing Roster" }).getByText("20%")).toBeVisible();
  await page.getByRole("tab", { name: "Unlocked Only" }).click();
  await expect(badges.getByRole("listitem")).toHaveCount(1);
  await lookAt(page, { path: "test-results/achievements-390.png", fullPage: true });
  // Read once, never shown again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Achievements", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
