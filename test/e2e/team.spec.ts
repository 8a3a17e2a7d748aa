// Teams journeys: the owner invites a field tech from /team, the tech joins from the emailed link on their own phone,
// bills a stage the owner sees as theirs, has no money tools and sees no money but their own, is made office after a
// confirmation (their open app picks it up when it comes back to the front), and is signed out once removed, told so; a Solo owner is offered an upgrade
// instead.
import type { Browser, Page } from "@playwright/test";
import { todayIn } from "../factories/api";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { actorOf, endTrial, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

/** The invite link emailed to `email`, read from the development outbox. */
async function inviteLinkFor(page: Page, email: string): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/dev/outbox");
      const messages = (await res.json()) as { to: string; channel: string; body: string }[];
      const mail = messages.find((m) => m.to === email && m.channel === "email");
      url = mail?.body.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{20,100}/)?.[0];
      return url;
    })
    .toBeTruthy();
  return url!;
}

/** The tech's own phone: no cookies of the owner's, and the same quiet first run as the fixture's page. */
async function techPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("hasSeenWalkthrough", "true"));
  await page.addLocatorHandler(page.getByRole("dialog").filter({ hasText: "Achievement Unlocked!" }), async (d) => {
    await d.getByRole("button", { name: "Awesome!" }).click();
  });
  return { context, page };
}

test("the owner invites a field tech by email; the tech joins, sees no money tools, and is signed out when removed", async ({
  page,
  browser,
}) => {
  // Two phones through a whole crew's day (join, bill, money seen per role, a role change, removal): longer than one
  // screen's journey.
  test.setTimeout(150_000);
  await signUpViaApi(page, { fullName: "Jordan Pike" });
  const techEmail = `${uniqueUsername("tech")}@example.com`;

  // The owner opens Team from the account menu: they are its only member, marked as themselves.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Account menu for Jordan Pike/ }).click();
  await page.getByRole("menuitem", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  const members = page.getByRole("region", { name: "Members" });
  await expect(members.getByRole("heading", { name: /^Jordan Pike/ })).toBeVisible();
  await expect(members.getByText("You", { exact: true })).toBeVisible();

  // The invite form validates with the shared schema, then sends.
  const invite = page.getByRole("region", { name: "Invite a member" });
  await invite.getByRole("button", { name: "Send invite" }).click();
  await expect(invite.getByText("Full name is required")).toBeVisible();
  await invite.getByLabel("Full name").fill("Sam Rivera");
  await invite.getByLabel("Email").fill(techEmail);
  await invite.getByLabel("Role", { exact: true }).selectOption("field");
  await invite.getByRole("button", { name: "Send invite" }).click();
  const pending = page.getByRole("region", { name: "Pending invites" });
  await expect(pending.getByRole("heading", { name: "Sam Rivera" })).toBeVisible();
  await expect(pending.getByRole("button", { name: /Cancel invite/ })).toBeVisible();

  // The invite email is in the development outbox with a working link.
  const inviteUrl = await inviteLinkFor(page, techEmail);
  // Opened while signed in: the page says who is signed in at once, instead of a form that fails once filled.
  await page.goto(new URL(inviteUrl).pathname);
  await expect(page.getByText(/You're signed in as Jordan Pike/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out and continue" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Join the team" })).toHaveCount(0);
  await page.goto("/dev/outbox");
  await expect(page.getByRole("link", { name: inviteUrl, exact: true })).toBeVisible();

  // The tech opens it on their own phone, signed out, and sets up a login.
  const tech = await techPhone(browser);
  await tech.page.goto(new URL(inviteUrl).pathname);
  await expect(
    tech.page.getByRole("heading", { name: "Jordan Pike invited you to join Pike Plumbing as a field tech" }),
  ).toBeVisible();
  await expect(tech.page.getByLabel("Full name")).toHaveValue("Sam Rivera");
  await expect(tech.page.getByLabel("Email")).toHaveValue(techEmail);
  await tech.page.getByLabel("Username").fill(uniqueUsername("sam"));
  await tech.page.getByLabel("Password", { exact: true }).fill("conduit-bender-77");
  await tech.page.getByLabel("Confirm password").fill("conduit-bender-77");
  await tech.page.getByRole("button", { name: "Join the team" }).click();
  await expect(tech.page).toHaveURL(/\/dashboard$/);
  await expect(tech.page.getByRole("heading", { name: "Hi, Sam Rivera" })).toBeVisible();

  // A field member bills and records; money, payments and reminders are not theirs.
  const nav = tech.page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "New progress" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Invoices" })).toHaveCount(0);
  await expect(tech.page.getByRole("link", { name: /Reminders/ })).toHaveCount(0);
  await expect(tech.page.getByRole("link", { name: /Templates/ })).toHaveCount(0);
  await expect(tech.page.getByRole("button", { name: /Mark (as )?paid/i })).toHaveCount(0);
  await expect(tech.page.getByRole("region", { name: "Cash Flow Summary" })).toHaveCount(0);

  // The tech sees the team, without the invite form or anyone's controls.
  await tech.page.getByRole("button", { name: /Account menu for Sam Rivera/ }).click();
  await tech.page.getByRole("menuitem", { name: "Team" }).click();
  const techMembers = tech.page.getByRole("region", { name: "Members" });
  await expect(techMembers.getByRole("heading", { name: "Jordan Pike" })).toBeVisible();
  await expect(techMembers.getByRole("heading", { name: /^Sam Rivera/ })).toBeVisible();
  await expect(tech.page.getByRole("region", { name: "Invite a member" })).toHaveCount(0);
  await expect(tech.page.getByRole("button", { name: "Remove" })).toHaveCount(0);
  await expect(tech.page.getByRole("button", { name: /Mark (as )?paid/i })).toHaveCount(0);

  // The tech bills a stage with a photo on the owner's project, from the wizard.
  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", phone: null });
  const { id: projectId } = await makeProject(actor, {
    name: "Webb Kitchen Rewire",
    clientId: client.id,
    totalValue: 1_850_000,
  });
  await tech.page.goto(`/progress/submit/${projectId}`);
  await tech.page.getByLabel("Progress Completion %").fill("40");
  await tech.page.getByLabel("Amount ($)").fill("2400");
  await tech.page.getByRole("button", { name: "Continue to Photos" }).click();
  await tech.page.getByLabel("Choose photos").setInputFiles("test/fixtures/panel-rough-in.jpg");
  await expect(tech.page.getByText("Uploaded")).toHaveCount(1);
  await tech.page.getByRole("button", { name: "Continue to Review" }).click();
  await tech.page.getByRole("button", { name: "Submit Progress" }).click();
  await expect(tech.page.getByRole("heading", { name: "Progress Submitted Successfully" })).toBeVisible();
  // No reminder step for a field tech: chasing payment is the office's.
  await expect(tech.page.getByRole("link", { name: "Send Reminder" })).toHaveCount(0);

  // The owner sees who billed it, in the activity feed and on the progress page.
  await page.goto("/dashboard");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByText("Billed by Sam Rivera")).toBeVisible();
  const list = (await (await page.request.get("/api/progress")).json()) as { id: number }[];
  const progressId = list[0]!.id;

  // The owner bills the next stage. The tech sees no contract value and no amount that is not theirs: not on the
  // project, not on the dashboard, and another's billing is simply not found, with a way back their role has.
  const ownersBilling = await makeProgress(actor, { projectId, completionPercentage: 70, amount: 399_999 });
  await tech.page.goto(`/project/${projectId}`);
  await expect(tech.page.getByRole("heading", { name: "Webb Kitchen Rewire" })).toBeVisible();
  await expect(tech.page.getByRole("link", { name: /Progress #1/ })).toBeVisible();
  await expect(tech.page.getByRole("link", { name: /Progress #2/ })).toHaveCount(0);
  await expect(tech.page.getByText("Total value")).toHaveCount(0);
  await expect(tech.page.getByText(/\$18,500|\$3,999\.99|\$4,000/)).toHaveCount(0);
  await tech.page.goto("/dashboard");
  const own = tech.page.getByRole("region", { name: "Your billings" });
  await expect(own.getByText("1 billing", { exact: true })).toBeVisible();
  await expect(tech.page.getByText(/\$3,999\.99|\$4,000/)).toHaveCount(0);
  await tech.page.goto(`/progress/${ownersBilling.id}`);
  await expect(tech.page.getByText("Progress information not found")).toBeVisible();
  await expect(tech.page.getByRole("link", { name: "Back to Projects" })).toBeVisible();
  await page.goto(`/progress/${progressId}`);
  await expect(page.getByText("Billed by Sam Rivera")).toBeVisible();

  // The tech's own billing has no Mark paid, and the API refuses it with the rule's words.
  await tech.page.goto(`/progress/${progressId}`);
  await expect(tech.page.getByRole("heading", { name: "Progress #1" })).toBeVisible();
  await expect(tech.page.getByRole("button", { name: /Mark (as )?paid/i })).toHaveCount(0);
  const refused = await tech.page.request.post(`/api/progress/${progressId}/mark-paid`, {
    data: { paidOn: todayIn(), method: "cash" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Only the owner or the office can request payments, send reminders or mark paid.",
  );

  // The tech is on a quiet screen when the owner removes them (the payment status page polls, and its next read
  // would sign them out before any click).
  await tech.page.goto("/team");
  await expect(tech.page.getByRole("region", { name: "Members" })).toBeVisible();

  // A mark that lives only as long as this page: still there later means the tech's app was never reloaded.
  await tech.page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The owner makes the tech office, after a confirmation; the tech's open app picks it up when it comes back to the
  // front, without a reload or a tap.
  await page.goto("/team");
  await expect(members.getByRole("heading", { name: "Sam Rivera" })).toBeVisible();
  await members.getByLabel("Role of Sam Rivera").selectOption("office");
  const roleConfirm = page.getByRole("alertdialog", { name: "Change Sam Rivera's role to Office?" });
  await roleConfirm.getByRole("button", { name: "Change role" }).click();
  await expect(roleConfirm).toHaveCount(0);
  await expect(members.getByLabel("Role of Sam Rivera")).toHaveValue("office");
  // The tech switches back to the app: the browser tells the page it is visible again (what it fires when a phone
  // brings the app to the front), the app asks who is signed in, and the navigation follows the new role.
  await tech.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
  await expect(nav.getByRole("link", { name: "Invoices" })).toBeVisible();
  await expect(tech.page).toHaveURL(/\/team$/);
  expect(await tech.page.evaluate(() => "notReloaded" in window)).toBe(true);

  // The owner removes the tech, after a confirmation.
  await members.getByRole("button", { name: "Remove" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Sam Rivera?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(members.getByRole("heading", { name: "Sam Rivera" })).toHaveCount(0);

  // The tech's sessions ended with the removal: their next step lands on sign-in. (A badge dialog closed meanwhile
  // is such a step too: its write is refused and the app already went to sign-in, taking the link away.)
  await nav
    .getByRole("link", { name: "Projects" })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(tech.page).toHaveURL(/\/auth$/);
  await expect(tech.page.getByText("You were removed from Pike Plumbing.")).toBeVisible();
  await tech.context.close();
});

test("a Solo owner is offered an upgrade instead of the invite form", async ({ page }) => {
  const { username } = await signUpViaApi(page, { fullName: "Rita Solo" });
  // Past the free trial: its Professional limits (any number of users) would apply until it ends.
  await endTrial(page, username);
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Subscribe to Solo Contractor" }).click();
  await page.getByRole("button", { name: "Pay $59.99 and subscribe" }).click();
  await expect(page.getByText("Your Solo Contractor subscription has been activated.")).toBeVisible();

  await page.goto("/team");
  await expect(page.getByText("Your plan has one user. Upgrade to add your crew.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Invite a member" }).getByRole("button", { name: "Send invite" }),
  ).toHaveCount(0);
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
