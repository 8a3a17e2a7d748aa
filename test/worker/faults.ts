// Fault injection over the Worker's bindings: wrap D1, the queue, R2 and the share-token Durable Object so a test can
// make each one fail at will, then run the real app and jobs over them. No production code knows about this.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { JobSchema } from "#schema/contracts/jobs";
import { app } from "#worker/app";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { relayOutbox } from "#worker/services/outbox-relay";
import { Browser } from "./http";

export type Fault =
  /** Every `DB.batch` throws (the D1 transaction is refused as a whole, nothing committed). */
  | "d1-batch"
  /** `JOBS.send` / `JOBS.sendBatch` throw. */
  | "send-batch"
  /** `MEDIA.put` throws. */
  | "r2-put"
  /** Every call on a share-token Durable Object stub throws. */
  | "durable-object"
  /** The isolate "dies" right after the commit: the enqueue call never reaches the queue (its jobs vanish). */
  | "dies-after-commit"
  /** The first `DB.batch` after arming commits; every later one throws (D1 fails between the commit and its email). */
  | "d1-after-commit"
  /** A resumed R2 multipart upload's `uploadPart` throws (a recording's part never lands). */
  | "r2-upload-part";

export const FAULTS: Fault[] = ["d1-batch", "send-batch", "r2-put", "durable-object", "dies-after-commit"];

const injected = (what: string) => new Error(`Injected fault: ${what}`);

/** Plain bindings (D1, R2): pass every property through, bound to the real binding. */
function passThrough<T extends object>(target: T, override: (prop: string | symbol) => unknown) {
  return new Proxy(target, {
    get(t, prop) {
      const replaced = override(prop);
      if (replaced !== undefined) return replaced;
      const value = Reflect.get(t, prop);
      return typeof value === "function" ? value.bind(t) : value;
    },
  });
}

/**
 * The real bindings, wrapped. `jobs` collects what reached the queue (instead of the queue delivering it in the
 * background); `drain()` runs those jobs, and the jobs they enqueue, through the real handlers.
 */
export function faultyWorld() {
  const armed = new Set<Fault>();
  let committed = false;
  const jobs: unknown[] = [];
  const counts = { batches: 0, enqueued: 0, dropped: 0, puts: 0 };

  const DB = passThrough(env.DB, (prop) =>
    prop === "batch"
      ? async (statements: D1PreparedStatement[]) => {
          counts.batches++;
          if (armed.has("d1-batch")) throw injected("D1 batch");
          if (armed.has("d1-after-commit")) {
            if (committed) throw injected("D1 batch after the commit");
            committed = true;
          }
          return env.DB.batch(statements);
        }
      : prop === "withSession"
        ? // The app's per-request D1 session (ADR 0128) runs over this wrapper, so the faults reach it too.
          () => ({
            prepare: (q: string) => DB.prepare(q),
            batch: (s: D1PreparedStatement[]) => DB.batch(s),
            getBookmark: () => null,
          })
        : undefined,
  );

  const enqueue = async (bodies: unknown[]) => {
    if (armed.has("send-batch")) throw injected("queue sendBatch");
    if (armed.has("dies-after-commit")) {
      counts.dropped += bodies.length;
      return;
    }
    counts.enqueued += bodies.length;
    jobs.push(...bodies);
  };
  const JOBS = {
    send: (body: unknown) => enqueue([body]),
    sendBatch: (batch: { body: unknown }[]) => enqueue(batch.map((m) => m.body)),
  };

  const MEDIA = passThrough(env.MEDIA, (prop) => {
    if (prop === "put")
      return async (...args: Parameters<R2Bucket["put"]>) => {
        counts.puts++;
        if (armed.has("r2-put")) throw injected("R2 put");
        return env.MEDIA.put(...args);
      };
    if (prop === "resumeMultipartUpload")
      return (key: string, uploadId: string) =>
        passThrough(env.MEDIA.resumeMultipartUpload(key, uploadId), (method) =>
          method === "uploadPart"
            ? async (...args: Parameters<R2MultipartUpload["uploadPart"]>) => {
                if (armed.has("r2-upload-part")) {
                  // The body is consumed as a real failed request's would be, so the sender is not left hanging.
                  const body = args[1];
                  if (body instanceof ReadableStream) await body.cancel().catch(() => undefined);
                  throw injected("R2 uploadPart");
                }
                return env.MEDIA.resumeMultipartUpload(key, uploadId).uploadPart(...args);
              }
            : undefined,
        );
    return undefined;
  });

  const SHARE_TOKENS = passThrough(env.SHARE_TOKENS, (prop) =>
    prop === "get"
      ? (id: DurableObjectId) => {
          const stub = env.SHARE_TOKENS.get(id) as unknown as Record<string, (...a: unknown[]) => unknown>;
          // RPC stubs answer every property with a remote method: call through by name, never .bind() (also RPC).
          return new Proxy(
            {},
            {
              get(_, method) {
                if (method === "then" || typeof method === "symbol") return undefined;
                return async (...args: unknown[]) => {
                  if (armed.has("durable-object")) throw injected("Durable Object unavailable");
                  return stub[method]!(...args);
                };
              },
            },
          );
        }
      : undefined,
  );

  const world = { ...env, DB, JOBS, MEDIA, SHARE_TOKENS } as unknown as Env;
  const db = getDb(world);

  return {
    env: world,
    db,
    jobs,
    counts,
    arm: (...faults: Fault[]) => {
      committed = false;
      for (const f of faults) armed.add(f);
    },
    disarm: () => armed.clear(),
    /** A cookie-keeping browser whose requests the app answers over these bindings. */
    browser(ip?: string) {
      const browser = new Browser(undefined, ip);
      browser.handler = async (req) => {
        const ctx = createExecutionContext();
        const res = await app.fetch(req, world, ctx);
        await waitOnExecutionContext(ctx);
        return res;
      };
      return browser;
    },
    /**
     * Runs every queued job (and what they enqueue) through the real handlers; faults stay as armed. A job that throws
     * stays queued for the next drain, as the queue's retry would; `types` runs only jobs of those types.
     */
    async drain(options: { now?: Date; types?: string[] } = {}) {
      const retry: unknown[] = [];
      const skipped: unknown[] = [];
      let ran = 0;
      let failed = 0;
      while (jobs.length > 0) {
        const body = jobs.shift();
        const job = JobSchema.parse(body);
        if (options.types && !options.types.includes(job.type)) {
          skipped.push(body);
          continue;
        }
        if (++ran > 500) throw new Error("drain: jobs keep coming");
        try {
          await runJob(job, { db, env: world }, options.now ?? new Date());
        } catch {
          failed++;
          retry.push(body);
        }
      }
      jobs.push(...skipped, ...retry);
      return { ran, failed };
    },
    /** One relay pass at `now` (default: well past every grace period), as the 5-minute cron runs it. */
    relay: (now = new Date(Date.now() + 10 * 60_000)) => relayOutbox(world, db, now),
  };
}
export type FaultyWorld = ReturnType<typeof faultyWorld>;
