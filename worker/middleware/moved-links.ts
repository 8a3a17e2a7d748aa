// A client's link names the shard it was sent from by its first letter (ADR 0186), and links already in clients'
// inboxes never change. When that shard no longer holds the company (it moved, ADR 0213), the link's token was carried
// to the new shard and forwarded in the directory by its hash (ADR 0228). So a link answered 404 is looked up there,
// and asked again of the shard it names: a live link costs nothing more, a dead or guessed one a directory read.
import type { Context, Next } from "hono";
import { shardOfMovedLink } from "../services/directory";
import type { AppEnv } from "../types";
import { linkTokenOf } from "./shard";

type Fetch = (request: Request, env: Env) => Response | Promise<Response>;

export const followMovedLinks = (fetch: Fetch) => async (c: Context<AppEnv>, next: Next) => {
  const token = linkTokenOf(c.req.path);
  if (!token || c.env.LINK_SHARD) return next();
  // Taken before the route reads the body: the same request is asked again.
  const again = c.req.raw.clone();
  const env = c.env;
  await next();
  if (c.res.status !== 404) return;
  const shard = await shardOfMovedLink(env, token);
  if (!shard) return;
  c.res = undefined;
  c.res = await fetch(again, { ...env, LINK_SHARD: shard.name });
};
