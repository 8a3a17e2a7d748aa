// GET /api/progress (the owner's invoices, newest first), GET /api/progress/{id}/invoice.pdf (owner only) and
// GET /api/progress/{id}/einvoice?format= (the EN 16931 XML, or with format=facturx the PDF carrying it; issue 36).
import { Hono } from "hono";
import {
  EInvoiceQuerySchema,
  eInvoiceFileName,
  IdParamSchema,
  InvoiceListQuerySchema,
  invoiceFileName,
} from "#schema/contracts";
import { setNextPageHeaders } from "../lib/page-headers";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { deferSessionCheck, readAsUser } from "../middleware/session-batch";
import { renderEInvoice } from "../services/einvoices";
import { renderFacturX } from "../services/factur-x";
import { invoicePageRead, renderInvoice, toInvoicePage } from "../services/invoices";
import type { AppEnv } from "../types";

// Middleware is per route: other files mount public routes on /progress too.
export const invoiceRoutes = new Hono<AppEnv>()
  // One page, newest first, optionally narrowed by ?q= and ?status=; the session checked in the same batch (ADR 0099, 0100).
  .get("/", deferSessionCheck, validate("query", InvoiceListQuerySchema), async (c) => {
    const page = c.req.valid("query");
    const { data } = await readAsUser(c, (m) => [invoicePageRead(c.var.db, m, page)]);
    const { items, nextCursor } = toInvoicePage(data[0], page.limit);
    setNextPageHeaders(c, nextCursor);
    return c.json(items, 200);
  })
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
  })
  .get(
    "/:id/einvoice",
    requireUser,
    validate("param", IdParamSchema),
    validate("query", EInvoiceQuerySchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { format } = c.req.valid("query");
      if (format === "facturx") {
        const pdf = await renderFacturX(c.var.db, c.env.MEDIA, c.var.user, id);
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${eInvoiceFileName(id, format)}"`,
          "Content-Length": String(pdf.byteLength),
          "Cache-Control": "private, no-store",
        });
      }
      const xml = await renderEInvoice(c.var.db, c.var.user, id, format);
      return c.body(xml, 200, {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${eInvoiceFileName(id, format)}"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
