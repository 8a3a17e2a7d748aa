// The outbox relay is capped by work done (ADR 0128): giving up on a message costs queries and a notification, so a
// pass gives up on at most EFFECTS_PER_PASS of them and leaves the rest to the next pass, however many are due.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "#worker/lib/db";
import { EFFECTS_PER_PASS, relayOutbox } from "#worker/services/outbox-relay";
import { MAX_ENQUEUE_ATTEMPTS } from "#worker/services/outbox-timing";
import { uniqueName } from "./http";

describe("one relay pass", () => {
  it("gives up on at most its budget of messages; the next pass takes the rest", async () => {
    const stamp = uniqueName("budget");
    const due = EFFECTS_PER_PASS + 7;
    const now = new Date();
    const past = now.getTime() - 60 * 60_000;
    await env.DB.batch(
      Array.from({ length: due }, (_, i) =>
        env.DB.prepare(
          "insert into messages (channel, `to`, body, status, dedupe_key, enqueue_attempts, relay_after, created_at, updated_at) values ('email', 'a@example.com', 'b', 'queued', ?, ?, ?, ?, ?)",
        ).bind(`${stamp}:${i}`, MAX_ENQUEUE_ATTEMPTS, past, past, past),
      ),
    );
    const failed = async () =>
      (await env.DB.prepare("select count(*) n from messages where dedupe_key like ? and status = 'failed'")
        .bind(`${stamp}:%`)
        .first<{ n: number }>())!.n;
    const jobs = { send: async () => {}, sendBatch: async () => {} };
    const world = { ...env, JOBS: jobs } as unknown as Env;

    const first = await relayOutbox(world, getDb(env), now);
    expect(first.gaveUp).toHaveLength(EFFECTS_PER_PASS);
    expect(await failed()).toBe(EFFECTS_PER_PASS);

    await relayOutbox(world, getDb(env), now);
    expect(await failed()).toBe(due);
  });
});

describe("a relay pass over a large backlog", () => {
  it("hands over more stuck messages than one statement can name (D1 binds at most 100 parameters)", async () => {
    const stamp = uniqueName("backlog");
    const stuck = 150;
    const now = new Date();
    const past = now.getTime() - 60 * 60_000;
    const insert = env.DB.prepare(
      "insert into messages (channel, `to`, body, status, dedupe_key, enqueue_attempts, relay_after, created_at, updated_at) values ('email', 'a@example.com', 'b', 'queued', ?, 0, ?, ?, ?)",
    );
    await env.DB.batch(Array.from({ length: stuck }, (_, i) => insert.bind(`${stamp}:${i}`, past, past, past)));
    const sent: unknown[] = [];
    const jobs = {
      send: async () => {},
      sendBatch: async (batch: { body: unknown }[]) => void sent.push(...batch.map((m) => m.body)),
    };

    const pass = await relayOutbox({ ...env, JOBS: jobs } as unknown as Env, getDb(env), now);

    expect(pass.handedOver).toHaveLength(stuck);
    expect(sent).toHaveLength(stuck);
  });
});
