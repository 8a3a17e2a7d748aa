// Health: a cheap probe of each binding (D1, R2, the queue, the share-token Durable Object) and the outbox's counts.
import { DAY_MS, MINUTE_MS } from "#schema/rules/durations";
import { countOutbox } from "../db/messages";
import { shareTokens } from "../durable-objects/share-tokens";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";

export type ProbeState = "ok" | "down";
export type Health = {
  ok: boolean;
  checks: { d1: ProbeState; r2: ProbeState; queue: ProbeState; durableObject: ProbeState };
  /** Counts only: no ids, addresses or texts, so the public may read them. */
  outbox: { queued: number; overdue: number; failedLast24h: number } | null;
};

/** A probe that hangs is as bad as one that fails, and the health answer must stay fast. */
const PROBE_TIMEOUT_MS = 2_000;
/**
 * A queue probe sends one message, so a public endpoint polled (or hammered) must not send one per call: the answer
 * is reused for a minute per isolate.
 */
const QUEUE_PROBE_TTL_MS = MINUTE_MS;
let lastQueueProbe: { at: number; state: ProbeState } | null = null;

async function probe(name: string, run: () => Promise<unknown>): Promise<ProbeState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return "ok";
  } catch (err) {
    log("error", "health probe failed", { probe: name }, err);
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

async function probeQueue(env: Env, now: number): Promise<ProbeState> {
  if (lastQueueProbe && now - lastQueueProbe.at < QUEUE_PROBE_TTL_MS) return lastQueueProbe.state;
  const state = await probe("queue", () => enqueue(env.JOBS, { type: "health-ping" }));
  lastQueueProbe = { at: now, state };
  return state;
}

/** Forget the cached queue probe (tests). */
export const resetQueueProbe = () => {
  lastQueueProbe = null;
};

export async function checkHealth(env: Env, db: Db, now = new Date()): Promise<Health> {
  let outbox: Health["outbox"] = null;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [d1, r2, queue, durableObject] = await Promise.all([
    probe("d1", async () => {
      // The counts are the D1 probe: one indexed aggregate over the outbox.
      const row = await countOutbox(db, now, dayAgo);
      outbox = { queued: row?.queued ?? 0, overdue: row?.overdue ?? 0, failedLast24h: row?.failed ?? 0 };
    }),
    probe("r2", () => env.MEDIA.head("health/probe")),
    probeQueue(env, now.getTime()),
    // An unknown token answers at once, after a real round trip to the object; nothing is written.
    probe("durable-object", () => shareTokens(env).redeem("health-probe", now.getTime())),
  ]);
  const checks = { d1, r2, queue, durableObject };
  return { ok: Object.values(checks).every((s) => s === "ok"), checks, outbox };
}
