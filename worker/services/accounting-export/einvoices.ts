// The accounting export's e-invoice formats (issue 36): a ZIP of one EN 16931 XML (or Factur-X PDF) per billing in the
// range, written one keyset page at a time as the ledger files are. A billing that cannot be one is listed in not-included.txt
// with what it lacks, rather than failing the whole download.
import { Zip, ZipDeflate } from "fflate";
import { type AccountingExportQuery, EXPORT_TEXTS, exportBaseName } from "#schema/contracts/accounting-export";
import { type EInvoiceExportFormat, eInvoiceFileName, eInvoiceFormatOfExport } from "#schema/contracts/einvoice";
import type { ExportRow } from "../../db/accounting-export";
import type { Db } from "../../lib/db";
import { log } from "../../lib/log";
import { eInvoiceXml } from "../einvoices";
import { facturXPdf } from "../factur-x";
import type { SessionUser } from "../sessions";

const encoder = new TextEncoder();

/** Billings a page reads: each is a few KB of XML and two small reads. */
const EINVOICE_PAGE_ROWS = 100;

type PageRead = (after: ExportRow | undefined, limit: number) => Promise<ExportRow[]>;

export function eInvoiceExport(
  db: Db,
  media: R2Bucket,
  user: SessionUser,
  q: AccountingExportQuery & { format: EInvoiceExportFormat },
  read: PageRead,
) {
  const format = eInvoiceFormatOfExport(q.format);
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
  const add = (name: string, content: string | Uint8Array) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(typeof content === "string" ? encoder.encode(content) : content, true);
  };
  const build = async () => {
    const skipped: string[] = [];
    let after: ExportRow | undefined;
    for (;;) {
      const page = await read(after, EINVOICE_PAGE_ROWS);
      const rows = page.slice(0, EINVOICE_PAGE_ROWS);
      for (const row of rows) {
        const made =
          format === "facturx"
            ? await facturXPdf(db, media, user, row.id)
            : await eInvoiceXml(db, user, row.id, format);
        if ("pdf" in made) add(eInvoiceFileName(row.id, format), made.pdf);
        else if ("xml" in made) add(eInvoiceFileName(row.id, format), made.xml);
        else skipped.push(`${made.invoiceNumber}: ${made.gap.message}`);
      }
      await writer.ready;
      if (page.length <= EINVOICE_PAGE_ROWS) break;
      after = rows[rows.length - 1];
    }
    if (skipped.length) add(EXPORT_TEXTS.eInvoiceSkippedFile, `${skipped.join("\r\n")}\r\n`);
    zip.end();
  };
  build().catch((err) => {
    log("error", "e-invoice export failed mid-stream", { userId: user.id }, err);
    void writer.abort(err);
  });
  return { fileName: `${exportBaseName(q)}.zip`, contentType: "application/zip", body: readable };
}
