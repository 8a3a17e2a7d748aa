/** @jsxImportSource hono/jsx */
// The client's link pages (/a/{token}, /thank-you) in the Worker's document shell: their CSS, the contractor's name on
// top, no app shell.
import type { Child } from "hono/jsx";
import { HtmlDocument, PrivatePageMeta } from "../lib/document";
import { css } from "./styles";

/**
 * The approval page's one script: signature pad, Approve, the reject and photo dialogs (ADR 0090). Vite serves the
 * TypeScript source in dev; a build emits it under a fixed name (vite.config.ts), revalidated hourly (public/_headers).
 */
export const LINK_ISLAND_SRC = import.meta.env.DEV ? "/web/link/island.ts" : "/assets/link.js";

export function LinkDocument({
  title,
  company,
  island = false,
  lang,
  via = "via",
  children,
}: {
  title: string;
  /** Whose bill this is; absent on Progress not found, which names no one. */
  company?: string | null;
  /** Only a page with something to sign loads the island. */
  island?: boolean;
  /** The client's language (ADR 0175); English when the page knows no client. */
  lang?: string;
  /** The word before "PayStage" in the header. */
  via?: string;
  children: Child;
}) {
  return (
    <HtmlDocument
      title={`${title} - PayStage`}
      css={css}
      script={island ? LINK_ISLAND_SRC : undefined}
      lang={lang}
      head={
        <>
          <PrivatePageMeta referrer="same-origin" />
          <meta name="color-scheme" content="light dark" />
          <meta name="theme-color" content="#0f4c81" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </>
      }
    >
      <header class="top">
        <div class="bar">
          {company ? (
            <>
              {/* Wrapped, never cut off: the client should read whose bill this is in full. */}
              <p class="company">{company}</p>
              <span class="via">
                {via} <span class="mark">PayStage</span>
              </span>
            </>
          ) : (
            <span class="mark">PayStage</span>
          )}
        </div>
      </header>
      <main id="main">{children}</main>
    </HtmlDocument>
  );
}
