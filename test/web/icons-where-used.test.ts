// Each module defines the icons it imports (ADR 0238): the build rewrites `import { ... } from "lucide-react"` into
// local definitions drawn by the sprite's one function, keeping local names, types and anything that is not an icon.
import { describe, expect, it } from "vitest";
import { iconsWhereUsed } from "#scripts/build/icon-sprite";

const used = new Map([
  ["Plus", "plus"],
  ["CircleHelp", "circle-question-mark"],
  ["Mic", "mic"],
]);

describe("icons defined where they are used", () => {
  it("defines each imported icon under its local name", () => {
    const out = iconsWhereUsed(`import { Plus, CircleHelp as Help } from "lucide-react";\nuse(Plus, Help);`, used);
    expect(out).toContain(`import { icon } from ${JSON.stringify("\0paystage-icon-base")};`);
    expect(out).toContain(`const Plus = /* @__PURE__ */ icon("plus");`);
    expect(out).toContain(`const Help = /* @__PURE__ */ icon("circle-question-mark");`);
    expect(out).not.toContain(`from "lucide-react"`);
    expect(out).toContain("use(Plus, Help);");
  });

  it("keeps types and unknown names on an import of lucide-react, across lines", () => {
    const out = iconsWhereUsed(`import {\n  Mic,\n  type LucideIcon,\n} from "lucide-react";`, used);
    expect(out).toContain(`import { type LucideIcon } from "lucide-react";`);
    expect(out).toContain(`const Mic = /* @__PURE__ */ icon("mic");`);
  });

  it("leaves a type-only import and a module without icons alone", () => {
    expect(iconsWhereUsed(`import type { LucideIcon } from "lucide-react";`, used)).toBeNull();
    expect(iconsWhereUsed(`import { useState } from "react";`, used)).toBeNull();
  });
});
