// Accounting export on a phone (ADR 0125): an owner opens /invoices, picks Export, a format and a range, and the
// file arrives with the ledger's header row and the billing in it; an empty range is said instead (ADR 0146).
import { readFileSync } from "node:fs";
import { EXPORT_TEXTS } from "#schema/contracts/accounting-export-texts";
import { XERO_INVOICE_COLUMNS } from "#worker/services/accounting-export/formats";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test } from "./fixtures";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("an owner exports this month's invoices for Xero and gets its import file", async ({ page }) => {
  await signUpViaApi(page);
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Priya Natarajan", companyName: "Northgate Dental Group" });
  const project = await makeProject(actor, { name: "Northgate Dental HVAC", clientId: client.id });
  const billing = await makeProgress(actor, { projectId: project.id, completionPercentage: 35, amount: 1_248_050 });

  await page.goto("/invoices");
  await page.getByRole("button", { name: "Export" }).click();
  const dialog = page.getByRole("dialog", { name: "Export for your accounting" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Format").selectOption({ label: "Xero (CSV)" });
  await dialog.getByLabel("What to export").selectOption({ label: "Invoices" });
  // A range around today in any timezone.
  const from = isoDay(-3);
  const to = isoDay(2);
  await dialog.getByLabel("From", { exact: true }).fill(from);
  await dialog.getByLabel("To", { exact: true }).fill(to);

  const downloadStarted = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`paystage-invoices-xero-${from}-to-${to}.csv`);
  const text = readFileSync((await download.path())!, "utf8");
  const [header, row] = text.split("\r\n");
  expect(header).toBe(XERO_INVOICE_COLUMNS.join(","));
  expect(row).toContain(`PS-${billing.id}`);
  expect(row).toContain("Northgate Dental Group");
  expect(row).toContain("12480.50");
  // The dialog stays open for the next file (ADR 0146).
  await expect(dialog.getByRole("status")).toHaveText(EXPORT_TEXTS.started);

  // A range with no billing in it is said, not downloaded as a header alone.
  let downloads = 0;
  page.on("download", () => downloads++);
  await dialog.getByLabel("From", { exact: true }).fill("2020-01-01");
  await dialog.getByLabel("To", { exact: true }).fill("2020-01-31");
  await dialog.getByRole("link", { name: "Download" }).click();
  await expect(dialog.getByRole("status")).toHaveText("No billings in this range");
  expect(downloads).toBe(0);
});
