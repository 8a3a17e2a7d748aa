// Brings local state up to date: .dev.vars, D1 migrations, demo data. Safe to run any number of times.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDevVars } from "./ensure-dev-vars.mjs";
import { run } from "./lib.mjs";
import { seedSql } from "./seed.mjs";

const devVar = (name, fallback) => {
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : fallback;
};

/** `persistTo` is the state directory (wrangler's --persist-to, the vite plugin's persistState.path). */
export async function prepareLocal({ persistTo, seed = true } = {}) {
  if (ensureDevVars()) console.log("Created .dev.vars with a fresh local SESSION_SECRET");
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
  if (!seed) return;
  const dir = persistTo ?? ".wrangler";
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "seed.sql");
  const wranglerToml = readFileSync("wrangler.toml", "utf8");
  const adminUsername = /ADMIN_USERNAME\s*=\s*"([^"]+)"/.exec(wranglerToml)?.[1] ?? "admin";
  writeFileSync(file, await seedSql({ adminUsername, adminPassword: devVar("ADMIN_PASSWORD", "admin1234") }));
  await run("wrangler", ["d1", "execute", "DB", "--local", ...persist, "--file", file]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const persistTo = process.argv[2];
  await prepareLocal({ persistTo });
  console.log("Local database migrated and seeded.");
}
