// The Worker-rendered marketing site: every page, its head, the no-JavaScript forms, robots.txt and sitemap.xml.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PlanCurrency } from "#schema/contracts/plan-prices";
import { MARKETING_CATALOGUES, marketingWords } from "#schema/i18n/marketing";
import { app } from "#worker/app";
import { FAQ_SECTIONS } from "#worker/marketing/content/faq";
import { FAQ_SECTIONS_ES } from "#worker/marketing/content/faq-es";
import { SPANISH_PATHS, SPANISH_VERSIONS } from "#worker/marketing/languages";
import { MARKETING_PATHS } from "#worker/marketing/routes";
import { updateCompanyOf } from "../factories/rows";
import { Browser, ORIGIN, signedUp, uniqueName } from "./http";

/** The line under the plans when they are not in US dollars, as the English page writes it. */
const pricesInText = (currency: PlanCurrency) => marketingWords("en").t("pricesIn", { currency });

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
    for (const path of [...MARKETING_PATHS, ...SPANISH_PATHS]) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml.match(/<loc>/g)).toHaveLength(MARKETING_PATHS.length + 4 + SPANISH_PATHS.length);
  });
});

describe("the Spanish pages at /es/ (ADR 0198)", () => {
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);

  it.each([
    [
      "/es/",
      "PayStage: cobro por etapas para electricistas, plomeros y contratistas de HVAC",
      "Cobra cada etapa desde tu celular. Recibe tu pago en días, no en meses.",
    ],
    ["/es/pricing", "Precios | PayStage", "Un plan para cada tamaño de negocio"],
    ["/es/faq", "Preguntas frecuentes | PayStage", "Preguntas frecuentes"],
  ])(
    "%s is Spanish, canonical to itself, and names both versions and the default",
    async (path, expectedTitle, heading) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expect(html).toContain('<html lang="es">');
      expect(title(html)).toBe(expectedTitle);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(heading);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      const english = Object.entries(SPANISH_VERSIONS).find(([, es]) => es === path)![0];
      const pair = [`en ${ORIGIN}${english}`, `es ${ORIGIN}${path}`, `x-default ${ORIGIN}${english}`];
      expect(alternates(html)).toEqual(pair);
      // The English page names the same set: each version points back at the other (return links).
      const en = await page(english);
      expect(en.html).toContain('<html lang="en">');
      expect(alternates(en.html)).toEqual(pair);
      expect(en.html).toContain(`<a href="${path}" lang="es" hreflang="es">Español</a>`);
      // The way back, and the Spanish header and footer.
      expect(html).toContain(`<a href="${english}" lang="en" hreflang="en">English</a>`);
      for (const label of ["Inicio", "Precios", "Preguntas", "Iniciar sesión", "Empieza gratis"]) {
        expect(html).toContain(`>${label}</a>`);
      }
      // Pages written in English only say so on the link that leads to them.
      expect(html).toContain('<a href="/features" hreflang="en">Funciones</a>');
      expect(meta(html, "name", "description")).not.toBe(meta(en.html, "name", "description"));
      expect(html).not.toContain('id="root"');
    },
  );

  it("leaves pages without a Spanish version out of hreflang, and sends /es to /es/", async () => {
    const { html } = await page("/features");
    expect(alternates(html)).toEqual([]);
    expect(html).toContain('<a href="/es/" lang="es" hreflang="es">Español</a>');
    const res = await new Browser().fetch("/es", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/es/");
  });

  it("runs the calculator in Spanish, with and without script, on the spec's figures", async () => {
    const { html } = await page("/es/?billings=100000&days=45");
    expect(html).toContain('action="/es/#calculator"');
    expect(html).toContain('<label for="calc-billings">Facturación mensual</label>');
    expect(html).toContain('data-calc="tiedUpCapital">$147,945<');
    expect(html).toContain('data-calc="potentialImprovement">$103,562<');
    expect(html).toContain("Interés anual sobre ese dinero al 8%");
  });

  it("prices the plans in the visitor's currency in Spanish, quotas and pitch included", async () => {
    const us = (await page("/es/pricing")).html;
    for (const price of ["$49.99", "$199", "$299"]) expect(us).toContain(price);
    expect(us).toContain("El más popular");
    expect(us).toContain("3 proyectos activos");
    expect(us).toContain("1 usuario");
    expect(us).toContain("Juntas grabadas ilimitadas");
    expect(us).toContain('href="/auth">Empezar<span class="sr-only"> con Solo Contractor');
    expect(us).toContain('href="/es/faq#billing"');
    expect(us).not.toContain("Precios en ");
    const req = new Request(`${ORIGIN}/es/pricing`, { headers: { "Accept-Language": "es-ES", "CF-IPCountry": "ES" } });
    const eu = await (await app.fetch(req, env, { waitUntil() {}, passThroughOnException() {} } as never)).text();
    expect(eu).toContain("Precios en EUR, sin impuestos.");
    expect(eu).toContain("€45.99");
  });

  it("answers every English FAQ question in Spanish, under the same anchors", async () => {
    const ids = (sections: typeof FAQ_SECTIONS) => sections.map((s) => [s.id, s.items.map((i) => i.id)]);
    expect(ids(FAQ_SECTIONS_ES)).toEqual(ids(FAQ_SECTIONS));
    const { html } = await page("/es/faq");
    expect(html).toContain('<details class="faq-item" name="faq-getting-started" id="q-free-trial"');
    expect(html).toContain("¿Necesito tarjeta de crédito para la prueba gratis?");
    expect(html).toContain('<a class="btn btn-primary" href="/support#contact" hreflang="en">Contactar a soporte</a>');
  });

  it("has every English key in every language, each message with English's arguments and no English left over", () => {
    const en = MARKETING_CATALOGUES.en;
    const argsOf = (m: string) => [...m.matchAll(/\{(\w+)/g)].map((x) => x[1]).sort();
    for (const [lang, catalogue] of Object.entries(MARKETING_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), lang).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(argsOf(catalogue[key]), `${lang}.${key}`).toEqual(argsOf(en[key]));
        expect(catalogue[key].trim().length, `${lang}.${key}`).toBeGreaterThan(0);
      }
    }
    // Words that are the same in both languages on purpose; everything else is translated.
    const same = new Set(["navBlog", "tradeHvacTitle"]);
    const untranslated = (Object.keys(en) as (keyof typeof en)[]).filter(
      (k) => !same.has(k) && MARKETING_CATALOGUES.es[k] === en[k],
    );
    expect(untranslated).toEqual([]);
  });

  it("answers the footer sign-up without script in Spanish and goes back to the Spanish page", async () => {
    const res = await new Browser().fetch("/subscribe", {
      method: "POST",
      body: new URLSearchParams({ email: "nope", from: "/es/pricing" }),
      redirect: "manual",
    });
    expect(res.headers.get("Location")).toBe("/es/pricing?subscribe=invalid#product-updates");
    const { html } = await page("/es/pricing?subscribe=invalid");
    expect(html).toContain("Escribe un correo electrónico válido");
  });
});
