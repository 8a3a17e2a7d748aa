// GET /api/user/export: the signed-in contractor's data as a ZIP download (worker/services/data-export.ts).
// POST /api/user/export/jobs queues the same ZIP to be written to R2 (any size); GET /api/user/export/jobs/:id
// downloads it for a day (worker/services/data-export-job.ts, ADR 0128).
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { planExport, streamExport } from "../services/data-export";
import { openExport, requestExport } from "../services/data-export-job";
import type { AppEnv } from "../types";

export const dataExportRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const plan = await planExport(c.env, c.var.db, c.var.user);
    return c.body(streamExport(c.env, c.var.db, c.var.user, plan), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${plan.fileName}"`,
      "Cache-Control": "private, no-store",
    });
  })
  .post("/jobs", requireUser, async (c) => c.json(await requestExport(c.env, c.var.user), 202))
  .get("/jobs/:id", requireUser, async (c) => {
    const object = await openExport(c.env, c.var.user, c.req.param("id"));
    return c.body(object.body, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": object.httpMetadata?.contentDisposition ?? 'attachment; filename="paystage-export.zip"',
      "Cache-Control": "private, no-store",
    });
  });
