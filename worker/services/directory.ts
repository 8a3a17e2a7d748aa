// Finding a company's shard (ADR 0129, 0185). Signed-in requests never come here: their cookie names the shard.
// Sign-in, webhooks and placement ask the directory; its answers are kept a minute per isolate, as a move announces
// itself minutes ahead (moving_since). A name or id the directory does not know is on the default shard: every
// company from before the shards lives there.
import { MINUTE_MS } from "#schema/rules/durations";
import {
  claimUsername,
  countCompaniesByShard,
  findAccountingOrgShard,
  findCompanyEntry,
  findMovedLinkShard,
  findPhoneShards,
  findStripeCustomerShard,
  findUsernameShard,
  pruneMovedLinks,
  recordAccountingOrg,
  recordCompany,
  recordPhone,
  recordStripeCustomer,
  recordUsername,
  releaseUsername,
} from "../db/directory";
import { findUserByUsername } from "../db/users";
import { sha256Hex } from "../lib/crypto";
import { getDb } from "../lib/db";
import { shardEnv, shardOfEnv } from "../lib/shard-env";
import { DEFAULT_SHARD, SHARDS, type Shard, shardNamed, shardsFor } from "../lib/shards";

type DirectoryEnv = Pick<Env, "DIRECTORY">;

const CACHE_MS = MINUTE_MS;
const cache = new Map<string, { shard: string | null; at: number }>();

async function cached(key: string, load: () => Promise<string | null>): Promise<Shard> {
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_MS) return shardNamed(hit.shard) ?? DEFAULT_SHARD;
  const shard = await load();
  // Only answers are kept: a miss may be a name registered a moment later on another shard.
  if (shard) cache.set(key, { shard, at: now });
  return shardNamed(shard) ?? DEFAULT_SHARD;
}

export const shardOfUsername = (env: DirectoryEnv, username: string) =>
  cached(`u:${username}`, () => findUsernameShard(env.DIRECTORY, username));

/** A company's shard by its id: ids are unique across shards, so one names its shard. */
export const shardOfCompany = (env: DirectoryEnv, companyId: number) =>
  cached(`c:${companyId}`, async () => (await findCompanyEntry(env.DIRECTORY, companyId))?.shard ?? null);

/**
 * The shard a Stripe event is about, read from its body before the signature is checked there: a forged body can
 * only choose where it is refused. The company it names (client_reference_id or metadata) decides, else its
 * customer's entry, else the default shard.
 */
export async function shardOfStripeEvent(env: DirectoryEnv, rawBody: string): Promise<Shard> {
  let object: { customer?: unknown; client_reference_id?: unknown; metadata?: Record<string, unknown> } | undefined;
  try {
    object = (JSON.parse(rawBody) as { data?: { object?: typeof object } }).data?.object;
  } catch {
    return DEFAULT_SHARD;
  }
  const hint = Number(object?.client_reference_id ?? object?.metadata?.companyId ?? Number.NaN);
  if (Number.isSafeInteger(hint) && hint > 0) return shardOfCompany(env, hint);
  return typeof object?.customer === "string" ? shardOfStripeCustomer(env, object.customer) : DEFAULT_SHARD;
}

export const shardOfStripeCustomer = (env: DirectoryEnv, customerId: string) =>
  cached(`s:${customerId}`, () => findStripeCustomerShard(env.DIRECTORY, customerId));

export const shardOfAccountingOrg = (env: DirectoryEnv, provider: string, orgId: string) =>
  cached(`a:${provider}:${orgId}`, () => findAccountingOrgShard(env.DIRECTORY, provider, orgId));

/** Every shard a phone number is a client or member of (an inbound text reaches each); the default one at least. */
export async function shardsOfPhone(env: DirectoryEnv, e164: string): Promise<Shard[]> {
  const named = (await findPhoneShards(env.DIRECTORY, e164)).map(shardNamed).filter((s): s is Shard => s !== null);
  return named.length > 0 ? named : [DEFAULT_SHARD];
}

/** The shard a moved company's link was carried to (ADR 0228), by the token's hash; null for any other token. */
export async function shardOfMovedLink(env: DirectoryEnv, token: string, now = Date.now()): Promise<Shard | null> {
  if (token.length < 20 || token.length > 100) return null;
  return shardNamed(await findMovedLinkShard(env.DIRECTORY, await sha256Hex(token), now));
}

/**
 * Where a new company of `country` goes, once: its jurisdiction's shards (EU/EEA, UK and Swiss companies on an `eu`
 * one), then the one holding fewest companies.
 */
export async function placeCompany(env: DirectoryEnv, country: string): Promise<Shard> {
  const candidates = shardsFor(country);
  if (candidates.length <= 1) return candidates[0] ?? DEFAULT_SHARD;
  const counts = new Map((await countCompaniesByShard(env.DIRECTORY)).map((r) => [r.shard, r.companies]));
  return candidates.reduce((a, b) => ((counts.get(b.name) ?? 0) < (counts.get(a.name) ?? 0) ? b : a));
}

/**
 * Claims a new username for the env's shard, then runs `create` (the shard's own writes). A name held on any shard
 * (or by a user on the default shard from before the directory) is taken; a failed create frees the claim.
 */
export async function withClaimedUsername<T>(env: Env, username: string, create: () => Promise<T>): Promise<T | null> {
  const shard = shardOfEnv(env);
  if (!(await claimUsername(env.DIRECTORY, username, shard.name))) return null;
  try {
    if (shard !== DEFAULT_SHARD) {
      const legacy = getDb(shardEnv(env, DEFAULT_SHARD));
      if (await findUserByUsername(legacy, username)) {
        await releaseUsername(env.DIRECTORY, username);
        return null;
      }
    }
    return await create();
  } catch (err) {
    await releaseUsername(env.DIRECTORY, username);
    throw err;
  }
}

/** A new company and its owner's name, in the directory once the shard holds them. */
export const recordNewCompany = (env: Env, companyId: number, username: string, now = new Date()) => {
  const shard = shardOfEnv(env);
  return recordCompany(
    env.DIRECTORY,
    { id: companyId, shard: shard.name, jurisdiction: shard.jurisdiction },
    username,
    now,
  );
};

export const recordMemberUsername = (env: DirectoryEnv, username: string, companyId: number) =>
  recordUsername(env.DIRECTORY, username, companyId);

export const rememberStripeCustomer = (env: DirectoryEnv, customerId: string, companyId: number) =>
  recordStripeCustomer(env.DIRECTORY, customerId, companyId);

export const rememberAccountingOrg = (env: DirectoryEnv, provider: string, orgId: string, companyId: number) =>
  recordAccountingOrg(env.DIRECTORY, provider, orgId, companyId);

/**
 * Records that the env's shard texts `e164`, so an inbound text (STOP) from it reaches this shard. Idempotent; one
 * directory write a text (no cache: a text is rarer than the write is dear, and a cache could outlive the row).
 */
export const rememberPhone = (env: Env, e164: string) => recordPhone(env.DIRECTORY, e164, shardOfEnv(env).name);

/**
 * The env's shard's link forwardings whose tokens have expired, one chunk (ADR 0235): a forwarding lives exactly as
 * long as the token it forwards could open anything. True while the chunk came back full.
 */
export async function pruneForwardedLinks(env: Env, now: Date, limit = 500) {
  return (await pruneMovedLinks(env.DIRECTORY, now.getTime(), { shard: shardOfEnv(env).name, limit })) >= limit;
}

/** Every shard, each as its own env: cron and migrations visit them in turn. */
export const everyShard = (env: Env) => SHARDS.map((shard) => ({ shard, env: shardEnv(env, shard) }));
