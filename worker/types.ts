// The Hono environment shared by every route: bindings plus what middleware puts on the context.
import type { Db } from "./lib/db";
import type { SessionUser } from "./services/sessions";

export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db; user: SessionUser; sessionId: string; authenticatedAt: Date };
};
