// Each test file starts from the database the migrations leave. Files share one workerd per vitest worker
// (vitest.config.ts, isolate: false; ADR 0168): loading the Worker's module graph cost some 5 s a file, most of the
// unit suite's time. So the storage outlives a file, and before each one every table is emptied and the rows the
// migrations themselves wrote (the backfills they queue) are put back as they were.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

const tables = (
  await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>()
).results.map((t) => t.name);

/** The rows the migrations wrote, read by the runtime's first file, while the database is as they left it. */
const shared = globalThis as { migratedRows?: Map<string, Record<string, unknown>[]> };
if (!shared.migratedRows) {
  shared.migratedRows = new Map();
  for (const table of tables) {
    const rows = (await env.DB.prepare(`select * from "${table}"`).all<Record<string, unknown>>()).results;
    if (rows.length > 0) shared.migratedRows.set(table, rows);
  }
} else {
  const restore = [...shared.migratedRows].flatMap(([table, rows]) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      return env.DB.prepare(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ).bind(...columns.map((c) => row[c]));
    }),
  );
  // One batch is one transaction; deferred foreign keys are checked at its end, when every table is as migrated.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((table) => env.DB.prepare(`delete from "${table}"`)),
    // Row ids start again from 1, as in a fresh database.
    env.DB.prepare("delete from sqlite_sequence"),
    ...restore,
  ]);
}
