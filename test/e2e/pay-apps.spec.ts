// Pay applications (issue 37): the contractor sets up a contract with a schedule of values, sends an application,
// the client approves it from the link with no account, the contractor signs the application's lien waiver and
// downloads its PDF with the waiver on it.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { makeClient, makeProject } from "../factories/billing";
import { readPdf } from "../worker/pdf-text";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

async function linkFor(page: Page, email: string, about = /Application for Payment/) {
  const links = async () => {
    const res = await page.request.get("/api/dev/outbox");
    const messages = (await res.json()) as { to: string; channel: string; body: string }[];
    return messages
      .filter((m) => m.to === email && m.channel === "email" && about.test(m.body))
      .map((m) => m.body.match(/https?:\/\/\S+\/a\/[A-Za-z0-9_-]{43}/)?.[0])
      .filter((url): url is string => url !== undefined);
  };
  await expect.poll(async () => (await links()).length).toBeGreaterThan(0);
  return new URL((await links())[0]!).pathname;
}

async function sign(canvas: Locator, page: Page) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.8, 0.4],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.up();
}

test("a contract with a schedule of values, an application sent, approved by the client, and its PDF", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const actor = actorOf(page);
  const email = `${uniqueUsername("gc")}@example.com`;
  const client = await makeClient(actor, { name: "Dana Ortiz", email });
  const project = await makeProject(actor, { name: `Clinic fit-out ${uniqueUsername("")}`, clientId: client.id });

  await page.goto(`/project/${project.id}`);
  // The contract and applications load on intent, so the page's first visit stays within its budget.
  await page.getByRole("button", { name: "Billing mode and pay applications" }).click();
  await page.getByRole("button", { name: "Bill by pay applications" }).click();
  const contract = page.getByRole("form", { name: "Contract" });
  await contract.getByLabel("Original contract sum").fill("100000");
  await contract.getByLabel("Retainage on work (%)", { exact: true }).fill("10");
  // A US job's state decides its lien waiver's rules (Oregon: the company's text, no notary).
  await contract.getByLabel("Site state").fill("OR");
  await contract.getByRole("button", { name: "Save contract" }).click();
  await expect(page.getByText(/^Pay applications · 10% retainage on work/)).toBeVisible();

  await page.getByRole("button", { name: "Import CSV" }).click();
  await page
    .getByLabel("CSV: item, description, scheduled value")
    .fill("Item,Description,Scheduled value\n1,Mobilization,5000\n2,Rough-in,45000\n3,Fixtures,50000");
  await page.getByRole("button", { name: "Import lines" }).click();
  await expect(page.getByText("Scheduled $100,000.00 of the contract sum $100,000.00")).toBeVisible();

  await page.getByRole("button", { name: "New application" }).click();
  const form = page.getByRole("form", { name: "New application" });
  await form.getByLabel("Line 1 this period percent").fill("100");
  await form.getByLabel("Line 2 this period amount").fill("10000.05");
  // The summary is computed as it is typed: 15,000.05 less 10% retainage (1,500.01, half up).
  await expect(form.getByLabel("Summary")).toContainText(/8\. Current payment due\s*\$13,500\.04/);
  await form.getByRole("button", { name: "Save application" }).click();
  const row = page.getByRole("listitem", { name: "Application 1" });
  await expect(row.getByText("Draft")).toBeVisible();
  await row.getByRole("button", { name: "Send to client" }).click();
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();

  // The client signs from the emailed link on a phone with no account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await phone.newPage();
  await clientPage.goto(await linkFor(page, email));
  await expect(clientPage.getByText("$13,500.04").first()).toBeVisible();
  // The application's lines 1-9, as sent, on the client's page.
  await expect(clientPage.getByRole("heading", { name: "Application for Payment #1" })).toBeVisible();
  await clientPage.getByLabel("Your full name").fill("Dana Ortiz");
  await sign(clientPage.getByTestId("signature-canvas"), clientPage);
  await clientPage.getByRole("button", { name: "Approve" }).click();
  await expect(clientPage.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await phone.close();

  await page.reload();
  // A pay-app project offers its next application where a stage project offers Submit Progress.
  await expect(page.getByRole("link", { name: "New pay application" })).toBeVisible();
  await page.getByRole("button", { name: "Billing mode and pay applications" }).click();
  const approved = page.getByRole("listitem", { name: "Application 1" });
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();

  // The conditional waiver was made with the application; the contractor signs it.
  await approved.getByRole("button", { name: "Lien waivers" }).click();
  const waiver = approved.getByRole("listitem", { name: "Conditional Waiver and Release on Progress Payment" });
  await expect(waiver.getByText("Unsigned")).toBeVisible();
  await waiver.getByRole("button", { name: "Sign waiver" }).click();
  await waiver.getByLabel("Signer's full name").fill("Ana Reyes");
  await waiver.getByLabel("Signer's title").fill("Owner");
  await waiver.getByLabel("I sign this waiver as written").check();
  await waiver.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(waiver.getByText("Signed", { exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await approved.getByRole("link", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("application-for-payment-1.pdf");
  const { text } = await readPdf(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain("Conditional Waiver and Release on Progress Payment");
  expect(text).toContain("Signed electronically by Ana Reyes, Owner");

  // A change order (ADR 0205): pending, it moves nothing; approved by the client from its link, it moves the
  // contract sum on the next application and becomes its own line.
  const changeOrders = page.getByRole("form", { name: "New change order" });
  await page.getByRole("button", { name: "New change order" }).click();
  await changeOrders.getByLabel("Title").fill("Added outlets");
  await changeOrders.getByLabel("Amount (minus for a deduction)").fill("2500");
  await changeOrders.getByRole("button", { name: "Save change order" }).click();
  const co = page.getByRole("listitem", { name: "Change order CO-1" });
  await expect(co.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Contract sum")).toContainText("revised $100,000.00 · pending $2,500.00, not included");
  await co.getByRole("button", { name: "Send to client" }).click();
  await expect(co.getByText("Awaiting approval", { exact: true })).toBeVisible();

  const phone2 = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const signer = await phone2.newPage();
  await signer.goto(await linkFor(page, email, /change order CO-1/));
  await expect(signer.getByRole("heading", { name: "Change Order Approval" })).toBeVisible();
  await expect(signer.getByTestId("change-order-amount")).toHaveText("+$2,500.00");
  await signer.getByLabel("Your full name").fill("Dana Ortiz");
  await sign(signer.getByTestId("signature-canvas"), signer);
  await signer.getByRole("button", { name: "Approve" }).click();
  await expect(signer.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await phone2.close();

  await page.reload();
  await page.getByRole("button", { name: "Billing mode and pay applications" }).click();
  await expect(
    page.getByRole("listitem", { name: "Change order CO-1" }).getByText("Approved", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Scheduled $102,500.00 of the contract sum $102,500.00")).toBeVisible();
  await page.getByRole("button", { name: "New application" }).click();
  const next = page.getByRole("form", { name: "New application" });
  await next.getByLabel("Line CO-1 this period amount").fill("2500");
  await expect(next.getByLabel("Summary")).toContainText(/3\. Contract sum to date\s*\$102,500\.00/);
  await next.getByRole("button", { name: "Save application" }).click();
  await expect(page.getByRole("listitem", { name: "Application 2" }).getByText("Draft", { exact: true })).toBeVisible();
  const saved = (await (await page.request.get(`/api/projects/${project.id}/pay-apps`)).json()) as {
    appNo: number;
    netChangeByChangeOrders: number;
    contractSumToDate: number;
  }[];
  expect(saved[0]).toMatchObject({ appNo: 2, netChangeByChangeOrders: 250_000, contractSumToDate: 10_250_000 });
});
