// Vite wraps every lazy import in its preload helper even with `build.modulePreload: false`, where each call passes
// an empty list: the helper's code (link building, CSS preloading, error events) rode in `boot` for nothing, about
// 1.2 KB gzip on every signed-in first visit. This plugin gives the helper's virtual module a body that only calls the
// import (ADR 0131 records the choice, first deferred at 0.6 KB and taken once the budgets ran out of room).
import type { Plugin } from "vite";

const HELPER = "\0vite/preload-helper.js";

export function noPreloadHelper(): Plugin {
  return {
    name: "paystage:no-preload-helper",
    enforce: "pre",
    apply: "build",
    load(id) {
      if (id !== HELPER) return;
      // The same export Vite's transform imports; with no dependencies to preload the helper is just the import.
      return "export const __vitePreload = (load) => load();";
    },
  };
}
