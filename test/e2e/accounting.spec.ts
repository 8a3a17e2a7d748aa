// Connected accounting on a phone (ADR 0126): the owner connects the local QuickBooks stand-in from Profile, a client
// approves a billing from the link, the invoice appears in the stand-in, "Record payment" there sends a signed
// webhook, and the billing shows Paid in PayStage with no reminder going out.
import type { Locator, Page } from "@playwright/test";
import { approvalLink, makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

async function sign(canvas: Locator, page: Page) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  }
  await page.mouse.up();
}

const messagesTo = async (page: Page, to: string) =>
  ((await (await page.request.get("/api/dev/outbox")).json()) as { to: string; subject: string | null }[]).filter(
    (m) => m.to === to,
  );

test("connect local QuickBooks, the client approves, Record payment there marks the billing paid here", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);

  // ---- Profile > Integrations: connect, consent, choose what invoices book to ----
  await page.goto("/profile");
  const card = page.locator("#integrations");
  // Cards below the first screen load as they near the viewport (ADR 0093): scroll to it as a person would.
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("button", { name: "Connect QuickBooks Online" }).click();
  await expect(page.getByRole("heading", { name: "Connect PayStage to local QuickBooks Online" })).toBeVisible();
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(card.getByText("Connected to QuickBooks Online")).toBeVisible();
  await card.getByLabel("Product or service on each invoice").selectOption({ label: "Services" });
  await card.getByLabel("Tax code").selectOption({ label: "Non-taxable" });
  await card.getByRole("button", { name: "Save" }).click();
  // What the save leaves: the connection's booking choice, on the server (the card shows no more than the form).
  await expect
    .poll(async () => {
      const { integration } = (await (await page.request.get("/api/integrations")).json()) as {
        integration: { incomeRef: string | null } | null;
      };
      return integration?.incomeRef ?? null;
    })
    .not.toBeNull();
  const booksUrl = await card.getByRole("link", { name: "Open local QuickBooks Online" }).getAttribute("href");

  // ---- A billing, approved by the client on their own phone ----
  const actor = actorOf(page);
  const clientEmail = `${uniqueUsername("client")}@example.com`;
  const client = await makeClient(actor, { name: "Marcus Webb", email: clientEmail });
  const project = await makeProject(actor, { name: `Panel upgrade ${uniqueUsername("")}`, clientId: client.id });
  const progress = await makeProgress(actor, { projectId: project.id, completionPercentage: 50, amount: 424_075 });
  const link = new URL((await approvalLink(actor, progress.id)).url).pathname;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const clientPage = await phone.newPage();
  await clientPage.goto(link);
  await clientPage.getByLabel("Your full name").fill("Marcus Webb");
  await sign(clientPage.getByTestId("signature-canvas"), clientPage);
  await clientPage.getByRole("button", { name: "Approve" }).click();
  await expect(clientPage).toHaveURL(/\/thank-you$/);
  await phone.close();

  // ---- The invoice appears in the stand-in's books (synced from the queue) ----
  const number = `PS-${progress.id}`;
  await expect
    .poll(
      async () => {
        await page.goto(booksUrl!);
        return page.getByRole("cell", { name: number, exact: true }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("$4,240.75");
  await expect(row).toContainText("Marcus Webb");

  // ---- Record payment there: a signed webhook marks the billing paid here ----
  await row.getByRole("button", { name: `Record payment for ${number}` }).click();
  await expect(page.getByRole("row").filter({ hasText: number })).toContainText("Paid");
  await expect
    .poll(
      async () => {
        await page.goto(`/progress/${progress.id}`);
        await expect(page.getByRole("heading", { name: "Progress #1" })).toBeVisible();
        return page.getByText("Paid", { exact: true }).first().isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByTestId("accounting-sync")).toHaveText("Synced to QuickBooks Online");

  // ---- No reminder goes out: the hourly cron finds the billing paid ----
  const before = (await messagesTo(page, clientEmail)).length;
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=0+*+*+*+*")).ok()).toBe(true);
  await page.waitForTimeout(3_000);
  expect((await messagesTo(page, clientEmail)).length).toBe(before);
});
