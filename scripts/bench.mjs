// `npm run bench`: runs every numbered benchmark in scripts/bench/ in name order and prints its figures (lib.mjs holds
// their shared helpers).
// Benchmarks print numbers. Those with a budget (first-load JS per route, Lighthouse scores) set a non-zero exit
// code when a figure misses it; the tests never fail on them.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const only = process.argv.slice(2);
const dir = join(import.meta.dirname, "bench");
for (const file of readdirSync(dir)
  .filter((f) => /^\d+-.+\.mjs$/.test(f))
  .sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`\n=== ${file.replace(/\.mjs$/, "")} ===`);
  const mod = await import(pathToFileURL(join(dir, file)).href);
  await mod.default();
}
