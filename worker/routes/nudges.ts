// Reminders: GET/POST /api/nudge-templates, PUT/DELETE /api/nudge-templates/{id}, GET /api/nudge-targets,
// POST /api/send-nudge, and /api/nudge-history (GET a progress's reminders; POST the quick reminder).
import { Hono } from "hono";
import {
  IdParamSchema,
  NudgeHistoryQuerySchema,
  NudgeTemplateSchema,
  QuickReminderSchema,
  SendNudgeSchema,
} from "#schema/contracts";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  createTemplate,
  editTemplate,
  getReminderTargets,
  getTemplates,
  removeTemplate,
} from "../services/nudge-templates";
import { listReminderHistory, sendNudge } from "../services/reminders/send";
import type { AppEnv } from "../types";

// Mounted at /api: each route carries its own requireUser so nothing leaks onto sibling paths.
export const nudgeRoutes = new Hono<AppEnv>()
  .get("/nudge-templates", requireUser, async (c) => c.json(await getTemplates(c.var.db, c.var.user), 200))
  .post("/nudge-templates", requireUser, validate("json", NudgeTemplateSchema), async (c) =>
    c.json(await createTemplate(c.env, c.var.db, c.var.user, c.req.valid("json")), 201),
  )
  .put(
    "/nudge-templates/:id",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", NudgeTemplateSchema),
    async (c) =>
      c.json(await editTemplate(c.env, c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .delete("/nudge-templates/:id", requireUser, validate("param", IdParamSchema), async (c) => {
    await removeTemplate(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .get("/nudge-targets", requireUser, async (c) => c.json(await getReminderTargets(c.var.db, c.var.user), 200))
  .post("/send-nudge", requireUser, validate("json", SendNudgeSchema), async (c) => {
    const body = c.req.valid("json");
    const result = await sendNudge(c.env, c.var.db, { ...body, member: c.var.user, linkBase: linkBase(c.env, c) });
    return c.json({ id: result.historyId }, result.replayed ? 200 : 201);
  })
  .get("/nudge-history", requireUser, validate("query", NudgeHistoryQuerySchema), async (c) =>
    c.json(await listReminderHistory(c.var.db, c.var.user, c.req.valid("query").progressId), 200),
  )
  .post("/nudge-history", requireUser, validate("json", QuickReminderSchema), async (c) => {
    const body = c.req.valid("json");
    const result = await sendNudge(c.env, c.var.db, {
      member: c.var.user,
      progressId: body.progressId,
      templateId: body.templateId ?? null,
      channels: [body.channel],
      requestId: body.requestId,
      linkBase: linkBase(c.env, c),
    });
    return c.json({ id: result.historyId }, result.replayed ? 200 : 201);
  });
