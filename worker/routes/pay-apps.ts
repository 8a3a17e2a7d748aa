// Pay applications (issue 37): GET/PUT /api/projects/{id}/contract, GET/POST/PATCH /api/projects/{id}/sov-lines,
// GET/POST /api/projects/{id}/pay-apps, GET/PATCH /api/pay-apps/{id}, POST /api/pay-apps/{id}/send and
// GET /api/pay-apps/{id}/pdf. Owner and office only: every figure is the company's money.
import { Hono } from "hono";
import { IdParamSchema } from "#schema/contracts";
import {
  ContractSchema,
  CreatePayAppSchema,
  CreateSovLinesSchema,
  UpdatePayAppSchema,
  UpdateSovLinesSchema,
} from "#schema/contracts/pay-apps";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { waiverWithApplication } from "../services/lien-waivers";
import { payAppPdf } from "../services/pay-app-pdf";
import {
  addSovLines,
  createPayApp,
  getContract,
  getPayApp,
  getSov,
  listProjectPayApps,
  putContract,
  sendPayApp,
  updatePayApp,
  updateSovLines,
} from "../services/pay-apps";
import type { AppEnv } from "../types";

/** Mounted on /projects beside projectRoutes. */
export const projectContractRoutes = new Hono<AppEnv>()
  .get("/:id/contract", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getContract(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .put("/:id/contract", requireUser, validate("param", IdParamSchema), validate("json", ContractSchema), async (c) =>
    c.json(await putContract(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .get("/:id/sov-lines", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getSov(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post(
    "/:id/sov-lines",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", CreateSovLinesSchema),
    async (c) => c.json(await addSovLines(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .patch(
    "/:id/sov-lines",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", UpdateSovLinesSchema),
    async (c) => c.json(await updateSovLines(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .get("/:id/pay-apps", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await listProjectPayApps(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .post(
    "/:id/pay-apps",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", CreatePayAppSchema),
    async (c) => c.json(await createPayApp(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 201),
  );

/** Mounted on /pay-apps. */
export const payAppRoutes = new Hono<AppEnv>()
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getPayApp(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .patch("/:id", requireUser, validate("param", IdParamSchema), validate("json", UpdatePayAppSchema), async (c) =>
    c.json(await updatePayApp(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .post("/:id/send", requireUser, validate("param", IdParamSchema), async (c) => {
    const sent = await sendPayApp(c.env, c.var.db, c.var.user, c.req.valid("param").id, linkBase(c.env, c));
    // Each sent application carries its conditional waiver (ADR 0208); a repeat send finds it made.
    await waiverWithApplication(c.var.db, c.var.user, sent);
    return c.json(sent, 200);
  })
  .get("/:id/pdf", requireUser, validate("param", IdParamSchema), async (c) => {
    const { bytes, filename } = await payAppPdf(c.var.db, c.var.user, c.req.valid("param").id);
    return c.body(bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
