// `npm run migrate`: applies the migrations to the directory and to every shard (ADR 0185), one database after the
// other, and stops at the first failure so no shard runs ahead of one that failed. The databases are the D1
// bindings of wrangler.toml: DIRECTORY (migrations-directory/) and each shard (migrations/). `--local` (the default
// for `npm run dev`) applies them to the local state; `--remote` to the deployed databases.
import { readFileSync } from "node:fs";
import { run } from "./lib.mjs";

/** The D1 bindings wrangler.toml declares, in order: the directory first, then the shards as listed. */
export function d1Bindings(toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8")) {
  const bindings = [...toml.matchAll(/\[\[d1_databases\]\]\s*\nbinding\s*=\s*"([^"]+)"/g)].map((m) => m[1]);
  return [...bindings.filter((b) => b === "DIRECTORY"), ...bindings.filter((b) => b !== "DIRECTORY")];
}

/** `where` is ["--local"] or ["--remote"], plus wrangler's --persist-to for a local state directory. */
export async function migrateAll(where = ["--local"]) {
  // Local databases are separate files that nothing serves yet: migrated side by side, a journey server, `npm run
  // dev` and the bench start some 20 s sooner than one after the other (about 25 s a database on 2 cores).
  if (!where.includes("--remote")) {
    const results = await Promise.allSettled(
      d1Bindings().map((binding) => run("wrangler", ["d1", "migrations", "apply", binding, ...where])),
    );
    // On a busy machine local D1s migrated side by side can meet SQLITE_BUSY: those are migrated again, one at a time
    // (wrangler applies only the migrations a database has not recorded).
    for (const [i, binding] of d1Bindings().entries()) {
      if (results[i].status !== "rejected") continue;
      try {
        await run("wrangler", ["d1", "migrations", "apply", binding, ...where]);
      } catch (err) {
        throw new Error(`migrations failed at ${binding}: ${err.message}`);
      }
    }
    return;
  }
  for (const binding of d1Bindings()) {
    try {
      await run("wrangler", ["d1", "migrations", "apply", binding, ...where]);
    } catch (err) {
      throw new Error(`migrations stopped at ${binding}: ${err.message}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const where = args.includes("--remote") ? ["--remote"] : ["--local", ...args.filter((a) => a !== "--local")];
  try {
    await migrateAll(where);
    console.log(`Migrated ${d1Bindings().join(", ")}.`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
