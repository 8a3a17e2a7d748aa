// The Hono environment shared by every route: bindings plus what middleware puts on the context.
import type { Db } from "./lib/db";
import type { Shard } from "./lib/shards";
import type { SessionClaims, SessionUser } from "./services/sessions";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The shard the request runs on (middleware/shard.ts) and its D1 session's newest bookmark. */
    shard: Shard;
    bookmark: () => string | null;
    user: SessionUser;
    sessionId: string;
    authenticatedAt: Date;
    /** The signed cookie's claims, set by deferSessionCheck before readAsUser reads the session (ADR 0099). */
    sessionClaims: SessionClaims;
    /** Answers a request with this same app, as if it came over the network (a cold screen's embedded reads). */
    readInternal: (request: Request) => Promise<Response>;
  };
};
