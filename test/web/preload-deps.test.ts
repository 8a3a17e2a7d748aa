// The preload list of a dynamic import leaves out what the importing chunk already loaded (ADR 0111).
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { depsToPreload, preloadDeps } from "#scripts/build/preload-deps";

// index.js (the entry) imports react and api statically; the dashboard page imports api and card, and lazily a
// dialog that imports card and zod.
const graph = new Map<string, string[]>([
  ["assets/index.js", ["assets/react.js", "assets/api.js"]],
  ["assets/react.js", []],
  ["assets/api.js", ["assets/react.js"]],
  ["assets/dashboard.js", ["assets/api.js", "assets/card.js"]],
  ["assets/card.js", ["assets/react.js"]],
  ["assets/dialog.js", ["assets/card.js", "assets/zod.js"]],
  ["assets/zod.js", []],
]);

describe("depsToPreload", () => {
  it("drops the entry's own chunks from a route's list and keeps the rest in order", () => {
    const deps = ["assets/dashboard.js", "assets/api.js", "assets/react.js", "assets/card.js"];
    expect(depsToPreload(graph, "assets/index.js", deps)).toEqual(["assets/dashboard.js", "assets/card.js"]);
  });

  it("drops what a lazily loaded page imported transitively, for the dialogs it loads in turn", () => {
    const deps = ["assets/dialog.js", "assets/card.js", "assets/react.js", "assets/zod.js"];
    expect(depsToPreload(graph, "assets/dashboard.js", deps)).toEqual(["assets/dialog.js", "assets/zod.js"]);
  });

  it("keeps everything when the host is unknown", () => {
    expect(depsToPreload(graph, "assets/other.js", ["assets/card.js"])).toEqual(["assets/card.js"]);
  });
});

describe("preloadDeps", () => {
  function chunk(fileName: string, imports: string[]) {
    return { type: "chunk", fileName, imports } as unknown as Rollup.OutputChunk;
  }

  it("reads the graph the bundle had just before the lists are written", () => {
    const { plugin, resolveDependencies } = preloadDeps();
    const bundle = Object.fromEntries(
      [...graph].map(([file, imports]) => [file, chunk(file, imports)]),
    ) as unknown as Rollup.OutputBundle;
    bundle["assets/index.css"] = { type: "asset", fileName: "assets/index.css" } as Rollup.OutputAsset;
    const hook = plugin.generateBundle as { handler: (o: unknown, b: Rollup.OutputBundle) => void };
    hook.handler({}, bundle);

    expect(
      resolveDependencies("assets/dashboard.js", ["assets/dashboard.js", "assets/api.js", "assets/card.js"], {
        hostId: "assets/index.js",
        hostType: "js",
      }),
    ).toEqual(["assets/dashboard.js", "assets/card.js"]);
    // index.html's own preloads are Vite's business: they are left whole.
    expect(
      resolveDependencies("assets/index.js", ["assets/react.js"], { hostId: "index.html", hostType: "html" }),
    ).toEqual(["assets/react.js"]);
  });
});
