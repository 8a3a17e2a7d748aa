/** @jsxImportSource hono/jsx */
// The document of the client's link pages (/a/{token}, /thank-you): inline CSS, the contractor's name on top, no app shell.
import { raw } from "hono/html";
import type { Child } from "hono/jsx";
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
  children,
}: {
  title: string;
  /** Whose bill this is; absent on Progress not found, which names no one. */
  company?: string | null;
  /** Only a page with something to sign loads the island. */
  island?: boolean;
  children: Child;
}) {
  return (
    <>
      {raw("<!DOCTYPE html>")}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <meta name="referrer" content="same-origin" />
          <meta name="color-scheme" content="light dark" />
          <meta name="theme-color" content="#0f4c81" />
          <title>{`${title} - PayStage`}</title>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <style>{raw(css)}</style>
          {island && <script type="module" src={LINK_ISLAND_SRC} />}
        </head>
        <body>
          <header class="top">
            <div class="bar">
              {company ? (
                <>
                  {/* Wrapped, never cut off: the client should read whose bill this is in full. */}
                  <p class="company">{company}</p>
                  <span class="via">
                    via <span class="mark">PayStage</span>
                  </span>
                </>
              ) : (
                <span class="mark">PayStage</span>
              )}
            </div>
          </header>
          <main id="main">{children}</main>
        </body>
      </html>
    </>
  );
}
