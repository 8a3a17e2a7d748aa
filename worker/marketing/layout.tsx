/** @jsxImportSource hono/jsx */
// The marketing pages' document: head (title, description, Open Graph, icons, inline CSS), header nav and footer.

import type { Child } from "hono/jsx";
import type { MarketingWords } from "#schema/i18n/marketing";
import type { PlainKey } from "#schema/i18n/marketing/catalogue";
import { HtmlDocument } from "../lib/document";
import { marketingHelpFor } from "./content/help";
import { HelpButton } from "./help";
import { Icon, Mark } from "./icons";
import { hrefIn, versionsOf } from "./languages";
import { PageLink } from "./parts";
import { css } from "./styles";

export type PageMeta = {
  /** The page's own title; " | PayStage" is added except on the home page (in either language). */
  title: string;
  description: string;
  path: string;
};

export type PageContext = {
  origin: string;
  /** The page's words, in the language its path names (ADR 0198). */
  words: MarketingWords;
  signedIn: boolean;
  /** The outcome of a footer sign-up sent without JavaScript, so the footer can say how it went. */
  subscribe?: "ok" | "invalid";
};

/** The pages' small browser scripts (calculator, support form, footer sign-up), one cached file on every page.
 * Vite serves the TypeScript source in dev; a build emits it under a fixed name (vite.config.ts). */
export const ISLANDS_SRC = import.meta.env.DEV ? "/web/marketing/islands.ts" : "/assets/marketing.js";

type NavLink = { href: string; label: PlainKey };

const NAV: NavLink[] = [
  { href: "/", label: "navHome" },
  { href: "/features", label: "navFeatures" },
  { href: "/pricing", label: "navPricing" },
  { href: "/how-it-works", label: "navHowItWorks" },
  { href: "/faq", label: "navFaq" },
];

const FOOTER_LINKS: NavLink[] = [
  { href: "/features", label: "navFeatures" },
  { href: "/pricing", label: "navPricing" },
  { href: "/how-it-works", label: "navHowItWorks" },
  { href: "/faq", label: "navFaq" },
  { href: "/blog", label: "navBlog" },
  { href: "/support", label: "navSupport" },
];

const current = (path: string, href: string) =>
  path === href || (href !== "/" && path.startsWith(`${href}/`)) ? ("page" as const) : undefined;

function Header({ w, path, signedIn }: { w: MarketingWords; path: string; signedIn: boolean }) {
  const account = signedIn ? { href: "/dashboard", label: w.t("dashboard") } : { href: "/auth", label: w.t("logIn") };
  return (
    <header class="site-header">
      <div class="wrap bar">
        <a class="brand" href={hrefIn(w.lang, "/")}>
          <Mark />
          PayStage
        </a>
        <nav class="nav-main" aria-label={w.t("navMain")}>
          <ul>
            <NavItems w={w} path={path} />
          </ul>
        </nav>
        <PageLink w={w} class="link-login" href={account.href}>
          {account.label}
        </PageLink>
        {!signedIn && (
          <PageLink w={w} class="btn btn-accent btn-sm" href="/auth">
            {w.t("getStartedFree")}
          </PageLink>
        )}
        <details class="menu">
          <summary>
            <Icon name="menu" class="menu-open" />
            <Icon name="x" class="menu-close" />
            <span class="menu-label">{w.t("menu")}</span>
          </summary>
          <nav class="menu-panel" aria-label={w.t("navMain")}>
            <ul>
              <NavItems w={w} path={path} />
              <li>
                <PageLink w={w} href={account.href}>
                  {account.label}
                </PageLink>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

function Footer({ w, path, subscribe }: { w: MarketingWords; path: string; subscribe?: "ok" | "invalid" }) {
  // The same page in the other language where it has one; from an English-only page, the Spanish home.
  const other = w.lang === "en" ? "es" : "en";
  const otherHref = versionsOf(path)?.[other] ?? (other === "es" ? "/es/" : "/");
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <div>
          <a class="brand" href={hrefIn(w.lang, "/")}>
            <Mark />
            PayStage
          </a>
          <p class="small">{w.t("footerAbout")}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 class="footer-h" id="footer-links">
            {w.t("footerExplore")}
          </h2>
          <ul class="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <PageLink w={w} href={l.href}>
                  {w.t(l.label)}
                </PageLink>
              </li>
            ))}
            <li>
              <a href={otherHref} lang={other} hreflang={other}>
                {w.t("otherLanguage")}
              </a>
            </li>
          </ul>
        </nav>
        <form
          class="subscribe"
          id="product-updates"
          method="post"
          action="/subscribe"
          data-island="subscribe"
          data-thanks={w.t("updatesThanks")}
          data-failed={w.t("updatesFailed")}
          data-invalid={w.t("updatesInvalid")}
          novalidate
        >
          <h2 class="footer-h">{w.t("updatesTitle")}</h2>
          <p class="small">{w.t("updatesText")}</p>
          <input type="hidden" name="from" value={path} />
          <label class="sr-only" for="subscribe-email">
            {w.t("emailAddress")}
          </label>
          <div class="subscribe-row">
            <input
              class="input"
              id="subscribe-email"
              name="email"
              type="email"
              autocomplete="email"
              placeholder={w.t("emailPlaceholder")}
              required
              aria-describedby="subscribe-status"
              aria-invalid={subscribe === "invalid" ? "true" : undefined}
            />
            <button class="btn btn-accent" type="submit">
              {w.t("subscribe")}
            </button>
          </div>
          <p id="subscribe-status" class={subscribe === "invalid" ? "small error" : "small"} role="status">
            {subscribe === "ok" ? w.t("updatesThanks") : subscribe === "invalid" ? w.t("updatesInvalid") : ""}
          </p>
        </form>
      </div>
      <div class="wrap legal">
        <p>{w.t("legal", { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}

/** The page's other-language versions for search engines, itself included; English is the default (ADR 0198). */
const Alternates = ({ origin, path }: { origin: string; path: string }) => {
  const versions = versionsOf(path);
  if (!versions) return null;
  return (
    <>
      <link rel="alternate" hreflang="en" href={origin + versions.en} />
      <link rel="alternate" hreflang="es" href={origin + versions.es} />
      <link rel="alternate" hreflang="x-default" href={origin + versions.en} />
    </>
  );
};

export function Document({ meta, ctx, children }: { meta: PageMeta; ctx: PageContext; children: Child }) {
  const w = ctx.words;
  const home = meta.path === "/" || meta.path === "/es/";
  const title = home ? meta.title : `${meta.title} | PayStage`;
  const url = ctx.origin + meta.path;
  const help = marketingHelpFor(meta.path);
  return (
    <HtmlDocument
      title={title}
      css={css}
      script={ISLANDS_SRC}
      lang={w.lang}
      viewport="width=device-width, initial-scale=1, viewport-fit=cover"
      head={
        <>
          <meta name="description" content={meta.description} />
          <link rel="canonical" href={url} />
          <Alternates origin={ctx.origin} path={meta.path} />
          <meta name="theme-color" content="#0f4c81" />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content="PayStage" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={meta.description} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={`${ctx.origin}/og-image.png`} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={w.t("ogImageAlt")} />
          <meta name="twitter:card" content="summary_large_image" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
        </>
      }
    >
      <a class="skip" href="#main">
        {w.t("skipToContent")}
      </a>
      <Header w={w} path={meta.path} signedIn={ctx.signedIn} />
      <main id="main">{children}</main>
      <Footer w={w} path={meta.path} subscribe={ctx.subscribe} />
      {help && <HelpButton help={help} />}
    </HtmlDocument>
  );
}

/** The main links, shown in the desktop bar and again in the phone menu. */
const NavItems = ({ w, path }: { w: MarketingWords; path: string }) => (
  <>
    {NAV.map((l) => (
      <li key={l.href}>
        <PageLink w={w} href={l.href} current={current(path, hrefIn(w.lang, l.href))}>
          {w.t(l.label)}
        </PageLink>
      </li>
    ))}
  </>
);
