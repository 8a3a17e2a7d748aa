// Marketing site journey on a phone: header and footer navigation, calculator, pricing switch, FAQ, support form, axe.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueUsername } from "./fixtures";

const PAGES = [
  { path: "/", heading: "Bill every stage from your phone. Get paid in days, not months." },
  { path: "/features", heading: "Everything between finished work and getting paid" },
  { path: "/how-it-works", heading: "From finished stage to paid in four steps" },
  { path: "/pricing", heading: "One plan for every size of shop" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/blog", heading: "Getting paid, from the field" },
  { path: "/support", heading: "How can we help?" },
];

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Opens the phone menu and follows one of its links (the menu's and the navigation's names in the page's language). */
async function viaMenu(page: Page, label: string, words = { menu: "Menu", main: "Main" }) {
  // The menu is a <details> disclosure; on a phone its "Menu" label is for screen readers only.
  await page.locator("summary", { hasText: words.menu }).click();
  await page.getByRole("navigation", { name: words.main }).getByRole("link", { name: label, exact: true }).click();
}

async function expectAxeClean(page: Page, path: string) {
  await page.goto(path);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

test("every page is reachable from the header menu and the footer, and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(h1(page)).toHaveText(PAGES[0]!.heading);

  for (const [label, index] of [
    ["Features", 1],
    ["Pricing", 3],
    ["How It Works", 2],
    ["FAQ", 4],
    ["Home", 0],
  ] as const) {
    await viaMenu(page, label);
    await expect(page).toHaveURL(new RegExp(`${PAGES[index]!.path}$`));
    await expect(h1(page)).toHaveText(PAGES[index]!.heading);
  }

  const footer = page.getByRole("contentinfo");
  for (const [label, index] of [
    ["Blog", 5],
    ["Support", 6],
    ["Features", 1],
    ["Pricing", 3],
    ["How It Works", 2],
    ["FAQ", 4],
  ] as const) {
    await footer.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGES[index]!.path}$`));
    await expect(h1(page)).toHaveText(PAGES[index]!.heading);
  }

  // Both ways in lead to the sign-in page of the app.
  await page.getByRole("banner").getByRole("link", { name: "Get Started Free" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/pricing");
  await viaMenu(page, "Log In");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Register" })).toBeVisible();

  for (const { path } of PAGES) await expectAxeClean(page, path);
});

test("the Spanish home, pricing and FAQ: reached from the footer, walked by the menu, live calculator, axe", async ({
  page,
}) => {
  const es = { menu: "Menú", main: "Principal" };
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(h1(page)).toHaveText("Cobra cada etapa desde tu celular. Recibe tu pago en días, no en meses.");

  const calc = page.locator("#calculator");
  await calc.getByLabel("Facturación mensual").fill("100000");
  await calc.getByLabel("Días para cobrar").fill("45");
  await expect(calc.getByText("$147,945")).toBeVisible();

  await viaMenu(page, "Precios", es);
  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(h1(page)).toHaveText("Un plan para cada tamaño de negocio");
  await page.getByRole("group", { name: "Periodo de pago" }).getByText("Mensual", { exact: true }).click();
  await expect(page.getByRole("article", { name: "Solo Contractor" }).getByText("$59.99")).toBeVisible();

  await page.getByRole("link", { name: "Preguntas sobre pagos y planes" }).click();
  await expect(page).toHaveURL(/\/es\/faq#billing$/);
  await page.getByText("¿Necesito tarjeta de crédito para la prueba gratis?").click();
  await expect(page.getByText(/Cada cuenta nueva recibe 14 días del Professional Package/)).toBeVisible();

  await viaMenu(page, "Inicio", es);
  await expect(page).toHaveURL(/\/es\/$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Preguntas", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/faq$/);
  // Back to the same page in English.
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(h1(page)).toHaveText("Frequently asked questions");

  for (const path of ["/es/", "/es/pricing", "/es/faq"]) await expectAxeClean(page, path);
});

test("the calculator follows the typing with the spec's formulas", async ({ page }) => {
  await page.goto("/");
  const calc = page.locator("#calculator");
  await calc.getByLabel("Monthly billings").fill("100000");
  await calc.getByLabel("Days to get paid").fill("45");
  await expect(calc.getByText("$147,945")).toBeVisible();
  await expect(calc.getByText("$11,836")).toBeVisible();
  await expect(calc.getByText("300", { exact: true })).toBeVisible();
  await expect(calc.getByText("$103,562")).toBeVisible();
  await calc.getByLabel("Days to get paid").fill("15");
  await expect(calc.getByText("$49,315")).toBeVisible();
  await calc.getByLabel("Monthly billings").fill("");
  await expect(calc.getByText("$0").first()).toBeVisible();
  // Live results make the no-JavaScript button unnecessary.
  await expect(calc.getByRole("button", { name: "Calculate" })).toBeHidden();
});

test("pricing switches between yearly and monthly prices; buttons lead to sign-up or sales", async ({ page }) => {
  await page.goto("/pricing");
  const solo = page.getByRole("article", { name: "Solo Contractor" });
  const pro = page.getByRole("article", { name: "Professional Package" });
  await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
  await expect(solo.getByText("$49.99")).toBeVisible();
  await expect(pro.getByText("$299")).toBeVisible();
  await expect(pro.getByText("Most Popular")).toBeVisible();

  const period = page.getByRole("group", { name: "Billing period" });
  await period.getByText("Monthly", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(solo.getByText("$59.99")).toBeVisible();
  await expect(solo.getByText("$49.99")).toBeHidden();
  await expect(page.getByRole("article", { name: "Starter Package" }).getByText("$219")).toBeVisible();
  await expect(pro.getByText("$349")).toBeVisible();

  await period.getByText(/^Yearly/).click();
  await expect(solo.getByText("$49.99")).toBeVisible();
  await expect(solo.getByText("$59.99")).toBeHidden();

  await expect(page.getByRole("link", { name: "Get Started with Solo Contractor" })).toHaveAttribute("href", "/auth");
  await page.getByRole("article", { name: "Enterprise" }).getByRole("link", { name: "Contact Sales" }).click();
  await expect(page).toHaveURL(/\/support\?subject=Enterprise/);
  await expect(page.getByLabel("Subject")).toHaveValue("Enterprise plan");
});

test("FAQ opens one answer at a time per section, closes again, and anchors land on their section", async ({
  page,
}) => {
  await page.goto("/faq");
  const trial = page.getByText("Do I need a credit card for the free trial?");
  const client = page.getByText("Does my client need an account or an app?");
  const trialAnswer = page.getByText(/Every new account gets 14 days of the Professional Package/);
  const clientAnswer = page.getByText(/Your client gets a text and an email with a secure link/);

  await trial.click();
  await expect(trialAnswer).toBeVisible();
  await client.click();
  await expect(clientAnswer).toBeVisible();
  await expect(trialAnswer).toBeHidden();
  await client.click();
  await expect(clientAnswer).toBeHidden();

  await page.goto("/pricing");
  await page.getByRole("link", { name: "Billing & plans FAQ" }).click();
  await expect(page).toHaveURL(/\/faq#billing$/);
  await expect(page.getByRole("heading", { name: "Billing & Plans" })).toBeInViewport();

  await page.getByRole("link", { name: "Features & Usage" }).click();
  await expect(page.getByRole("heading", { name: "Features & Usage" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Getting Started" })).not.toBeInViewport();
});

test("a support request shows the field messages, sends with a Sending... state, and lands in the outbox", async ({
  page,
}) => {
  await page.goto("/support");
  const form = page.locator("#contact");
  const send = form.getByRole("button", { name: "Send Message" });
  await send.click();
  for (const message of [
    "Name is required",
    "Please enter a valid email address",
    "Subject is required",
    "Message must be at least 10 characters long",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Name")).toBeFocused();

  const subject = `Reminder timing ${uniqueUsername("q")}`;
  await form.getByLabel("Name").fill("Casey Morgan");
  await form.getByLabel("Email").fill("casey@morgan-hvac.example");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Can reminders go out 3 days before the due date?");

  // Hold the request so the sending state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/support", async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  const sending = form.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  await expect(form.getByText("Name is required")).toBeHidden();
  release();

  await expect(form.getByRole("heading", { name: "Support request sent!" })).toBeVisible();
  await expect(form.getByText("We'll get back to you within 2 hours.")).toBeVisible();
  const outbox = await (await page.request.get("/api/dev/outbox")).json();
  expect(outbox.find((m: { subject: string }) => m.subject?.includes(subject))).toMatchObject({
    channel: "email",
    to: "support@paystage.app",
  });

  await form.getByRole("link", { name: "Send Another Message" }).click();
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel("Name")).toBeFocused();

  // The four quick answers and the way to the rest.
  await expect(page.getByText("Quick answers")).toBeVisible();
  await page.getByRole("link", { name: "See all frequently asked questions" }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test("a failed send says so and keeps what was typed", async ({ page }) => {
  await page.goto("/support");
  const form = page.locator("#contact");
  await form.getByLabel("Name").fill("Casey Morgan");
  await form.getByLabel("Email").fill("casey@example.com");
  await form.getByLabel("Subject").fill("Offline");
  await form.getByLabel("Message").fill("Sent with no signal at all.");
  await page.route("**/api/support", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toContainText("Failed to send support request");
  await expect(form.getByRole("alert")).toContainText("Please try again later");
  await expect(form.getByLabel("Message")).toHaveValue("Sent with no signal at all.");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("a signed-in contractor gets the dashboard at / and Subscribe on pricing", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/pricing");
  // Subscribe carries the plan and the period the switch shows (Yearly by default) into checkout (ADR 0123).
  await expect(page.getByRole("link", { name: "Subscribe to Professional Package" })).toHaveAttribute(
    "href",
    "/subscription?plan=price_professional&period=yearly",
  );
  await viaMenu(page, "Dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page.getByText("Here's your payment status.")).toBeVisible();
});
