// The share-token Durable Object: issue, redeem, expiry, revocation and the cleanup alarm, inside the object.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  SHARE_TOKEN_SHARDS,
  type ShareTokens,
  shardOf,
  shardOfToken,
  shareTokens,
} from "#worker/durable-objects/share-tokens";
import { sha256Hex } from "#worker/lib/crypto";

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
/** A fresh object per test: the class is what is under test, not the shared production instance. */
const fresh = () => env.SHARE_TOKENS.get(env.SHARE_TOKENS.idFromName(`test-${Date.now()}-${n++}`));

type Row = {
  hash: string;
  kind: string;
  subject_id: number;
  revoked_at: number | null;
  first_used_at: number | null;
  uses: number;
};
const rows = (stub: DurableObjectStub<ShareTokens>) =>
  runInDurableObject(stub, (_o: ShareTokens, state) => state.storage.sql.exec<Row>("SELECT * FROM tokens").toArray());

describe("share tokens", () => {
  it("issues a 256-bit random token and stores only its SHA-256", async () => {
    const stub = fresh();
    const a = await stub.issue("approval", 7, 30 * DAY);
    const b = await stub.issue("approval", 7, 30 * DAY);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, "base64url")).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(await sha256Hex(a.token));
    const stored = await rows(stub);
    expect(stored.map((r) => r.hash).sort()).toEqual([a.hash, b.hash].sort());
    expect(JSON.stringify(stored)).not.toContain(a.token);
    expect(a.expiresAt - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
  });

  it("redeems a live token to its subject and counts the uses", async () => {
    const stub = fresh();
    const t0 = Date.now();
    const { token } = await stub.issue("approval", 42, 30 * DAY, t0);
    const first = await stub.redeem(token, t0 + 1_000);
    expect(first).toEqual({
      status: "ok",
      record: { kind: "approval", subjectId: 42, createdAt: t0, expiresAt: t0 + 30 * DAY, firstUsedAt: null, uses: 1 },
    });
    const second = await stub.redeem(token, t0 + 2_000);
    expect(second.status === "ok" && second.record).toMatchObject({ firstUsedAt: t0 + 1_000, uses: 2 });
  });

  it("refuses an expired token, telling it apart from a guess", async () => {
    const stub = fresh();
    // Issued now, so the cleanup alarm (90 days after expiry) stays in the future while the test reads it.
    const { token, expiresAt } = await stub.issue("approval", 1, 30 * DAY, Date.now());
    expect((await stub.redeem(token, expiresAt - 1)).status).toBe("ok");
    expect((await stub.redeem(token, expiresAt)).status).toBe("expired");
    expect((await stub.redeem(token, expiresAt + DAY)).status).toBe("expired");
  });

  it("revokes every live token of one subject only", async () => {
    const stub = fresh();
    const a1 = await stub.issue("approval", 1, 30 * DAY);
    const a2 = await stub.issue("approval", 1, 30 * DAY);
    const other = await stub.issue("approval", 2, 30 * DAY);
    const meeting = await stub.issue("meeting", 1, 30 * DAY);
    expect(await stub.revoke("approval", 1)).toBe(2);
    expect((await stub.redeem(a1.token)).status).toBe("revoked");
    expect((await stub.redeem(a2.token)).status).toBe("revoked");
    expect((await stub.redeem(other.token)).status).toBe("ok");
    expect((await stub.redeem(meeting.token)).status).toBe("ok");
    // Revoking again finds nothing live.
    expect(await stub.revoke("approval", 1)).toBe(0);
  });

  it("answers unknown for guesses, malformed and near-miss tokens", async () => {
    const stub = fresh();
    const { token } = await stub.issue("approval", 1, 30 * DAY);
    const nearMiss = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const guess of [nearMiss, "A".repeat(43), "short", "", "x".repeat(500)]) {
      expect((await stub.redeem(guess)).status).toBe("unknown");
    }
    expect((await rows(stub))[0]?.uses).toBe(0);
  });

  it("the alarm deletes tokens long past expiry and keeps recent ones", async () => {
    const stub = fresh();
    const now = Date.now();
    const ancient = await stub.issue("approval", 1, 30 * DAY, now - 200 * DAY);
    const recentlyExpired = await stub.issue("approval", 2, 30 * DAY, now - 40 * DAY);
    const live = await stub.issue("approval", 3, 30 * DAY, now);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await stub.redeem(ancient.token)).status).toBe("unknown");
    expect((await stub.redeem(recentlyExpired.token)).status).toBe("expired");
    expect((await stub.redeem(live.token)).status).toBe("ok");
    // The next cleanup is scheduled for the oldest remaining token.
    const alarm = await runInDurableObject(stub, (_o: ShareTokens, state) => state.storage.getAlarm());
    expect(alarm).toBe(recentlyExpired.expiresAt + 90 * DAY);
  });
});

describe("share tokens spread over instances (ADR 0128)", () => {
  it("a token names its instance in a one-character prefix, picked by its subject", async () => {
    const tokens = shareTokens(env);
    const a = await tokens.issue("approval", 9001, 30 * DAY);
    const b = await tokens.issue("approval", 9001, 30 * DAY);
    expect(a.token).toMatch(/^[0-9a-f]_[A-Za-z0-9_-]{41}$/);
    expect(shardOfToken(a.token)).toBe(shardOf("approval", 9001));
    // Every link of one billing lives in one instance, so revoking them is one call there.
    expect(shardOfToken(b.token)).toBe(shardOfToken(a.token));
    expect(a.hash).toBe(await sha256Hex(a.token));
    expect((await tokens.redeem(a.token)).status).toBe("ok");
    expect(await tokens.revoke("approval", 9001)).toBe(2);
    expect((await tokens.redeem(b.token)).status).toBe("revoked");
  });

  it("subjects spread over every instance", () => {
    const used = new Set(Array.from({ length: 2_000 }, (_, id) => shardOf("approval", id + 1)));
    expect(used.size).toBe(SHARE_TOKEN_SHARDS);
    const counts = new Map<number, number>();
    for (let id = 1; id <= 16_000; id++)
      counts.set(shardOf("meeting", id), (counts.get(shardOf("meeting", id)) ?? 0) + 1);
    // No instance gets more than 1.5x its share.
    expect(Math.max(...counts.values())).toBeLessThan((16_000 / SHARE_TOKEN_SHARDS) * 1.5);
  });

  it("a token issued before the shards (no prefix) keeps working and is revoked with its subject", async () => {
    const legacy = env.SHARE_TOKENS.get(env.SHARE_TOKENS.idFromName("share-tokens"));
    const old = await legacy.issue("approval", 9002, 30 * DAY);
    const tokens = shareTokens(env);
    const answer = await tokens.redeem(old.token);
    expect(answer.status === "ok" && answer.record.subjectId).toBe(9002);
    const fresh = await tokens.issue("approval", 9002, 30 * DAY);
    expect(await tokens.revoke("approval", 9002)).toBe(2);
    expect((await tokens.redeem(old.token)).status).toBe("revoked");
    expect((await tokens.redeem(fresh.token)).status).toBe("revoked");
  });

  it("a legacy token that happens to start like a prefixed one is still found", async () => {
    const legacy = env.SHARE_TOKENS.get(env.SHARE_TOKENS.idFromName("share-tokens"));
    // One legacy token in 256 starts with a hex digit and "_": issue one that does, in the legacy instance.
    const lookalike = await legacy.issue("approval", 9005, 30 * DAY, Date.now(), "3_");
    expect(shardOfToken(lookalike.token)).toBe(3);
    const answer = await shareTokens(env).redeem(lookalike.token);
    expect(answer.status === "ok" && answer.record.subjectId).toBe(9005);
  });

  it("one meeting share is revoked by its hash, in its shard or the legacy instance", async () => {
    const tokens = shareTokens(env);
    const keep = await tokens.issue("meeting", 9003, 30 * DAY);
    const drop = await tokens.issue("meeting", 9003, 30 * DAY);
    expect(await tokens.revokeHash("meeting", 9003, drop.hash)).toBe(true);
    expect((await tokens.redeem(drop.token)).status).toBe("revoked");
    expect((await tokens.redeem(keep.token)).status).toBe("ok");
    const legacy = await env.SHARE_TOKENS.get(env.SHARE_TOKENS.idFromName("share-tokens")).issue("meeting", 9003, DAY);
    expect(await tokens.revokeHash("meeting", 9003, legacy.hash)).toBe(true);
  });

  it("a forged prefix finds nothing", async () => {
    const tokens = shareTokens(env);
    const real = await tokens.issue("approval", 9004, 30 * DAY);
    const other = ((shardOfToken(real.token)! + 1) % SHARE_TOKEN_SHARDS).toString(16);
    expect((await tokens.redeem(`${other}${real.token.slice(1)}`)).status).toBe("unknown");
  });
});
