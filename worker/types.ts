// The Hono environment shared by every route: bindings plus what middleware puts on the context.
import type { Db } from "./lib/db";
import type { SessionClaims, SessionUser } from "./services/sessions";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    user: SessionUser;
    sessionId: string;
    authenticatedAt: Date;
    /** The signed cookie's claims, set by deferSessionCheck before readAsUser reads the session (ADR 0099). */
    sessionClaims: SessionClaims;
    /** Answers a request with this same app, as if it came over the network (a cold screen's embedded reads). */
    readInternal: (request: Request) => Promise<Response>;
  };
};
