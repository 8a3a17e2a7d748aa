// `node scripts/check-decisions.mjs [--write]`: every ADR in docs/decisions says when it was decided and whether it
// still holds, supersessions are recorded on both sides, and docs/decisions/README.md lists each one as it stands.
// `--write` rewrites the index from the files. Run by the lint suite; unit-tested in test/web/decisions.test.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const DECISIONS_DIR = "docs/decisions";

const STATUS = /^(accepted|(superseded|amended) by (\d{4}(, \d{4})*))$/;

/** The number list of a `Supersedes:` / `Superseded-by:` line: "0090 (in part: ...); 0113 (...)" -> ["0090", "0113"]. */
const numbersOf = (line) => (line ?? "").split("; ").map((item) => /^\d{4}/.exec(item)?.[0] ?? item);

/** One ADR's title and header block (the `Key: value` lines right under its title). */
export function parseDecision(file, text) {
  const [title, blank, ...rest] = text.split("\n");
  const header = {};
  for (const line of rest) {
    const m = /^(Date|Status|Supersedes|Superseded-by): (.+)$/.exec(line);
    if (!m) break;
    header[m[1]] = m[2];
  }
  const heading = /^# (\d{4}) (.+)$/.exec(title);
  return {
    file,
    number: file.slice(0, 4),
    title: heading?.[2] ?? null,
    titleNumber: heading?.[1] ?? null,
    blankAfterTitle: blank === "",
    ...header,
  };
}

/** Problems with a set of parsed ADRs, one sentence each; empty when they all hold. */
export function checkDecisions(decisions) {
  const problems = [];
  const byNumber = new Map(decisions.map((d) => [d.number, d]));
  for (const d of decisions) {
    const say = (what) => problems.push(`${d.file}: ${what}`);
    if (!d.title || d.titleNumber !== d.number || !d.blankAfterTitle)
      say(`the first line must be "# ${d.number} Title", then a blank line`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d.Date ?? "")) say("needs `Date: YYYY-MM-DD` right under the title");
    const status = STATUS.exec(d.Status ?? "");
    if (!status) {
      say("needs `Status: accepted`, `Status: superseded by NNNN` or `Status: amended by NNNN`");
      continue;
    }
    const by = status[3]?.split(", ") ?? [];
    const byLine = d["Superseded-by"] ? numbersOf(d["Superseded-by"]) : [];
    if (by.join() !== byLine.join())
      say(`its Status names ${by.join(", ") || "no ADR"} but Superseded-by names ${byLine.join(", ") || "none"}`);
    for (const n of byLine) {
      const other = byNumber.get(n);
      if (!other) say(`Superseded-by names ${n}, which does not exist`);
      else if (!numbersOf(other.Supersedes).includes(d.number))
        say(`${other.file} must say \`Supersedes: ${d.number}\``);
    }
    for (const n of d.Supersedes ? numbersOf(d.Supersedes) : []) {
      const other = byNumber.get(n);
      if (!other) say(`Supersedes names ${n}, which does not exist`);
      else if (!numbersOf(other["Superseded-by"]).includes(d.number))
        say(`${other.file} must say \`Superseded-by: ${d.number}\``);
    }
  }
  return problems;
}

/** The index: one row per ADR with its number (linked), title, date and status. */
export function indexOf(decisions) {
  const rows = decisions.map((d) => `| [${d.number}](${d.file}) | ${d.title} | ${d.Date} | ${d.Status} |`);
  return [
    "# Decisions",
    "",
    "What was decided and why, one file per decision, in the order they were made. Each file starts with its Date and",
    "Status; where a later decision replaces all or part of an earlier one, the later says `Supersedes:` and the earlier",
    "`Superseded-by:`, and its Status reads `superseded by` or `amended by`. Figures that change with the code (bytes,",
    "timings, scores) are printed by `npm run bench`; a decision keeps only the ones that motivated it, as they were then.",
    "",
    "This list is written by `node scripts/check-decisions.mjs --write`; the lint suite fails when it is out of date.",
    "",
    "| ADR | Decision | Date | Status |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

export function readDecisions(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((f) => parseDecision(f, readFileSync(join(dir, f), "utf8")));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const decisions = readDecisions();
  const problems = checkDecisions(decisions);
  const indexPath = join(DECISIONS_DIR, "README.md");
  const index = indexOf(decisions);
  if (process.argv.includes("--write")) writeFileSync(indexPath, index);
  else if (!existsSync(indexPath) || readFileSync(indexPath, "utf8") !== index)
    problems.push(`${indexPath} is out of date: run \`node scripts/check-decisions.mjs --write\``);
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log(
    `Decisions hold: ${decisions.length} ADRs with Date and Status, supersessions on both sides, index current.`,
  );
}
