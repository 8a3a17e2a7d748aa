// The accounting export's download address (GET /api/exports/accounting), built by the typed client.
import type { AccountingExportQuery } from "#schema/contracts/accounting-export";
import { api, unwrap } from "#web/lib/api";

/**
 * Where the browser downloads the export: a same-origin address the link points at, so the browser streams the file
 * to disk (as the data export does) and the session cookie goes along. `$path` is relative to the client's "/api".
 */
export const accountingExportUrl = (q: AccountingExportQuery) =>
  `/api${api.exports.accounting.$path({ query: q.records === "payments" ? { ...q, status: "all" } : q })}`;

/** Whether that file would hold no rows (the header alone): the dialog says so instead of downloading it. */
export const accountingExportIsEmpty = async (q: AccountingExportQuery) =>
  (await unwrap(api.exports.accounting.empty.$get({ query: q.records === "payments" ? { ...q, status: "all" } : q })))
    .empty;
