// An accounting export as a download: the first page is read before the answer starts (so a failure is a clean
// error, and it decides one file or several), then one keyset page at a time while the browser reads (ADR 0125).
import { Zip, ZipDeflate } from "fflate";
import type { AccountingProvider } from "#schema/contracts/accounting";
import { type AccountingExportQuery, exportBaseName } from "#schema/contracts/accounting-export";
import { isEInvoiceExport } from "#schema/contracts/einvoice-formats";
import { addDays, zonedMidnight } from "#schema/rules/time";
import { findIntegration } from "../../db/accounting";
import { type ExportCursor, type ExportRow, exportInvoicePage, exportPaymentPage } from "../../db/accounting-export";
import type { Db } from "../../lib/db";
import { log } from "../../lib/log";
import type { SessionUser } from "../sessions";
import { eInvoiceExport } from "./einvoices";
import { dateOrderFor, ledgerFileFor, ledgerLayoutFor, toLedgerLine } from "./formats";

/** The books a file format imports into, whose connection's tax code map the file's tax column follows. */
const PROVIDER_OF_FORMAT: Partial<Record<AccountingExportQuery["format"], AccountingProvider>> = {
  "quickbooks-online": "quickbooks",
  xero: "xero",
};

/**
 * The names of the codes the company mapped its rates to, when it has connected the books this file is for (ADR
 * 0171): an import then codes each line as the sync would.
 */
async function mappedTaxNames(db: Db, user: SessionUser, format: AccountingExportQuery["format"]) {
  const provider = PROVIDER_OF_FORMAT[format];
  if (!provider) return undefined;
  const integration = await findIntegration(db, user.companyId);
  if (integration?.provider !== provider || !integration.taxCodes) return undefined;
  return Object.fromEntries(Object.entries(integration.taxCodes).map(([key, code]) => [key, code.name || code.id]));
}

/** Rows a page reads when the format has no cap of its own: a few hundred KB of text at most. */
export const EXPORT_PAGE_ROWS = 500;

const encoder = new TextEncoder();

const midnightOf = (timeZone: string, day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return zonedMidnight(timeZone, y, m, d);
};

export type AccountingDownload = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> };

/** A reader of the export's rows, `limit + 1` a page after `cursor`, on the company's calendar. */
function pageReader(db: Db, user: SessionUser, q: AccountingExportQuery, limit: number) {
  // The range is the company's calendar: from its local midnight to the midnight after the last day.
  const from = midnightOf(user.timezone, q.from);
  const before = midnightOf(user.timezone, addDays(q.to, 1));
  const statuses = q.status === "all" ? (["pending", "approved", "paid"] as const) : ([q.status] as const);
  const leaveOutSynced = q.synced === "leave-out";
  return (cursor: ExportCursor | undefined) =>
    q.records === "invoices"
      ? exportInvoicePage(db, user, { from, before, statuses, cursor, limit, leaveOutSynced })
      : exportPaymentPage(db, user, { from, before, cursor, limit, leaveOutSynced });
}

/** Whether the export would hold no rows: the dialog says so instead of downloading a header alone. Reads one row. */
export async function accountingExportIsEmpty(db: Db, user: SessionUser, q: AccountingExportQuery) {
  return (await pageReader(db, user, q, 0)(undefined)).length === 0;
}

/** `media`: the photos a Factur-X PDF prints, as the invoice download does. */
export async function accountingExport(
  db: Db,
  media: R2Bucket,
  user: SessionUser,
  q: AccountingExportQuery,
): Promise<AccountingDownload> {
  if (isEInvoiceExport(q.format)) {
    const format = q.format;
    const cursorAfter = (row: ExportRow): ExportCursor => [row.createdAt.getTime(), row.id];
    return eInvoiceExport(db, media, user, { ...q, format }, (after, limit) =>
      pageReader(db, user, q, limit)(after ? cursorAfter(after) : undefined),
    );
  }
  const layout = ledgerLayoutFor(user);
  const file = ledgerFileFor(q.format, q.records, layout);
  const order = dateOrderFor(user.country);
  const capped = Number.isFinite(file.perFile);
  // A capped format reads exactly one file's worth a page, so each page is one numbered part.
  const limit = capped ? file.perFile : EXPORT_PAGE_ROWS;
  const read = pageReader(db, user, q, limit);
  const cursorOf = (row: ExportRow): ExportCursor => [
    (q.records === "invoices" ? row.createdAt : (row.paidAt ?? row.createdAt)).getTime(),
    row.id,
  ];
  // A plain (US dollars, no tax) file has no tax code to name.
  const taxNames = layout === "taxed" ? await mappedTaxNames(db, user, q.format) : undefined;
  const render = (rows: ExportRow[]) =>
    rows.map((r) => file.rows(toLedgerLine(r, user.timezone, taxNames), order)).join("");

  /** Pages after the first, each `limit` rows or fewer; `first` is the page already read. */
  async function* pages(first: ExportRow[]) {
    let page = first;
    for (;;) {
      const more = page.length > limit;
      const rows = more ? page.slice(0, limit) : page;
      yield rows;
      if (!more) return;
      page = await read(cursorOf(rows[rows.length - 1]!));
    }
  }

  const first = await read(undefined);
  const base = exportBaseName(q);
  const failed = (err: unknown) => log("error", "accounting export failed mid-stream", { userId: user.id }, err);

  if (!capped || first.length <= limit) {
    const it = pages(first);
    let started = false;
    return {
      fileName: `${base}.${file.extension}`,
      contentType: file.contentType,
      body: new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            if (!started) {
              started = true;
              controller.enqueue(encoder.encode(file.header));
            }
            const next = await it.next();
            if (next.done) controller.close();
            else if (next.value.length) controller.enqueue(encoder.encode(render(next.value)));
          } catch (err) {
            failed(err);
            // Headers are gone: erroring the stream makes the browser report a failed download, not a short file.
            controller.error(err);
          }
        },
      }),
    };
  }

  // More than one file's worth: a ZIP of numbered parts, each within the importer's cap.
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      void writer.abort(err);
      return;
    }
    void writer.write(chunk);
    if (final) void writer.close();
  });
  const build = async () => {
    let part = 0;
    for await (const rows of pages(first)) {
      if (!rows.length) break;
      part++;
      const entry = new ZipDeflate(`${base}-part-${part}.${file.extension}`, { level: 6 });
      zip.add(entry);
      entry.push(encoder.encode(file.header + render(rows)), true);
      // Wait for the reader before reading the next page: memory holds about one part.
      await writer.ready;
    }
    zip.end();
  };
  build().catch((err) => {
    failed(err);
    void writer.abort(err);
  });
  return { fileName: `${base}.zip`, contentType: "application/zip", body: readable };
}
