// The boundary checker the lint suite runs (scripts/check-boundaries.mjs): it must catch each kind of crossing, a
// cycle and formatting outside schema/rules on a made-up tree, and find none in the real one.
import { describe, expect, it } from "vitest";
import { buildGraph, checkBoundaries, checkFormatting, importsOf, readTree } from "#scripts/boundaries.mjs";

describe("boundary checker", () => {
  it("reads every import form, and knows which carry only types", () => {
    const found = importsOf(`
      import { a } from "./a";
      import type { B } from "./b";
      import {
        type C,
        d,
      } from "./c";
      export { e } from "./e";
      export type { F } from "./f";
      import "./side-effect";
      const lazy = () => import("./lazy");
      // import { commented } from "./commented";
    `);
    expect(found).toEqual([
      { specifier: "./a", typeOnly: false, names: ["a"] },
      { specifier: "./b", typeOnly: true, names: [] },
      { specifier: "./c", typeOnly: false, names: ["d"] },
      { specifier: "./e", typeOnly: false, names: ["e"] },
      { specifier: "./f", typeOnly: true, names: [] },
      { specifier: "./side-effect", typeOnly: false, names: [] },
      { specifier: "./lazy", typeOnly: false, names: ["*"] },
    ]);
  });

  it("names the values an import takes by their exported names", () => {
    const found = importsOf(`
      import fallback, { schema as tables, type Db, getDb } from "./db";
      import * as everything from "./all";
      export * from "./re-exported";
      export { default as Page, type Props } from "./page";
      import { type as kind } from "./kinds";
    `);
    expect(found.map((i) => i.names)).toEqual([["default", "schema", "getDb"], ["*"], ["*"], ["default"], ["type"]]);
  });

  it("sees package imports as edges to node_modules, but not relative or runtime ones", () => {
    const graph = buildGraph({
      "worker/a.ts": `import { and } from "drizzle-orm"; import { drizzle } from "drizzle-orm/d1";
        import { z } from "zod"; import { createHash } from "node:crypto"; import { b } from "./missing";`,
    });
    expect(graph.get("worker/a.ts")?.map((e) => e.to)).toEqual([
      "node_modules/drizzle-orm",
      "node_modules/drizzle-orm/d1",
      "node_modules/zod",
    ]);
  });

  it("resolves the package.json imports form like a relative path, so a crossing written `#web/...` is caught", () => {
    const files = {
      "web/features/billing/page.tsx": `import { Badge } from "#web/features/badges/badge";`,
      "web/features/badges/badge.tsx": "export const Badge = 1;",
      "worker/services/x.ts": `import { y } from "#worker/db/y.ts"; import { z } from "#schema/rules/z?raw";`,
      "worker/db/y.ts": "export const y = 1;",
      "schema/rules/z.ts": "export const z = 1;",
    };
    expect(
      buildGraph(files)
        .get("worker/services/x.ts")
        ?.map((e) => e.to),
    ).toEqual(["worker/db/y.ts", "schema/rules/z.ts"]);
    expect(checkBoundaries(files).violations.map((v) => v.from)).toEqual(["web/features/billing/page.tsx"]);
  });

  it("catches a cycle, even one of type imports only", () => {
    const { cycles } = checkBoundaries({
      "worker/pdf/invoice.ts": `import { section } from "./certificate";`,
      "worker/pdf/certificate.ts": `import type { Data } from "./invoice";`,
      "worker/pdf/writer.ts": "export const w = 1;",
      "worker/lib/a.ts": `import { b } from "./b";`,
      "worker/lib/b.ts": `import { c } from "./c";`,
      "worker/lib/c.ts": `import { a } from "./a";`,
    });
    expect(cycles).toEqual([
      ["worker/lib/a.ts", "worker/lib/b.ts", "worker/lib/c.ts"],
      ["worker/pdf/certificate.ts", "worker/pdf/invoice.ts"],
    ]);
  });

  it("refuses a feature importing another, and each upward worker import", () => {
    const { violations } = checkBoundaries({
      "web/features/projects/components/page.tsx": `import { userQuery } from "../../auth/api/session";`,
      "web/features/auth/api/session.ts": `import { api } from "../../../lib/api";`,
      "web/lib/api.ts": `import type { ApiType } from "../../worker/app"; import { x } from "../../worker/lib/x";`,
      "worker/app.ts": "",
      "worker/lib/x.ts": "",
      "worker/services/messages.ts": `import { Job } from "../jobs/messages";`,
      "worker/jobs/messages.ts": "",
      "worker/db/achievements.ts": `import { RULES } from "../services/rules";`,
      "worker/services/rules.ts": "",
      "worker/routes/notifications.ts": `import { list } from "../db/notifications";`,
      "worker/db/notifications.ts": "",
      "schema/contracts/a.ts": `import { y } from "../../worker/lib/x";`,
    });
    expect(violations.map((v) => `${v.from} -> ${v.to}`)).toEqual([
      "web/features/projects/components/page.tsx -> web/features/auth/api/session.ts",
      "web/lib/api.ts -> worker/lib/x.ts",
      "worker/services/messages.ts -> worker/jobs/messages.ts",
      "worker/db/achievements.ts -> worker/services/rules.ts",
      "worker/routes/notifications.ts -> worker/db/notifications.ts",
      "schema/contracts/a.ts -> worker/lib/x.ts",
    ]);
  });

  it("keeps drizzle and the tables in worker/db, type imports and the named infrastructure aside", () => {
    const { violations } = checkBoundaries({
      "schema/db/index.ts": `export * from "./companies";`,
      "schema/db/companies.ts": `import { integer } from "drizzle-orm/sqlite-core";`,
      "worker/lib/db.ts": `import { drizzle } from "drizzle-orm/d1"; import * as schema from "../../schema/db";`,
      "worker/lib/keyset.ts": `import { type SQL, sql } from "drizzle-orm";`,
      "worker/lib/batch-select.ts": `import { Column, is } from "drizzle-orm";`,
      "worker/db/meetings.ts": `import { and, eq } from "drizzle-orm"; import { schema } from "../lib/db";`,
      "worker/app.ts": `import { getDb } from "./lib/db";`,
      "worker/services/fine.ts": `import type { SQL } from "drizzle-orm"; import type { BatchItem } from "drizzle-orm/batch";
        import { type Db, type schema, getDb } from "../lib/db"; import type { CompanyId } from "../../schema/db/companies";
        import { extra } from "drizzle-orm-extra";`,
      "worker/services/inline.ts": `import { and } from "drizzle-orm"; import { schema } from "../lib/db";`,
      "worker/services/whole.ts": `import * as db from "../lib/db";`,
      "worker/services/loads.ts": `import { type CompanyId } from "../../schema/db/companies";`,
      "worker/jobs/dead-letters.ts": `import { auditEvents } from "../../schema/db";`,
      "worker/routes/driver.ts": `import { drizzle } from "drizzle-orm/d1";`,
      "worker/middleware/raw.ts": `import { sql } from "drizzle-orm";`,
    });
    expect(violations.map((v) => `${v.from} -> ${v.to}`)).toEqual([
      "worker/services/inline.ts -> node_modules/drizzle-orm",
      "worker/services/inline.ts -> worker/lib/db.ts",
      "worker/services/whole.ts -> worker/lib/db.ts",
      "worker/services/loads.ts -> schema/db/companies.ts",
      "worker/jobs/dead-letters.ts -> schema/db/index.ts",
      "worker/routes/driver.ts -> node_modules/drizzle-orm/d1",
      "worker/middleware/raw.ts -> node_modules/drizzle-orm",
    ]);
    expect(new Set(violations.map((v) => v.reason)).size).toBe(2);
  });

  it("refuses Intl formatters, toLocale*String and hand-written millisecond durations outside schema/rules", () => {
    const found = checkFormatting({
      "web/features/meetings/components/card.tsx": `const when = new Date(d).toLocaleString("en-US");
        const day = new Intl.DateTimeFormat("en-US").format(d);`,
      "web/lib/cache.ts": "export const STALE = 60 * 60 * 1000;\nexport const KEEP = 7 * 86_400_000;",
      "worker/services/a.ts": `const WEEK = 1000 * 60 * 60 * 24 * 7; const T = 5 * 60_000; const H = 3600000;
        const n = Intl.NumberFormat; const label = count.toLocaleDateString();`,
      "schema/contracts/prices.ts": "export const price = (n: number) => n.toLocaleString();",
      "schema/rules/time.ts": "export const HOUR_MS = 60 * 60 * 1000; new Intl.DateTimeFormat();",
      "test/web/x.test.ts": "const t = 60 * 1000;",
      "scripts/x.mjs": "const t = 86_400_000;",
    });
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([
      "web/features/meetings/components/card.tsx:2 Intl.DateTimeFormat",
      "web/features/meetings/components/card.tsx:1 .toLocaleString(",
      "web/lib/cache.ts:1 60 * 60 * 1000",
      "web/lib/cache.ts:2 7 * 86_400_000",
      "worker/services/a.ts:2 Intl.NumberFormat",
      "worker/services/a.ts:2 .toLocaleDateString(",
      "worker/services/a.ts:1 1000 * 60 * 60 * 24 * 7",
      "worker/services/a.ts:1 5 * 60_000",
      "worker/services/a.ts:1 3600000",
      "schema/contracts/prices.ts:1 .toLocaleString(",
    ]);
    expect(new Set(found.map((f) => f.reason)).size).toBe(3);
  });

  it("leaves other numbers, types, comments and the listed exceptions alone", () => {
    const found = checkFormatting({
      "worker/services/fine.ts": `import { DAY_MS, MINUTE_MS } from "../../schema/rules/durations";
        // A day used to be 24 * 60 * 60 * 1000 here; Intl.DateTimeFormat too.
        /* 60_000 */ const lease = 5 * MINUTE_MS; const weekMs = 7 * DAY_MS; const seconds = expiresIn * 1000;
        const cache = "max-age=3600"; const unit: Intl.RelativeTimeFormatUnit = "day"; const limit = 600_000;
        type P = Intl.DateTimeFormatPartTypes; const big = 160_000; const hour = 3600;`,
      "worker/providers/ai.ts": "const MAX_TRANSCRIPT_CHARS = 60_000;",
      "worker/providers/other.ts": "const MAX_CHARS = 60_000;",
    });
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual(["worker/providers/other.ts:1 60_000"]);
  });

  it("finds the real tree within its boundaries, free of cycles, and formatting only in schema/rules", () => {
    const files = readTree(process.cwd());
    const { violations, cycles } = checkBoundaries(files);
    expect(violations).toEqual([]);
    expect(cycles).toEqual([]);
    expect(checkFormatting(files)).toEqual([]);
  });
});
