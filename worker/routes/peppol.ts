// /api/peppol/registration: whether the company is a registered Peppol sender, and registering it (ADR 0204).
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { peppolRegistrationOf, registerPeppolSender } from "../services/peppol-registration";
import type { AppEnv } from "../types";

export const peppolRoutes = new Hono<AppEnv>()
  .get("/registration", requireUser, async (c) => c.json(await peppolRegistrationOf(c.env, c.var.db, c.var.user), 200))
  .post("/registration", requireUser, async (c) =>
    c.json(await registerPeppolSender(c.env, c.var.db, c.var.user), 200),
  );
