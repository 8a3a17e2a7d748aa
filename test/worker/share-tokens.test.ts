// The share-token Durable Object: issue, redeem, expiry, revocation and the cleanup alarm, inside the object.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ShareTokens } from "#worker/durable-objects/share-tokens";
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
