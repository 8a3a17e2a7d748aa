// Project lifecycle on a phone: mark a project completed (it leaves the wizard and loses Submit Progress), reopen
// it, edit it; archive a client that has billings and find its invoices still on /invoices. Long lists load a
// screen at a time with "Load more" (ADR 0100) while pickers still offer every row.
import type { Page } from "@playwright/test";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test } from "./fixtures";

async function clientWithProject(page: Page, company: string, projectName: string) {
  const actor = actorOf(page);
  const client = await makeClient(actor, {
    name: "Marcus Webb",
    companyName: company,
    email: "m@webb.example",
    phone: null,
  });
  const project = await makeProject(actor, { name: projectName, clientId: client.id });
  return { client, project };
}

test("mark a project completed, see it leave the wizard, reopen it, and edit it", async ({ page }) => {
  await signUpViaApi(page);
  const { project } = await clientWithProject(page, "Webb Family Homes", "Webb Kitchen Rewire");
  await makeProject(actorOf(page), {
    name: "Harbor Dental Fit-out",
    clientId: (await clientWithProject(page, "Harbor Dental", "Spare")).client.id,
    totalValue: null,
  });

  await page.goto("/projects");
  await expect(page.getByRole("link", { name: "Submit Progress: Webb Kitchen Rewire" })).toBeVisible();
  await page.getByRole("link", { name: "View Details: Webb Kitchen Rewire" }).click();
  await expect(page).toHaveURL(`/project/${project.id}`);
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByText("It moves to the Completed tab and stops offering Submit Progress.")).toBeVisible();
  await expect(page.getByText("Completed. Reopen the project to bill another stage.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit Progress" })).toHaveCount(0);

  // Projects: out of Active, in Completed without Submit Progress.
  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Harbor Dental Fit-out" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Webb Kitchen Rewire" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByRole("heading", { name: "Webb Kitchen Rewire" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit Progress: Webb Kitchen Rewire" })).toHaveCount(0);

  // The wizard's first step no longer offers it; its own URL says why.
  await page.goto("/progress/new");
  await expect(page.getByRole("button", { name: /Harbor Dental Fit-out/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Webb Kitchen Rewire/ })).toHaveCount(0);
  await page.goto(`/progress/submit/${project.id}`);
  await expect(
    page.getByText("It may be completed (reopen it from its details to bill again), archived, or removed."),
  ).toBeVisible();

  // Reopen, and it is billable again.
  await page.goto(`/project/${project.id}`);
  await page.getByRole("button", { name: "Reopen project" }).click();
  await expect(page.getByText("You can submit progress on it again.")).toBeVisible();
  await page.getByRole("link", { name: "Submit Progress" }).click();
  await expect(page.getByText("This will be Progress #1")).toBeVisible();

  // Edit: name and total, with the spec's message on a blank name.
  await page.goto(`/project/${project.id}`);
  await page.getByRole("button", { name: "Edit project" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit project" });
  await dialog.getByLabel("Project name").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Project name is required")).toBeVisible();
  await dialog.getByLabel("Project name").fill("Webb Kitchen and Pantry Rewire");
  await dialog.getByLabel("Total value ($, optional)").fill("21000");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { name: "Webb Kitchen and Pantry Rewire", level: 1 })).toBeVisible();
  await expect(page.getByText("Total value", { exact: true }).locator("xpath=..")).toContainText("$21,000");
  // Nothing billed yet: the whole contract is left to bill.
  await expect(page.getByText("Left to bill", { exact: true }).locator("xpath=..")).toContainText("$21,000");
});

test("delete a project without billings; archive a client with billings and keep its invoices", async ({ page }) => {
  await signUpViaApi(page);
  const empty = await clientWithProject(page, "Quick Fix LLC", "Outlet swap");
  await page.goto(`/project/${empty.project.id}`);
  await page.getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(
    confirm.getByText('This will permanently delete the project "Outlet swap". This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await expect(page).toHaveURL("/projects");
  await expect(page.getByText("The project has been deleted.")).toBeVisible();

  const { client, project } = await clientWithProject(page, "Reyes Custom Homes", "Reyes Basement Finish");
  const progress = await makeProgress(actorOf(page), {
    projectId: project.id,
    completionPercentage: 30,
    amount: 420_000,
  });
  await page.goto("/clients");
  await page.getByRole("button", { name: "Edit Marcus Webb" }).nth(1).click();
  const dialog = page.getByRole("dialog", { name: "Edit client" });
  await expect(dialog.getByLabel("Company name")).toHaveValue("Reyes Custom Homes");
  await dialog.getByRole("button", { name: "Delete client" }).click();
  const archive = page.getByRole("alertdialog", { name: "Archive Reyes Custom Homes?" });
  await expect(archive.getByText(/has 1 billing, so the client and their projects will be archived/)).toBeVisible();
  await archive.getByRole("button", { name: "Archive client" }).click();
  await expect(page.getByText("Their invoices and payment history stay on Invoices.")).toBeVisible();
  await expect(page.getByText("Reyes Custom Homes")).toHaveCount(0);
  expect(client.id).toBeGreaterThan(0);

  // Out of projects and the wizard; the invoice stays, with its PDF.
  await page.goto("/projects");
  await page.getByRole("tab", { name: "All" }).click();
  await expect(page.getByRole("heading", { name: "Reyes Basement Finish" })).toHaveCount(0);
  await page.goto("/invoices");
  await expect(page.getByText("Reyes Basement Finish")).toBeVisible();
  await expect(page.getByText(`Invoice #${progress.id}`)).toBeVisible();
  const pdf = await page.request.get(`/api/progress/${progress.id}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
});

test("a long client list loads a screen at a time, and the New Project picker still offers every client", async ({
  page,
}) => {
  await signUpViaApi(page);
  const actor = actorOf(page);
  // 31 clients: by name, "Zed Last" is the 31st, one past the first screen's page.
  const made = [];
  for (let i = 0; i < 30; i++) {
    made.push(
      makeClient(actor, {
        name: `Client ${String(i).padStart(2, "0")}`,
        companyName: `Company ${i}`,
        email: `c${i}@example.com`,
        phone: null,
      }),
    );
  }
  await Promise.all(made);
  await makeClient(actor, { name: "Zed Last", companyName: "Zed Builders", email: "zed@example.com", phone: null });

  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Client 29" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zed Last" })).toHaveCount(0);
  await page.getByRole("button", { name: "Load more clients" }).click();
  await expect(page.getByRole("heading", { name: "Zed Last" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Client \d\d$/ })).toHaveCount(30);
  await expect(page.getByRole("button", { name: "Load more clients" })).toHaveCount(0);
  // Search reads what is loaded.
  await page.getByPlaceholder("Search clients...").fill("zed");
  await expect(page.getByRole("heading", { name: "Zed Last" })).toBeVisible();

  await page.goto("/projects");
  await page.getByRole("button", { name: "New", exact: true }).click();
  const picker = page.getByRole("dialog").getByLabel("Client");
  await expect(picker.locator("option", { hasText: "Zed Last (Zed Builders)" })).toHaveCount(1);
  await expect(picker.locator("option")).toHaveCount(32);
});
