// GET/POST /api/clients and GET/PUT/DELETE /api/clients/{id}: the contractor's own clients.
import { Hono } from "hono";
import { ClientSchema, IdParamSchema } from "../../schema/contracts";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { createClient, editClient, getClient, getClients } from "../services/clients";
import { removeClient } from "../services/project-lifecycle";
import type { AppEnv } from "../types";

export const clientRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await getClients(c.var.db, c.var.user.id), 200))
  .post("/", requireUser, validate("json", ClientSchema), async (c) =>
    c.json(await createClient(c.var.db, c.var.user.id, c.req.valid("json")), 201),
  )
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getClient(c.var.db, c.var.user.id, c.req.valid("param").id), 200),
  )
  .put("/:id", requireUser, validate("param", IdParamSchema), validate("json", ClientSchema), async (c) =>
    c.json(await editClient(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  // Deleted when it has no billing; archived (out of every list, invoices kept) when it has.
  .delete("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await removeClient(c.var.db, c.var.user.id, c.req.valid("param").id), 200),
  );
