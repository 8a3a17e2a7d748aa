// `npm run bench`: runs every benchmark in scripts/bench/ in name order and prints its figures.
// Benchmarks print numbers; they never pass or fail on timing.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const only = process.argv.slice(2);
const dir = join(import.meta.dirname, "bench");
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".mjs"))
  .sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  console.log(`\n=== ${file.replace(/\.mjs$/, "")} ===`);
  const mod = await import(pathToFileURL(join(dir, file)).href);
  await mod.default();
}
