// GET /api/progress (the owner's invoices, newest first) and GET /api/progress/{id}/invoice.pdf (owner only).
import { Hono } from "hono";
import { IdParamSchema, invoiceFileName } from "../../schema/contracts";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { getInvoices, renderInvoice } from "../services/invoices";
import type { AppEnv } from "../types";

// Middleware is per route: other files mount public routes on /progress too.
export const invoiceRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await getInvoices(c.var.db, c.var.user.id), 200))
  .get("/:id/invoice.pdf", requireUser, validate("param", IdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const pdf = await renderInvoice(c.var.db, c.env.MEDIA, c.var.user, id);
    // pdf-lib hands back a plain ArrayBuffer-backed array; the type says ArrayBufferLike.
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(id)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    });
  });
