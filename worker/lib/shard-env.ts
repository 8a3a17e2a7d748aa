// One shard's view of the bindings (ADR 0185): DB is the shard's D1, MEDIA the bucket of its jurisdiction, and every
// job queued through JOBS names the shard, so services written for one database need no change to run on any shard.
import type { JobQueue } from "./queue";
import { DEFAULT_SHARD, type Shard, shardNamed } from "./shards";

/** The shard an env is narrowed to; the Worker's own env is the default shard's. */
export const shardOfEnv = (env: { SHARD?: string }): Shard => shardNamed(env.SHARD) ?? DEFAULT_SHARD;

/** A queue whose jobs name `shard`; a job already naming one keeps it (an env narrowed twice names the newest). */
function stampedQueue(queue: Queue, shard: string): Queue {
  const stamp = (body: unknown) => {
    const named = body as { shard?: unknown } | null;
    return named && typeof named === "object" && !named.shard ? { ...named, shard } : body;
  };
  const stamped: JobQueue = {
    send: (body, options) => queue.send(stamp(body), options),
    sendBatch: (messages, options) =>
      queue.sendBatch(
        [...messages].map((m) => ({ ...m, body: stamp(m.body) })),
        options,
      ),
  };
  return stamped as unknown as Queue;
}

/** The bindings as `shard` sees them. */
export function shardEnv(env: Env, shard: Shard): Env {
  if (env.SHARD === shard.name) return env;
  const base = env.SHARD_BASE ?? env;
  return {
    ...base,
    DB: base[shard.db],
    MEDIA: base[shard.media],
    JOBS: stampedQueue(base.JOBS, shard.name),
    SHARD: shard.name,
    SHARD_BASE: base,
  };
}

/** The name a job carries (zod strips it on parse, like the request id); jobs from before the shards: the default. */
export const shardOfJob = (body: unknown): Shard =>
  shardNamed((body as { shard?: unknown } | null)?.shard as string) ?? DEFAULT_SHARD;
