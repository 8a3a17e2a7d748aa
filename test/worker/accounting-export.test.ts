// GET /api/exports/accounting (ADR 0125): each ledger's file checked against the columns and date/number formats of
// the vendor's import documentation; exact cents, the company's calendar, RFC 4180 quoting, formula-safe cells,
// Xero's 500-invoice cap, owner and office only, and never another company's rows.
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { EXPORT_TEXTS } from "#schema/contracts/accounting-export";
import { FORBIDDEN_MESSAGE } from "#schema/contracts/permissions";
import { customerNameOf } from "#schema/rules/customer-name";
import { getDb } from "#worker/lib/db";
import {
  IIF_ACCOUNTS,
  QBO_INVOICE_COLUMNS,
  QBO_PAYMENT_COLUMNS,
  QBO_TAXED_INVOICE_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
  XERO_TAXED_INVOICE_COLUMNS,
} from "#worker/services/accounting-export/formats";
import { accountingExport } from "#worker/services/accounting-export/stream";
import type { SessionUser } from "#worker/services/sessions";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { updateCompanyOf } from "../factories/rows";
import { Browser, ok, signedUp, uniqueName } from "./http";

vi.setConfig({ testTimeout: 60_000 });

/** RFC 4180 read back: quoted fields with doubled quotes and line breaks inside, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  expect(field, "the file ends with CRLF").toBe("");
  return rows;
}

const iifLines = (text: string) => {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((l) => l.split("\t"));
};

const DAY = 24 * 60 * 60 * 1000;
// 03:00 UTC on March 5 is still March 4 in New York (the registration's zone): the invoice is dated the 4th.
const MARCH_5_0300Z = Date.UTC(2026, 2, 5, 3);

const setRow = (id: number, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`update progress set ${sql} where id = ?`)
    .bind(...values, id)
    .run();

const exportPath = (q: Record<string, string>) => `/api/exports/accounting?${new URLSearchParams(q)}`;

async function download(browser: Browser, q: Record<string, string>) {
  const res = await browser.fetch(exportPath(q));
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A contractor with two billings in March (one paid, one pending with awkward text) and one outside the range. */
async function seeded() {
  const owner = await signedUp({ companyName: uniqueName("Reyes Electric ") });
  const client = await makeClient(owner.browser, {
    name: "Priya Natarajan",
    companyName: '=HYPERLINK("http://evil.test"), Inc',
    email: "priya@example.com",
  });
  const project = await makeProject(owner.browser, { name: "Northgate HVAC", clientId: client.id });
  const paid = await makeProgress(owner.browser, {
    projectId: project.id,
    amount: 1_248_050,
    completionPercentage: 40,
    description: 'Rough-in, "phase 1"\nincl. panel',
    dueDate: "2026-04-03",
  });
  const pending = await makeProgress(owner.browser, { projectId: project.id, amount: 100, completionPercentage: 50 });
  const later = await makeProgress(owner.browser, { projectId: project.id, amount: 999, completionPercentage: 60 });
  await setRow(
    paid.id,
    "created_at = ?, status = 'paid', approved_at = ?, paid_at = ?, payment_method = 'zelle', payment_reference = ?",
    MARCH_5_0300Z,
    MARCH_5_0300Z + DAY,
    MARCH_5_0300Z + 10 * DAY,
    "ZL-7781",
  );
  // One cent: below what a form takes, but the file must still say "0.01".
  await setRow(pending.id, "created_at = ?, amount = 1", MARCH_5_0300Z + 2 * DAY);
  await setRow(later.id, "created_at = ?", Date.UTC(2026, 4, 1, 12));

  // Another company's billing on the very same days never shows up.
  const other = await signedUp();
  const theirs = await makeProject(other.browser);
  const foreign = await makeProgress(other.browser, { projectId: theirs.id, amount: 777 });
  await setRow(foreign.id, "created_at = ?, status = 'paid', paid_at = ?", MARCH_5_0300Z, MARCH_5_0300Z + 10 * DAY);

  return { owner, client, project, paid, pending, later, foreign };
}

const MARCH = { from: "2026-03-01", to: "2026-03-31" };

describe("GET /api/exports/accounting", () => {
  it("QuickBooks Online invoices: its column names, MM/DD/YYYY on the company's calendar, exact cents, safe text", async () => {
    const s = await seeded();
    const res = await download(s.owner.browser, { format: "quickbooks-online", records: "invoices", ...MARCH });
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="paystage-invoices-quickbooks-online-2026-03-01-to-2026-03-31.csv"',
    );
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([...QBO_INVOICE_COLUMNS]);
    expect(rows).toHaveLength(2);
    const byCol = (row: string[]) => Object.fromEntries(header!.map((h, i) => [h, row[i]]));
    expect(byCol(rows[0]!)).toEqual({
      InvoiceNo: `PS-${s.paid.id}`,
      Customer: `'=HYPERLINK("http://evil.test"), Inc`,
      InvoiceDate: "03/04/2026",
      DueDate: "04/03/2026",
      Terms: "",
      Memo: `PayStage Invoice #${s.paid.id} - Northgate HVAC - Progress #1 (40% complete)`,
      "Item(Product/Service)": "Services",
      ItemDescription: 'Northgate HVAC - Progress #1 (40% complete): Rough-in, "phase 1"\nincl. panel',
      ItemQuantity: "1",
      ItemRate: "12480.50",
      ItemAmount: "12480.50",
      "Service Date": "",
    });
    // One cent is "0.01", and a billing without a due date is due on its invoice date.
    expect(byCol(rows[1]!)).toMatchObject({
      InvoiceNo: `PS-${s.pending.id}`,
      InvoiceDate: "03/06/2026",
      DueDate: "03/06/2026",
      ItemAmount: "0.01",
    });
    const all = rows.flat().join(" ");
    expect(all).not.toContain(`PS-${s.foreign.id}`);
    expect(all).not.toContain(`PS-${s.later.id}`);
  });

  it("narrows by status; an empty range is the header alone", async () => {
    const s = await seeded();
    const paidOnly = parseCsv(
      await (
        await download(s.owner.browser, { format: "quickbooks-online", records: "invoices", status: "paid", ...MARCH })
      ).text(),
    );
    expect(paidOnly.slice(1).map((r) => r[0])).toEqual([`PS-${s.paid.id}`]);
    const empty = await download(s.owner.browser, {
      format: "xero",
      records: "invoices",
      from: "2025-01-01",
      to: "2025-01-31",
    });
    expect(parseCsv(await empty.text())).toEqual([[...XERO_INVOICE_COLUMNS]]);
    // What the dialog asks before downloading, so it can say "No billings in this range" instead (ADR 0146).
    const isEmpty = async (q: Record<string, string>) => {
      const res = await s.owner.browser.fetch(`/api/exports/accounting/empty?${new URLSearchParams(q)}`);
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await isEmpty({ format: "xero", records: "invoices", from: "2025-01-01", to: "2025-01-31" })).toEqual({
      empty: true,
    });
    expect(await isEmpty({ format: "xero", records: "invoices", ...MARCH })).toEqual({ empty: false });
    expect(await isEmpty({ format: "xero", records: "invoices", status: "approved", ...MARCH })).toEqual({
      empty: true,
    });
    expect(await isEmpty({ format: "quickbooks-desktop", records: "payments", ...MARCH })).toEqual({ empty: false });
    const backwards = await s.owner.browser.fetch(
      `/api/exports/accounting/empty?${new URLSearchParams({ format: "xero", records: "invoices", from: "2026-03-02", to: "2026-03-01" })}`,
    );
    expect(backwards.status).toBe(400);
  });

  it("names the customer by the same rule as the sync, and can leave out what the sync already put in the books", async () => {
    const s = await seeded();
    // The connected sync names this client by its company too (issue 38): one rule, one customer in the books.
    expect(customerNameOf(s.client)).toBe('=HYPERLINK("http://evil.test"), Inc');
    // The sync already made the paid billing's invoice and payment there.
    for (const kind of ["invoice", "payment"]) {
      await env.DB.prepare(
        "insert into accounting_links (company_id, provider, kind, paystage_id, provider_id) values (?, 'xero', ?, ?, ?)",
      )
        .bind(s.owner.member.companyId, kind, s.paid.id, `xero-${kind}-${s.paid.id}`)
        .run();
    }
    const invoices = async (synced: string) => {
      const [header, ...rows] = parseCsv(
        await (await download(s.owner.browser, { format: "xero", records: "invoices", synced, ...MARCH })).text(),
      );
      const number = header!.indexOf("*InvoiceNumber");
      return rows.map((r) => r[number]);
    };
    expect(await invoices("include")).toEqual([`PS-${s.paid.id}`, `PS-${s.pending.id}`]);
    expect(await invoices("leave-out")).toEqual([`PS-${s.pending.id}`]);
    const payments = parseCsv(
      await (
        await download(s.owner.browser, { format: "xero", records: "payments", synced: "leave-out", ...MARCH })
      ).text(),
    );
    expect(payments.slice(1)).toEqual([]);
    const bad = await s.owner.browser.json<{ message: string }>(
      exportPath({ format: "xero", records: "invoices", synced: "maybe", ...MARCH }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(EXPORT_TEXTS.badSynced);
  });

  it("Xero invoices: its template's columns, the region's date order, account and tax type filled", async () => {
    const s = await seeded();
    const us = parseCsv(
      await (await download(s.owner.browser, { format: "xero", records: "invoices", ...MARCH })).text(),
    );
    expect(us[0]).toEqual([...XERO_INVOICE_COLUMNS]);
    const row = Object.fromEntries(us[0]!.map((h, i) => [h, us[1]![i]]));
    expect(row).toMatchObject({
      "*ContactName": `'=HYPERLINK("http://evil.test"), Inc`,
      EmailAddress: "priya@example.com",
      "*InvoiceNumber": `PS-${s.paid.id}`,
      Reference: `PayStage Invoice #${s.paid.id} - Northgate HVAC - Progress #1 (40% complete)`,
      "*InvoiceDate": "03/04/2026",
      "*DueDate": "04/03/2026",
      "*Quantity": "1",
      "*UnitAmount": "12480.50",
      "*AccountCode": "200",
      "*TaxType": "Tax Exempt",
    });
    // Outside the US the day comes first, as Xero's template writes it (DD/MM/YYYY).
    await updateCompanyOf(env.DB, s.owner.user.id, "country = ?", "GB");
    const gb = parseCsv(
      await (await download(s.owner.browser, { format: "xero", records: "invoices", ...MARCH })).text(),
    );
    expect(gb[1]![12]).toBe("04/03/2026");
    expect(gb[1]![13]).toBe("03/04/2026");
  });

  it("a UK company's GBP billing with VAT: currency and tax columns as Xero and QuickBooks Online import them", async () => {
    const s = await seeded();
    await updateCompanyOf(env.DB, s.owner.user.id, "country = 'GB', currency = 'GBP', tax_mode = 'exclusive'");
    // £1,000.00 net + VAT 20% £200.00 = £1,200.00, as the tax engine freezes it when the billing is issued.
    await setRow(
      s.pending.id,
      "amount = 100000, currency = 'GBP', locale = 'en-GB', net_amount = 100000, tax_amount = 20000, total_amount = 120000, tax_lines = ?",
      JSON.stringify([{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }]),
    );
    const xero = parseCsv(
      await (await download(s.owner.browser, { format: "xero", records: "invoices", ...MARCH })).text(),
    );
    expect(xero[0]).toEqual([...XERO_TAXED_INVOICE_COLUMNS]);
    const xeroRow = Object.fromEntries(xero[0]!.map((h, i) => [h, xero[2]![i]]));
    expect(xeroRow).toMatchObject({
      "*InvoiceNumber": `PS-${s.pending.id}`,
      "*InvoiceDate": "06/03/2026",
      Total: "1200.00",
      "*UnitAmount": "1000.00",
      "*TaxType": "20% (VAT on Income)",
      TaxAmount: "200.00",
      Currency: "GBP",
    });
    // A billing from before tax lines: its total, no tax, in the currency it was issued in.
    expect(Object.fromEntries(xero[0]!.map((h, i) => [h, xero[1]![i]]))).toMatchObject({
      Total: "12480.50",
      "*UnitAmount": "12480.50",
      "*TaxType": "Tax Exempt",
      TaxAmount: "0.00",
      Currency: "USD",
    });
    const qbo = parseCsv(
      await (await download(s.owner.browser, { format: "quickbooks-online", records: "invoices", ...MARCH })).text(),
    );
    expect(qbo[0]).toEqual([...QBO_TAXED_INVOICE_COLUMNS]);
    expect(Object.fromEntries(qbo[0]!.map((h, i) => [h, qbo[2]![i]]))).toMatchObject({
      InvoiceNo: `PS-${s.pending.id}`,
      ItemAmount: "1000.00",
      ItemTaxCode: "20.0% S",
      ItemTaxAmount: "200.00",
      "Currency Code": "GBP",
    });
    // The payment files and QuickBooks Desktop carry what the client pays: the total.
    const iif = await (
      await download(s.owner.browser, { format: "quickbooks-desktop", records: "invoices", ...MARCH })
    ).text();
    expect(iif).toContain("\t1200.00\t");
  });

  it("a rate mapped in the connected books is written under that code's name in the file for those books", async () => {
    const s = await seeded();
    await updateCompanyOf(env.DB, s.owner.user.id, "country = 'GB', currency = 'GBP', tax_mode = 'exclusive'");
    await setRow(
      s.pending.id,
      "amount = 100000, currency = 'GBP', locale = 'en-GB', net_amount = 100000, tax_amount = 5000, total_amount = 105000, tax_lines = ?",
      JSON.stringify([{ code: "GB-RED", label: "VAT 5%", rate: 5, base: 100_000, tax: 5_000 }]),
    );
    // A Xero connection whose owner mapped the 5% rate to the organisation's own reduced-rate code (ADR 0171).
    await env.DB.prepare(
      `insert into accounting_integrations (company_id, provider, tenant_id, access_token, refresh_token, access_expires_at, connected_by, tax_codes, created_at, updated_at)
       select company_id, 'xero', 'tenant-1', 'sealed', 'sealed', 0, id, ?, 0, 0 from users where id = ?`,
    )
      .bind(JSON.stringify({ "GB-RED": { id: "RROUTPUT", name: "5% (VAT on Income)" } }), s.owner.user.id)
      .run();
    const row = (csv: string[][]) => Object.fromEntries(csv[0]!.map((h, i) => [h, csv[2]![i]]));
    const xero = parseCsv(
      await (await download(s.owner.browser, { format: "xero", records: "invoices", ...MARCH })).text(),
    );
    expect(row(xero)).toMatchObject({ "*TaxType": "5% (VAT on Income)", TaxAmount: "50.00" });
    // QuickBooks' file is for other books: the seeded rate's QuickBooks name, as without a connection.
    const qbo = parseCsv(
      await (await download(s.owner.browser, { format: "quickbooks-online", records: "invoices", ...MARCH })).text(),
    );
    expect(row(qbo)).toMatchObject({ ItemTaxCode: "5.0% R", ItemTaxAmount: "50.00" });
  });

  it("QuickBooks Desktop invoices: IIF TRNS/SPL/ENDTRNS blocks, tab-separated, balanced to the cent", async () => {
    const s = await seeded();
    const res = await download(s.owner.browser, { format: "quickbooks-desktop", records: "invoices", ...MARCH });
    expect(res.headers.get("Content-Disposition")).toContain(".iif");
    const lines = iifLines(await res.text());
    expect(lines.slice(0, 3)).toEqual([
      ["!TRNS", "TRNSID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO", "DUEDATE"],
      ["!SPL", "SPLID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO"],
      ["!ENDTRNS"],
    ]);
    const customer = `'=HYPERLINK('http://evil.test'), Inc`;
    expect(lines[3]).toEqual([
      "TRNS",
      "",
      "INVOICE",
      "03/04/2026",
      IIF_ACCOUNTS.receivable,
      customer,
      "12480.50",
      `PS-${s.paid.id}`,
      `PayStage Invoice #${s.paid.id} - Northgate HVAC - Progress #1 (40% complete)`,
      "04/03/2026",
    ]);
    expect(lines[4]).toEqual([
      "SPL",
      "",
      "INVOICE",
      "03/04/2026",
      IIF_ACCOUNTS.income,
      customer,
      "-12480.50",
      `PS-${s.paid.id}`,
      // A line break inside a field would end the IIF record: it becomes a space, and quotes apostrophes.
      "Northgate HVAC - Progress #1 (40% complete): Rough-in, 'phase 1' incl. panel",
    ]);
    expect(lines[5]).toEqual(["ENDTRNS"]);
    expect(lines).toHaveLength(3 + 2 * 3);
  });

  it("payments: a separate file per format with the payment date, reference and invoice number", async () => {
    const s = await seeded();
    const q = { records: "payments", ...MARCH };
    const qbo = parseCsv(await (await download(s.owner.browser, { format: "quickbooks-online", ...q })).text());
    expect(qbo).toEqual([
      [...QBO_PAYMENT_COLUMNS],
      [
        "03/14/2026",
        `'=HYPERLINK("http://evil.test"), Inc - PayStage Invoice #${s.paid.id} - payment ref: ZL-7781 (zelle)`,
        "12480.50",
      ],
    ]);
    const xero = parseCsv(await (await download(s.owner.browser, { format: "xero", ...q })).text());
    expect(xero).toEqual([
      [...XERO_PAYMENT_COLUMNS],
      [
        "03/14/2026",
        "12480.50",
        `'=HYPERLINK("http://evil.test"), Inc`,
        `PayStage Invoice #${s.paid.id} - payment ref: ZL-7781 (zelle)`,
        `PS-${s.paid.id}`,
      ],
    ]);
    const iif = iifLines(await (await download(s.owner.browser, { format: "quickbooks-desktop", ...q })).text());
    expect(iif.slice(3).map((l) => [l[0], l[2], l[3], l[4], l[6], l[7]])).toEqual([
      ["TRNS", "PAYMENT", "03/14/2026", IIF_ACCOUNTS.deposit, "12480.50", `PS-${s.paid.id}`],
      ["SPL", "PAYMENT", "03/14/2026", IIF_ACCOUNTS.receivable, "-12480.50", `PS-${s.paid.id}`],
      ["ENDTRNS", undefined, undefined, undefined, undefined, undefined],
    ]);
    // A payment is filed under the day it arrived: a range holding only the invoice day has none.
    const early = parseCsv(
      await (
        await download(s.owner.browser, { format: "xero", records: "payments", from: "2026-03-01", to: "2026-03-10" })
      ).text(),
    );
    expect(early).toEqual([[...XERO_PAYMENT_COLUMNS]]);
  });

  it("splits Xero invoices past 500 (QuickBooks Online past 100) into a ZIP of numbered parts, each within the cap", async () => {
    const owner = await signedUp({ companyName: uniqueName("Big Jobs ") });
    const client = await makeClient(owner.browser);
    const project = await makeProject(owner.browser, { clientId: client.id });
    const at = Date.UTC(2026, 5, 10, 15);
    const insert = env.DB.prepare(
      "insert into progress (project_id, company_id, submitted_by, progress_number, completion_percentage, amount, created_at) values (?, ?, ?, ?, 10, ?, ?)",
    );
    await env.DB.batch(
      Array.from({ length: 501 }, (_, i) =>
        insert.bind(project.id, owner.member.companyId, owner.member.id, i + 1, 10_000 + i, at + i),
      ),
    );
    const res = await download(owner.browser, {
      format: "xero",
      records: "invoices",
      from: "2026-06-01",
      to: "2026-06-30",
    });
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="paystage-invoices-xero-2026-06-01-to-2026-06-30.zip"',
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const base = "paystage-invoices-xero-2026-06-01-to-2026-06-30";
    expect(Object.keys(files)).toEqual([`${base}-part-1.csv`, `${base}-part-2.csv`]);
    const parts = Object.values(files).map((bytes) => parseCsv(new TextDecoder().decode(bytes)));
    expect(parts.map((p) => p.length - 1)).toEqual([500, 1]);
    for (const p of parts) expect(p[0]).toEqual([...XERO_INVOICE_COLUMNS]);
    // Oldest first, no invoice twice, none missing; amounts exact.
    const numbers = parts.flatMap((p) => p.slice(1).map((r) => r[10]));
    expect(new Set(numbers).size).toBe(501);
    expect(parts[0]![1]![17]).toBe("100.00");
    expect(parts[1]![1]![17]).toBe("105.00");

    // QuickBooks Online takes 100 invoices an import: the same 501 are six parts. IIF has no cap: one file.
    const qbo = await download(owner.browser, {
      format: "quickbooks-online",
      records: "invoices",
      from: "2026-06-01",
      to: "2026-06-30",
    });
    expect(qbo.headers.get("Content-Type")).toBe("application/zip");
    const qboParts = Object.values(unzipSync(new Uint8Array(await qbo.arrayBuffer()))).map(
      (bytes) => parseCsv(new TextDecoder().decode(bytes)).length - 1,
    );
    expect(qboParts).toEqual([100, 100, 100, 100, 100, 1]);
    const iif = await download(owner.browser, {
      format: "quickbooks-desktop",
      records: "invoices",
      from: "2026-06-01",
      to: "2026-06-30",
    });
    expect(iifLines(await iif.text()).filter((l) => l[0] === "TRNS")).toHaveLength(501);
  });

  it("errors the download when a later page cannot be read: a failed download, never a short file", async () => {
    const owner = await signedUp({ companyName: uniqueName("Flaky ") });
    const client = await makeClient(owner.browser);
    const project = await makeProject(owner.browser, { clientId: client.id });
    const at = Date.UTC(2026, 6, 10, 15);
    const insert = env.DB.prepare(
      "insert into progress (project_id, company_id, submitted_by, progress_number, completion_percentage, amount, created_at) values (?, ?, ?, ?, 10, 100, ?)",
    );
    await env.DB.batch(
      Array.from({ length: 501 }, (_, i) =>
        insert.bind(project.id, owner.member.companyId, owner.member.id, i + 1, at + i),
      ),
    );
    // D1 answers the first read (the page read before the answer starts), then fails every later one.
    let reads = 0;
    const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(stmt, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (prop === "bind") return (...args: unknown[]) => statement(target.bind(...args));
          if (prop === "all" || prop === "raw" || prop === "first" || prop === "run")
            return (...args: unknown[]) => {
              if (++reads > 1) throw new Error("Injected fault: D1 read");
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    const flaky = new Proxy(env.DB, {
      get: (target, prop) =>
        prop === "prepare"
          ? (sql: string) => statement(target.prepare(sql))
          : (Reflect.get(target, prop, target) as unknown),
    });
    const user = {
      ...owner.member,
      timezone: "America/New_York",
      country: "US",
      currency: "USD",
      taxMode: "none",
    } as unknown as SessionUser;
    const range = {
      from: "2026-07-01",
      to: "2026-07-31",
      status: "all",
      records: "invoices",
      synced: "include",
    } as const;
    for (const format of ["quickbooks-desktop", "xero"] as const) {
      reads = 0;
      const download = await accountingExport(getDb({ DB: flaky }), env.MEDIA, user, { ...range, format });
      await expect(new Response(download.body).arrayBuffer()).rejects.toThrow();
    }
  });

  it("is the owner's and the office's: a field member is refused with 403", async () => {
    const owner = await signedUp({ companyName: uniqueName("Crew Co ") });
    const join = async (role: "office" | "field") => {
      const sent = await ok(
        owner.browser.api.team.invites.$post({
          json: { fullName: `${role} person`, email: `${uniqueName(role)}@example.com`, role },
        }),
        201,
      );
      const row = await env.DB.prepare("select body from messages where dedupe_key like ? order by id limit 1")
        .bind(`invite:${sent.id}:%`)
        .first<{ body: string }>();
      const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(row!.body)![1]!;
      const browser = new Browser();
      const username = uniqueName("crew");
      await ok(
        browser.api.invites[":token"].accept.$post({
          param: { token },
          json: {
            username,
            password: "ladder-jobsite-42",
            fullName: `${role} person`,
            email: `${username}@example.com`,
            phone: null,
          },
        }),
        201,
      );
      return browser;
    };
    const q = { format: "xero", records: "invoices", ...MARCH };
    const field = await join("field");
    const refused = await field.fetch(exportPath(q));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ROLE_FORBIDDEN", message: FORBIDDEN_MESSAGE["money:read"] });
    const office = await join("office");
    expect((await office.fetch(exportPath(q))).status).toBe(200);
    expect((await new Browser().fetch(exportPath(q))).status).toBe(401);
  });

  it("answers 400 with the contract's words for a bad query", async () => {
    const { browser } = await signedUp();
    const bad = async (q: Record<string, string>) => {
      const res = await browser.fetch(exportPath(q));
      expect(res.status).toBe(400);
      return ((await res.json()) as { message: string }).message;
    };
    const good = { format: "xero", records: "invoices", ...MARCH };
    expect(await bad({ ...good, from: "2026-04-01" })).toBe(EXPORT_TEXTS.badRange);
    expect(await bad({ ...good, to: "2026-02-31" })).toBe(EXPORT_TEXTS.badDate);
    expect(await bad({ ...good, to: "9999-12-31" })).toBe(EXPORT_TEXTS.badDate);
    expect(await bad({ ...good, from: "0000-01-01" })).toBe(EXPORT_TEXTS.badDate);
    expect(await bad({ ...good, format: "sage" })).toBe(EXPORT_TEXTS.badFormat);
    expect(await bad({ ...good, records: "clients" })).toBe(EXPORT_TEXTS.badRecords);
    expect(await bad({ ...good, status: "rejected" })).toBe(EXPORT_TEXTS.badStatus);
  });
});
