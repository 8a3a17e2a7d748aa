// Which shard a request runs on (ADR 0185), before any route reads a table. The signed session cookie names it, so a
// signed-in request reads no directory; a client's link names it by its first letter. Sign-in, registration and
// webhooks move the request to the shard they find (openShard) before they touch a table.
import type { Context } from "hono";
import { getSessionDb } from "../lib/db";
import { bookmarkCookieOf, sessionStart } from "../lib/replica";
import { shardEnv } from "../lib/shard-env";
import { DEFAULT_SHARD, type Shard, shardNamed, tokenShard } from "../lib/shards";
import { decidedLinkToken } from "../link-page/decided-cookie";
import { readSessionClaims } from "../services/sessions";
import type { AppEnv } from "../types";

/** Paths whose token names the shard: the client's link and its API, meeting shares, and team invites. */
const TOKEN_PATH = /^\/(?:api\/)?(?:a|s|invites)\/([^/?#]+)/;

/** The token a link path carries, or null. */
export const linkTokenOf = (path: string) => TOKEN_PATH.exec(path)?.[1] ?? null;

/** The request's shard: its link's token on a link path, else its session cookie's, else the default. */
export async function requestShard(c: Context<AppEnv>): Promise<Shard> {
  // /thank-you names its link in the cookie the decision left (link-page/decided-cookie.ts).
  const token = TOKEN_PATH.exec(c.req.path)?.[1] ?? (c.req.path === "/thank-you" ? decidedLinkToken(c) : null);
  // A link of a moved company, sent on to the shard the directory named (middleware/moved-links.ts).
  if (token) return shardNamed(c.env.LINK_SHARD) ?? tokenShard(token);
  const claims = await readSessionClaims(c, c.env.SESSION_SECRET);
  return shardNamed(claims?.sh) ?? DEFAULT_SHARD;
}

/**
 * Narrows the request to `shard`: its bindings (c.env) and one D1 session on its database (ADR 0128), for every
 * route and service after this.
 */
export function openShard(c: Context<AppEnv>, shard: Shard) {
  c.env = shardEnv(c.env, shard);
  const session = getSessionDb(c.env, sessionStart(c.req.method, c.req.path, bookmarkCookieOf(c)));
  c.set("shard", shard);
  c.set("db", session.db);
  c.set("bookmark", session.bookmark);
}
