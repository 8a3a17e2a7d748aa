/** @jsxImportSource hono/jsx */
// The marketing pages' document: head (title, description, Open Graph, icons, inline CSS), header nav and footer.

import type { Child } from "hono/jsx";
import { NEWSLETTER_INVALID, NEWSLETTER_THANKS } from "#schema/contracts/support";
import { HtmlDocument } from "../lib/document";
import { marketingHelpFor } from "./content/help";
import { HelpButton } from "./help";
import { Icon, Mark } from "./icons";
import { css } from "./styles";

export type PageMeta = {
  /** The page's own title; " | PayStage" is added except on the home page. */
  title: string;
  description: string;
  path: string;
};

export type PageContext = {
  origin: string;
  signedIn: boolean;
  /** The outcome of a footer sign-up sent without JavaScript, so the footer can say how it went. */
  subscribe?: "ok" | "invalid";
};

/** The pages' small browser scripts (calculator, support form, footer sign-up), one cached file on every page.
 * Vite serves the TypeScript source in dev; a build emits it under a fixed name (vite.config.ts). */
export const ISLANDS_SRC = import.meta.env.DEV ? "/web/marketing/islands.ts" : "/assets/marketing.js";

const NAV = [
  { href: "/", label: "Home" },
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/faq", label: "FAQ" },
] as const;

const FOOTER_LINKS = [
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/faq", label: "FAQ" },
  { href: "/blog", label: "Blog" },
  { href: "/support", label: "Support" },
] as const;

const current = (path: string, href: string) =>
  path === href || (href !== "/" && path.startsWith(`${href}/`)) ? ("page" as const) : undefined;

function Header({ path, signedIn }: { path: string; signedIn: boolean }) {
  const account = signedIn ? { href: "/dashboard", label: "Dashboard" } : { href: "/auth", label: "Log In" };
  return (
    <header class="site-header">
      <div class="wrap bar">
        <a class="brand" href="/">
          <Mark />
          PayStage
        </a>
        <nav class="nav-main" aria-label="Main">
          <ul>
            <NavItems path={path} />
          </ul>
        </nav>
        <a class="link-login" href={account.href}>
          {account.label}
        </a>
        {!signedIn && (
          <a class="btn btn-accent btn-sm" href="/auth">
            Get Started Free
          </a>
        )}
        <details class="menu">
          <summary>
            <Icon name="menu" class="menu-open" />
            <Icon name="x" class="menu-close" />
            <span class="menu-label">Menu</span>
          </summary>
          <nav class="menu-panel" aria-label="Main">
            <ul>
              <NavItems path={path} />
              <li>
                <a href={account.href}>{account.label}</a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}

function Footer({ path, subscribe }: { path: string; subscribe?: "ok" | "invalid" }) {
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <div>
          <a class="brand" href="/">
            <Mark />
            PayStage
          </a>
          <p class="small">
            Progress billing for electricians, plumbers and HVAC contractors. Bill each stage from your phone, get it
            signed, get paid.
          </p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 class="footer-h" id="footer-links">
            Explore
          </h2>
          <ul class="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <form
          class="subscribe"
          id="product-updates"
          method="post"
          action="/subscribe"
          data-island="subscribe"
          data-thanks={NEWSLETTER_THANKS}
          data-failed="We couldn't sign you up just now. Please try again."
          novalidate
        >
          <h2 class="footer-h">Product updates</h2>
          <p class="small">One short email a month: new features and tips on getting paid faster.</p>
          <input type="hidden" name="from" value={path} />
          <label class="sr-only" for="subscribe-email">
            Email address
          </label>
          <div class="subscribe-row">
            <input
              class="input"
              id="subscribe-email"
              name="email"
              type="email"
              autocomplete="email"
              placeholder="you@company.com"
              required
              aria-describedby="subscribe-status"
              aria-invalid={subscribe === "invalid" ? "true" : undefined}
            />
            <button class="btn btn-accent" type="submit">
              Subscribe
            </button>
          </div>
          <p id="subscribe-status" class={subscribe === "invalid" ? "small error" : "small"} role="status">
            {subscribe === "ok" ? NEWSLETTER_THANKS : subscribe === "invalid" ? NEWSLETTER_INVALID : ""}
          </p>
        </form>
      </div>
      <div class="wrap legal">
        <p>
          © {new Date().getUTCFullYear()} PayStage. PayStage does not process payments: clients pay you directly through
          the payment service you choose.
        </p>
      </div>
    </footer>
  );
}

export function Document({ meta, ctx, children }: { meta: PageMeta; ctx: PageContext; children: Child }) {
  const title = meta.path === "/" ? meta.title : `${meta.title} | PayStage`;
  const url = ctx.origin + meta.path;
  const help = marketingHelpFor(meta.path);
  return (
    <HtmlDocument
      title={title}
      css={css}
      script={ISLANDS_SRC}
      viewport="width=device-width, initial-scale=1, viewport-fit=cover"
      head={
        <>
          <meta name="description" content={meta.description} />
          <link rel="canonical" href={url} />
          <meta name="theme-color" content="#0f4c81" />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content="PayStage" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={meta.description} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={`${ctx.origin}/og-image.png`} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content="PayStage: progress billing for contractors" />
          <meta name="twitter:card" content="summary_large_image" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
        </>
      }
    >
      <a class="skip" href="#main">
        Skip to content
      </a>
      <Header path={meta.path} signedIn={ctx.signedIn} />
      <main id="main">{children}</main>
      <Footer path={meta.path} subscribe={ctx.subscribe} />
      {help && <HelpButton help={help} />}
    </HtmlDocument>
  );
}

/** The main links, shown in the desktop bar and again in the phone menu. */
const NavItems = ({ path }: { path: string }) => (
  <>
    {NAV.map((l) => (
      <li key={l.href}>
        <a href={l.href} aria-current={current(path, l.href)}>
          {l.label}
        </a>
      </li>
    ))}
  </>
);
