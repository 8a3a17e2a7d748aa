// A meeting being recorded is work in progress on any screen (issue 23, ADR 0124): a badge earned meanwhile waits
// until it is stopped, moving around the app keeps it recording, and at the month's limit Record is off and says so
// before anything is recorded.
import { recordingForm, webmBytes } from "../factories/meetings";
import { actorOf, endTrial, expect, lookAt, signUpViaApi, test } from "./fixtures";

test.use({
  closeAchievements: false,
  permissions: ["microphone"],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

test("a badge earned during a recording changes nothing until it is stopped; leaving /meetings keeps it recording", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/meetings");
  await page.getByRole("button", { name: "Record First Meeting" }).click();
  await expect(page.getByRole("timer")).toHaveText("00:02", { timeout: 8000 });

  // Away by the bottom navigation: no question, no upload, no jump; the recording carries on behind a bar.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  const bar = page.getByRole("link", { name: /Recording \d\d:\d\d Back to recording/ });
  await expect(bar).toBeVisible();

  // A first client earns First Client while the recording runs.
  await page.getByRole("button", { name: "Add client" }).first().click();
  const form = page.getByRole("dialog", { name: "Add client" });
  await form.getByLabel("Contact name").fill("Marcus Webb");
  await form.getByLabel("Company name").fill("Webb Family Homes");
  await form.getByLabel("Email").fill("marcus@example.com");
  await form.getByRole("button", { name: "Add client" }).click();
  await expect(form).toBeHidden();
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/badges")).json()) as {
        achievements: { isNew: boolean; progress: number }[];
      };
      return body.achievements.some((a) => a.isNew && a.progress >= 100);
    })
    .toBe(true);
  // Long past the dialog's wait between looks (1.5 s): nothing opens over the recording.
  await page.waitForTimeout(4000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Achievement Unlocked!")).toHaveCount(0);
  await lookAt(page, { path: "test-results/recording-bar-390.png" });

  // Back to the recording: still running, and still no dialog.
  await bar.click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole("timer")).toHaveText(/^00:(0[6-9]|[1-5]\d)$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Stopped: it uploads, and only now the badge is celebrated; its links no longer have a recording to stop.
  await page.getByRole("button", { name: "Stop Recording" }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/, { timeout: 20_000 });
  const unlocked = page.getByRole("dialog", { name: "First Client" });
  await expect(unlocked).toBeVisible({ timeout: 10_000 });
  await unlocked.getByRole("link", { name: "View all achievements" }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  const meetings = (await (await page.request.get("/api/meetings")).json()) as unknown[];
  expect(meetings).toHaveLength(1);
});

test("at 3 of 3 recordings Record Meeting is off and says the limit before recording", async ({ page }) => {
  const { username } = await signUpViaApi(page);
  // Past the free trial (its limits would apply until it ends), subscribe to Solo (3 recorded meetings a month)
  // through the local test checkout.
  await endTrial(page, username);
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Subscribe to Solo Contractor" }).click();
  await page.getByRole("button", { name: "Pay $59.99 and subscribe" }).click();
  await expect(page.getByText("Your Solo Contractor subscription has been activated.")).toBeVisible();
  const actor = actorOf(page);
  for (let n = 0; n < 3; n++) {
    const res = await actor.api.meetings.$post(undefined as never, { init: { body: recordingForm(webmBytes()) } });
    expect(res.status).toBe(201);
  }

  await page.goto("/meetings");
  // The first recorded meeting earned On the Record: celebrated once, then out of the way.
  const unlocked = page.getByRole("dialog", { name: "On the Record" });
  await expect(unlocked).toBeVisible();
  await unlocked.getByRole("button", { name: "Awesome!" }).click();
  await expect(unlocked).toBeHidden();
  await expect(page.getByRole("progressbar", { name: "3 of 3 meetings used" })).toBeVisible();
  const record = page.getByRole("button", { name: "Record Meeting" });
  await expect(record).toBeDisabled();
  await expect(page.getByText(/^You've used 3 of 3 recorded meetings this month\./)).toBeVisible();
  await expect(record).toHaveAccessibleDescription(/You've used 3 of 3 recorded meetings this month/);
  await expect(page.getByRole("link", { name: "New Meeting" })).toBeVisible();
  await lookAt(page, { path: "test-results/recording-limit-390.png", fullPage: true });
});
