// The boundary checker the lint suite runs (scripts/check-boundaries.mjs): it must catch each kind of crossing and a
// cycle on a made-up tree, and find none in the real one.
import { describe, expect, it } from "vitest";
import { checkBoundaries, importsOf, readTree } from "../../scripts/boundaries.mjs";

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
      { specifier: "./a", typeOnly: false },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: false },
      { specifier: "./e", typeOnly: false },
      { specifier: "./f", typeOnly: true },
      { specifier: "./side-effect", typeOnly: false },
      { specifier: "./lazy", typeOnly: false },
    ]);
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

  it("finds the real tree within its boundaries and free of cycles", () => {
    const { violations, cycles } = checkBoundaries(readTree(process.cwd()));
    expect(violations).toEqual([]);
    expect(cycles).toEqual([]);
  });
});
