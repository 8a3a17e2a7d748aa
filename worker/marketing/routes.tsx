/** @jsxImportSource hono/jsx */
// The public marketing site, rendered by the Worker (ADR 0005): pages, the no-JavaScript form posts, robots and sitemap.
import type { Context } from "hono";
import { Hono } from "hono";
import type { Child } from "hono/jsx";
import { NewsletterSignupSchema, SupportSchema } from "#schema/contracts";
import { planCurrencyFor, visitorPlanCurrency } from "#schema/contracts/plan-prices";
import { type MarketingLanguage, marketingWords } from "#schema/i18n/marketing";
import { AppError } from "../lib/errors";
import { clientIp, visitorCountry } from "../lib/request";
import { serveApp } from "../lib/spa";
import { issuesToErrors } from "../lib/validate";
import { readSession } from "../services/sessions";
import { signUpForUpdates, submitSupportRequest } from "../services/support";
import type { AppEnv } from "../types";
import { ARTICLES, articleBySlug } from "./content/blog";
import { SPANISH_PATHS } from "./languages";
import { Document, type PageContext, type PageMeta } from "./layout";
import { ArticlePage, articleMeta, BlogPage, blogMeta } from "./pages/blog";
import { FaqPage, faqMeta } from "./pages/faq";
import { FeaturesPage, featuresMeta } from "./pages/features";
import { CALCULATOR_DEFAULTS, type CalculatorInput, HomePage, homeMeta } from "./pages/home";
import { HowItWorksPage, howItWorksMeta } from "./pages/how-it-works";
import { NotFoundPage, notFoundMeta } from "./pages/not-found";
import { PricingPage, pricingMeta } from "./pages/pricing";
import { emptySupportForm, type SupportFields, type SupportFormState, SupportPage, supportMeta } from "./pages/support";

type C = Context<AppEnv>;

/** The English pages listed in the sitemap, in the order a visitor meets them; the Spanish ones follow (ADR 0198). */
export const MARKETING_PATHS = ["/", "/features", "/how-it-works", "/pricing", "/faq", "/blog", "/support"] as const;

const signedIn = async (c: C) => (await readSession(c, c.var.db, c.env.SESSION_SECRET)) !== null;

/** The language comes from the page's path, passed in: English unless the route is one of the /es/ pages. */
async function pageContext(c: C, lang: MarketingLanguage = "en"): Promise<PageContext> {
  const subscribe = c.req.query("subscribe");
  return {
    origin: new URL(c.req.url).origin,
    words: marketingWords(lang),
    signedIn: await signedIn(c),
    subscribe: subscribe === "ok" || subscribe === "invalid" ? subscribe : undefined,
  };
}

function render(c: C, meta: PageMeta, ctx: PageContext, body: Child, status: 200 | 400 | 404 | 429 | 500 = 200) {
  // The header differs for signed-in visitors, so shared caches must not serve one person's page to another.
  c.header("Cache-Control", "private, no-cache");
  c.header("Vary", "Cookie");
  return c.html(
    <Document meta={meta} ctx={ctx}>
      {body}
    </Document>,
    status,
  );
}

/** Typed numbers from the calculator's no-JavaScript form; anything odd falls back to the defaults. */
function calculatorInput(c: C): CalculatorInput {
  const read = (name: string, fallback: number, max: number) => {
    const raw = c.req.query(name);
    const n = raw === undefined || raw.trim() === "" ? Number.NaN : Number(raw);
    return Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : fallback;
  };
  return {
    billings: read("billings", CALCULATOR_DEFAULTS.billings, 1e9),
    days: read("days", CALCULATOR_DEFAULTS.days, 365),
  };
}

/** The posted form's fields; a body that is not a readable form counts as an empty one (every field then says what it needs). */
async function formBody(c: C): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

const formText = (body: Record<string, unknown>, key: string) => {
  const value = body[key];
  return typeof value === "string" ? value : "";
};

/** Where to send a visitor back to after the footer sign-up: a page of this site, never another origin. */
const backTo = (from: string) => (/^\/(?!\/)[a-z0-9/-]*$/.test(from) ? from : "/");

const robots = (origin: string) =>
  [
    "User-agent: *",
    "Allow: /",
    // Account screens and private approval / meeting links are not for search engines.
    "Disallow: /api/",
    "Disallow: /a/",
    "Disallow: /s/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");

const sitemap = (origin: string) => {
  const urls = [...MARKETING_PATHS, ...ARTICLES.map((a) => `/blog/${a.slug}`), ...SPANISH_PATHS];
  const entries = urls.map((path) => `  <url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
};

/** /pricing in either language: the plans in the visitor's currency (ADR 0170), whatever language the page is in. */
async function pricing(c: C, lang: MarketingLanguage) {
  const session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
  const ctx = { ...(await pageContext(c, lang)), signedIn: session !== null };
  const currency = session
    ? planCurrencyFor(session.user.currency)
    : visitorPlanCurrency(visitorCountry(c), c.req.header("Accept-Language"));
  return render(c, pricingMeta(ctx.words), ctx, <PricingPage ctx={ctx} currency={currency} />);
}

export const marketingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const ctx = await pageContext(c);
    // A signed-in contractor's home is the dashboard: hand "/" to the single-page app.
    if (ctx.signedIn) {
      // Personal (the dashboard's first answers are inside): serveApp marks it private and never stored.
      return serveApp(c, { Vary: "Cookie" });
    }
    return render(c, homeMeta(ctx.words), ctx, <HomePage ctx={ctx} input={calculatorInput(c)} />);
  })
  // The Spanish home is a page even for a signed-in contractor: the app's own language is theirs to pick.
  .get("/es", (c) => c.redirect("/es/", 301))
  .get("/es/", async (c) => {
    const ctx = await pageContext(c, "es");
    return render(c, homeMeta(ctx.words), ctx, <HomePage ctx={ctx} input={calculatorInput(c)} />);
  })
  .get("/features", async (c) => {
    const ctx = await pageContext(c);
    return render(c, featuresMeta, ctx, <FeaturesPage ctx={ctx} />);
  })
  .get("/how-it-works", async (c) => {
    const ctx = await pageContext(c);
    return render(c, howItWorksMeta, ctx, <HowItWorksPage ctx={ctx} />);
  })
  .get("/pricing", (c) => pricing(c, "en"))
  .get("/es/pricing", (c) => pricing(c, "es"))
  .get("/faq", async (c) => {
    const ctx = await pageContext(c);
    return render(c, faqMeta(ctx.words), ctx, <FaqPage ctx={ctx} />);
  })
  .get("/es/faq", async (c) => {
    const ctx = await pageContext(c, "es");
    return render(c, faqMeta(ctx.words), ctx, <FaqPage ctx={ctx} />);
  })
  .get("/blog", async (c) => {
    const ctx = await pageContext(c);
    return render(c, blogMeta, ctx, <BlogPage ctx={ctx} />);
  })
  .get("/blog/:slug", async (c) => {
    const ctx = await pageContext(c);
    const article = articleBySlug(c.req.param("slug"));
    if (!article) return render(c, notFoundMeta(c.req.path), ctx, <NotFoundPage />, 404);
    return render(c, articleMeta(article), ctx, <ArticlePage ctx={ctx} article={article} />);
  })
  .get("/support", async (c) => {
    const ctx = await pageContext(c);
    const form: SupportFormState =
      c.req.query("sent") === "1"
        ? { ...emptySupportForm(), sent: true }
        : emptySupportForm((c.req.query("subject") ?? "").slice(0, 200));
    return render(c, supportMeta, ctx, <SupportPage ctx={ctx} form={form} inbox={c.env.SUPPORT_INBOX} />);
  })
  // The contact form without JavaScript: the same contract and service as POST /api/support.
  .post("/support", async (c) => {
    const body = await formBody(c);
    const values: SupportFields = {
      name: formText(body, "name"),
      email: formText(body, "email"),
      subject: formText(body, "subject"),
      message: formText(body, "message"),
    };
    const ctx = await pageContext(c);
    const parsed = SupportSchema.safeParse(values);
    if (!parsed.success) {
      const form = { values, errors: issuesToErrors(parsed.error.issues), sent: false };
      return render(c, supportMeta, ctx, <SupportPage ctx={ctx} form={form} inbox={c.env.SUPPORT_INBOX} />, 400);
    }
    try {
      await submitSupportRequest(c.env, c.var.db, parsed.data, clientIp(c));
    } catch (err) {
      const known = err instanceof AppError;
      if (!known) console.error("Support request failed", err);
      const form = { values, errors: {}, formError: known ? err.message : "Please try again later", sent: false };
      const status = known && err.status === 429 ? 429 : 500;
      return render(c, supportMeta, ctx, <SupportPage ctx={ctx} form={form} inbox={c.env.SUPPORT_INBOX} />, status);
    }
    // Post/redirect/get: a reload of the success view must not send the request again.
    return c.redirect("/support?sent=1#contact", 303);
  })
  // The footer's product-updates box without JavaScript.
  .post("/subscribe", async (c) => {
    const body = await formBody(c);
    const parsed = NewsletterSignupSchema.safeParse({ email: formText(body, "email") });
    if (parsed.success) await signUpForUpdates(c.env, c.var.db, parsed.data);
    return c.redirect(
      `${backTo(formText(body, "from"))}?subscribe=${parsed.success ? "ok" : "invalid"}#product-updates`,
      303,
    );
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robots(new URL(c.req.url).origin));
  })
  .get("/sitemap.xml", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemap(new URL(c.req.url).origin), 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
