// The drizzle handle over D1, with every table's schema for typed queries.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "#schema/db";

export const getDb = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema });
export type Db = ReturnType<typeof getDb>;
export { schema };
