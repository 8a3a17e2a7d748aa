// Few, whole files for a first visit (ADR 0131). Gzip compresses each file on its own (every file starts with an
// empty dictionary and carries its own import lists), and Rolldown's automatic chunking makes a chunk per set of
// importers: a signed-in screen fetched 25 to 40 files, several KB more than the same code in a few. This group
// puts the code every screen of the app needs into a few files instead:
// - `shell`: what the signed-in frame loads on every route (header, navigation, overlays) and what seven or more
//   pages share (empty states, load errors, date formats): one file for every signed-in route;
// - `boot`: what the entry loads (React, the router, the query cache), and what would be `shell` but the sign-in
//   page needs too (buttons, tabs): one file for /auth and for every signed-in route;
// - `forms`: what the sign-in page shares with pages but the frame does not use (fields, the schemas' sentences);
// - `es-frame` and `en-frame`: the words of what every signed-in route draws, one file per language, fetched only by
//   its readers (ADR 0238, ADR 0244).
// A page keeps its own chunk, and what is loaded on intent (a dialog, a card below the fold) stays in the automatic
// chunks: nothing opened later weighs on a first visit. Anything the client's link page or the marketing islands
// reach is left alone: those entries have their own budgets and must never load the app's files.
import type { CodeSplittingGroup } from "rolldown";
import { READ_BY_KEY } from "./words-as-values";

type Info = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
};
type Ctx = { getModuleInfo(id: string): Info | null };

const SEP = String.raw`[\\/]`;
const inApp = (path: string) => new RegExp(`${SEP}web${SEP}${path.replaceAll("/", SEP)}$`);
/** Route pages: what the router imports lazily. */
const ROUTER = inApp("app/router.tsx");
/** Pages a person passes through rather than works in: what only they share is not carried by every screen. */
const PASSING = [
  "features/billing/components/payment-success-page.tsx",
  "features/billing/components/test-checkout-page.tsx",
  "features/dev-outbox/components/outbox-page.tsx",
  "features/invite/components/accept-invite-page.tsx",
  "features/approval/components/thank-you-page.tsx",
  "app/not-found.tsx",
].map(inApp);
/** The signed-in frame and its after-paint overlays, loaded on every signed-in route. */
const FRAME = [inApp("app/shell/app-shell.tsx"), inApp("app/overlays/overlays.tsx")];
/** The sign-in page: what it shares goes into `boot`, so /auth loads no signed-in code. */
const AUTH_PAGE = inApp("features/auth/components/auth-page.tsx");
/** The entries with budgets of their own (the link page, the marketing islands). */
const STANDALONE = new RegExp(`${SEP}web${SEP}(link|marketing)${SEP}`);
/**
 * How many pages must share a module for every signed-in route to carry it in the shell file. At five, the contact
 * block, the list states and the billing states (1.3 KB gzip) rode on every route for five pages each, and at six
 * the status pill for six (ADR 0238).
 */
const WIDELY_SHARED = 7;
/**
 * A part's messages in one language, loaded by its words for the people who read it: its Spanish catalogue
 * (schema/i18n/app/es/<part>.ts) or its English one's messages (schema/i18n/app/en/<part>.ts?values, ADR 0244).
 */
const MESSAGES = new RegExp(
  `${SEP}schema${SEP}i18n${SEP}app${SEP}(?:(es)${SEP}[\\w-]+\\.ts|(en)${SEP}[\\w-]+\\.ts\\?values)$`,
);
/** The tour's sheet and welcome: loaded on every signed-in first visit, so its Spanish goes with the frame's. */
const TOUR = inApp("app/overlays/walkthrough.tsx");
/**
 * Words that go with a page's own although other code loads them too: the meetings list draws the meeting labels
 * (shared with the detail and form pages) and its recorder (lazy, so its words have no page of their own) on its
 * first screen, and three files of words cost it 0.2 KB more than one (ADR 0244).
 */
const WITH_PAGE: Record<string, string> = {
  "meeting-labels": "meetings-page",
  "meeting-recorder": "meetings-page",
};
const STYLE = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;
const ENTRY = "entry";
const STANDALONE_ENTRY = "standalone";

export function firstLoadChunks(): CodeSplittingGroup {
  // Per chunking pass: module id -> the roots that reach it through static imports.
  let reach = new Map<string, Set<string>>();
  let pass: Ctx | null = null;

  const isPage = (ctx: Ctx, id: string) =>
    !PASSING.some((p) => p.test(id)) && ctx.getModuleInfo(id)?.dynamicImporters.some((i) => ROUTER.test(i));
  const isRoot = (id: string, info: Info) =>
    FRAME.some((f) => f.test(id)) || info.dynamicImporters.some((i) => ROUTER.test(i));

  function rootsOf(ctx: Ctx, id: string, visiting: Set<string>): Set<string> {
    const known = reach.get(id);
    if (known) return known;
    const out = new Set<string>();
    const info = ctx.getModuleInfo(id);
    if (!info) return out;
    if (info.isEntry) out.add(STANDALONE.test(id) ? STANDALONE_ENTRY : ENTRY);
    if (isRoot(id, info)) out.add(id);
    visiting.add(id);
    let partial = false;
    for (const importer of info.importers) {
      if (visiting.has(importer)) {
        partial = true;
        continue;
      }
      for (const root of rootsOf(ctx, importer, visiting)) out.add(root);
    }
    visiting.delete(id);
    // An answer cut short by an import cycle is not remembered: asked again from outside the cycle, it completes.
    if (!partial) reach.set(id, out);
    return out;
  }

  /** The group a module goes in by the rules below (null: Rolldown's own chunking). */
  function groupOf(id: string, ctx: Ctx): string | null {
    if (STYLE.test(id) || id.includes("rolldown/runtime")) return null;
    const language = MESSAGES.exec(id);
    if (language) return messagesGroupOf(id, (language[1] ?? language[2])!, ctx);
    // An entry module stays its chunk's facade.
    if (ctx.getModuleInfo(id)?.isEntry) return null;
    const roots = rootsOf(ctx, id, new Set());
    if (roots.has(STANDALONE_ENTRY)) return null;
    const info = ctx.getModuleInfo(id);
    // The entry's own first module stays in the entry chunk, which must not end up empty.
    if (info?.importers.some((i) => ctx.getModuleInfo(i)?.isEntry)) return null;
    if (roots.has(ENTRY)) return "boot";
    const ids = [...roots];
    // The sign-in page is no signed-in route: what it shares with six screens is not what seven screens share.
    const signedInPages = ids.filter((r) => !AUTH_PAGE.test(r) && isPage(ctx, r)).length;
    const everySignedIn = ids.some((r) => FRAME.some((f) => f.test(r))) || signedInPages >= WIDELY_SHARED;
    if (!everySignedIn) return null;
    if (!ids.some((r) => AUTH_PAGE.test(r))) return "shell";
    // What the sign-in page shares with pages (fields, the schemas' sentences) but the frame does not use is its own
    // file, `forms`, fetched by /auth and the pages with a form; what the frame uses too is in boot (ADR 0238).
    return ids.some((r) => FRAME.some((f) => f.test(r))) || neededByTheFrame(id, ctx) ? "boot" : "forms";
  }

  /** Modules whose group is being worked out: an import cycle back to one of them places nothing. */
  const placing = new Set<string>();
  /** Whether a module placed in `boot` or `shell` imports `id`: then every route needs it with them. */
  function neededByTheFrame(id: string, ctx: Ctx): boolean {
    placing.add(id);
    try {
      return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => {
        if (placing.has(importer)) return false;
        const group = groupOf(importer, ctx);
        return group === "boot" || group === "shell";
      });
    } finally {
      placing.delete(id);
    }
  }

  /**
   * The words of the parts every signed-in route draws (the words of `boot` and `shell`, and the tour's welcome) in
   * one file per language: a Spanish reader fetched four to six small files for them, and gzip compresses small files
   * apart (each with an empty dictionary): together 0.92 KB gzip where they were 1.12. The messages that only one
   * page's own code loads go in one file of that page's per language; the rest are placed by Rolldown as before.
   */
  function messagesGroupOf(id: string, language: string, ctx: Ctx): string | null {
    // An English part's messages are loaded by its keys module (schema/i18n/app/en/<part>.ts, which the build ships
    // as keys and a loader): what loads the part is what imports that module.
    const loaders =
      language === "en"
        ? (ctx.getModuleInfo(id.replace(/\?values$/, ""))?.importers ?? [])
        : (ctx.getModuleInfo(id)?.dynamicImporters ?? []);
    // A catalogue read by key (a badge, a schema's sentence) loads only when such a word is on screen.
    if (loaders.length === 0 || READ_BY_KEY.has(id.replace(/^.*[\\/]/, "").replace(/\.ts(\?values)?$/, "")))
      return null;
    const everywhere = (loader: string) => {
      if (TOUR.test(loader)) return true;
      const group = groupOf(loader, ctx);
      return group === "shell" || group === "boot";
    };
    if (loaders.every(everywhere)) return `${language}-frame`;
    const withPage = WITH_PAGE[id.replace(/^.*[\\/]/, "").replace(/\.ts(\?values)?$/, "")];
    if (withPage) return `${language}-${withPage}`;
    const roots = new Set(loaders.flatMap((loader) => [...rootsOf(ctx, loader, new Set())]));
    const [page] = roots;
    return roots.size === 1 && page && isPage(ctx, page)
      ? `${language}-${page.replace(/^.*[\\/]|\.tsx?$/g, "")}`
      : null;
  }

  return {
    name(id, ctx) {
      if (ctx !== pass) {
        pass = ctx;
        reach = new Map();
      }
      return groupOf(id, ctx);
    },
    // Only what the rules above name: a captured module's imports are placed by their own rule.
    includeDependenciesRecursively: false,
  };
}
