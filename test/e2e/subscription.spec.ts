// Subscription journeys on a phone: Pricing -> Subscribe -> local test checkout (signed Stripe events to the
// app's own webhook) -> started in the trial, nothing charged today -> Starter active -> cancel (confirm) ->
// canceling -> resume -> active; and an office member's read-only plan view.
import { registration } from "../factories/api";
import { makeClient, makeProject } from "../factories/billing";
import { actorOf, endTrial, expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

/** The trial's checkout charges nothing today: its button and line say so (issue 38). */
const START_IN_TRIAL = "Start subscription, nothing charged today";

test("a new contractor subscribes to Starter, cancels and resumes", async ({ page }) => {
  await signUpViaApi(page);
  // The dashboard says where the trial stands and what to do.
  await page.goto("/dashboard");
  const banner = page.getByRole("region", { name: "Subscription" });
  await expect(banner).toContainText("14 days left in your free trial");
  await expect(banner.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscription");

  // (The pricing page's Subscribe goes straight on to checkout with its plan and period: the next journey.)
  await page.goto("/subscription");
  await expect(page.getByTestId("current-plan")).toHaveText("Professional Package");
  await expect(page.locator("[data-tone]")).toHaveText("Free trial");
  await expect(page.getByText(/Free trial of Professional: 14 days left/)).toBeVisible();
  await expect(page.getByText("$219", { exact: true })).toBeVisible();
  await expect(page.getByText("$59.99", { exact: true })).toBeVisible();
  await expect(page.getByText("$349", { exact: true })).toBeVisible();
  await expect(page.getByText("30-day money-back guarantee on every plan.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New: AI meeting notes" })).toBeVisible();
  // Trialing: nothing to cancel or resume yet.
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Resume Subscription" })).toHaveCount(0);

  await page.getByRole("button", { name: "Subscribe to Starter Package" }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_local_\w+&plan=price_starter$/);
  await expect(page.getByRole("heading", { name: "Subscribe to Starter Package" })).toBeVisible();
  // Day 1 of the trial: the checkout charges nothing today and says when the first charge comes.
  await expect(
    page.getByText(/^Nothing is charged today\. Your free trial runs until .+; then \$219\/month/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await page.getByRole("button", { name: START_IN_TRIAL }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_local_\w+$/);
  await expect(page.getByRole("heading", { name: "Subscription started" })).toBeVisible();
  await expect(page.getByText("Your Starter Package subscription has been activated.")).toBeVisible();
  await expect(page.getByText(/^Nothing was charged today\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Manage Subscription" }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId("current-plan")).toHaveText("Starter Package");
  const pill = page.locator("[data-tone]");
  await expect(pill).toHaveText("Active");
  await expect(pill).toHaveAttribute("data-tone", "green");
  await expect(page.getByRole("button", { name: "Current Plan: Starter Package" })).toBeDisabled();
  // Subscribed on trial day 1: the trial runs on with its limits, then Starter's apply (ADR 0123).
  await expect(
    page.getByText(/^Your free trial continues until .+; then Starter Package and its limits apply\.$/),
  ).toBeVisible();
  // The card says how it bills and when the first charge comes.
  await expect(page.getByTestId("billing-line")).toHaveText(
    /^Billed monthly\. Nothing is charged during your free trial; first charge \$219 on .+\.$/,
  );
  // Subscribed: another plan is a plan change, not a second subscription (ADR 0123).
  await expect(page.getByRole("button", { name: "Subscribe to Solo Contractor" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Switch to Solo Contractor" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Resume Subscription" })).toHaveCount(0);

  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to cancel your subscription? You'll still have access until the end of your current billing period.",
  );
  await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(dialog).toBeHidden();
  await expect(pill).toHaveText("Canceling");
  await expect(pill).toHaveAttribute("data-tone", "red");
  await expect(page.getByText(/^Ends on .+\. You keep full access until then\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Current Plan: Starter Package" })).toBeDisabled();

  await page.getByRole("button", { name: "Resume Subscription" }).click();
  await expect(pill).toHaveText("Active");
  await expect(page.getByRole("button", { name: "Resume Subscription" })).toHaveCount(0);

  // The server has it too: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId("current-plan")).toHaveText("Starter Package");
  await expect(page.locator("[data-tone]")).toHaveText("Active");

  // A paid, active plan needs no banner.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByText("Here's your payment status.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription" })).toHaveCount(0);
});

test("a signed-out visitor picks a plan, registers, and comes back to finish", async ({ page }) => {
  await page.goto("/subscription");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe to Solo Contractor" }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);

  await page.getByRole("tab", { name: "Register" }).click();
  const username = uniqueUsername("sub");
  await page.getByLabel("Full name").fill("Avery Lane");
  await page.getByLabel("Company name").fill("Lane Electric");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("ladder-jobsite-42");
  await page.getByLabel("Confirm password").fill("ladder-jobsite-42");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_local_\w+&plan=price_solo$/);
  await page.getByRole("button", { name: START_IN_TRIAL }).click();
  await expect(page.getByText("Your Solo Contractor subscription has been activated.")).toBeVisible();
});

test("a Solo owner at the project limit upgrades to Starter and adds a fourth project", async ({ page }) => {
  const { username } = await signUpViaApi(page);
  // Past the free trial: its Professional limits would apply until it ends.
  await endTrial(page, username);
  // Subscribe to Solo through the local test checkout.
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Subscribe to Solo Contractor" }).click();
  await page.getByRole("button", { name: "Pay $59.99 and subscribe" }).click();
  await expect(page.getByText("Your Solo Contractor subscription has been activated.")).toBeVisible();

  const actor = actorOf(page);
  const client = await makeClient(actor, { name: "Marcus Webb", phone: null });
  for (const name of ["Webb Kitchen", "Webb Garage", "Webb Deck"]) {
    await makeProject(actor, { name, clientId: client.id, totalValue: null });
  }

  // At 3 of 3, New says why it is off and where to go, before anything is typed.
  await page.goto("/projects");
  await expect(page.getByRole("button", { name: "New", exact: true })).toBeDisabled();
  await expect(
    page.getByText(/^Your Solo Contractor plan includes 3 active projects and you have 3\. Upgrade your plan/),
  ).toBeVisible();
  await expect(page.getByText("(/subscription)")).toHaveCount(0);
  await page.getByRole("link", { name: "Upgrade Your Plan" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId("current-plan")).toHaveText("Solo Contractor");
  await expect(page.getByText("Active projects: 3 of 3")).toBeVisible();

  // Starter and Professional say what choosing them does; the confirmation says what is charged when.
  await page.getByRole("button", { name: "Upgrade to Starter Package" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Upgrade to Starter Package?" })).toBeVisible();
  await expect(dialog).toContainText("Starter Package starts now");
  // Past the trial, the difference is charged today (ADR 0123).
  await expect(dialog).toContainText("You're charged $");
  await expect(dialog).toContainText("then $219/month from");
  await dialog.getByRole("button", { name: "Upgrade to Starter Package" }).click();
  // What the change leaves (the card), not its toast, which may be gone on a busy runner.
  await expect(page.getByTestId("current-plan")).toHaveText("Starter Package");
  await expect(page.getByText("Active projects: 3 of 10")).toBeVisible();
  await expect(page.getByRole("button", { name: "Current Plan: Starter Package" })).toBeDisabled();
  // A cheaper plan is a switch at the period's end, offered too.
  await expect(page.getByRole("button", { name: "Switch to Solo Contractor" })).toBeEnabled();

  await page.goto("/projects");
  await page.getByRole("button", { name: "New", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Create New Project" });
  await form.getByLabel("Project name").fill("Webb Basement");
  await form.getByLabel("Client").selectOption({ label: "Marcus Webb (Webb Family Homes)" });
  await form.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Webb Basement", { exact: true }).first()).toBeVisible();
});

test("pricing defaults to Yearly, and Subscribe carries the plan and period into checkout", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/pricing");
  await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
  await expect(page.getByText(/Billed yearly at \$599\.88/)).toBeVisible();
  await page.getByRole("link", { name: "Subscribe to Solo Contractor" }).click();

  // A server round trip and a whole page load (window.location.assign): on a busy 2-core runner this passed 10 s.
  await expect(page).toHaveURL(/\/test-checkout\?session_id=cs_local_\w+&plan=price_solo&period=yearly$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: "Subscribe to Solo Contractor" })).toBeVisible();
  await expect(page.getByText("Billed yearly", { exact: true })).toBeVisible();
  await expect(page.getByText("$599.88/year", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: START_IN_TRIAL }).click();
  await expect(page.getByText("Your Solo Contractor subscription has been activated.")).toBeVisible();

  // A subscriber finds the plan from the account menu, billed yearly, and the other plans as changes.
  await page.getByRole("button", { name: /Account menu for Jordan Pike/ }).click();
  await expect(page.getByRole("menuitem", { name: "Achievements" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId("current-plan")).toHaveText("Solo Contractor");
  await expect(page.getByText("$49.99", { exact: true })).toBeVisible();
  await expect(page.getByText("Billed yearly at $599.88")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Starter Package" })).toBeEnabled();
});

test("an office member reads the plan and whom to ask, with no button that would end in a 403", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, { fullName: "Olivia Owner" });
  const username = uniqueUsername("office");
  const email = `${username}@example.com`;
  const invited = await actorOf(page).api.team.invites.$post({
    json: { fullName: "Omar Office", email, role: "office" },
  });
  expect(invited.status).toBe(201);
  // The invite link from the development outbox.
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/dev/outbox");
      const messages = (await res.json()) as { to: string; channel: string; body: string }[];
      token = messages.find((m) => m.to === email)?.body.match(/\/invite\/([A-Za-z0-9_-]{20,100})/)?.[1];
      return token;
    })
    .toBeTruthy();

  // The office member's own phone, signed in by accepting the invite.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const office = await context.newPage();
  await office.addInitScript(() => localStorage.setItem("hasSeenWalkthrough", "true"));
  const { password } = registration({ username });
  const accepted = await office.request.post(`/api/invites/${token}/accept`, {
    data: { username, password, fullName: "Omar Office", email, phone: null },
  });
  expect(accepted.status()).toBe(201);

  // The dashboard's trial banner informs; it offers no plan to choose.
  await office.goto("/dashboard");
  const banner = office.getByRole("region", { name: "Subscription" });
  await expect(banner).toContainText("14 days left in the free trial");
  await expect(banner).toContainText("Ask Olivia, the owner, to change it.");
  await expect(banner.getByRole("link")).toHaveCount(0);

  await office.goto("/subscription");
  await expect(office.getByTestId("current-plan")).toHaveText("Professional Package");
  await expect(
    office.getByText("Only the owner chooses and pays for the plan. Ask Olivia, the owner, to change it.").first(),
  ).toBeVisible();
  await expect(office.getByRole("button", { name: /^Subscribe to / })).toHaveCount(0);
  await expect(office.getByRole("button", { name: /^(Upgrade|Switch) to / })).toHaveCount(0);
  await expect(office.getByRole("radio", { name: /Yearly/ })).toHaveCount(0);
  await context.close();
});
