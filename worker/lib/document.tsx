/** @jsxImportSource hono/jsx */
// The one document shell of the Worker's own HTML pages (marketing, the client's link pages, meeting shares): doctype,
// language, charset, viewport, title, the inline stylesheet and at most one module script. Each page passes what
// differs (its head tags, its CSS, its script) and draws its own body. No page needs a CSP nonce: scripts are our own
// files ('self'), and inline styles are allowed (security/policy.ts).
import { raw } from "hono/html";
import type { Child } from "hono/jsx";

/** Rules every page's stylesheet repeated word for word; the page's own CSS follows, so it can build on them. */
const BASE_CSS =
  "*,*::before,*::after{box-sizing:border-box}[hidden]{display:none!important}" +
  ".sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}";

/** What keeps a page that holds someone's private data out of search engines and other sites' logs. */
export const PrivatePageMeta = ({ referrer }: { referrer: "same-origin" | "no-referrer" }) => (
  <>
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content={referrer} />
  </>
);

export function HtmlDocument({
  title,
  css,
  head,
  script,
  viewport = "width=device-width, initial-scale=1",
  lang = "en",
  children,
}: {
  /** The whole <title>. */
  title: string;
  /** The page's stylesheet, inlined: no render-blocking request before the first paint. */
  css: string;
  /** The page's own head tags (description, robots, icons...), after the title. */
  head?: Child;
  /** A module script's URL: deferred by nature, so it never blocks the first paint. */
  script?: string;
  viewport?: string;
  /** The BCP 47 language the page is written in (a client's link page: theirs, ADR 0175). */
  lang?: string;
  children: Child;
}) {
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang={lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content={viewport} />
          <title>{title}</title>
          {head}
          <style>{raw(BASE_CSS + css)}</style>
          {script && <script type="module" src={script} />}
        </head>
        <body>{children}</body>
      </html>
    </>
  );
}
