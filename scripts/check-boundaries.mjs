// `node scripts/check-boundaries.mjs`: fails when an import crosses a boundary or closes a cycle (scripts/boundaries.mjs).
import { checkBoundaries, readTree } from "./boundaries.mjs";

const { violations, cycles } = checkBoundaries(readTree(process.cwd()));
for (const v of violations) console.error(`${v.from} -> ${v.to}\n  ${v.reason}`);
for (const c of cycles) console.error(`import cycle: ${c.join(" <-> ")}`);
if (violations.length || cycles.length) {
  console.error(`\n${violations.length} boundary violation(s), ${cycles.length} import cycle(s).`);
  process.exit(1);
}
console.log("Boundaries hold: no feature imports another, worker layers point one way, no import cycles.");
