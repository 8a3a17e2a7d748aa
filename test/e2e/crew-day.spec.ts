// A crew's day (issue 38): a field tech bills a stage, the client approves and pays, the office marks it paid. Who
// hears each step is read from the development outbox; each role's screen is checked at the step it matters. The
// owner and office always hear, the tech while she is a member and never asked to "mark it paid", the client keeps
// the invoice and a receipt, and once the tech has left the client is answered by the company's contact.
import type { Browser, Page } from "@playwright/test";
import { makeClient, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

type Mail = { to: string; channel: string; subject: string | null; body: string };
const outbox = async (page: Page) => (await (await page.request.get("/api/dev/outbox")).json()) as Mail[];
/** Who got an email whose subject starts with `subject`, sorted. */
const recipients = async (page: Page, subject: string) =>
  (await outbox(page))
    .filter((m) => m.channel === "email" && m.subject?.startsWith(subject))
    .map((m) => m.to)
    .sort();
/** The one email to `to` whose subject matches, once it is there. */
async function mailTo(page: Page, to: string, subject: RegExp) {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(page)).find((m) => m.to === to && subject.test(m.subject ?? ""));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const phone = (browser: Browser) => browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

/** A member invited by the owner, joined on their own phone (through the API: team.spec walks the screens). */
async function member(owner: Page, browser: Browser, role: "office" | "field", fullName: string) {
  const email = `${uniqueUsername(role)}@example.com`;
  expect((await owner.request.post("/api/team/invites", { data: { fullName, email, role } })).status()).toBe(201);
  const invite = await mailTo(owner, email, /invited you/);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(invite.body)![1];
  const context = await phone(browser);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("hasSeenWalkthrough", "true"));
  await page.addLocatorHandler(page.getByRole("dialog").filter({ hasText: "Achievement Unlocked!" }), async (d) => {
    await d.getByRole("button", { name: "Awesome!" }).click();
  });
  const username = uniqueUsername(role);
  const joined = await page.request.post(`/api/invites/${token}/accept`, {
    data: { username, password: "conduit-bender-77", fullName, email, phone: null },
  });
  expect(joined.status()).toBe(201);
  const { id } = (await joined.json()) as { id: number };
  return { id, email, page, context };
}

async function sign(page: Page) {
  const canvas = page.getByTestId("signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.8, 0.4],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 8 });
  await page.mouse.up();
}

test("a field tech's billing, submitted to paid: who hears each step and what each role sees", async ({
  page,
  browser,
}) => {
  // Four people and a client, each with their own phone and each step's mail: longer than one screen's journey.
  test.setTimeout(180_000);
  const ownerEmail = `${uniqueUsername("olivia")}@example.com`;
  await signUpViaApi(page, {
    fullName: "Olivia Owner",
    email: ownerEmail,
    phone: "+1 512 555 0100",
    companyName: "Owner Electric",
  });
  const office = await member(page, browser, "office", "Maya Office");
  const tech = await member(page, browser, "field", "Tina Tech");
  const clientEmail = `${uniqueUsername("carla")}@example.com`;
  const actor = actorOf(page);
  const customer = await makeClient(actor, { name: "Carla Client", email: clientEmail, phone: null });
  const project = await makeProject(actor, {
    name: uniqueUsername("Kitchen "),
    clientId: customer.id,
    totalValue: null,
  });

  // ---- The tech bills a stage; the client gets the approval link, signed by her ----
  const submitted = await tech.page.request.post("/api/progress", {
    data: { projectId: project.id, completionPercentage: 40, amount: 399_999, description: "Rough-in", photos: [] },
  });
  expect(submitted.status()).toBe(201);
  const { id: progressId } = (await submitted.json()) as { id: number };
  const linkMail = await mailTo(page, clientEmail, /please approve/);
  expect(linkMail.body).toContain("Tina Tech");
  const linkPath = new URL(/https?:\/\/\S+\/a\/[A-Za-z0-9_-]+/.exec(linkMail.body)![0]).pathname;

  // ---- The client approves on her phone; everyone who follows the billing hears, each in their words ----
  const clientPhone = await phone(browser);
  const client = await clientPhone.newPage();
  await client.goto(linkPath);
  await expect(client.getByText(/Questions\? Contact Tina Tech at Owner Electric/)).toBeVisible();
  await client.getByLabel("Your full name").fill("Carla Client");
  await sign(client);
  await client.getByRole("button", { name: "Approve" }).click();
  await expect(client.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  await expect
    .poll(() => recipients(page, `Progress approved: ${project.name},`))
    .toEqual([ownerEmail, office.email, tech.email].sort());
  const forTech = await mailTo(page, tech.email, /^Progress approved:/);
  expect(forTech.body).not.toMatch(/mark it paid/i);
  expect((await mailTo(page, office.email, /^Progress approved:/)).body).toContain("Mark it paid in PayStage");

  // The client keeps the invoice: its PDF, with the signed approval, opens through her own link.
  const invoiceMail = await mailTo(page, clientEmail, /invoice for Progress #1/);
  const pdfPath = /\/api\/a\/[A-Za-z0-9_-]+\/invoice\.pdf/.exec(invoiceMail.body)![0];
  const pdf = await client.request.get(pdfPath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The tech sees her billing approved, with nothing to mark; the office has it in the bell.
  await tech.page.goto(`/progress/${progressId}`);
  await expect(tech.page.getByRole("heading", { name: "Progress #1" })).toBeVisible();
  await expect(tech.page.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(tech.page.getByRole("button", { name: /Mark (as )?paid/i })).toHaveCount(0);
  await office.page.goto("/dashboard");
  await office.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  await expect(office.page.getByRole("menuitem", { name: /Progress approved/ })).toContainText(
    "Carla Client approved Progress #1",
  );
  await office.page.keyboard.press("Escape");

  // ---- The owner removes the tech, then names the office as the clients' contact on /team ----
  expect((await page.request.delete(`/api/team/members/${tech.id}`)).status()).toBe(200);
  await tech.context.close();
  await client.goto(linkPath);
  await expect(client.getByText(/Questions\? Contact Olivia Owner at Owner Electric/)).toBeVisible();
  await expect(client.getByRole("link", { name: "(512) 555-0100" })).toBeVisible();

  await page.goto("/team");
  const contact = page.getByLabel("Client contact");
  await contact.selectOption({ label: "Maya Office" });
  await expect(contact).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel("Client contact")).toHaveValue(String(office.id));
  await client.goto(linkPath);
  await expect(client.getByText(/Questions\? Contact Maya Office at Owner Electric/)).toBeVisible();

  // ---- The client says she paid: the owner and office hear, the removed tech does not ----
  await client.getByRole("button", { name: "I've sent the payment" }).click();
  await expect(client.getByText(/You told .* you sent the payment on/)).toBeVisible();
  await expect
    .poll(() => recipients(page, `Payment sent: ${project.name},`))
    .toEqual([ownerEmail, office.email].sort());

  // ---- Part of it arrives first (ADR 0165): the billing stays open with its balance, everywhere ----
  await office.page.goto(`/progress/${progressId}`);
  await office.page.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = office.page.getByRole("dialog", { name: "Mark as paid" });
  const amount = dialog.getByLabel("Amount received (USD)");
  // It starts at the balance; more than that is refused before anything is sent.
  await expect(amount).toHaveValue("3999.99");
  await amount.fill("4000");
  await dialog.getByLabel("Paid by").selectOption("check");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(dialog.getByText("Amount received can't be more than the balance due ($3,999.99).")).toBeVisible();
  await amount.fill("1000");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  // The panel's lines stay (the toast says the same in other words, and goes).
  await expect(office.page.getByText("Part paid: $1,000.00 of $3,999.99", { exact: true })).toBeVisible();
  await expect(office.page.getByText("Balance due: $2,999.99", { exact: true })).toBeVisible();
  await client.reload();
  await expect(client.getByText("Paid $1,000.00 of $3,999.99")).toBeVisible();
  await expect(client.getByText("$2,999.99").first()).toBeVisible();

  // ---- The office records the rest; the client gets a receipt and her page says paid ----
  await office.page.getByRole("button", { name: "Mark as paid" }).click();
  await expect(amount).toHaveValue("2999.99");
  await dialog.getByLabel("Paid by").selectOption("zelle");
  await dialog.getByRole("button", { name: "Mark as paid" }).click();
  await expect(office.page.getByRole("heading", { name: "Payment recorded" })).toBeVisible();
  const receipt = await mailTo(page, clientEmail, /receipt for Progress #1/);
  expect(receipt.body).toContain("received your payment of $3,999.99");
  expect(receipt.body).toContain("Maya Office");
  expect(receipt.body).not.toContain("Tina Tech");
  await client.reload();
  await expect(client.getByText(/Paid on .*Thank you!/)).toBeVisible();

  // The owner's page shows it paid too.
  await page.goto(`/progress/${progressId}`);
  await expect(page.getByRole("heading", { name: "Payment recorded" })).toBeVisible();
  expect(await recipients(page, `Payment sent: ${project.name},`)).not.toContain(tech.email);
  await clientPhone.close();
  await office.context.close();
});
