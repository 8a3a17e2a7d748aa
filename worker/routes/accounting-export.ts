// GET /api/exports/accounting: invoices or payments as QuickBooks Online / Xero CSV or QuickBooks Desktop IIF,
// streamed (owner and office: "money:read" in the permission table; ADR 0125). GET /api/exports/accounting/empty:
// whether that file would hold no rows, which the dialog says instead of downloading a header alone (ADR 0146).
import { Hono } from "hono";
import { AccountingExportQuerySchema } from "#schema/contracts/accounting-export";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { accountingExport, accountingExportIsEmpty } from "../services/accounting-export/stream";
import type { AppEnv } from "../types";

export const accountingExportRoutes = new Hono<AppEnv>()
  .get("/accounting", requireUser, validate("query", AccountingExportQuerySchema), async (c) => {
    const download = await accountingExport(c.var.db, c.env.MEDIA, c.var.user, c.req.valid("query"));
    return c.body(download.body, 200, {
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Cache-Control": "private, no-store",
    });
  })
  .get("/accounting/empty", requireUser, validate("query", AccountingExportQuerySchema), async (c) =>
    c.json({ empty: await accountingExportIsEmpty(c.var.db, c.var.user, c.req.valid("query")) }, 200),
  );
