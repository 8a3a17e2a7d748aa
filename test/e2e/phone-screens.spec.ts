// Screens exact at 390 px: in-person signing owns the screen, /thank-you opens at the top, a non-image is refused
// without enabling Continue, mark paid refuses a day before submission, and the owner's not-found speaks to them.
import type { Locator, Page } from "@playwright/test";
import {
  approvalLink,
  approveInPerson,
  makeClient,
  makeProgress,
  makeProject,
  savePaymentDetails,
} from "../factories/billing";
import { actorOf, expect, signUpViaApi, test } from "./fixtures";

async function billAStage(page: Page, company = "Webb Family Homes") {
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", companyName: company, phone: null });
  const project = await makeProject(actor, { name: "Webb Kitchen Rewire", clientId: client.id, totalValue: null });
  const progress = await makeProgress(actor, {
    projectId: project.id,
    completionPercentage: 40,
    amount: 555_050,
    description: "Panel upgrade and rough-in of dedicated circuits. ".repeat(12),
  });
  return { projectId: project.id, progressId: progress.id };
}

/** The element the finger would hit at each corner and the middle of `target` is `target` itself. */
async function nothingCovers(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const points = [
    [box.x + 4, box.y + 4],
    [box.x + box.width - 4, box.y + 4],
    [box.x + 4, box.y + box.height - 4],
    [box.x + box.width - 4, box.y + box.height - 4],
    [box.x + box.width / 2, box.y + box.height / 2],
  ];
  for (const [x, y] of points) {
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute("data-testid") ?? "something else",
      [x, y],
    );
    expect(hit, `at ${x},${y}`).toBe("signature-canvas");
  }
}

async function sign(canvas: Locator, page: Page) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.35, 0.7],
    [0.5, 0.35],
    [0.7, 0.65],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.up();
}

test("in-person signing has the page to itself: nothing over the signature box", async ({ page }) => {
  await signUpViaApi(page);
  const { progressId } = await billAStage(page);
  await page.goto(`/progress/approve/${progressId}`);
  await expect(page.getByRole("heading", { name: "Progress Approval", level: 1 })).toBeVisible();
  // No shell: no back button, no bottom navigation, no help button, no bell.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Help for this screen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /back/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /back/i })).toHaveCount(0);
  // The contractor's full company name heads the page (never cut off).
  await expect(page.getByText("Pike Plumbing", { exact: true })).toBeVisible();

  const canvas = page.getByTestId("signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  await nothingCovers(page, canvas);
  await sign(canvas, page);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeInViewport();
});

test("the client's /thank-you opens at the top, with the payment options below", async ({ page, browser }) => {
  await signUpViaApi(page);
  await savePaymentDetails(actorOf(page), { preferredPaymentMethod: "paypal", paypalUsername: "PikePay" });
  const { progressId } = await billAStage(page);
  const path = new URL((await approvalLink(actorOf(page), progressId)).url).pathname;

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  await client.goto(path);
  const canvas = client.getByTestId("signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  await sign(canvas, client);
  await client.getByLabel("Your full name").fill("Marcus Webb");
  await client.getByRole("button", { name: "Approve" }).click();
  await expect(client).toHaveURL(/\/thank-you$/);
  await expect(client.getByRole("heading", { name: "Thank you!" })).toBeInViewport();
  // The page is long enough to land mid-way: only the reset keeps it at the top.
  expect(await client.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
  expect(await client.evaluate(() => window.scrollY)).toBe(0);
  await phone.close();
});

test("the owner's Progress not found speaks to the contractor", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/progress/999999/approve");
  await expect(page.getByRole("heading", { name: "Progress not found" })).toBeVisible();
  await expect(page.getByText(/open the billing from Invoices/)).toBeVisible();
  await expect(page.getByText(/If a newer link was sent to you/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("a file that is not an image is refused and never enables Continue to Review", async ({ page }) => {
  await signUpViaApi(page);
  const { projectId } = await billAStage(page);
  await page.goto(`/progress/submit/${projectId}`);
  await page.getByLabel("Progress Completion %").fill("60");
  await page.getByLabel("Amount ($)").fill("4200");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await expect(page.getByRole("heading", { name: "Photo Documentation" })).toBeVisible();
  await page.getByLabel("Choose photos").setInputFiles({
    name: "lien-waiver.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n%not a photo\n"),
  });
  const refused = page.getByRole("list", { name: "Files not added" });
  await expect(refused.getByText("lien-waiver.pdf")).toBeVisible();
  await expect(refused.getByText("Photos must be JPEG, PNG, WebP or HEIC images")).toBeVisible();
  await expect(page.getByText("No photos yet. Add at least one to continue.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Review" })).toBeDisabled();
  // Help here is the Submit progress help (same screen as /progress/new).
  await page.getByRole("button", { name: "Help for this screen" }).click();
  await expect(page.getByRole("heading", { name: "Submit progress" })).toBeVisible();
});

test("mark paid refuses a day before the billing was submitted, and one in the future", async ({ page }) => {
  await signUpViaApi(page);
  const { progressId } = await billAStage(page);
  await approveInPerson(actorOf(page), progressId);
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const today = day(0);
  const [y, m, d] = today.split("-").map(Number);
  const submitted = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

  await page.goto(`/progress/${progressId}`);
  await page.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as paid" });
  await dialog.getByLabel("Paid by").selectOption({ label: "Check" });
  await dialog.getByLabel("Date received").fill(day(-1));
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(
    dialog.getByText(`The payment date can't be before the billing was submitted (${submitted})`),
  ).toBeVisible();
  await dialog.getByLabel("Date received").fill(day(2));
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(dialog.getByText("The payment date can't be in the future")).toBeVisible();

  // The server says the same to anything that skips the form.
  const direct = await page.request.post(`/api/progress/${progressId}/mark-paid`, {
    data: { paidOn: day(-1), method: "check" },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).message).toBe(
    `The payment date can't be before the billing was submitted (${submitted})`,
  );

  await dialog.getByLabel("Date received").fill(today);
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByRole("heading", { name: "Payment recorded" })).toBeVisible();
});

test("a clean console on load, and logging out fires no request that answers 401", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });
  await signUpViaApi(page);
  await billAStage(page);
  // The reminder page keeps the most queries alive: targets, templates, notifications.
  await page.goto("/nudge/clients");
  await expect(page.getByRole("heading", { name: "Send Client Payment Reminder" })).toBeVisible();
  expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);

  const unauthorized: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 401 && !r.url().endsWith("/api/user")) unauthorized.push(r.url());
  });
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.waitForTimeout(1500);
  expect(unauthorized).toEqual([]);
});

test("overdue is red on the dashboard and project cards, and the dashboard's count opens the overdue invoices", async ({
  page,
}) => {
  await signUpViaApi(page);
  const actor = actorOf(page);
  const client = await makeClient(actor, {
    name: "Tom Alvarez",
    companyName: "Alvarez Property Management",
    email: "tom@alvarezpm.example",
    phone: null,
  });
  const project = await makeProject(actor, { name: "Alvarez Duplex Repipe", clientId: client.id, totalValue: null });
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await makeProgress(actor, { projectId: project.id, completionPercentage: 50, amount: 1_300_000, dueDate: lastWeek });
  const { progressId: onTime } = await billAStage(page);

  await page.goto("/dashboard");
  const active = page.getByRole("region", { name: "Active Projects" });
  const overdueCard = active.getByRole("link", { name: /Alvarez Duplex Repipe/ });
  await expect(overdueCard.getByText("Overdue", { exact: true })).toHaveClass(/text-red-900/);
  await page.getByRole("link", { name: /Overdue\s*1 invoice/ }).click();
  await expect(page).toHaveURL("/invoices?show=overdue");
  await expect(page.getByText("Showing overdue invoices only")).toBeVisible();
  await expect(page.getByText("Alvarez Duplex Repipe")).toBeVisible();
  await expect(page.getByText(`Invoice #${onTime}`)).toHaveCount(0);
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(page.getByText(`Invoice #${onTime}`)).toBeVisible();

  await page.goto("/projects");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Alvarez Duplex Repipe" }) });
  await expect(card.getByText("Overdue", { exact: true })).toHaveClass(/text-red-900/);
});
