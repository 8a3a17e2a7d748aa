// GET/POST /api/clients, GET/PUT/DELETE /api/clients/{id}, and the archived ones with their restore: the company's
// own clients.
import { Hono } from "hono";
import { ClientSchema, IdParamSchema, NamePageQuerySchema } from "#schema/contracts";
import { setNextPageHeaders } from "../lib/page-headers";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { deferSessionCheck, readAsUser } from "../middleware/session-batch";
import { clientPageRead, createClient, editClient, getClient, toClientPage } from "../services/clients";
import { getArchivedClients, removeClient, restoreClient } from "../services/project-lifecycle";
import type { AppEnv } from "../types";

export const clientRoutes = new Hono<AppEnv>()
  // One page by name, the session checked in the same D1 batch (ADR 0099, 0100).
  .get("/", deferSessionCheck, validate("query", NamePageQuerySchema), async (c) => {
    const page = c.req.valid("query");
    const { user, data } = await readAsUser(c, (m) => [clientPageRead(c.var.db, m.companyId, page)]);
    const { items, nextCursor } = toClientPage(data[0], page.limit, user.country);
    setNextPageHeaders(c, nextCursor);
    return c.json(items, 200);
  })
  .post("/", requireUser, validate("json", ClientSchema), async (c) =>
    c.json(await createClient(c.var.db, c.var.user, c.req.valid("json")), 201),
  )
  // Before /:id: the archived clients that Restore is offered for.
  .get("/archived", requireUser, async (c) => c.json(await getArchivedClients(c.var.db, c.var.user), 200))
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getClient(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .put("/:id", requireUser, validate("param", IdParamSchema), validate("json", ClientSchema), async (c) =>
    c.json(await editClient(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  // Deleted when it has no billing; archived (out of every list, invoices kept) when it has.
  .delete("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await removeClient(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post("/:id/restore", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await restoreClient(c.var.db, c.var.user, c.req.valid("param").id), 200),
  );
