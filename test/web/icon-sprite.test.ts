// The client build's lucide icons: one sprite with a symbol per icon the app imports, and a module whose components
// draw them by reference (ADR 0130).
import { describe, expect, it } from "vitest";
import { buildIcons, importedIconNames } from "#scripts/build/icon-sprite";
import { onFirstIntent } from "#web/lib/first-intent";

describe("icon sprite", () => {
  it("finds the icons the app imports, and skips types", () => {
    const names = importedIconNames();
    expect(names).toContain("Camera");
    expect(names).toContain("CircleHelp");
    expect(names).not.toContain("LucideIcon");
  });

  it("draws one symbol per icon (aliases share one) and exports a component per name", async () => {
    const { sprite, module, count } = await buildIcons(["Camera", "Loader2", "LoaderCircle", "LucideIcon"]);
    expect(count).toBe(2);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">/);
    expect(sprite).toContain('<symbol id="camera" viewBox="0 0 24 24">');
    expect(sprite).toContain('<symbol id="loader-circle" viewBox="0 0 24 24">');
    // React's keys are not SVG attributes.
    expect(sprite).not.toContain("key=");
    const code = module('"/assets/icons-x.svg"');
    expect(code).toContain('export const Camera = /* @__PURE__ */ icon("camera");');
    expect(code).toContain('export const Loader2 = /* @__PURE__ */ icon("loader-circle");');
    expect(code).toContain('export const LoaderCircle = /* @__PURE__ */ icon("loader-circle");');
    expect(code).not.toContain("LucideIcon");
  });
});

describe("first intent", () => {
  it("waits for the first pointer, touch or key on the page (not a focus the page moved), then runs at once for later callers", () => {
    const ran: string[] = [];
    const cancel = onFirstIntent(() => ran.push("cancelled"));
    onFirstIntent(() => ran.push("dialog"));
    cancel();
    expect(ran).toEqual([]);
    document.dispatchEvent(new FocusEvent("focusin"));
    expect(ran).toEqual([]);
    document.dispatchEvent(new Event("keydown"));
    expect(ran).toEqual(["dialog"]);
    onFirstIntent(() => ran.push("later"));
    expect(ran).toEqual(["dialog", "later"]);
  });
});
