// Dashboard and invoices journey on a phone: totals, overdue, activity, the invoice list's search and tabs, the PDF.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Actor } from "../factories/api";
import { makeClient, makeProgress, makeProject, uploadPhoto } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test } from "./fixtures";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Serious or critical axe findings inside the page's main content. */
async function axeProblems(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Two clients, two projects and two billings made through the API, as the wizard would. */
async function billTwoProjects(actor: Actor) {
  const webb = await makeClient(actor, { name: "Marcus Webb" });
  const northgate = await makeClient(actor, {
    name: "Priya Natarajan",
    companyName: "Northgate Dental Group",
    email: "priya@northgate.example",
    phone: null,
  });
  const kitchen = await makeProject(actor, { name: "Webb Kitchen Rewire", clientId: webb.id });
  const hvac = await makeProject(actor, {
    name: "Northgate Dental HVAC",
    clientId: northgate.id,
    totalValue: 4_200_000,
  });
  const photo = await uploadPhoto(actor, readFileSync("test/fixtures/photos/jobsite-1.jpg"));
  // Due two weeks ago (the client has ten days either side of any timezone): overdue.
  const overdue = await makeProgress(actor, {
    projectId: kitchen.id,
    completionPercentage: 60,
    amount: 1_248_050,
    description: "Under-cabinet lighting and device trim-out.",
    photos: [{ url: photo.url, caption: "Panel labelled" }],
    dueDate: isoDay(-14),
  });
  const current = await makeProgress(actor, {
    projectId: hvac.id,
    completionPercentage: 35,
    amount: 200_000,
    dueDate: isoDay(14),
  });
  return { overdue, current };
}

test("a new contractor sees empty states on the dashboard and the invoice list", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/dashboard");
  const cashFlow = page.getByRole("region", { name: "Cash Flow Summary" });
  await expect(cashFlow.getByRole("img", { name: "Nothing billed yet" })).toBeVisible();
  await expect(page.getByText("No recent activity found")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No active projects" })).toBeVisible();
  await expect(page.getByText("Create a new project to get started.")).toBeVisible();
  await expect(page.getByText("Nothing overdue")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No invoices found" })).toBeVisible();
  await expect(page.getByText("Submit progress on your projects to generate invoices.")).toBeVisible();
});

test("a contractor sees what is owed, finds an invoice, and downloads its PDF", async ({ page }) => {
  await signUpViaApi(page, { fullName: "Dana Reyes" });
  const { overdue, current } = await billTwoProjects(actorOf(page));

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Hi, Dana Reyes" })).toBeVisible();
  const cashFlow = page.getByRole("region", { name: "Cash Flow Summary" });
  // $12,480.50 + $2,000.00 pending: exact, as the rows add up (issue 38).
  await expect(cashFlow.getByRole("definition")).toHaveText([
    "$14,480.50",
    "100% of total",
    "$0",
    "0% of total",
    "$0",
    "0% of total",
  ]);
  await expect(cashFlow).toContainText("Total billed $14,480.50");
  await expect(
    cashFlow.getByRole("img", { name: "Share of billed total: Pending 100%, Approved 0%, Paid 0%" }),
  ).toBeVisible();
  const collections = page.getByRole("region", { name: "Collections" });
  await expect(collections.getByRole("link", { name: /Overdue\s*1 invoice · \$12,480\.50/ })).toBeVisible();
  await expect(collections.getByText("No approvals yet")).toBeVisible();
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("link")).toHaveCount(2);
  await expect(activity.getByRole("link").first()).toContainText("Progress Submitted");
  await expect(activity.getByRole("link").first()).toContainText("Northgate Dental HVAC · Progress #1");
  const projects = page.getByRole("region", { name: "Active Projects" });
  await expect(projects.getByRole("link", { name: /Webb Kitchen Rewire/ })).toHaveAttribute(
    "href",
    `/progress/${overdue.id}`,
  );
  await expect(projects.getByRole("link", { name: "View All" })).toHaveAttribute("href", "/projects");
  for (const action of ["Submit Progress", "View Payments", "Meeting Docs", "Send Reminders", "Configure Templates"]) {
    await expect(
      page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: action }),
    ).toBeVisible();
  }
  expect(await axeProblems(page)).toEqual([]);

  await cashFlow.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toContainText(`Invoice #${current.id}`);
  const overdueCard = page.getByRole("article", { name: `Invoice #${overdue.id}` });
  await expect(overdueCard).toContainText("Webb Kitchen Rewire");
  await expect(overdueCard).toContainText("Marcus Webb · Webb Family Homes");
  await expect(overdueCard).toContainText("$12,480.50");
  await expect(overdueCard).toContainText("Pending");
  await expect(overdueCard.getByText("Past due")).toBeVisible();
  await expect(page.getByRole("article", { name: `Invoice #${current.id}` }).getByText("Past due")).toHaveCount(0);
  await expect(overdueCard.getByRole("link", { name: `Payment status of Invoice #${overdue.id}` })).toHaveAttribute(
    "href",
    `/progress/${overdue.id}`,
  );
  expect(await axeProblems(page)).toEqual([]);

  const search = page.getByRole("searchbox", { name: "Search invoices..." });
  await search.fill("northgate dental");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Northgate Dental HVAC");
  await search.fill(`invoice #${overdue.id}`);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Invoice #${overdue.id}`);
  await search.fill("no such job");
  await expect(page.getByRole("heading", { name: "No invoices found" })).toBeVisible();
  await expect(page.getByText("Try a different search term or clear your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole("tab", { name: "Paid" }).click();
  await expect(page.getByRole("heading", { name: "No invoices found" })).toBeVisible();
  await page.getByRole("tab", { name: "Approved" }).click();
  await expect(page.getByRole("heading", { name: "No invoices found" })).toBeVisible();
  await page.getByRole("tab", { name: "Pending" }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole("tab", { name: "All" }).click();

  const downloadStarted = page.waitForEvent("download");
  await overdueCard.getByRole("button", { name: `Download Invoice #${overdue.id} as PDF` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`invoice-${overdue.id}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
