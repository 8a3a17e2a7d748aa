// The three ledgers' import files, row by row: pure functions from a billing to the cells each vendor's importer
// reads (columns, date and number formats and sources: ADR 0125). No I/O here; the stream (./stream.ts) pages rows in.
import { type ExportFormat, type ExportRecords, ledgerInvoiceNumber } from "#schema/contracts/accounting-export";
import { invoiceLabel, paymentReference, progressLabel } from "#schema/contracts/billing-labels";
import { customerNameOf } from "#schema/rules/customer-name";
import { centsToDecimal } from "#schema/rules/money";
import { localDate } from "#schema/rules/time";
import type { ExportRow } from "../../db/accounting-export";

/** What every format is written from: one billing, its dates already on the company's calendar. */
export type LedgerLine = {
  invoiceNumber: string;
  customer: string;
  email: string;
  /** YYYY-MM-DD on the company's calendar. */
  invoiceDate: string;
  dueDate: string;
  paidDate: string | null;
  cents: number;
  /** The line item: project, stage, completion and the billing's own description. */
  description: string;
  /** PayStage's invoice number and, for a payment, its reference. */
  memo: string;
  paymentMemo: string;
  paymentReference: string;
};

/** A company's way of writing a day: the US writes MM/DD/YYYY; Xero's template and the rest of the world DD/MM/YYYY. */
export type DateOrder = "month-first" | "day-first";
export const dateOrderFor = (country: string): DateOrder => (country === "US" ? "month-first" : "day-first");

/** "2026-03-04" -> "03/04/2026" (month first) or "04/03/2026" (day first): digits moved, never a clock involved. */
export function ledgerDate(isoDay: string, order: DateOrder) {
  const [y, m, d] = isoDay.split("-") as [string, string, string];
  return order === "month-first" ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** Integer cents -> "1234.56": exact, from the digits, never a float. */
export const ledgerAmount = (cents: number) => centsToDecimal(cents);

/** Longest text a cell carries: QuickBooks Online's memo takes 1,000 characters, Xero's reference 255 (below). */
const MAX_TEXT = 1000;
const clip = (text: string, max = MAX_TEXT) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula (CSV injection).
 * Such text gets a leading apostrophe: Excel and Sheets show it as plain text, and the importers read it as part of
 * the name. Only text that came from people is touched; our amounts and dates never start with these characters.
 */
export const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
export const csvRow = (cells: readonly string[]) => `${cells.map(csvField).join(",")}\r\n`;

/**
 * IIF is tab-separated with no quoting rule QuickBooks honours for tabs or line breaks, so those become spaces, and a
 * double quote (which QuickBooks reads as the start of a quoted field) becomes an apostrophe.
 */
export const iifField = (value: string) => value.replace(/[\t\r\n]+/g, " ").replaceAll('"', "'");
export const iifRow = (cells: readonly string[]) => `${cells.map(iifField).join("\t")}\r\n`;

/** A billing as the ledgers see it. */
export function toLedgerLine(row: ExportRow, timeZone: string): LedgerLine {
  const invoiceDate = localDate(timeZone, row.createdAt);
  // The same rule as the connected sync (issue 38): one client is one customer in the books, imported or synced.
  const customer = customerNameOf({ name: row.clientName, companyName: row.clientCompany });
  const stage = `${row.projectName} - ${progressLabel(row.progressNumber)} (${row.completionPercentage}% complete)`;
  const reference = row.paymentReference?.trim() || paymentReference(row.projectName, row.progressNumber);
  const method = row.paymentMethod ? ` (${row.paymentMethod})` : "";
  return {
    invoiceNumber: ledgerInvoiceNumber(row.id),
    customer,
    email: row.clientEmail,
    invoiceDate,
    // A billing without a due date is due on receipt: the ledgers require one.
    dueDate: row.dueDate ?? invoiceDate,
    paidDate: row.paidAt ? localDate(timeZone, row.paidAt) : null,
    cents: row.amount,
    description: row.description?.trim() ? `${stage}: ${row.description.trim()}` : stage,
    memo: `PayStage ${invoiceLabel(row.id)} - ${stage}`,
    paymentMemo: `PayStage ${invoiceLabel(row.id)} - payment ref: ${reference}${method}`,
    paymentReference: reference,
  };
}

/** One file format: its header lines, each line's rows, and how many records a file may hold. */
export type LedgerFile = {
  extension: "csv" | "iif";
  contentType: string;
  header: string;
  rows: (line: LedgerLine, order: DateOrder) => string;
  /** The importer's own cap on records per file; past it the export is split into numbered parts. */
  perFile: number;
};

const text = (s: string, max?: number) => neutralised(clip(s, max));
const CSV = "text/csv; charset=utf-8";
const IIF = "text/plain; charset=utf-8";

/** QuickBooks Online, Import Data -> Invoices: the column names it maps by itself (one line item per invoice). */
export const QBO_INVOICE_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "Service Date",
] as const;

/** QuickBooks Online, Banking -> Upload from file: the 3-column layout (a deposit per payment, matched to its invoice). */
export const QBO_PAYMENT_COLUMNS = ["Date", "Description", "Amount"] as const;

/** Xero, Sales -> Invoices -> Import: the columns of Xero's own template, in its order (* = required). */
export const XERO_INVOICE_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/** Xero, Bank account -> Import a Statement: the statement template's columns. */
export const XERO_PAYMENT_COLUMNS = ["*Date", "*Amount", "Payee", "Description", "Reference"] as const;

/** Xero's default chart: 200 is Sales; tax-exempt because PayStage amounts carry no tax line. */
export const XERO_ACCOUNT_CODE = "200";
export const XERO_TAX_TYPE = "Tax Exempt";
/** A bank upload's description, short enough that 1,000 rows stay under the upload's 350 KB. */
const QBO_BANK_DESCRIPTION_MAX = 200;
/** QuickBooks Online's default service item in a new company. */
export const QBO_ITEM = "Services";
/** QuickBooks Desktop accounts an invoice and a payment post to (created by the import when missing). */
export const IIF_ACCOUNTS = {
  receivable: "Accounts Receivable",
  income: "Construction Income",
  deposit: "Undeposited Funds",
} as const;

const IIF_INVOICE_HEADER =
  iifRow(["!TRNS", "TRNSID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO", "DUEDATE"]) +
  iifRow(["!SPL", "SPLID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO"]) +
  iifRow(["!ENDTRNS"]);
const IIF_PAYMENT_HEADER =
  iifRow(["!TRNS", "TRNSID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO"]) +
  iifRow(["!SPL", "SPLID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO"]) +
  iifRow(["!ENDTRNS"]);

export const LEDGER_FILES: Record<ExportFormat, Record<ExportRecords, LedgerFile>> = {
  "quickbooks-online": {
    invoices: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(QBO_INVOICE_COLUMNS),
      rows: (l, order) =>
        csvRow([
          l.invoiceNumber,
          text(l.customer),
          ledgerDate(l.invoiceDate, order),
          ledgerDate(l.dueDate, order),
          "",
          text(l.memo),
          QBO_ITEM,
          text(l.description),
          "1",
          ledgerAmount(l.cents),
          ledgerAmount(l.cents),
          "",
        ]),
      // QuickBooks Online imports at most 100 invoices at a time.
      perFile: 100,
    },
    payments: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(QBO_PAYMENT_COLUMNS),
      rows: (l, order) =>
        csvRow([
          ledgerDate(l.paidDate ?? l.invoiceDate, order),
          text(`${l.customer} - ${l.paymentMemo}`, QBO_BANK_DESCRIPTION_MAX),
          ledgerAmount(l.cents),
        ]),
      // The bank upload takes 1,000 rows and 350 KB; rows of at most ~230 bytes keep a full file near 230 KB.
      perFile: 1000,
    },
  },
  xero: {
    invoices: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(XERO_INVOICE_COLUMNS),
      rows: (l, order) =>
        csvRow([
          text(l.customer),
          text(l.email),
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          l.invoiceNumber,
          text(l.memo, 255),
          ledgerDate(l.invoiceDate, order),
          ledgerDate(l.dueDate, order),
          "",
          text(l.description),
          "1",
          ledgerAmount(l.cents),
          "",
          XERO_ACCOUNT_CODE,
          XERO_TAX_TYPE,
          "",
          "",
          "",
          "",
          "",
          "",
        ]),
      perFile: 500,
    },
    payments: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(XERO_PAYMENT_COLUMNS),
      rows: (l, order) =>
        csvRow([
          ledgerDate(l.paidDate ?? l.invoiceDate, order),
          ledgerAmount(l.cents),
          text(l.customer),
          text(l.paymentMemo),
          // Xero suggests the match when the statement line's reference is the invoice number.
          l.invoiceNumber,
        ]),
      perFile: 1000,
    },
  },
  "quickbooks-desktop": {
    invoices: {
      extension: "iif",
      contentType: IIF,
      header: IIF_INVOICE_HEADER,
      rows: (l, order) => {
        const date = ledgerDate(l.invoiceDate, order);
        const name = text(l.customer);
        return (
          iifRow([
            "TRNS",
            "",
            "INVOICE",
            date,
            IIF_ACCOUNTS.receivable,
            name,
            ledgerAmount(l.cents),
            l.invoiceNumber,
            text(l.memo),
            ledgerDate(l.dueDate, order),
          ]) +
          iifRow([
            "SPL",
            "",
            "INVOICE",
            date,
            IIF_ACCOUNTS.income,
            name,
            `-${ledgerAmount(l.cents)}`,
            l.invoiceNumber,
            text(l.description),
          ]) +
          iifRow(["ENDTRNS"])
        );
      },
      perFile: Number.POSITIVE_INFINITY,
    },
    payments: {
      extension: "iif",
      contentType: IIF,
      header: IIF_PAYMENT_HEADER,
      rows: (l, order) => {
        const date = ledgerDate(l.paidDate ?? l.invoiceDate, order);
        const name = text(l.customer);
        const memo = text(l.paymentMemo);
        return (
          iifRow([
            "TRNS",
            "",
            "PAYMENT",
            date,
            IIF_ACCOUNTS.deposit,
            name,
            ledgerAmount(l.cents),
            l.invoiceNumber,
            memo,
          ]) +
          iifRow([
            "SPL",
            "",
            "PAYMENT",
            date,
            IIF_ACCOUNTS.receivable,
            name,
            `-${ledgerAmount(l.cents)}`,
            l.invoiceNumber,
            memo,
          ]) +
          iifRow(["ENDTRNS"])
        );
      },
      perFile: Number.POSITIVE_INFINITY,
    },
  },
};
