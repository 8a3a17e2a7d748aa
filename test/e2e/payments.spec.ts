// Getting paid: payment settings on the profile, then a payment request for an approved progress, read in the dev outbox.
import type { Page } from "@playwright/test";
import { approvedProgress, makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, lookAt, signUpViaApi, test } from "./fixtures";

/** A client, project and approved progress made through the public API, signed in person with a real PNG. */
async function billApproved(page: Page) {
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb" });
  const projectName = `Kitchen Rewire ${Date.now().toString(36)}`;
  const project = await makeProject(actor, { name: projectName, clientId: client.id, totalValue: null });
  const signature = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 100;
    const ctx = canvas.getContext("2d")!;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(20, 60);
    ctx.bezierCurveTo(80, 10, 160, 90, 280, 40);
    ctx.stroke();
    return canvas.toDataURL("image/png");
  });
  const progress = await approvedProgress(
    actor,
    { projectId: project.id, completionPercentage: 40, amount: 1_248_050 },
    signature,
  );
  return { progressId: progress.id, reference: `${projectName} - Progress #1` };
}

test("payment settings are confirmed and saved, and a payment request reaches the outbox with working pay links", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpViaApi(page, { fullName: "Dana Reyes" });

  await page.goto("/profile");
  // Cards below the first screen load as they near the viewport (ADR 0093): scroll to it as a person would.
  await page.getByRole("heading", { name: "Payment Settings" }).scrollIntoViewIfNeeded();
  const card = page.locator("form", { has: page.getByRole("button", { name: "Save Payment Details" }) });
  const save = card.getByRole("button", { name: "Save Payment Details" });
  const confirm = card.getByRole("checkbox", {
    name: /^I confirm that all payment information entered is accurate and belongs to me/,
  });

  // Bank is the default; a wrong routing number is caught before anything is sent.
  await expect(card.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  await card.getByLabel("Account holder name").fill("Reyes Electric LLC");
  await card.getByLabel("Routing number").fill("12345");
  await card.getByLabel("Account number").fill("000123456789");
  await expect(save).toBeDisabled();
  await confirm.check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(card.getByText("Routing number must be 9 digits")).toBeVisible();
  await card.getByLabel("Routing number").fill("021000021");
  await save.click();
  // A new change needs a fresh confirmation.
  await expect(confirm).not.toBeChecked();
  await expect(save).toBeDisabled();

  await card.getByText("Venmo", { exact: true }).click();
  await card.getByLabel("Venmo username").fill("@reyes-electric");
  await confirm.check();
  await save.click();
  // Saved: a new change would need a fresh confirmation again.
  await expect(confirm).not.toBeChecked();
  await expect(card.getByText("Also on file (offered when a request includes all methods)")).toBeVisible();
  await lookAt(page, { path: "test-results/journey-profile-390.png", fullPage: true });

  const { progressId, reference } = await billApproved(page);
  await page.goto(`/progress/${progressId}`);
  await expect(page.getByRole("heading", { name: "Get Paid" })).toBeVisible();

  // Pay links: generated for every method on file, copied with a 2-second indicator.
  // Get Paid sits below the first screen: it loads as a person scrolls to it.
  await page.getByRole("heading", { name: "Get Paid", exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Generate Payment Links" }).click();
  const links = page.getByRole("list", { name: "Payment links" });
  const venmoLink = `https://venmo.com/reyes-electric?txn=pay&amount=12480.50&note=${encodeURIComponent(reference)}`;
  await expect(links.getByText(venmoLink)).toBeVisible();
  await expect(page.getByRole("region", { name: "Bank transfer instructions" })).toContainText(
    "Routing number: 021000021",
  );
  await links.getByRole("button", { name: "Copy Venmo link" }).click();
  await expect(links.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(venmoLink);
  await expect(links.getByText("Copied")).toBeHidden();

  // The request: both channels (the client has a phone), a personal signature, a counted message.
  await page.getByRole("button", { name: "Request Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Payment" });
  await expect(dialog.getByLabel("Message")).toHaveValue(
    "Please review and process the payment at your earliest convenience.",
  );
  await dialog.getByText("Both", { exact: true }).click();
  await dialog.getByLabel("Message").fill("Thanks for approving the rough-in. Details below.");
  await expect(dialog.getByText("49/500")).toBeVisible();
  await expect(dialog.getByLabel("Your signature")).toHaveCount(0);
  await dialog.getByLabel("Sign as").selectOption("personal");
  await dialog.getByLabel("Your signature").fill("Dana R.");
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/dev/outbox");
  const email = page.getByRole("listitem").filter({ hasText: `Payment request: ${reference} ($12,480.50)` });
  await expect(email).toBeVisible();
  await expect(email).toContainText("Thanks for approving the rough-in. Details below.");
  await expect(email).toContainText("Thank you,\nDana R.\nPike Plumbing");
  await expect(email.getByRole("link", { name: venmoLink })).toHaveAttribute("href", venmoLink);
  await expect(email.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
  const sms = page.getByRole("listitem").filter({ hasText: "SMS to +15125550188" }).filter({ hasText: reference });
  await expect(sms).toContainText("Dana R.: Thanks for approving the rough-in.");
  await lookAt(page, { path: "test-results/journey-outbox-390.png", fullPage: true });
});
