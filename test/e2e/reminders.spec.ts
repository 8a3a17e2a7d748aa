// Reminders end to end: a template with both channels, a manual send from /nudge/clients read in the dev outbox,
// then the hourly cron finds an overdue progress and sends exactly one automatic reminder, shown on Payment Status.
import type { Page } from "@playwright/test";
import { ok } from "../factories/api";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

/** A zone where it is around noon right now: the engine sends from 9:00 local, and noon is far from midnight. */
function noonZone(now = new Date()) {
  let offset = 12 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  // IANA's Etc zones count the other way: UTC+5 is Etc/GMT-5.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

const localDay = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

const formatDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

type OutboxMessage = { channel: string; to: string; subject: string | null; body: string; status: string };
const outboxFor = async (page: Page, to: string) =>
  ((await (await page.request.get("/api/dev/outbox")).json()) as OutboxMessage[]).filter((m) => m.to === to);

const historyOf = (page: Page, progressId: number) =>
  ok(actorOf(page).api["nudge-history"].$get({ query: { progressId: String(progressId) } }));

test("a template with both channels, a manual reminder, then exactly one automatic reminder from the cron", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const timeZone = noonZone();
  const today = localDay(timeZone);
  const tag = uniqueUsername("rem");
  const clientEmail = `${tag}@client.example`;
  const clientPhone = "+1 512 555 0142";
  // As stored and texted: E.164 (ADR 0118).
  const clientPhoneE164 = "+15125550142";

  await signUpViaApi(page, {
    username: tag,
    fullName: "Dana Reyes",
    companyName: "Reyes Electric",
    timezone: timeZone,
  });
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", email: clientEmail, phone: clientPhone });
  const projectName = `Kitchen Rewire ${tag}`;
  const project = await makeProject(actor, { name: projectName, clientId: client.id, totalValue: null });
  // Due yesterday, in the contractor's timezone: one day overdue today.
  const dueDate = addDays(today, -1);
  const { id: progressId } = await makeProgress(actor, {
    projectId: project.id,
    completionPercentage: 40,
    amount: 1_248_050,
    dueDate,
  });

  // ---- Configure Templates: the spec's messages, the unknown-variable flag, then a template with both channels ----
  await page.goto("/nudge/config");
  await expect(page.getByRole("heading", { name: "Reminder Templates" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Reminder" })).toBeVisible();
  await page.getByRole("button", { name: "New", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await expect(dialog.getByLabel("Trigger")).toHaveValue("days_after_submission");
  await expect(dialog.getByLabel("Days")).toHaveValue("1");
  await expect(dialog.getByRole("checkbox", { name: "Email" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Email" }).uncheck();
  await dialog.getByLabel("Days").fill("");
  await dialog.getByRole("button", { name: "Create template" }).click();
  for (const message of [
    "Name is required",
    "Email subject is required",
    "Email body is required",
    "SMS message is required",
    "Must be a number",
    "At least one channel is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel("Trigger").selectOption("on_due_date");
  await expect(dialog.getByLabel("Days")).toHaveCount(0);
  await dialog.getByLabel("Trigger").selectOption("days_after_due");

  await dialog.getByLabel("Name").fill("Overdue follow-up");
  await dialog.getByLabel("Days").fill("1");
  await dialog.getByRole("checkbox", { name: "Email" }).check();
  await dialog.getByRole("checkbox", { name: "Text message (SMS)" }).check();
  await dialog.getByLabel("Email subject").fill("Overdue: {{projectName}} #{{progressNumber}} {{clientNmae}}");
  await expect(dialog.getByRole("status")).toContainText("Unknown variable: {{clientNmae}}");
  await dialog.getByLabel("Email subject").fill("Overdue: {{projectName}} #{{progressNumber}}");
  await expect(dialog.getByRole("status")).toHaveCount(0);
  await dialog
    .getByLabel("Email body")
    .fill(
      "Hi {{clientName}}, {{amount}} for {project_name} was due {{dueDate}}. Pay here: {{paymentLink}} Thanks, {{userName}}",
    );
  await dialog.getByLabel("SMS message").fill("{client_name}: {amount} is overdue. {{paymentLink}}");
  // The live preview fills the chosen progress.
  const preview = dialog.getByRole("region", { name: "Email preview" });
  await expect(preview).toContainText(`Overdue: ${projectName} #1`);
  await expect(preview).toContainText(`Hi Marcus Webb, $12,480.50 for ${projectName} was due ${formatDay(dueDate)}.`);
  await dialog.getByRole("button", { name: "Create template" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Overdue follow-up" }) });
  await expect(card).toContainText("1 day after the due date");
  await expect(card).toContainText("SMS");
  await expect(card).toContainText("Automatic");

  // ---- Send Reminders: validation toasts, the chain of choices, then the send ----
  await page.goto("/nudge/clients");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Send Reminder" }).click();
  await expect(page.getByText("Progress submission required")).toBeVisible();
  await expect(page.getByText("Please select a progress submission to send the nudge for.")).toBeVisible();
  await page.getByLabel("Client").selectOption({ label: "Marcus Webb · Webb Family Homes" });
  await page.getByLabel("Project").selectOption({ label: projectName });
  await page.getByLabel("Progress submission").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Send Reminder" }).click();
  await expect(page.getByText("Please select a template before sending the nudge.")).toBeVisible();
  await page.getByLabel("Template").selectOption({ label: "Overdue follow-up (1 day after the due date)" });
  await expect(page.getByRole("checkbox", { name: "Email" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Text message (SMS)" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Email" }).uncheck();
  await page.getByRole("checkbox", { name: "Text message (SMS)" }).uncheck();
  await page.getByRole("button", { name: "Send Reminder" }).click();
  await expect(page.getByText("Please select at least one channel (email or SMS).")).toBeVisible();
  await page.getByRole("checkbox", { name: "Email" }).check();
  await page.getByRole("checkbox", { name: "Text message (SMS)" }).check();
  await page.getByRole("button", { name: "Send Reminder" }).click();
  // What the send leaves on the page: the progress's reminder history, with this one in it.
  await expect(
    page.getByRole("list", { name: "Reminder history" }).getByRole("listitem").filter({ hasText: "Sent by you" }),
  ).toBeVisible();

  // The outbox holds both messages, every variable filled and a working client link. (The automatic reminder may
  // already be there too: creating an active template queued the company's catch-up sweep, ADR 0128.)
  await expect
    .poll(
      async () => (await outboxFor(page, clientEmail)).filter((m) => m.subject === `Overdue: ${projectName} #1`).length,
    )
    .toBeGreaterThanOrEqual(1);
  const [email] = (await outboxFor(page, clientEmail)).filter((m) => m.subject === `Overdue: ${projectName} #1`);
  expect(email!.body).toMatch(
    new RegExp(
      `^Hi Marcus Webb, \\$12,480\\.50 for ${projectName} was due ${formatDay(dueDate)}\\. Pay here: http://localhost:\\d+/a/[A-Za-z0-9_-]{40,} Thanks, Dana Reyes$`,
    ),
  );
  // Newest first: the reminder (and the automatic one, if the catch-up sweep was first), then the approval link
  // texted when the progress was submitted.
  const texts = (await outboxFor(page, clientPhoneE164)).map((m) => m.body);
  const reminderText = /^Marcus Webb: \$12,480\.50 is overdue\. http:\/\/localhost:\d+\/a\/[A-Za-z0-9_-]{40,}$/;
  expect(texts.length === 2 || texts.length === 3).toBe(true);
  for (const text of texts.slice(0, -1)) expect(text).toMatch(reminderText);
  expect(texts.at(-1)).toMatch(
    / is ready for your approval\. Review and sign: http:\/\/localhost:\d+\/a\/[A-Za-z0-9_-]{40,}$/,
  );
  const link = /\/a\/[A-Za-z0-9_-]+/.exec(email!.body)![0];
  const opened = await page.request.get(`/api${link}`);
  expect(opened.status()).toBe(200);

  // ---- The hourly cron: the progress is one day overdue in the contractor's timezone. Its one automatic reminder
  // comes from the catch-up sweep or from this run, never from both ----
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=0+*+*+*+*")).ok()).toBe(true);
  await expect
    .poll(async () => (await historyOf(page, progressId)).filter((h) => h.automatic).length, { timeout: 30_000 })
    .toBe(1);
  // A second run of the same hour finds the day's reminder already sent.
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=0+*+*+*+*")).ok()).toBe(true);
  await page.waitForTimeout(5_000);
  const history = await historyOf(page, progressId);
  expect(history.filter((h) => h.automatic)).toEqual([
    expect.objectContaining({ templateName: "Overdue follow-up", channels: ["email", "sms"] }),
  ]);
  expect(history.filter((h) => !h.automatic)).toHaveLength(1);
  await expect
    .poll(
      async () => (await outboxFor(page, clientEmail)).filter((m) => m.subject === `Overdue: ${projectName} #1`).length,
      { timeout: 15_000 },
    )
    .toBe(2);

  // ---- Payment Status shows both reminders ----
  await page.goto(`/progress/${progressId}`);
  // The Reminders card sits below the first screen: it loads as a person scrolls to it.
  await page.getByRole("heading", { name: "Reminders", exact: true }).scrollIntoViewIfNeeded();
  const reminders = page.getByRole("list", { name: "Reminder history" });
  await expect(reminders.getByRole("listitem")).toHaveCount(2);
  await expect(reminders.getByRole("listitem").filter({ hasText: "Automatic" })).toContainText("Overdue follow-up");
  await expect(reminders.getByRole("listitem").filter({ hasText: "Sent by you" })).toContainText("Email + Text");
  await expect(reminders.getByText("Failed")).toHaveCount(0);
});
