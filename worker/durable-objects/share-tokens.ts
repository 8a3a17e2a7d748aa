// Share tokens for public links (/a/{token} approvals, /s/{token} meeting shares): issue, redeem, revoke, expire.
// Only SHA-256 hashes of tokens are stored; the token itself exists only in the link sent to the recipient.
import { DurableObject } from "cloudflare:workers";
import { DAY_MS } from "#schema/rules/durations";
import { randomToken, sha256Hex } from "../lib/crypto";

export type TokenKind = "approval" | "meeting";

export type TokenRecord = {
  kind: TokenKind;
  subjectId: number;
  createdAt: number;
  expiresAt: number;
  /** When the link was first redeemed (opened), before this redeem; null on the first open. */
  firstUsedAt: number | null;
  uses: number;
};

export type IssuedToken = { token: string; hash: string; expiresAt: number };

/** Kept this long after expiry so an expired link can still be told apart from a guessed one. */
const KEEP_AFTER_EXPIRY_MS = 90 * DAY_MS;

export class ShareTokens extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS tokens (
        hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        subject_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        first_used_at INTEGER,
        last_used_at INTEGER,
        uses INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS tokens_subject ON tokens(kind, subject_id);
      CREATE INDEX IF NOT EXISTS tokens_expiry ON tokens(expires_at);
    `);
  }

  async issue(kind: TokenKind, subjectId: number, ttlMs: number, now = Date.now()): Promise<IssuedToken> {
    const token = randomToken(32);
    const hash = await sha256Hex(token);
    const expiresAt = now + ttlMs;
    this.sql.exec(
      "INSERT INTO tokens (hash, kind, subject_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
      hash,
      kind,
      subjectId,
      now,
      expiresAt,
    );
    await this.scheduleCleanup(expiresAt + KEEP_AFTER_EXPIRY_MS);
    return { token, hash, expiresAt };
  }

  /**
   * The token's subject if the token is live, recording the use. "expired" and "revoked" let the page say
   * why; an unknown token is null, like a guess.
   */
  async redeem(
    token: string,
    now = Date.now(),
  ): Promise<{ status: "ok"; record: TokenRecord } | { status: "expired" | "revoked" | "unknown" }> {
    if (typeof token !== "string" || token.length < 20 || token.length > 100) return { status: "unknown" };
    const hash = await sha256Hex(token);
    const row = this.sql
      .exec<{
        kind: TokenKind;
        subject_id: number;
        created_at: number;
        expires_at: number;
        revoked_at: number | null;
        first_used_at: number | null;
        uses: number;
      }>(
        "SELECT kind, subject_id, created_at, expires_at, revoked_at, first_used_at, uses FROM tokens WHERE hash = ?",
        hash,
      )
      .toArray()[0];
    if (!row) return { status: "unknown" };
    if (row.revoked_at !== null) return { status: "revoked" };
    if (row.expires_at <= now) return { status: "expired" };
    this.sql.exec(
      "UPDATE tokens SET uses = uses + 1, last_used_at = ?, first_used_at = coalesce(first_used_at, ?) WHERE hash = ?",
      now,
      now,
      hash,
    );
    return {
      status: "ok",
      record: {
        kind: row.kind,
        subjectId: row.subject_id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        firstUsedAt: row.first_used_at,
        uses: row.uses + 1,
      },
    };
  }

  /** Revokes every live token of a subject; returns how many. */
  async revoke(kind: TokenKind, subjectId: number, now = Date.now()): Promise<number> {
    return this.sql.exec(
      "UPDATE tokens SET revoked_at = ? WHERE kind = ? AND subject_id = ? AND revoked_at IS NULL",
      now,
      kind,
      subjectId,
    ).rowsWritten;
  }

  /** Revokes one token by its hash (one meeting share among several); returns whether it was live. */
  async revokeHash(hash: string, now = Date.now()): Promise<boolean> {
    return (
      this.sql.exec("UPDATE tokens SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL", now, hash).rowsWritten > 0
    );
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec("DELETE FROM tokens WHERE expires_at < ?", now - KEEP_AFTER_EXPIRY_MS);
    const next = this.sql
      .exec<{ next: number | null }>("SELECT min(expires_at) AS next FROM tokens")
      .toArray()[0]?.next;
    if (next != null) await this.ctx.storage.setAlarm(next + KEEP_AFTER_EXPIRY_MS);
  }

  private async scheduleCleanup(at: number) {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }
}

/** The single share-token instance. One object serves every link; shard by hash prefix if it ever runs hot. */
export const shareTokens = (env: Pick<Env, "SHARE_TOKENS">) =>
  env.SHARE_TOKENS.get(env.SHARE_TOKENS.idFromName("share-tokens"));
