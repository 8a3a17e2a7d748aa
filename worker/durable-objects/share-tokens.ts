// Share tokens for public links (/a/{token} approvals, /s/{token} meeting shares): issue, redeem, revoke, expire.
// Only SHA-256 hashes of tokens are stored; the token itself exists only in the link sent to the recipient.
import { DurableObject } from "cloudflare:workers";
import { DAY_MS } from "#schema/rules/durations";
import { randomToken, sha256Hex } from "../lib/crypto";
import { shardOfEnv } from "../lib/shard-env";

export type TokenKind = "approval" | "meeting" | "change-order";

export type TokenRecord = {
  kind: TokenKind;
  subjectId: number;
  createdAt: number;
  expiresAt: number;
  /** When the link was first redeemed (opened), before this redeem; null on the first open. */
  firstUsedAt: number | null;
  uses: number;
};

/** A token's row as stored (its hash, never the token). */
export type StoredToken = {
  hash: string;
  kind: TokenKind;
  subject_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  first_used_at: number | null;
  last_used_at: number | null;
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

  /**
   * `prefix` names this instance in the token (see shareTokens below) and takes the place of as many random
   * characters, so every link keeps 43 URL-safe characters (at least 246 random bits); the hash covers the whole token.
   */
  async issue(kind: TokenKind, subjectId: number, ttlMs: number, now = Date.now(), prefix = ""): Promise<IssuedToken> {
    const token = `${prefix}${randomToken(32).slice(prefix.length)}`;
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

  /** Every token of these subjects, live or not, as stored (a company's move carries them to its new shard). */
  async exportSubjects(kind: TokenKind, subjectIds: number[]): Promise<StoredToken[]> {
    if (subjectIds.length === 0) return [];
    return this.sql
      .exec<StoredToken>(
        `SELECT hash, kind, subject_id, created_at, expires_at, revoked_at, first_used_at, last_used_at, uses FROM tokens WHERE kind = ? AND subject_id IN (${subjectIds.map(() => "?").join(", ")})`,
        kind,
        ...subjectIds,
      )
      .toArray();
  }

  /** Stores tokens another instance issued, as they were; a token already here keeps the newer use. Idempotent. */
  async importTokens(rows: StoredToken[]): Promise<void> {
    for (const r of rows) {
      this.sql.exec(
        `INSERT INTO tokens (hash, kind, subject_id, created_at, expires_at, revoked_at, first_used_at, last_used_at, uses)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (hash) DO UPDATE SET uses = max(uses, excluded.uses), revoked_at = coalesce(revoked_at, excluded.revoked_at)`,
        r.hash,
        r.kind,
        r.subject_id,
        r.created_at,
        r.expires_at,
        r.revoked_at,
        r.first_used_at,
        r.last_used_at,
        r.uses,
      );
    }
    const latest = Math.max(0, ...rows.map((r) => r.expires_at));
    if (latest > 0) await this.scheduleCleanup(latest + KEEP_AFTER_EXPIRY_MS);
  }

  /** Deletes every token of these subjects, live or not (their company moved away, or was deleted: ADR 0226, 0228). */
  async forgetSubjects(kind: TokenKind, subjectIds: number[]): Promise<number> {
    if (subjectIds.length === 0) return 0;
    return this.sql.exec(
      `DELETE FROM tokens WHERE kind = ? AND subject_id IN (${subjectIds.map(() => "?").join(", ")})`,
      kind,
      ...subjectIds,
    ).rowsWritten;
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

/**
 * How many instances share the links (ADR 0128). One Durable Object serves about 1,000 requests a second; the links
 * of every company through one would be the first thing to run hot. Raising it is safe (a token names its
 * instance); lowering it orphans the tokens of the instances dropped.
 */
export const SHARE_TOKEN_SHARDS = 16;
/** Subjects one forget may name: a statement's bound parameters are limited to 100. */
export const FORGET_CHUNK = 50;
/** The one instance every token went through before the shards: its tokens (no prefix) keep working until they expire. */
const LEGACY_NAME = "share-tokens";
/**
 * `{shard}_` in front of the random part, in the same URL-safe alphabet so links look as they did. One legacy token
 * in 256 starts the same way by chance: a miss in the shard it names is asked of the legacy instance too.
 */
const PREFIXED = /^[g-z]?([0-9a-f])_/;

/**
 * The shard of a subject: every token of one billing or meeting lives in the same instance, so revoking a subject's
 * links is one call (plus the legacy instance). FNV-1a over "kind:id" spreads consecutive ids.
 */
export function shardOf(kind: TokenKind, subjectId: number) {
  let h = 0x811c9dc5;
  for (const ch of `${kind}:${subjectId}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) % SHARE_TOKEN_SHARDS;
}

type TokenEnv = Pick<Env, "SHARE_TOKENS"> & { SHARD?: string; APP_ENV?: string };

/**
 * The instance in the namespace of the env's D1 shard (ADR 0185): a shard with a jurisdiction keeps its companies'
 * links in Durable Objects of that jurisdiction, under names of its own; the default shard's names are as before.
 * workerd refuses jurisdictions ("not implemented"), so local runs keep only the names apart.
 */
function instance(env: TokenEnv, shard: number | null) {
  const home = shardOfEnv(env);
  const restricted = home.jurisdiction !== null && env.APP_ENV === "production";
  const namespace = restricted ? env.SHARE_TOKENS.jurisdiction(home.jurisdiction as "eu") : env.SHARE_TOKENS;
  const name = shard === null ? LEGACY_NAME : `${LEGACY_NAME}-${shard}`;
  return namespace.get(namespace.idFromName(home.jurisdiction ? `${home.name}:${name}` : name));
}

/** The instance a token was issued by: its prefix, or the legacy instance for a token without one. */
export const shardOfToken = (token: string) => {
  const m = PREFIXED.exec(token);
  return m ? Number.parseInt(m[1] as string, 16) : null;
};

/** The Durable Object that issued a prefixed `token`, or the legacy one (tests reach inside it). */
export const tokenInstance = (env: TokenEnv, token: string) => instance(env, shardOfToken(token));

/**
 * Share tokens across SHARE_TOKEN_SHARDS instances: a token carries its instance as a one-character prefix, so a
 * redeem goes straight to it; tokens from before the shards have none and go to the legacy instance.
 */
export const shareTokens = (env: TokenEnv) => ({
  issue: (kind: TokenKind, subjectId: number, ttlMs: number, now = Date.now()) => {
    const shard = shardOf(kind, subjectId);
    // The D1 shard's letter first (none on the default shard), so the link finds its shard without the directory.
    const prefix = `${shardOfEnv(env).tokenCode}${shard.toString(16)}_`;
    return instance(env, shard).issue(kind, subjectId, ttlMs, now, prefix);
  },
  redeem: async (token: string, now = Date.now()) => {
    const shard = shardOfToken(token);
    const answer = await instance(env, shard).redeem(token, now);
    return answer.status === "unknown" && shard !== null ? instance(env, null).redeem(token, now) : answer;
  },
  /** Every live token of a subject: its shard's, and any the legacy instance issued before the shards. */
  revoke: async (kind: TokenKind, subjectId: number, now = Date.now()) => {
    const [sharded, legacy] = await Promise.all([
      instance(env, shardOf(kind, subjectId)).revoke(kind, subjectId, now),
      instance(env, null).revoke(kind, subjectId, now),
    ]);
    return sharded + legacy;
  },
  /** Every token of these subjects, in their instances and the legacy one (at most FORGET_CHUNK subjects a call). */
  forget: async (kind: TokenKind, subjectIds: number[]) => {
    const byShard = new Map<number, number[]>();
    for (const id of subjectIds) byShard.set(shardOf(kind, id), [...(byShard.get(shardOf(kind, id)) ?? []), id]);
    const counts = await Promise.all([
      ...[...byShard].map(([shard, ids]) => instance(env, shard).forgetSubjects(kind, ids)),
      instance(env, null).forgetSubjects(kind, subjectIds),
    ]);
    return counts.reduce((a, b) => a + b, 0);
  },
  /** One token of a subject by its hash (a meeting share among several). */
  revokeHash: async (kind: TokenKind, subjectId: number, hash: string, now = Date.now()) => {
    const [sharded, legacy] = await Promise.all([
      instance(env, shardOf(kind, subjectId)).revokeHash(hash, now),
      instance(env, null).revokeHash(hash, now),
    ]);
    return sharded || legacy;
  },
});

/**
 * A company's tokens of one kind, carried from the namespace of shard env `from` to that of `to` (ADR 0228): each
 * subject's tokens go to the instance of the same number there (or the legacy one), so every link keeps its token.
 * Answers the hashes carried, with their expiry, for the directory's forwarding of links.
 */
export async function carryTokens(from: TokenEnv, to: TokenEnv, kind: TokenKind, subjectIds: number[]) {
  const carried: { hash: string; expiresAt: number }[] = [];
  for (const [index, ids] of byInstance(kind, subjectIds)) {
    for (const at of [index, null]) {
      const rows = await instance(from, at).exportSubjects(kind, ids);
      if (rows.length === 0) continue;
      await instance(to, at).importTokens(rows);
      carried.push(...rows.map((r) => ({ hash: r.hash, expiresAt: r.expires_at })));
    }
  }
  return carried;
}

/** Deletes a moved company's tokens of one kind from the namespace of shard env `from`, once they are carried. */
export async function forgetTokens(from: TokenEnv, kind: TokenKind, subjectIds: number[]) {
  for (const [index, ids] of byInstance(kind, subjectIds)) {
    await Promise.all([
      instance(from, index).forgetSubjects(kind, ids),
      instance(from, null).forgetSubjects(kind, ids),
    ]);
  }
}

/** Subjects grouped by the instance holding their tokens, at most 50 to a call. */
function byInstance(kind: TokenKind, subjectIds: number[]) {
  const groups = new Map<number, number[]>();
  for (const id of subjectIds) groups.set(shardOf(kind, id), [...(groups.get(shardOf(kind, id)) ?? []), id]);
  return [...groups].flatMap(([index, ids]) => {
    const chunks: [number, number[]][] = [];
    for (let i = 0; i < ids.length; i += 50) chunks.push([index, ids.slice(i, i + 50)]);
    return chunks;
  });
}
