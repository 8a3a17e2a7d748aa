// Billing core journey on a phone: add a client, create a project, submit progress with two photos
// (one upload fails and is retried), then see it on the project, its Payment Status screen, the dashboard and
// the invoices list, and download its PDF.
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expect, signUpViaApi, test } from "./fixtures";

const PHOTOS = ["test/fixtures/panel-rough-in.jpg", "test/fixtures/trim-out.png"];

test("a new contractor bills the first stage of a job with photos and tracks it", async ({ page }) => {
  await signUpViaApi(page);

  // Clients: empty state, the spec's validation messages, create, search, edit.
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
  await expect(
    page.getByText("Add your first client to start sending progress billings and get paid faster"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add client" }).first().click();
  const clientDialog = page.getByRole("dialog", { name: "Add client" });
  await clientDialog.getByRole("button", { name: "Add client" }).click();
  await expect(clientDialog.getByText("Contact name is required")).toBeVisible();
  await expect(clientDialog.getByText("Company name is required")).toBeVisible();
  await expect(clientDialog.getByText("Please enter a valid email")).toBeVisible();
  await clientDialog.getByLabel("Contact name").fill("Marcus Webb");
  await clientDialog.getByLabel("Company name").fill("Webb Family Homes");
  await clientDialog.getByLabel("Email").fill("marcus@webbhomes.example");
  await clientDialog.getByRole("button", { name: "Add client" }).click();
  await expect(clientDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Marcus Webb" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search clients..." }).fill("plumbing");
  await expect(page.getByText("Try a different search term or clear your search")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search clients..." }).fill("WEBB family");
  await expect(page.getByRole("heading", { name: "Marcus Webb" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Marcus Webb" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit client" });
  await expect(editDialog.getByText("Update client information")).toBeVisible();
  await editDialog.getByLabel("Phone (optional)").fill("+1 512 555 0188");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  // Stored in E.164 (what Twilio needs), shown as people write it, dialled as stored.
  const phoneLink = page.getByRole("link", { name: "(512) 555-0188" });
  await expect(phoneLink).toBeVisible();
  await expect(phoneLink).toHaveAttribute("href", "tel:+15125550188");

  // Projects: empty state, validation, the completion input clamps, create.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByText("Get started by creating your first project")).toBeVisible();
  await page.getByRole("button", { name: "New Project" }).click();
  const projectDialog = page.getByRole("dialog", { name: "Create New Project" });
  await projectDialog.getByRole("button", { name: "Create Project" }).click();
  await expect(projectDialog.getByText("Project name is required")).toBeVisible();
  await expect(projectDialog.getByText("Client is required")).toBeVisible();
  await projectDialog.getByLabel("Project name").fill("Webb Kitchen Rewire");
  await projectDialog.getByLabel("Client").selectOption({ label: "Marcus Webb (Webb Family Homes)" });
  await projectDialog.getByLabel("Total value ($, optional)").fill("18500");
  await projectDialog.getByLabel("Completion %").fill("150");
  await expect(projectDialog.getByLabel("Completion %")).toHaveValue("100");
  await projectDialog.getByLabel("Completion %").fill("10");
  await projectDialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByRole("heading", { name: "Webb Kitchen Rewire" })).toBeVisible();
  await expect(page.getByText("Not billed yet")).toBeVisible();
  await expect(page.getByText("No progress yet")).toBeVisible();

  // Submit Progress wizard, started from the project card.
  await page.getByRole("link", { name: "Submit Progress: Webb Kitchen Rewire" }).click();
  await expect(page).toHaveURL(/\/progress\/submit\/\d+/);
  await expect(page.getByText("This will be Progress #1")).toBeVisible();
  await expect(page.getByRole("heading", { name: "1-Tap SMS Approval" })).toBeVisible();
  const completion = page.getByLabel("Progress Completion %");
  await completion.fill("0");
  await expect(page.getByText("Progress completion percentage is required")).toBeVisible();
  await completion.fill("101");
  await expect(page.getByText("Progress completion cannot exceed 100%")).toBeVisible();
  await completion.fill("40");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await expect(page.getByText("Amount is required")).toBeVisible();
  await page.getByLabel("Amount ($)").fill("5550.50");
  await page.getByLabel("Due Date (Optional)").fill("2026-12-15");
  await page.getByLabel("Description (Optional)").fill("Panel upgrade and rough-in of dedicated circuits.");
  await page.getByRole("button", { name: "Continue to Photos" }).click();

  await expect(page.getByRole("heading", { name: "Photo Documentation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Review" })).toBeDisabled();
  // The first upload is lost to a dropped connection; the second goes through.
  let dropped = false;
  await page.route("**/api/uploads", (route) => {
    if (!dropped) {
      dropped = true;
      return route.abort("failed");
    }
    return route.continue();
  });
  await page.getByLabel("Choose photos").setInputFiles(PHOTOS);
  await expect(page.getByText("No connection. Check your signal and try again.")).toBeVisible();
  await expect(page.getByText("Uploaded")).toHaveCount(1);
  await page.getByLabel("Caption for photo 2").fill("Trim-out");

  // The header's back button moves one step back; forward again, what was typed and uploaded is still there.
  await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Amount ($)")).toHaveValue("5550.5");
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await expect(page.getByLabel("Caption for photo 2")).toHaveValue("Trim-out");

  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Uploaded")).toHaveCount(2);
  await page.getByLabel("Caption for photo 1").fill("New 200A panel");
  await page.getByRole("button", { name: "Continue to Review" }).click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByText("$5,550.50")).toBeVisible();
  await expect(page.getByText("40%")).toBeVisible();
  await expect(page.getByText("Dec 15, 2026")).toBeVisible();
  await expect(page.getByText("2 photos")).toBeVisible();
  await page.getByRole("button", { name: "Submit Progress" }).click();

  await expect(page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send Payment Reminder" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip" })).toHaveAttribute("href", "/");
  const reminderHref = await page.getByRole("link", { name: "Send Reminder" }).getAttribute("href");
  const progressId = /progressId=(\d+)$/.exec(reminderHref ?? "")?.[1];
  expect(progressId).toBeTruthy();

  // The project shows the billing, exactly (issue 38).
  await page.goto("/projects");
  await expect(page.getByText("Progress #1")).toBeVisible();
  await expect(page.getByText("$5,550.50")).toBeVisible();
  await expect(page.getByText("40%")).toBeVisible();
  await page.getByRole("link", { name: "View Details: Webb Kitchen Rewire" }).click();
  await expect(page.getByRole("heading", { name: "Webb Kitchen Rewire" })).toBeVisible();
  await expect(page.getByText("$18,500")).toBeVisible();
  await page.getByRole("link", { name: /Progress #1/ }).click();

  // Payment Status: the tracker, the client, the photos.
  await expect(page).toHaveURL(new RegExp(`/progress/${progressId}$`));
  await expect(page.getByText("Payment Status")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Progress #1" })).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
  await expect(page.getByText("Waiting for the client to approve")).toBeVisible();
  await expect(page.getByText("Payment pending")).toBeVisible();
  await expect(page.getByText("Dec 15, 2026")).toBeVisible();
  await expect(page.getByRole("link", { name: "marcus@webbhomes.example" })).toBeVisible();
  await page.getByRole("button", { name: "Enlarge photo 1: New 200A panel" }).click();
  const photo = page.getByRole("dialog", { name: "New 200A panel" }).getByRole("img", { name: "New 200A panel" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");

  // The dashboard counts it as pending and lists it as the newest activity.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  const cashFlow = page.getByRole("region", { name: "Cash Flow Summary" });
  await expect(cashFlow.getByRole("definition")).toHaveText([
    "$5,550.50",
    "100% of total",
    "$0",
    "0% of total",
    "$0",
    "0% of total",
  ]);
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("link").first()).toContainText("Progress Submitted");
  await expect(activity.getByRole("link").first()).toContainText("Webb Kitchen Rewire · Progress #1");

  // The invoices list has it, and its PDF is the real invoice.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invoices" }).click();
  const card = page.getByRole("article", { name: `Invoice #${progressId}` });
  await expect(card).toContainText("Webb Kitchen Rewire");
  await expect(card).toContainText("$5,550.50");
  await expect(card).toContainText("Pending");
  const downloadStarted = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download Invoice #${progressId} as PDF` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`invoice-${progressId}.pdf`);
  const pdf = await PDFDocument.load(readFileSync((await download.path())!));
  expect(pdf.getTitle()).toContain(`Invoice #${progressId}`);
  expect(pdf.getSubject()).toBe("Webb Kitchen Rewire - Progress #1");
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  await expect(page.getByText("Your PDF invoice has been downloaded successfully.")).toBeVisible();
});

test("the wizard lists projects, and unknown ids show the spec's not-found texts", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/progress/new");
  await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
  await expect(page.getByText("Create a project first to submit progress")).toBeVisible();
  await page.goto("/project/999999");
  await expect(page.getByRole("heading", { name: "Project information not found" })).toBeVisible();
  await page.goto("/progress/999999");
  await expect(page.getByRole("heading", { name: "Progress information not found" })).toBeVisible();
});
