// Brings local state up to date: .dev.vars and the D1 migrations. Safe to run any number of times. The demo data
// comes once the app answers, through its own services (scripts/seed.mjs).
import { ensureDevVars } from "./ensure-dev-vars.mjs";
import { migrateAll } from "./migrate.mjs";

/** `persistTo` is the state directory (wrangler's --persist-to, the vite plugin's persistState.path). */
export async function prepareLocal({ persistTo } = {}) {
  if (ensureDevVars()) console.log("Created .dev.vars with a fresh local SESSION_SECRET");
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  // The directory and both local shards (default and eu, ADR 0185), as a deploy migrates them.
  await migrateAll(["--local", ...persist]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareLocal({ persistTo: process.argv[2] });
  console.log("Local database migrated.");
}
