// Change orders and deposits (issue 37, ADR 0205-0207): GET/POST /api/projects/{id}/change-orders,
// GET/PATCH /api/change-orders/{id}, POST /api/change-orders/{id}/send and /reverse, GET/POST
// /api/projects/{id}/deposits. Owner and office: every figure is the company's money. The client decides through
// /a/{token} like a billing (routes/approvals.ts, routes/approval-page.tsx).
import { Hono } from "hono";
import { IdParamSchema } from "#schema/contracts";
import { CreateChangeOrderSchema, CreateDepositSchema, UpdateChangeOrderSchema } from "#schema/contracts/change-orders";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  createChangeOrder,
  getChangeOrder,
  listProjectChangeOrders,
  reverseChangeOrder,
  sendChangeOrder,
  updateChangeOrder,
} from "../services/change-orders";
import { listDeposits, requestDeposit } from "../services/deposits";
import type { AppEnv } from "../types";

/** Mounted on /projects beside projectRoutes. */
export const projectChangeOrderRoutes = new Hono<AppEnv>()
  .get("/:id/change-orders", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await listProjectChangeOrders(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post(
    "/:id/change-orders",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", CreateChangeOrderSchema),
    async (c) =>
      c.json(await createChangeOrder(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .get("/:id/deposits", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await listDeposits(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post(
    "/:id/deposits",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", CreateDepositSchema),
    async (c) =>
      c.json(
        await requestDeposit(
          c.env,
          c.var.db,
          c.var.user,
          c.req.valid("param").id,
          c.req.valid("json"),
          linkBase(c.env, c),
        ),
        201,
      ),
  );

/** Mounted on /change-orders. */
export const changeOrderRoutes = new Hono<AppEnv>()
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getChangeOrder(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .patch("/:id", requireUser, validate("param", IdParamSchema), validate("json", UpdateChangeOrderSchema), async (c) =>
    c.json(await updateChangeOrder(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .post("/:id/send", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await sendChangeOrder(c.env, c.var.db, c.var.user, c.req.valid("param").id, linkBase(c.env, c)), 200),
  )
  .post("/:id/reverse", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await reverseChangeOrder(c.var.db, c.var.user, c.req.valid("param").id), 201),
  );
