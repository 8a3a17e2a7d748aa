// The three ledgers' import files, row by row: pure functions from a billing to the cells each vendor's importer
// reads (columns, date and number formats and sources: ADR 0125). No I/O here; the stream (./stream.ts) pages rows in.
import { type ExportRecords, type LedgerFormat, ledgerInvoiceNumber } from "#schema/contracts/accounting-export";
import { invoiceLabel, paymentReference, progressLabel } from "#schema/contracts/billing-labels";
import { customerNameOf } from "#schema/rules/customer-name";
import { type LedgerTax, type LedgerTaxLine, ledgerTaxOf, taxKeyOf } from "#schema/rules/ledger-tax";
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
  /** What the client pays: the billing's total. */
  cents: number;
  /** Its currency, net, tax and lines as issued (ADR 0163). */
  ledger: LedgerTax;
  /** The line item: project, stage, completion and the billing's own description. */
  description: string;
  /** PayStage's invoice number and, for a payment, its reference. */
  memo: string;
  paymentMemo: string;
  paymentReference: string;
  /**
   * The tax code names the company mapped its rates to in the connected books of this file's provider (ADR 0171),
   * keyed by rate group (taxKeyOf); absent without such a connection.
   */
  taxNames?: Record<string, string>;
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
export const ledgerAmount = (cents: number, currency = "USD") => centsToDecimal(cents, currency);

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
export function toLedgerLine(row: ExportRow, timeZone: string, taxNames?: Record<string, string>): LedgerLine {
  const ledger = ledgerTaxOf(row);
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
    cents: ledger.total,
    ledger,
    description: row.description?.trim() ? `${stage}: ${row.description.trim()}` : stage,
    memo: `PayStage ${invoiceLabel(row.id)} - ${stage}`,
    paymentMemo: `PayStage ${invoiceLabel(row.id)} - payment ref: ${reference}${method}`,
    paymentReference: reference,
    ...(taxNames ? { taxNames } : {}),
  };
}

/**
 * Which columns a company's files carry (ADR 0163): a US company billing dollars without tax keeps the files it always
 * had, byte for byte; any other company gets the importers' currency and tax columns.
 */
export type LedgerLayout = "plain" | "taxed";
export const ledgerLayoutFor = (company: { currency: string; taxMode: string }): LedgerLayout =>
  company.currency === "USD" && company.taxMode === "none" ? "plain" : "taxed";

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

export const LEDGER_FILES: Record<LedgerFormat, Record<ExportRecords, LedgerFile>> = {
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

/**
 * Xero's sales invoice template as it is now, with its Total and TaxAmount columns (Xero: "If the tax rate name
 * contains words and a percentage, enter it in full as it appears in Xero"; "Enter all prices in this file as either
 * tax inclusive or tax exclusive, but not a mixture of both", chosen when importing).
 */
export const XERO_TAXED_INVOICE_COLUMNS = [
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
  "Total",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

/**
 * QuickBooks Online, Import Data -> Invoices, outside the US: the line's tax code and tax amount and the invoice's
 * currency (the import asks whether the amounts are exclusive or inclusive of tax).
 */
export const QBO_TAXED_INVOICE_COLUMNS = [
  ...QBO_INVOICE_COLUMNS.slice(0, -1),
  "ItemTaxCode",
  "ItemTaxAmount",
  "Currency Code",
  "Service Date",
] as const;

/**
 * The names a new Xero or QuickBooks Online organisation gives the standard rates PayStage seeds, where they are the
 * same in every new file of that country; any other rate is written under its PayStage label, for the importer's
 * mapping step (ADR 0163).
 */
export const XERO_TAX_NAMES: Record<string, string> = {
  "GB-STD": "20% (VAT on Income)",
  "GB-RED": "5% (VAT on Income)",
  "GB-ZERO": "Zero Rated Income",
};
export const QBO_TAX_NAMES: Record<string, string> = {
  "GB-STD": "20.0% S",
  "GB-RED": "5.0% R",
  "GB-ZERO": "0.0% Z",
};
/**
 * A line's tax code column: the name of the code the company mapped this rate to in its connected books, else the
 * provider's default name for a seeded rate, else PayStage's label for the importer's mapping step.
 */
const taxNameOf = (
  names: Record<string, string>,
  line: LedgerTaxLine,
  none: string,
  mapped?: Record<string, string>,
) =>
  line.codes.length === 0
    ? none
    : (mapped?.[taxKeyOf(line)] ?? (line.codes.length === 1 ? (names[line.codes[0]!] ?? line.label) : line.label));

/** A line's amount as the file states it: net when priced exclusive of tax, gross when inclusive, else the total. */
const lineAmountOf = (ledger: LedgerTax, line: LedgerTaxLine) =>
  ledger.pricing === "inclusive" ? line.gross : line.net;

/** The files that change for a taxed layout; the rest (payments, IIF) carry the billing's total as before. */
export const TAXED_FILES: Partial<Record<LedgerFormat, Partial<Record<ExportRecords, LedgerFile>>>> = {
  "quickbooks-online": {
    invoices: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(QBO_TAXED_INVOICE_COLUMNS),
      rows: (l, order) => {
        const money = (cents: number) => ledgerAmount(cents, l.ledger.currency);
        // One row per rate group; rows sharing an InvoiceNo are one invoice's lines.
        return l.ledger.lines
          .map((line) =>
            csvRow([
              l.invoiceNumber,
              text(l.customer),
              ledgerDate(l.invoiceDate, order),
              ledgerDate(l.dueDate, order),
              "",
              text(l.memo),
              QBO_ITEM,
              text(line.label ? `${l.description} (${line.label})` : l.description),
              "1",
              money(lineAmountOf(l.ledger, line)),
              money(lineAmountOf(l.ledger, line)),
              taxNameOf(QBO_TAX_NAMES, line, "", l.taxNames),
              money(line.tax),
              l.ledger.currency,
              "",
            ]),
          )
          .join("");
      },
      perFile: 100,
    },
  },
  xero: {
    invoices: {
      extension: "csv",
      contentType: CSV,
      header: csvRow(XERO_TAXED_INVOICE_COLUMNS),
      rows: (l, order) => {
        const money = (cents: number) => ledgerAmount(cents, l.ledger.currency);
        return l.ledger.lines
          .map((line) =>
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
              money(l.ledger.total),
              "",
              text(line.label ? `${l.description} (${line.label})` : l.description),
              "1",
              money(lineAmountOf(l.ledger, line)),
              "",
              XERO_ACCOUNT_CODE,
              taxNameOf(XERO_TAX_NAMES, line, XERO_TAX_TYPE, l.taxNames),
              money(line.tax),
              "",
              "",
              "",
              "",
              l.ledger.currency,
              "",
            ]),
          )
          .join("");
      },
      perFile: 500,
    },
  },
};

/** The file a company's export is written in. */
export const ledgerFileFor = (format: LedgerFormat, records: ExportRecords, layout: LedgerLayout): LedgerFile =>
  (layout === "taxed" ? TAXED_FILES[format]?.[records] : undefined) ?? LEDGER_FILES[format][records];
