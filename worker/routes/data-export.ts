// GET /api/user/export: the signed-in contractor's data as a ZIP download (worker/services/data-export.ts).
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { planExport, streamExport } from "../services/data-export";
import type { AppEnv } from "../types";

export const dataExportRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const plan = await planExport(c.var.db, c.var.user);
  return c.body(streamExport(c.env, c.var.db, c.var.user, plan), 200, {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${plan.fileName}"`,
    "Cache-Control": "private, no-store",
  });
});
