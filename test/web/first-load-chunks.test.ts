// The chunk rule of a first visit (ADR 0131, ADR 0238), on a small module graph: what every signed-in screen needs
// goes to `shell`, what the sign-in page needs too goes to `boot` (or `forms` when the frame does not use it), a page's own code and what loads on intent stay with the
// automatic chunks, and nothing the link page or the marketing islands reach is ever grouped.
import { describe, expect, it } from "vitest";
import { firstLoadChunks } from "#scripts/build/first-load-chunks";

type Node = { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean };

const W = "/repo/web/";
const ids = {
  html: "/repo/index.html",
  main: `${W}main.tsx`,
  router: `${W}app/router.tsx`,
  react: "/repo/node_modules/react/index.js",
  shell: `${W}app/shell/app-shell.tsx`,
  auth: `${W}features/auth/components/auth-page.tsx`,
  button: `${W}components/ui/button.tsx`,
  nav: `${W}app/shell/bottom-nav.tsx`,
  pill: `${W}components/ui/status-pill.tsx`,
  dialog: `${W}features/projects/components/edit-project-dialog.tsx`,
  zod: "/repo/node_modules/zod/index.js",
  link: `${W}link/island.ts`,
  linkPart: `${W}link/decision.ts`,
  api: `${W}lib/api.ts`,
  pageOwn: `${W}features/invoices/components/invoice-card.tsx`,
  passing: `${W}features/billing/components/payment-success-page.tsx`,
  passingOnly: `${W}components/ui/celebration.tsx`,
  tabs: `${W}components/ui/tabs.tsx`,
  contact: `${W}components/ui/contact-block.tsx`,
  field: `${W}components/ui/field.tsx`,
  lazyDialog: `${W}components/ui/lazy-dialog.tsx`,
  firstIntent: `${W}lib/first-intent.ts`,
  shellWords: `${W}app/shell/words.ts`,
  esShell: "/repo/schema/i18n/app/es/shell.ts",
  pageWords: `${W}features/invoices/words.ts`,
  esInvoices: "/repo/schema/i18n/app/es/invoices.ts",
  esBadges: "/repo/schema/i18n/app/es/badges.ts",
};
const pages = ["dashboard", "invoices", "projects", "clients", "team", "meetings", "profile"].map(
  (p) => `${W}features/${p}/components/${p}-page.tsx`,
);

function graph(): Record<string, Node> {
  const g: Record<string, Node> = {
    [ids.html]: { isEntry: true },
    [ids.main]: { importers: [ids.html] },
    [ids.router]: { importers: [ids.main] },
    [ids.react]: { importers: [ids.main, ids.pill, ids.linkPart] },
    [ids.shell]: { dynamicImporters: [`${W}app/guards.tsx`] },
    [ids.auth]: { dynamicImporters: [ids.router] },
    [ids.button]: { importers: [ids.auth, ids.shell] },
    [ids.nav]: { importers: [ids.shell] },
    // Shared by seven pages, not by the sign-in page.
    [ids.pill]: { importers: pages },
    // Shared by six pages: it goes with them, not with every route (ADR 0238).
    [ids.contact]: { importers: pages.slice(0, 6) },
    // The sign-in page and seven pages share a field; the frame never draws one: `forms` (ADR 0238).
    [ids.field]: { importers: [ids.auth, ...pages] },
    // Seven pages' dialogs in shell import the first-intent watch, which the sign-in page uses too: boot.
    [ids.lazyDialog]: { importers: pages },
    [ids.firstIntent]: { importers: [ids.auth, ids.lazyDialog] },
    // The frame's Spanish in one file; a page's own Spanish with that page; a catalogue read by key alone.
    [ids.shellWords]: { importers: [ids.shell] },
    [ids.esShell]: { dynamicImporters: [ids.shellWords] },
    [ids.pageWords]: { importers: [pages[1]!] },
    [ids.esInvoices]: { dynamicImporters: [ids.pageWords] },
    [ids.esBadges]: { dynamicImporters: [ids.shellWords] },
    // A dialog loaded on intent by one page, and the validator only it needs.
    [ids.dialog]: { dynamicImporters: [pages[2]!] },
    [ids.zod]: { importers: [ids.dialog] },
    // The client's link page and the app share the API client.
    [ids.link]: { isEntry: true },
    [ids.linkPart]: { importers: [ids.link] },
    [ids.api]: { importers: [ids.linkPart, ids.shell] },
    [ids.pageOwn]: { importers: [pages[1]!] },
    [ids.passing]: { dynamicImporters: [ids.router] },
    // Shared by six working pages and one passed through: not seven that count.
    [ids.passingOnly]: { importers: [...pages.slice(0, 6), ids.passing] },
    // Shared by the sign-in page and six working pages: not seven signed-in screens.
    [ids.tabs]: { importers: [ids.auth, ...pages.slice(0, 6)] },
  };
  for (const page of pages) g[page] = { dynamicImporters: [ids.router] };
  return g;
}

function chunkOf(id: string) {
  const g = graph();
  const ctx = {
    getModuleInfo: (m: string) =>
      g[m]
        ? {
            importers: g[m].importers ?? [],
            dynamicImporters: g[m].dynamicImporters ?? [],
            isEntry: g[m].isEntry ?? false,
          }
        : null,
  };
  const group = firstLoadChunks();
  return (group.name as (id: string, ctx: unknown) => string | null)(id, ctx);
}

describe("first-load chunks", () => {
  it("puts what the entry reaches in boot, but leaves the entry's own first module in the entry chunk", () => {
    expect(chunkOf(ids.router)).toBe("boot");
    expect(chunkOf(ids.main)).toBeNull();
    expect(chunkOf(ids.html)).toBeNull();
  });

  it("puts the signed-in frame's code and what seven working pages share in shell; the sign-in page's share in boot", () => {
    expect(chunkOf(ids.nav)).toBe("shell");
    expect(chunkOf(ids.pill)).toBe("shell");
    expect(chunkOf(ids.lazyDialog)).toBe("shell");
    expect(chunkOf(ids.button)).toBe("boot");
    expect(chunkOf(ids.contact)).toBeNull();
  });

  it("puts what the sign-in page shares with pages in forms, unless the frame's files import it", () => {
    expect(chunkOf(ids.field)).toBe("forms");
    expect(chunkOf(ids.firstIntent)).toBe("boot");
  });

  it("ships the frame's Spanish as one file and a page's own with that page; a catalogue read by key alone", () => {
    expect(chunkOf(ids.esShell)).toBe("es-frame");
    expect(chunkOf(ids.esInvoices)).toBe("es-invoices-page");
    expect(chunkOf(ids.esBadges)).toBeNull();
  });

  it("leaves a page's own code, a dialog's validator and what only pages passed through add up to", () => {
    expect(chunkOf(ids.pageOwn)).toBeNull();
    // The sign-in page does not count as a seventh: /dashboard does not carry the tabs of six other screens.
    expect(chunkOf(ids.tabs)).toBeNull();
    expect(chunkOf(ids.zod)).toBeNull();
    expect(chunkOf(ids.passingOnly)).toBeNull();
  });

  it("never groups what the client's link page reaches, so it never loads the app's files", () => {
    expect(chunkOf(ids.api)).toBeNull();
    expect(chunkOf(ids.react)).toBeNull();
  });
});
