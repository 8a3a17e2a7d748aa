// A card below the first screen (ADR 0093): until its code loads, a stand-in with its heading and, drawn by
// web/styles.css from data-stand-in, field-shaped bars in the card's height, so it never looks empty (issue 38).

import { readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NearViewport } from "#web/components/ui/near-viewport";

describe("NearViewport's stand-in", () => {
  it("holds the card's heading and height, marked busy, with the skeleton's hook", () => {
    render(
      <NearViewport title="Sign-in and security" minHeight={830}>
        <p>loaded</p>
      </NearViewport>,
    );
    const card = screen.getByRole("heading", { name: "Sign-in and security" }).parentElement!;
    expect(card.getAttribute("aria-busy")).toBe("true");
    expect(card.style.minHeight).toBe("830px");
    expect(card.hasAttribute("data-stand-in")).toBe(true);
    // The bars are the stylesheet's, so the first load's script carries nothing for them.
    expect(readFileSync("web/styles.css", "utf8")).toMatch(/\[data-stand-in\]::after \{[^}]*repeating-linear-gradient/);
  });
});
