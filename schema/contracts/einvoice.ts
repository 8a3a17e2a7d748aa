// The e-invoice download of a billing (issue 36): GET /api/progress/{id}/einvoice?format=.
import { z } from "zod";
import { EINVOICE_FORMATS } from "./einvoice-formats";

export * from "./einvoice-formats";

export const EINVOICE_FORMAT_ERROR = `Please choose a format: ${EINVOICE_FORMATS.join(", ")}`;

export const EInvoiceQuerySchema = z.object({
  format: z.enum(EINVOICE_FORMATS, { error: EINVOICE_FORMAT_ERROR }).default("cii"),
});
