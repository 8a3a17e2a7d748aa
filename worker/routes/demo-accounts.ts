// POST /api/test/create-accounts: admins only. Everyone else gets a 404 (the route does not exist for them).
import { Hono } from "hono";
import { linkBase } from "../lib/request";
import { requireUser } from "../middleware/auth";
import { createDemoAccounts } from "../services/demo/accounts";
import type { AppEnv } from "../types";

export const demoAccountRoutes = new Hono<AppEnv>().post("/create-accounts", requireUser, async (c) =>
  c.json(await createDemoAccounts(c.env, c.var.db, c.var.user, linkBase(c.env, c)), 201),
);
