// Nothing lost under faults: a contractor submits progress while the queue refuses every message; the page says the
// link will be sent, and after the outbox relay runs (the 5-minute cron) the client's email is there exactly once.
// Also: the contractor downloads all their data from /profile.
import type { Page } from "@playwright/test";
import { makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, lookAt, signUpViaApi, test, uniqueUsername } from "./fixtures";

const PHOTO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type OutboxMessage = { to: string; channel: string; subject: string | null; status: string; body: string };
const outboxFor = async (page: Page, to: string) => {
  const res = await page.request.get("/api/dev/outbox");
  return ((await res.json()) as OutboxMessage[]).filter((m) => m.to === to);
};
const setQueueFault = async (page: Page, queue: boolean) => {
  const res = await page.request.put("/api/dev/faults", { data: { queue } });
  expect(res.status(), await res.text()).toBe(200);
};
/** Fires the 5-minute relay cron as if ten minutes had passed (past every grace period and retry delay). */
const fireRelay = async (page: Page) => {
  const time = Date.now() + 10 * 60_000;
  const res = await page.request.get(`/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*&time=${time}`);
  expect(res.status(), await res.text()).toBe(200);
};

test("a billing submitted while the queue is down reaches the client once, after the relay runs", async ({ page }) => {
  await signUpViaApi(page);
  const clientEmail = `${uniqueUsername("client")}@example.com`;
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", email: clientEmail, phone: null });
  const project = await makeProject(actor, { name: "Webb Kitchen Rewire", clientId: client.id, totalValue: null });

  await setQueueFault(page, true);
  try {
    await page.goto(`/progress/submit/${project.id}`);
    await page.getByLabel("Progress Completion %").fill("30");
    await page.getByLabel("Amount ($)").fill("4200");
    await page.getByRole("button", { name: "Continue to Photos" }).click();
    await page
      .getByLabel("Choose photos")
      .setInputFiles({ name: "panel.png", mimeType: "image/png", buffer: PHOTO_PNG });
    await expect(page.getByText("Uploaded")).toHaveCount(1);
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await page.getByRole("button", { name: "Submit Progress" }).click();

    await expect(page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "approval link will be sent" })).toHaveText(
      "Sending is delayed: the approval link will be sent to your client automatically within a few minutes.",
    );
    await lookAt(page, { path: "test-results/faults-submitted-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await lookAt(page, { path: "test-results/faults-submitted-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });

    // Recorded, not lost: the email waits in the outbox, shown as delivering.
    const waiting = await outboxFor(page, clientEmail);
    expect(waiting.map((m) => m.status)).toEqual(["queued"]);
    await page.goto("/dev/outbox");
    const card = page
      .getByText(`Email to ${clientEmail}`)
      .locator("xpath=ancestor::div[contains(@class,'rounded')][1]");
    await expect(card.getByText("Delivering", { exact: true })).toBeVisible();
  } finally {
    await setQueueFault(page, false);
  }

  await fireRelay(page);
  await expect
    .poll(async () => (await outboxFor(page, clientEmail)).map((m) => m.status), { timeout: 15_000 })
    .toEqual(["sent"]);
  // Another relay pass later changes nothing: exactly one email.
  await fireRelay(page);
  await page.waitForTimeout(1500);
  const final = await outboxFor(page, clientEmail);
  expect(final).toHaveLength(1);
  expect(final[0]!.subject).toContain("please approve Progress #1 for Webb Kitchen Rewire");
  expect(final[0]!.body).toMatch(/\/a\/[A-Za-z0-9_-]{43}/);
});

test("a contractor downloads all their data as a ZIP from the profile", async ({ page }) => {
  const account = await signUpViaApi(page);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  // Cards below the first screen load as they near the viewport (ADR 0093): scroll to it as a person would.
  await page.getByRole("heading", { name: "Your data" }).scrollIntoViewIfNeeded();
  const link = page.getByRole("link", { name: "Download my data" });
  await link.scrollIntoViewIfNeeded();
  await lookAt(page, { path: "test-results/faults-profile-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await link.scrollIntoViewIfNeeded();
  await lookAt(page, { path: "test-results/faults-profile-1280.png" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^paystage-export-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  const bytes = readFileSync(path!);
  // A ZIP: local file header magic, and the account record inside.
  expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
  expect(bytes.includes(Buffer.from("account.json"))).toBe(true);
});
