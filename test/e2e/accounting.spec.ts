// Connected accounting on a phone (ADR 0126, 0132): the owner connects the local QuickBooks stand-in from Profile, a
// client approves a billing from the link, the invoice appears in the stand-in, "Record payment" there sends a signed
// webhook in Intuit's CloudEvents shape, and the billing shows Paid in PayStage with no reminder going out after it.

import type { Locator, Page } from "@playwright/test";
import { customerNameOf } from "#schema/rules/customer-name";
import { ok } from "../factories/api";
import { approvalLink, makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

async function sign(canvas: Locator, page: Page) {
  // The pad is drawn by the link page's island: wait for it before measuring it.
  await expect(canvas).toBeVisible();
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

/** A zone where it is around noon right now: the reminder sweep sends from 9:00 local, far from midnight. */
function noonZone(now = new Date()) {
  let offset = 12 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  // IANA's Etc zones count the other way: UTC+5 is Etc/GMT-5.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
const localDay = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

const automaticFrom = async (page: Page, progressId: number, templateName: string) =>
  (await ok(actorOf(page).api["nudge-history"].$get({ query: { progressId: String(progressId) } }))).filter(
    (h) => h.automatic && h.templateName === templateName,
  );

test("connect local QuickBooks, the client approves, Record payment there marks the billing paid here", async ({
  page,
  browser,
}) => {
  // About 40 s alone; the sync and the payment go through the queue, which a loaded machine slows.
  test.setTimeout(180_000);
  const timezone = noonZone();
  const today = localDay(timezone);
  await signUpViaApi(page, { timezone });

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
  // A US company's QuickBooks invoices are always non-taxable (NON): no tax code is asked (ADR 0171).
  await expect(card.getByText("Tax codes")).toHaveCount(0);
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
  // Due today: a reminder "on the due date" would go to this client if the billing were still open.
  const progress = await makeProgress(actor, {
    projectId: project.id,
    completionPercentage: 50,
    amount: 424_075,
    dueDate: today,
  });
  const link = new URL((await approvalLink(actor, progress.id)).url).pathname;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const clientPage = await phone.newPage();
  await clientPage.goto(link);
  await clientPage.getByLabel("Your full name").fill("Marcus Webb");
  await sign(clientPage.getByTestId("signature-canvas"), clientPage);
  await clientPage.getByRole("button", { name: "Approve" }).click();
  await expect(clientPage).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
  await phone.close();

  // ---- The invoice appears in the stand-in's books (synced from the queue) ----
  const number = `PS-${progress.id}`;
  await expect
    .poll(
      async () => {
        // A navigation cut short by the next one is only a poll that saw nothing yet.
        const shown = await page.goto(booksUrl!).catch(() => null);
        return shown ? page.getByRole("cell", { name: number, exact: true }).count() : 0;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("$4,240.75");
  // The books name the client by their company, as the import files do (one rule, ADR 0135).
  await expect(row).toContainText(customerNameOf(client));

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

  // ---- No reminder after it: a reminder template added now sweeps the company at once (its catch-up) and reaches
  // an open billing due today, never the paid one. Waiting for the open one's reminder is waiting for the sweep. ----
  const other = await makeClient(actor, { name: "Open Billing", email: `${uniqueUsername("open")}@example.com` });
  const otherProject = await makeProject(actor, { name: `Open ${uniqueUsername("")}`, clientId: other.id });
  const open = await makeProgress(actor, { projectId: otherProject.id, amount: 10_000, dueDate: today });
  const templateName = `Due today check ${uniqueUsername("")}`;
  await ok(
    actor.api["nudge-templates"].$post({
      json: {
        name: templateName,
        emailSubject: "Due today: {{projectName}}",
        emailBody: "Hi {{clientName}}, {{amount}} is due today. {{paymentLink}}",
        smsBody: "{{amount}} is due today. {{paymentLink}}",
        triggerType: "on_due_date",
        channels: ["email"],
        active: true,
      },
    }),
    201,
  );
  await expect.poll(async () => (await automaticFrom(page, open.id, templateName)).length, { timeout: 30_000 }).toBe(1);
  expect(await automaticFrom(page, progress.id, templateName)).toEqual([]);
});
