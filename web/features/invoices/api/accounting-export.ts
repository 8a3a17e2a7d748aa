// The accounting export's download address (GET /api/exports/accounting), built by the typed client.
import type { AccountingExportQuery } from "#schema/contracts/accounting-export";
import { api } from "#web/lib/api";

/**
 * Where the browser downloads the export: a same-origin address the link points at, so the browser streams the file
 * to disk (as the data export does) and the session cookie goes along. `$path` is relative to the client's "/api".
 */
export const accountingExportUrl = (q: AccountingExportQuery) =>
  `/api${api.exports.accounting.$path({ query: q.records === "payments" ? { ...q, status: "all" } : q })}`;
