// The decisions check the lint suite runs (scripts/check-decisions.mjs): it must catch a missing header and a
// supersession recorded on one side only, and find nothing wrong in the real docs/decisions.
import { describe, expect, it } from "vitest";
import { checkDecisions, parseDecision, readDecisions } from "#scripts/check-decisions.mjs";

const adr = (file: string, header: string) =>
  parseDecision(file, `# ${file.slice(0, 4)} A title\n\n${header}\n\n## Context\n`);

describe("decisions check", () => {
  it("wants a Date and a Status under every title", () => {
    expect(checkDecisions([adr("0001-a.md", "Status: accepted")])).toEqual([
      "0001-a.md: needs `Date: YYYY-MM-DD` right under the title",
    ]);
    expect(checkDecisions([adr("0001-a.md", "Date: 2026-11-21\nStatus: Maybe")])).toHaveLength(1);
  });

  it("wants a supersession on both sides, and the Status to agree", () => {
    const old = adr("0001-a.md", "Date: 2026-11-21\nStatus: amended by 0002\nSuperseded-by: 0002 (in part: x)");
    const later = adr("0002-b.md", "Date: 2026-11-22\nStatus: accepted\nSupersedes: 0001 (in part: x)");
    expect(checkDecisions([old, later])).toEqual([]);
    expect(checkDecisions([old, adr("0002-b.md", "Date: 2026-11-22\nStatus: accepted")])).toEqual([
      "0001-a.md: 0002-b.md must say `Supersedes: 0001`",
    ]);
    expect(checkDecisions([adr("0001-a.md", "Date: 2026-11-21\nStatus: accepted"), later])).toEqual([
      "0002-b.md: 0001-a.md must say `Superseded-by: 0002`",
    ]);
    expect(checkDecisions([adr("0001-a.md", "Date: 2026-11-21\nStatus: superseded by 0002"), later])).toContain(
      "0001-a.md: its Status names 0002 but Superseded-by names none",
    );
  });

  it("finds the real decisions in order", () => {
    expect(checkDecisions(readDecisions())).toEqual([]);
  });
});
