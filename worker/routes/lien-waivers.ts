// Lien waivers (issue 37, ADR 0208-0210): GET/POST /api/pay-apps/{id}/lien-waivers, POST
// /api/pay-apps/{id}/lien-waivers/vendor-requests, POST /api/lien-waivers/{id}/sign and /notarize, and
// GET/PUT /api/lien-waiver-templates/{kind}. Owner and office, as the pay applications they go with.
import { Hono } from "hono";
import { IdParamSchema } from "#schema/contracts";
import {
  CreateLienWaiverSchema,
  LienWaiverKindParamSchema,
  LienWaiverTemplateSchema,
  NotarizeLienWaiverSchema,
  SignLienWaiverSchema,
  VendorWaiverRequestSchema,
} from "#schema/contracts/lien-waivers";
import { clientIp, linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  createLienWaiver,
  getLienWaiverTemplate,
  listLienWaivers,
  notarizeLienWaiver,
  putLienWaiverTemplate,
  requestVendorWaiver,
  signLienWaiver,
} from "../services/lien-waivers";
import type { AppEnv } from "../types";

/** Mounted on /pay-apps beside payAppRoutes. */
export const payAppWaiverRoutes = new Hono<AppEnv>()
  .get("/:id/lien-waivers", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await listLienWaivers(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post(
    "/:id/lien-waivers",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", CreateLienWaiverSchema),
    async (c) =>
      c.json(await createLienWaiver(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .post(
    "/:id/lien-waivers/vendor-requests",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", VendorWaiverRequestSchema),
    async (c) =>
      c.json(
        await requestVendorWaiver(
          c.var.db,
          c.var.user,
          c.req.valid("param").id,
          c.req.valid("json"),
          linkBase(c.env, c),
        ),
        201,
      ),
  );

/** Mounted on /lien-waivers. */
export const lienWaiverRoutes = new Hono<AppEnv>()
  .post("/:id/sign", requireUser, validate("param", IdParamSchema), validate("json", SignLienWaiverSchema), async (c) =>
    c.json(
      await signLienWaiver(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json"), {
        ip: clientIp(c),
        userAgent: c.req.header("User-Agent") ?? null,
      }),
      200,
    ),
  )
  .post(
    "/:id/notarize",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", NotarizeLienWaiverSchema),
    async (c) =>
      c.json(await notarizeLienWaiver(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  );

/** Mounted on /lien-waiver-templates. */
export const lienWaiverTemplateRoutes = new Hono<AppEnv>()
  .get("/:kind", requireUser, validate("param", LienWaiverKindParamSchema), async (c) =>
    c.json(await getLienWaiverTemplate(c.var.db, c.var.user, c.req.valid("param").kind), 200),
  )
  .put(
    "/:kind",
    requireUser,
    validate("param", LienWaiverKindParamSchema),
    validate("json", LienWaiverTemplateSchema),
    async (c) =>
      c.json(
        await putLienWaiverTemplate(c.var.db, c.var.user, c.req.valid("param").kind, c.req.valid("json").body),
        200,
      ),
  );
