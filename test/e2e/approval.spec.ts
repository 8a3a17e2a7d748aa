// Client approval journeys: a contractor bills a stage, the client signs from the texted link on a phone with no
// account, claims the payment, and the contractor marks it paid. Also: reject with a reason, a revoked link, in person.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import {
  approvalLink,
  makeClient,
  makeProgress,
  makeProject,
  savePaymentDetails,
  uploadPhoto,
} from "../factories/billing";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

// A real site photo: the link page's thumbnails use srcset, where a 1x1 image would read as 0 px wide.
const PHOTO_JPEG = readFileSync("test/fixtures/panel-rough-in.jpg");

/** The link page's island (signature pad and Approve, ADR 0090): /assets/link.js in a build, its source in dev. */
const LINK_ISLAND = /\/assets\/link\.js$|\/web\/link\/island\.ts$/;

type Billing = { progressId: number; projectName: string; clientEmail: string };

/** Client, project, photo and a pending progress through the real APIs, as the signed-in contractor. */
async function billAStage(page: Page, completion = 60): Promise<Billing> {
  const actor = actorOf(page);
  const clientEmail = `${uniqueUsername("client")}@example.com`;
  const client = await makeClient(actor, { name: "Marcus Webb", email: clientEmail });
  const projectName = `Kitchen Rewire ${uniqueUsername("")}`;
  const project = await makeProject(actor, { name: projectName, clientId: client.id, totalValue: null });
  const photo = await uploadPhoto(actor, PHOTO_JPEG);
  const progress = await makeProgress(actor, {
    projectId: project.id,
    completionPercentage: completion,
    amount: 555_050,
    description: "Under-cabinet lighting and device trim-out.",
    photos: [{ url: photo.url, caption: "New panel" }],
  });
  return { progressId: progress.id, projectName, clientEmail };
}

/** Every approval link emailed to `email`, newest first, from the development outbox. */
async function linksFor(page: Page, email: string): Promise<string[]> {
  const res = await page.request.get("/api/dev/outbox");
  const messages = (await res.json()) as { to: string; channel: string; body: string }[];
  return messages
    .filter((m) => m.to === email && m.channel === "email")
    .map((m) => m.body.match(/https?:\/\/\S+\/a\/[A-Za-z0-9_-]{43}/)?.[0])
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).pathname);
}

/** The newest approval link emailed to `email`. */
async function latestLinkFor(page: Page, email: string): Promise<string> {
  await expect.poll(async () => (await linksFor(page, email)).length).toBeGreaterThan(0);
  return (await linksFor(page, email))[0]!;
}

/** The dashboard's Cash Flow Summary: pending, approved and paid totals in whole dollars. */
async function expectTotals(page: Page, [pending, approved, paid]: [string, string, string]) {
  await page.goto("/dashboard");
  const totals = page.getByRole("region", { name: "Cash Flow Summary" }).getByRole("definition");
  await expect(totals.nth(0)).toHaveText(pending);
  await expect(totals.nth(2)).toHaveText(approved);
  await expect(totals.nth(4)).toHaveText(paid);
}

/**
 * Resends the link from Payment Status and returns it. It waits for what the send leaves, one more link in the
 * outbox (the submission emailed the first), not for the "Approval link sent" toast, which may be gone by then.
 */
async function sendLinkFromPaymentStatus(page: Page, billing: Billing): Promise<string> {
  await page.goto(`/progress/${billing.progressId}`);
  await expect(page.getByRole("heading", { name: "Client approval" })).toBeVisible();
  const before = (await linksFor(page, billing.clientEmail)).length;
  await page.getByRole("button", { name: "Resend approval link" }).click();
  await expect.poll(async () => (await linksFor(page, billing.clientEmail)).length).toBe(before + 1);
  return (await linksFor(page, billing.clientEmail))[0]!;
}

/** A phone with no cookies: the client has no account. */
const clientPhone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

async function sign(canvas: Locator, page: Page) {
  // A finger scrolls to the box first; mouse moves outside the viewport would draw nothing.
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  const points: [number, number][] = [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.8, 0.4],
  ];
  for (const [fx, fy] of points) await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.up();
}

test("the client approves from the link with no account, claims payment, and the contractor marks it paid", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  await savePaymentDetails(actorOf(page), { preferredPaymentMethod: "paypal", paypalUsername: "pikeplumbing" });
  const billing = await billAStage(page);
  await expectTotals(page, ["$5,550.50", "$0", "$0"]);
  const link = await sendLinkFromPaymentStatus(page, billing);

  const phone: BrowserContext = await clientPhone(browser);
  const client = await phone.newPage();
  const requests: string[] = [];
  client.on("request", (r) => requests.push(r.url()));
  await client.goto(link);
  await expect(client.getByRole("heading", { name: "Progress Approval" })).toBeVisible();
  await expect(client.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(client.getByText(billing.projectName)).toBeVisible();
  await expect(client.getByText("$5,550.50")).toBeVisible();
  await expect(client.getByRole("progressbar", { name: "Completion" })).toHaveAttribute("aria-valuenow", "60");
  await expect(
    client.getByText("By signing above, you confirm that the work has been completed as described"),
  ).toBeVisible();
  // The photo is served through the token: a thumbnail, and a link to the full image that the island opens in a dialog.
  const photo = client.getByRole("link", { name: /Enlarge photo 1: New panel/ });
  await expect
    .poll(() => photo.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await photo.click();
  await expect(client.getByRole("dialog", { name: "New panel" })).toBeVisible();
  await client.keyboard.press("Escape");

  const approve = client.getByRole("button", { name: "Approve" });
  await expect(approve).toBeDisabled();
  await expect(client.getByText("Signature is required")).toBeVisible();
  await client.getByLabel("Your full name").fill("Marcus Webb");
  const canvas = client.getByTestId("signature-canvas");
  // Drawn at 2x the box: crisp on a phone's screen.
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, cw: c.clientWidth }));
  expect(size.w).toBeGreaterThanOrEqual(size.cw * 2);
  await sign(canvas, client);
  expect(requests.some((url) => LINK_ISLAND.test(url))).toBe(true);
  await client.getByRole("button", { name: "Clear" }).click();
  await expect(approve).toBeDisabled();
  await sign(canvas, client);
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(client).toHaveURL(/\/thank-you$/);
  await expect(client.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(client.getByRole("heading", { name: "How to pay" })).toBeVisible();
  const paypal = client.getByRole("link", { name: /Pay with PayPal/ });
  await expect(paypal).toHaveAttribute("href", "https://paypal.me/pikeplumbing/5550.50");
  await expect(client.getByText(`${billing.projectName} - Progress #1`)).toBeVisible();
  await expect(client.getByText("PayStage does not process payments", { exact: false })).toBeVisible();

  // Reopening the link shows the decision read-only.
  await client.goto(link);
  await expect(client.getByText(/Approved by Marcus Webb on/)).toBeVisible();
  await expect(client.getByTestId("signature-canvas")).toHaveCount(0);

  // The contractor sees Approved and a notification in the bell.
  await page.goto(`/progress/${billing.progressId}`);
  await expect(page.getByText("Approved", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByRole("menuitem", { name: /Progress approved/ })).toContainText(
    "Marcus Webb approved Progress #1",
  );
  await page.keyboard.press("Escape");

  // The contractor sends payment links and a payment request.
  // Get Paid sits below the first screen: it loads as a person scrolls to it.
  await page.getByRole("heading", { name: "Get Paid", exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Generate Payment Links" }).click();
  await expect(
    page.getByRole("list", { name: "Payment links" }).getByText("https://paypal.me/pikeplumbing/5550.50"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Request Payment" }).click();
  await page.getByRole("dialog", { name: "Request Payment" }).getByRole("button", { name: "Send Request" }).click();
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as {
        to: string;
        subject: string | null;
      }[];
      return outbox.filter((m) => m.to === billing.clientEmail && m.subject?.startsWith("Payment request")).length;
    })
    .toBe(1);
  await expectTotals(page, ["$0", "$5,550.50", "$0"]);
  await page.goto(`/progress/${billing.progressId}`);

  // The client says the payment is on its way.
  await client.getByRole("button", { name: "I've sent the payment" }).click();
  await expect(client.getByText(/You told .* you sent the payment on/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/Marcus Webb says they sent the payment on/)).toBeVisible();
  await page.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as paid" });
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(dialog.getByText("Choose how you were paid")).toBeVisible();
  await dialog.getByLabel("Paid by").selectOption("paypal");
  await dialog.getByLabel("Reference (optional)").fill("5TY12345");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByRole("heading", { name: "Payment recorded" })).toBeVisible();
  await expect(page.getByText(/by PayPal \(reference 5TY12345\)/)).toBeVisible();

  await client.reload();
  await expect(client.getByText(/Paid on .*Thank you!/)).toBeVisible();
  await phone.close();

  // The dashboard totals moved from pending to approved to paid.
  await expectTotals(page, ["$0", "$0", "$5,550.50"]);
});

test("the client rejects with a reason and the contractor sees why", async ({ page, browser }) => {
  await signUpViaApi(page);
  const billing = await billAStage(page);
  const link = await sendLinkFromPaymentStatus(page, billing);

  const phone = await clientPhone(browser);
  const client = await phone.newPage();
  await client.goto(link);
  await client.getByRole("button", { name: "Reject" }).click();
  const dialog = client.getByRole("dialog", { name: "Reject this progress?" });
  await dialog.getByLabel("Reason (optional)").fill("The outlet by the sink has no cover plate.");
  await dialog.getByRole("button", { name: "Reject progress" }).click();
  await expect(client).toHaveURL(/\/thank-you$/);
  await expect(client.getByRole("heading", { name: "Thanks for letting us know" })).toBeVisible();
  await client.goto(link);
  await expect(client.getByText("Reason: The outlet by the sink has no cover plate.")).toBeVisible();
  await phone.close();

  await page.goto(`/progress/${billing.progressId}`);
  await expect(
    page.getByText("Client rejected the submission: The outlet by the sink has no cover plate."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(page.getByRole("menuitem", { name: /Progress rejected/ })).toContainText(
    "The outlet by the sink has no cover plate.",
  );
});

// The client's phone has JavaScript off; the contractor's app (which needs it) checks the outcome.
test("the client reads the work and rejects with a reason, and is told politely that approving needs JavaScript", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const billing = await billAStage(page);
  const path = new URL((await approvalLink(actorOf(page), billing.progressId)).url).pathname;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const client = await phone.newPage();
  await client.goto(path);
  await expect(client.getByRole("heading", { name: "Progress Approval" })).toBeVisible();
  await expect(client.getByText(billing.projectName)).toBeVisible();
  await expect(client.getByText("$5,550.50")).toBeVisible();
  await expect(client.getByRole("progressbar", { name: "Completion" })).toHaveAttribute("aria-valuenow", "60");
  await expect(client.getByText("Under-cabinet lighting and device trim-out.")).toBeVisible();
  await expect
    .poll(() =>
      client
        .getByRole("link", { name: /Enlarge photo 1: New panel/ })
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(client.getByText("Approving needs JavaScript", { exact: false })).toBeVisible();
  await expect(client.getByRole("button", { name: "Approve" })).toBeDisabled();

  // The Reject button opens its dialog with no script (a popover), and the form posts as a plain form.
  await client.getByRole("button", { name: "Reject", exact: true }).click();
  const dialog = client.getByRole("dialog", { name: "Reject this progress?" });
  await dialog.getByLabel("Reason (optional)").fill("Two cover plates are missing in the hallway.");
  await dialog.getByRole("button", { name: "Reject progress" }).click();
  await expect(client).toHaveURL(/\/thank-you$/);
  await expect(client.getByRole("heading", { name: "Thanks for letting us know" })).toBeVisible();
  // Back on the link (a resubmitted form would change nothing): the decision, read-only.
  await client.goto(path);
  await expect(client.getByText("Reason: Two cover plates are missing in the hallway.")).toBeVisible();
  await expect(client.getByRole("button", { name: "Reject", exact: true })).toHaveCount(0);
  await phone.close();

  await page.goto(`/progress/${billing.progressId}`);
  await expect(
    page.getByText("Client rejected the submission: Two cover plates are missing in the hallway."),
  ).toBeVisible();
});

test("a link replaced by a resend shows Progress not found", async ({ page, browser }) => {
  await signUpViaApi(page);
  const billing = await billAStage(page);
  const oldLink = await sendLinkFromPaymentStatus(page, billing);
  await page.getByRole("button", { name: "Resend approval link" }).click();
  await expect.poll(() => latestLinkFor(page, billing.clientEmail)).not.toBe(oldLink);

  const phone = await clientPhone(browser);
  const client = await phone.newPage();
  const requests: string[] = [];
  client.on("request", (r) => requests.push(r.url()));
  await client.goto(oldLink);
  await expect(client.getByRole("heading", { name: "Progress not found" })).toBeVisible();
  // The island (signature pad and all) loads only when there is something to sign.
  expect(requests.filter((url) => LINK_ISLAND.test(url))).toEqual([]);
  await expect(
    client.getByText(
      "The progress submission you're looking for doesn't exist or you don't have permission to view it.",
    ),
  ).toBeVisible();
  await client.goto("/a/not-a-real-token-at-all-aaaaaaaaaaaaaaaaaaa");
  await expect(client.getByRole("heading", { name: "Progress not found" })).toBeVisible();
  await phone.close();
});

test("the client signs in person on the contractor's phone", async ({ page }) => {
  await signUpViaApi(page);
  const billing = await billAStage(page, 100);
  await page.goto(`/progress/${billing.progressId}`);
  await page.getByRole("link", { name: "Sign in person" }).click();
  await expect(page).toHaveURL(new RegExp(`/progress/${billing.progressId}/approve$`));
  await expect(page.getByRole("heading", { name: "Progress Approval" })).toBeVisible();
  // The contact's name is filled in; the client can change it.
  await expect(page.getByLabel("Your full name")).toHaveValue("Marcus Webb");
  await expect(page.getByRole("button", { name: "Approve" })).toBeDisabled();
  await sign(page.getByTestId("signature-canvas"), page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.getByRole("link", { name: "Back to Payment Status" }).click();
  await expect(page.getByRole("button", { name: "Mark as paid" })).toBeVisible();
});
