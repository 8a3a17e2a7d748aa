// `node scripts/check-boundaries.mjs`: fails when an import crosses a boundary or closes a cycle, or a date, money or
// duration is formatted outside schema/rules (scripts/boundaries.mjs).
import { checkBoundaries, checkFormatting, readTree } from "./boundaries.mjs";

const files = readTree(process.cwd());
const { violations, cycles } = checkBoundaries(files);
const formatting = checkFormatting(files);
for (const v of violations) console.error(`${v.from} -> ${v.to}\n  ${v.reason}`);
for (const c of cycles) console.error(`import cycle: ${c.join(" <-> ")}`);
for (const f of formatting) console.error(`${f.file}:${f.line}: ${f.text}\n  ${f.reason}`);
if (violations.length || cycles.length || formatting.length) {
  console.error(
    `\n${violations.length} boundary violation(s), ${cycles.length} import cycle(s), ${formatting.length} formatting outside schema/rules.`,
  );
  process.exit(1);
}
console.log(
  "Boundaries hold: no feature imports another, worker layers point one way, no import cycles, formatting in schema/rules.",
);
