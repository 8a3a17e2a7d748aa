// A cold screen's words in each language (ADR 0244): the build lists, beside each first screen's scripts, the files of
// its words per language (what the screen's code and the entry's load as they run), so the Worker preloads the
// reader's and no other. A catalogue read by key (loaded only when such a word is on screen) is never listed.
import { describe, expect, it } from "vitest";
import { FIRST_SCREENS } from "#schema/contracts/first-screens";
import { type BuiltChunk, firstScreenPreloads } from "#scripts/build/first-screens";

const ROOT = "/repo";
const chunk = (fileName: string, modules: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  moduleIds: modules.map((m) => `${ROOT}/${m}`),
  imports: [],
  dynamicImports: [],
  facadeModuleId: null,
  ...more,
});

describe("first screens' words", () => {
  it("lists each language's words of the screen and the entry, and nothing read by key", () => {
    const [dashboard, auth] = FIRST_SCREENS;
    const chunks = [
      chunk("assets/index.js", ["index.html"], {
        facadeModuleId: `${ROOT}/index.html`,
        imports: ["assets/boot.js"],
      }),
      chunk("assets/boot.js", ["web/lib/common-words.ts"], {
        dynamicImports: ["assets/en-frame.js", "assets/es-frame.js"],
      }),
      chunk("assets/en-frame.js", ["schema/i18n/app/en/common.ts?values", "schema/i18n/app/en/shell.ts?values"]),
      chunk("assets/es-frame.js", ["schema/i18n/app/es/common.ts", "schema/i18n/app/es/shell.ts"]),
      chunk("assets/dashboard.js", [...dashboard!.modules], {
        dynamicImports: ["assets/en-dash.js", "assets/es-dash.js", "assets/said.js", "assets/later.js"],
      }),
      chunk("assets/en-dash.js", ["schema/i18n/app/en/dashboard.ts?values"]),
      chunk("assets/es-dash.js", ["schema/i18n/app/es/dashboard.ts"]),
      chunk("assets/said.js", ["schema/i18n/app/es/said-lookup.ts"]),
      chunk("assets/later.js", ["web/features/dashboard/components/later-dialog.tsx"]),
      chunk("assets/auth.js", [...auth!.modules]),
    ];
    const out = firstScreenPreloads(chunks, ROOT);
    expect(out["/dashboard"]).toEqual(["/assets/dashboard.js"]);
    expect(out["/dashboard en"]).toEqual(["/assets/en-dash.js", "/assets/en-frame.js"]);
    expect(out["/dashboard es"]).toEqual(["/assets/es-dash.js", "/assets/es-frame.js"]);
    expect(out["/ es"]).toEqual(out["/dashboard es"]);
    expect(out["/auth en"]).toEqual(["/assets/en-frame.js"]);
    expect(out["/auth es"]).toEqual(["/assets/es-frame.js"]);
  });
});
