// The Worker-rendered marketing site: every page, its head, the no-JavaScript forms, robots.txt and sitemap.xml.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pricesInText } from "#schema/contracts/plan-prices";
import { app } from "#worker/app";
import { MARKETING_PATHS } from "#worker/marketing/routes";
import { updateCompanyOf } from "../factories/rows";
import { Browser, ORIGIN, signedUp, uniqueName } from "./http";

const page = async (path: string, browser = new Browser()) => {
  const res = await browser.fetch(path);
  return { res, html: await res.text() };
};

/** /pricing for a signed-out visitor located by Cloudflare (`request.cf`) and/or its CF-IPCountry header. */
async function pricingFrom(args: { country?: string; header?: string; language: string; production: boolean }) {
  const headers: Record<string, string> = { "Accept-Language": args.language };
  if (args.header) headers["CF-IPCountry"] = args.header;
  const req = new Request(`${ORIGIN}/pricing`, { headers });
  if (args.country) Object.defineProperty(req, "cf", { value: { country: args.country } });
  const bindings = args.production
    ? { ...env, APP_ENV: "production", APP_URL: ORIGIN, RESEND_API_KEY: "re_test" }
    : env;
  const res = await app.fetch(req, bindings, { waitUntil() {}, passThroughOnException() {} } as never);
  expect(res.status).toBe(200);
  return res.text();
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("marketing pages", () => {
  it.each([
    ["/", "PayStage: progress billing for electricians, plumbers and HVAC contractors"],
    ["/features", "Features | PayStage"],
    ["/how-it-works", "How It Works | PayStage"],
    ["/pricing", "Pricing | PayStage"],
    ["/faq", "FAQ | PayStage"],
    ["/blog", "Blog | PayStage"],
    ["/support", "Support | PayStage"],
  ])("%s renders with its own title, description, canonical URL and Open Graph tags", async (path, expected) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(title(html)).toBe(expected);
    expect(meta(html, "name", "description")?.length).toBeGreaterThan(60);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    expect(meta(html, "property", "og:title")).toBe(expected);
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/og-image.png`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    // The header and footer navigation of the spec.
    for (const label of [
      "Home",
      "Features",
      "Pricing",
      "How It Works",
      "FAQ",
      "Log In",
      "Get Started Free",
      "Blog",
      "Support",
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }
    // Marketing pages never ship the React app.
    expect(html).not.toContain('id="root"');
  });

  it("gives every page a different description", async () => {
    const descriptions = await Promise.all(
      MARKETING_PATHS.map(async (p) => meta((await page(p)).html, "name", "description")),
    );
    expect(new Set(descriptions).size).toBe(MARKETING_PATHS.length);
  });

  it("shows the calculator with the spec's figures for the numbers in the address", async () => {
    const { html } = await page("/?billings=100000&days=45");
    expect(html).toContain('data-calc="tiedUpCapital">$147,945<');
    expect(html).toContain('data-calc="annualInterest">$11,836<');
    expect(html).toContain('data-calc="hoursChasing">300<');
    expect(html).toContain('data-calc="potentialImprovement">$103,562<');
  });

  it("prices the plans from the plans module, yearly first, Professional marked Most Popular", async () => {
    const { html } = await page("/pricing");
    for (const price of ["$49.99", "$199", "$299", "$59.99", "$219", "$349"]) expect(html).toContain(price);
    expect(html).toMatch(/id="period-yearly" name="period" value="yearly" checked/);
    expect(html.indexOf("Most Popular")).toBeLessThan(html.indexOf("Professional Package</h3>"));
    expect(html.indexOf("Most Popular")).toBeGreaterThan(html.indexOf("Starter Package</h3>"));
    expect(html).toContain('href="/auth">Get Started<span class="sr-only"> with Solo Contractor');
    expect(html).toContain("Contact Sales");
    expect(html).toContain("$147,945");
    expect(html).toContain("$7,890 a year in interest");
  });

  it("prices the plans in the visitor's currency: a UK browser sees pounds, a signed-in company its own currency", async () => {
    const uk = await (await app.request("/pricing", { headers: { "Accept-Language": "en-GB,en;q=0.9" } }, env)).text();
    for (const price of ["£39.99", "£47.99", "£159", "£239", "£279"]) expect(uk).toContain(price);
    expect(uk).toContain(pricesInText("GBP"));
    expect(uk).not.toContain('<span class="yearly">$49.99');
    // Cloudflare's country wins over the language: an en-GB browser in Australia sees Australian dollars.
    const auHtml = await pricingFrom({ country: "AU", language: "en-GB", production: true });
    // In en-AU the dollar sign is Australia's own; the line under the plans names the currency.
    expect(auHtml).toContain('<span class="yearly">$74.99');
    expect(auHtml).toContain(pricesInText("AUD"));
    const { browser, user } = await signedUp({ username: uniqueName("mkgb") });
    await updateCompanyOf(env.DB, user.id, "country = 'IE', currency = 'EUR'");
    const signedIn = (await page("/pricing", browser)).html;
    expect(signedIn).toContain("€45.99");
    expect(signedIn).toContain(pricesInText("EUR"));
  });

  it("picks the visitor's currency locally as production does, though a local Worker's request.cf is a placeholder", async () => {
    // Miniflare gives every local request the same made-up location (Austin, US): a UK browser still sees pounds.
    const uk = await pricingFrom({ country: "US", language: "en-GB,en;q=0.9", production: false });
    expect(uk).toContain(pricesInText("GBP"));
    expect(uk).toContain("£39.99");
    // Locally the country comes from the header Cloudflare sends too, which a developer or a journey can set.
    const nz = await pricingFrom({ header: "NZ", language: "en-US", production: false });
    expect(nz).toContain(pricesInText("NZD"));
    // No country and no region in the language: US dollars, exactly as before.
    const us = await pricingFrom({ country: "US", language: "en", production: false });
    expect(us).toContain('<span class="yearly">$49.99');
    expect(us).not.toContain("Prices in ");
    // In production the header alone is not the visitor's location: request.cf is.
    const prod = await pricingFrom({ country: "IE", header: "NZ", language: "en-US", production: true });
    expect(prod).toContain(pricesInText("EUR"));
  });

  it("shows a signed-in contractor Dashboard and Subscribe buttons, and hands / to the app", async () => {
    const { browser } = await signedUp({ username: uniqueName("mk") });
    const pricing = await page("/pricing", browser);
    // Each plan's Subscribe carries the plan and the switch's period into checkout (ADR 0123).
    expect(pricing.html).toMatch(/href="\/subscription\?plan=price_starter&(amp;)?period=yearly">Subscribe/);
    expect(pricing.html).toMatch(/href="\/subscription\?plan=price_starter&(amp;)?period=monthly">Subscribe/);
    expect(pricing.html).not.toContain(">Log In</a>");
    expect(pricing.html).toContain('href="/dashboard">Dashboard</a>');
    // The test pool has no static assets: stand in for them to see which document "/" serves.
    const requested: string[] = [];
    const assets = {
      fetch: async (req: Request) => {
        requested.push(new URL(req.url).pathname);
        return new Response('<div id="root"></div>', { headers: { "Content-Type": "text/html" } });
      },
    };
    const home = (cookie: string) =>
      app.fetch(new Request(`${ORIGIN}/`, { headers: cookie ? { Cookie: cookie } : {} }), {
        ...env,
        ASSETS: assets,
      } as unknown as Env);
    expect(await (await home(browser.cookie)).text()).toBe('<div id="root"></div>');
    expect(requested).toEqual(["/"]);
    expect(await (await home("")).text()).toContain("Slow-payment cost calculator");
    expect(await (await home("ps_session=forged")).text()).toContain("Slow-payment cost calculator");
  });

  it("opens the FAQ sections at their anchors, one accordion group per section", async () => {
    const { html } = await page("/faq");
    for (const id of ["getting-started", "features", "billing"]) {
      expect(html).toContain(`<section class="faq-section" id="${id}"`);
      expect(html).toContain(`name="faq-${id}"`);
    }
  });

  it("lists the four blog articles and serves each one; an unknown article is a 404 page", async () => {
    const { html } = await page("/blog");
    const links = [...html.matchAll(/<h2 id="post-\d+"><a href="(\/blog\/[a-z0-9-]+)">/g)].map((m) => m[1]!);
    expect(links).toHaveLength(4);
    expect(html.match(/min read/g)).toHaveLength(4);
    for (const link of links) expect((await page(link)).res.status).toBe(200);
    const missing = await page("/blog/no-such-article");
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain("Page Not Found");
  });
});

describe("the support form without JavaScript", () => {
  const post = (browser: Browser, fields: Record<string, string>) =>
    browser.fetch("/support", { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  it("stores the request, queues the email and redirects to the success view", async () => {
    const subject = `Call me back ${uniqueName("f")}`;
    const browser = new Browser(undefined, "192.0.2.77");
    const res = await post(browser, {
      name: "Lee Park",
      email: "lee@example.com",
      subject,
      message: "Please call 555 0100 today.",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/support?sent=1#contact");
    const row = await env.DB.prepare("select id from support_requests where subject = ?")
      .bind(subject)
      .first<{ id: number }>();
    expect(row).not.toBeNull();
    const message = await env.DB.prepare('select "to" from messages where dedupe_key = ?')
      .bind(`support-request:${row!.id}`)
      .first();
    expect(message).toEqual({ to: env.SUPPORT_INBOX });
    const { html } = await page("/support?sent=1", browser);
    expect(html).toContain("Support request sent!");
    expect(html).toContain("We&#39;ll get back to you within 2 hours.");
    expect(html).toContain("Send Another Message");
  });

  it("shows each field's message beside it and keeps what was typed", async () => {
    const res = await post(new Browser(undefined, "192.0.2.78"), {
      name: "",
      email: "lee@",
      subject: "",
      message: "short",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "Name is required",
      "Please enter a valid email address",
      "Subject is required",
      "Message must be at least 10 characters long",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="lee@"');
    expect(html).toContain(">short</textarea>");
  });

  it("prefills the subject from a Schedule a Demo or Contact Sales link", async () => {
    const { html } = await page("/support?subject=Enterprise%20plan");
    expect(html).toMatch(/id="support-subject" name="subject"[^>]*value="Enterprise plan"/);
  });
});

describe("the footer sign-up without JavaScript", () => {
  const subscribe = (fields: Record<string, string>) =>
    new Browser().fetch("/subscribe", { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  it("queues the sign-up once and goes back to the page it came from", async () => {
    const email = `${uniqueName("ft")}@example.com`;
    const res = await subscribe({ email, from: "/pricing" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/pricing?subscribe=ok#product-updates");
    const rows = await env.DB.prepare('select "to" from messages where dedupe_key = ?')
      .bind(`newsletter:${email}`)
      .all();
    expect(rows.results).toEqual([{ to: env.SUPPORT_INBOX }]);
    const { html } = await page("/pricing?subscribe=ok");
    expect(html).toContain("You&#39;re on the list.");
  });

  it("says when the address is not one, and never redirects to another site", async () => {
    const res = await subscribe({ email: "nope", from: "//evil.example/x" });
    expect(res.headers.get("Location")).toBe("/?subscribe=invalid#product-updates");
    const { html } = await page("/faq?subscribe=invalid");
    expect(html).toContain("Please enter a valid email address");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("allows crawling, keeps private links out, and points to the sitemap", async () => {
    const res = await new Browser().fetch("/robots.txt");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain("User-agent: *\nAllow: /");
    expect(text).toContain("Disallow: /a/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lists every marketing page and article with the request's origin", async () => {
    const res = await new Browser().fetch("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    for (const path of MARKETING_PATHS) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(MARKETING_PATHS.length + 4);
  });
});
