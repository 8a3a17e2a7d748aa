// Each test file starts from the databases the migrations leave: every shard (two, as in local development: the
// default and `eu`, ADR 0185) and the directory. Files share one workerd per vitest worker (vitest.config.ts,
// isolate: false; ADR 0168): loading the Worker's module graph cost some 5 s a file, most of the unit suite's time. So
// the storage outlives a file, and before each one every table is emptied and the rows the migrations themselves
// wrote (the backfills they queue) are put back as they were.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { SHARDS } from "#worker/lib/shards";

const databases: [string, D1Database, typeof env.TEST_MIGRATIONS][] = [
  ...SHARDS.map(
    (shard) => [shard.db, env[shard.db], env.TEST_MIGRATIONS] as [string, D1Database, typeof env.TEST_MIGRATIONS],
  ),
  ["DIRECTORY", env.DIRECTORY, env.TEST_DIRECTORY_MIGRATIONS],
];

/** The rows the migrations wrote, read by the runtime's first file, while each database is as they left it. */
const shared = globalThis as { migratedRows?: Map<string, Map<string, Record<string, unknown>[]>> };
const first = !shared.migratedRows;
shared.migratedRows ??= new Map();

for (const [name, db, migrations] of databases) {
  await applyD1Migrations(db, migrations);
  const tables = (
    await db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
      )
      .all<{ name: string }>()
  ).results.map((t) => t.name);
  if (first) {
    const rows = new Map<string, Record<string, unknown>[]>();
    for (const table of tables) {
      const found = (await db.prepare(`select * from "${table}"`).all<Record<string, unknown>>()).results;
      if (found.length > 0) rows.set(table, found);
    }
    shared.migratedRows.set(name, rows);
    continue;
  }
  const restore = [...(shared.migratedRows.get(name) ?? [])].flatMap(([table, rows]) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      return db
        .prepare(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
        )
        .bind(...columns.map((c) => row[c]));
    }),
  );
  // One batch is one transaction; deferred foreign keys are checked at its end, when every table is as migrated.
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((table) => db.prepare(`delete from "${table}"`)),
    // Row ids start again from 1, as in a fresh database (the directory has no AUTOINCREMENT table).
    ...((await db.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").first())
      ? [db.prepare("delete from sqlite_sequence")]
      : []),
    ...restore,
  ]);
}

// Every shard's bucket starts empty too: ids start again from 1, so a file listing `m/{userId}/` would otherwise see
// an earlier file's objects under the same id (ADR 0168).
for (const shard of SHARDS) {
  const bucket = env[shard.media];
  for (;;) {
    const listed = await bucket.list({ limit: 1000 });
    if (listed.objects.length === 0) break;
    await bucket.delete(listed.objects.map((o) => o.key));
  }
}
