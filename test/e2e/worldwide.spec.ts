// Worldwide (issue 33): a London electrician registers in the United Kingdom, records their VAT number and prices
// excluding VAT, bills a stage with 20% VAT on top, and the client approves and pays to a UK bank account: every
// amount in pounds, the VAT on its own line, the invoice numbered in the company's own series.
// Europe (issue 36): a Berlin electrician registers in Germany, bills a stage to a German builder and downloads it as
// a Factur-X invoice: a German Abschlagsrechnung (PDF/A-3) carrying its EN 16931 XML as factur-x.xml.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFString } from "pdf-lib";
import { makeClient, makeProject, savePaymentDetails } from "../factories/billing";
import { actorOf, expect, test, uniqueUsername } from "./fixtures";

const PHOTO_JPEG = "test/fixtures/panel-rough-in.jpg";

async function sign(canvas: Locator, page: Page) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.4, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.up();
}

/** The newest approval link emailed to `email`, from the development outbox. */
async function latestLinkFor(page: Page, email: string): Promise<string> {
  const links = async () => {
    const messages = (await (await page.request.get("/api/dev/outbox")).json()) as {
      to: string;
      channel: string;
      body: string;
    }[];
    return messages
      .filter((m) => m.to === email && m.channel === "email")
      .map((m) => m.body.match(/https?:\/\/\S+\/a\/[A-Za-z0-9_-]{43}/)?.[0])
      .filter((url): url is string => url !== undefined)
      .map((url) => new URL(url).pathname);
  };
  await expect.poll(async () => (await links()).length).toBeGreaterThan(0);
  return (await links())[0]!;
}

test("a UK electrician registers, bills a stage with 20% VAT and is paid to a UK bank account", async ({
  page,
  browser,
}) => {
  const username = uniqueUsername("uk");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Full name").fill("Priya Hale");
  await page.getByLabel("Company name").fill("Hale Electrical Ltd");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Password", { exact: true }).fill("ladder-jobsite-42");
  await page.getByLabel("Confirm password").fill("ladder-jobsite-42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Hi, Priya Hale" })).toBeVisible();

  // The owner's business and tax details: address, VAT number, prices excluding VAT at the standard rate.
  await page.goto("/profile");
  // The section loads as a person scrolls to it.
  await page.getByRole("heading", { name: "Business and tax" }).scrollIntoViewIfNeeded();
  const business = page.locator("form").filter({ has: page.getByRole("button", { name: "Save business details" }) });
  await expect(business.getByLabel("Currency")).toHaveValue("GBP");
  await business.getByLabel("Street address").fill("12 Mill Lane");
  await business.getByLabel("Town or city").fill("London");
  await business.getByLabel("Postcode").fill("nw1 7jr");
  await business.getByLabel("Prices and tax").selectOption("exclusive");
  await business.getByLabel("Default tax rate").selectOption("GB-STD");
  await business.getByLabel(/VAT number/).fill("GB 980 7806 84");
  await business.getByRole("button", { name: "Save business details" }).click();
  // What the save leaves: the saved values, formatted as invoices print them, after a reload.
  await page.reload();
  await page.getByRole("heading", { name: "Business and tax" }).scrollIntoViewIfNeeded();
  await expect(business.getByLabel(/VAT number/)).toHaveValue("GB980780684");
  await expect(business.getByLabel("Postcode")).toHaveValue("NW1 7JR");

  const actor = actorOf(page);
  await savePaymentDetails(actor, {
    preferredPaymentMethod: "uk_bank",
    bankAccountName: "Hale Electrical Ltd",
    sortCode: "123456",
    ukAccountNumber: "12345678",
  } as never);
  const clientEmail = `${uniqueUsername("client")}@example.com`;
  const client = await makeClient(actor, {
    name: "Tom Okafor",
    companyName: "Okafor Homes",
    email: clientEmail,
    phone: null,
  });
  const project = await makeProject(actor, { name: "Camden Rewire", clientId: client.id, totalValue: null });

  // The wizard shows the VAT on top of the amount typed, then net, VAT and total at review.
  await page.goto(`/progress/submit/${project.id}`);
  await page.getByLabel("Progress Completion %").fill("50");
  await page.getByLabel("Amount (£)").fill("1000");
  const tax = page.getByRole("definition");
  await expect(page.getByText("VAT 20%")).toBeVisible();
  await expect(tax.filter({ hasText: "£200.00" })).toBeVisible();
  await expect(tax.filter({ hasText: "£1,200.00" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await page.getByLabel("Choose photos").setInputFiles(PHOTO_JPEG);
  await expect(page.getByText("Uploaded")).toHaveCount(1);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await expect(page.getByText("£1,000.00").first()).toBeVisible();
  await expect(page.getByText("£1,200.00")).toBeVisible();
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();
  const reminderHref = await page.getByRole("link", { name: "Send Reminder" }).getAttribute("href");
  const progressId = /progressId=(\d+)$/.exec(reminderHref ?? "")?.[1];
  expect(progressId).toBeTruthy();

  // The client approves from the emailed link: the amount asked is the total with VAT.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const clientPage = await phone.newPage();
  await clientPage.goto(await latestLinkFor(page, clientEmail));
  await expect(clientPage.getByRole("heading", { name: "Progress Approval" })).toBeVisible();
  await expect(clientPage.getByText("£1,200.00").first()).toBeVisible();
  await clientPage.getByLabel("Your full name").fill("Tom Okafor");
  await sign(clientPage.getByTestId("signature-canvas"), clientPage);
  await clientPage.getByRole("button", { name: "Approve" }).click();
  await expect(clientPage.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(clientPage.getByRole("heading", { name: "How to pay" })).toBeVisible();
  await expect(clientPage.getByText("12-34-56")).toBeVisible();
  await expect(clientPage.getByText("12345678")).toBeVisible();
  await phone.close();

  // The invoice list names it by the company's series and shows the total in pounds.
  await page.goto("/invoices");
  const card = page.getByRole("article", { name: "Invoice INV-0001" });
  await expect(card).toContainText("Camden Rewire");
  await expect(card).toContainText("£1,200");
  await expect(card).toContainText("Approved");

  // The contractor records the bank transfer; the billing is paid.
  await page.goto(`/progress/${progressId}`);
  await page.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as paid" });
  await dialog.getByLabel("Paid by").selectOption("bank");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByRole("heading", { name: "Payment recorded" })).toBeVisible();
  await page.goto("/invoices");
  await expect(page.getByRole("article", { name: "Invoice INV-0001" })).toContainText("Paid");
});

test("a German electrician registers, bills a stage to a German builder and downloads it as Factur-X", async ({
  page,
}) => {
  const username = uniqueUsername("de");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Full name").fill("Lena Krause");
  await page.getByLabel("Company name").fill("Krause Elektrotechnik GmbH");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("Password", { exact: true }).fill("ladder-jobsite-42");
  await page.getByLabel("Confirm password").fill("ladder-jobsite-42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Hi, Lena Krause" })).toBeVisible();

  // What an e-invoice needs of the company: its address and USt-IdNr.; prices exclude USt at 19%.
  await page.goto("/profile");
  await page.getByRole("heading", { name: "Business and tax" }).scrollIntoViewIfNeeded();
  const business = page.locator("form").filter({ has: page.getByRole("button", { name: "Save business details" }) });
  await expect(business.getByLabel("Currency")).toHaveValue("EUR");
  await business.getByLabel("Street address").fill("Torstraße 12");
  await business.getByLabel("Town or city").fill("Berlin");
  await business.getByLabel("Postal code").fill("10119");
  await business.getByLabel("Prices and tax").selectOption("exclusive");
  await business.getByLabel("Default tax rate").selectOption("DE-STD");
  await business.getByLabel(/USt-IdNr/).fill("DE 136 695 976");
  await business.getByRole("button", { name: "Save business details" }).click();
  await page.reload();
  await page.getByRole("heading", { name: "Business and tax" }).scrollIntoViewIfNeeded();
  await expect(business.getByLabel(/USt-IdNr/)).toHaveValue("DE136695976");

  // The client is a German builder with an address, as the e-invoice's buyer needs.
  const actor = actorOf(page);
  const client = await makeClient(actor, {
    name: "Jana Vogel",
    companyName: "Vogel Bau GmbH",
    email: `${uniqueUsername("vogel")}@example.com`,
    phone: null,
    isBusiness: true,
    address: { line1: "Hafenweg 3", city: "Hamburg", postalCode: "20457", country: "DE" },
  });
  const project = await makeProject(actor, { name: "Speicherstadt Umbau", clientId: client.id, totalValue: null });

  // A stage at 40%: net 1.234,50 € with USt 19 % on top.
  await page.goto(`/progress/submit/${project.id}`);
  await page.getByLabel("Progress Completion %").fill("40");
  await page.getByLabel(/^Amount/).fill("1234.50");
  await expect(page.getByRole("definition").filter({ hasText: "1.469,06" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Photos" }).click();
  await page.getByLabel("Choose photos").setInputFiles(PHOTO_JPEG);
  await expect(page.getByText("Uploaded")).toHaveCount(1);
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();

  // The invoice card's e-invoice menu downloads the Factur-X PDF.
  await page.goto("/invoices");
  const card = page.getByRole("article").filter({ hasText: "Speicherstadt Umbau" });
  await expect(card).toContainText("1.469,06");
  await card.getByText("E-invoice", { exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Factur-X / ZUGFeRD PDF (EN 16931)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d+-facturx\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

  // A German Abschlagsrechnung, with its EN 16931 XML inside as factur-x.xml.
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toMatch(/^Abschlagsrechnung /);
  expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toMatch(/^de/);
  const spec = doc.catalog.lookup(PDFName.of("AF"), PDFArray).lookup(0, PDFDict);
  expect(spec.lookup(PDFName.of("F"), PDFString).decodeText()).toBe("factur-x.xml");
  const file = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F")) as PDFRawStream;
  const xml = new TextDecoder().decode(decodePDFRawStream(file).decode());
  expect(xml).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
  expect(xml).toContain("<ram:GrandTotalAmount>1469.06</ram:GrandTotalAmount>");
  expect(xml).toContain('<ram:ID schemeID="VA">DE136695976</ram:ID>');
});
