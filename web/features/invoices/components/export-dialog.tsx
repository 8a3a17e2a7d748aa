// The Export dialog on /invoices: a ledger format, invoices or payments, a date range and (invoices) a status; the
// download is a plain link to the streamed file (ADR 0125), followed once the server says the file holds a row: an
// empty range is said, not downloaded as a header alone, and the dialog stays open for the next file (ADR 0146).
// Loaded only once someone reaches for Export.
import { Download } from "lucide-react";
import { type MouseEvent, useState } from "react";
import {
  AccountingExportQuerySchema,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_RECORDS,
  EXPORT_STATUSES,
  type ExportFormat,
  type ExportRecords,
  type ExportStatus,
} from "#schema/contracts/accounting-export";
import { EINVOICE_FORMAT_LABELS, eInvoiceFormatOfExport, isEInvoiceExport } from "#schema/contracts/einvoice-formats";
import { accountingExport as english } from "#schema/i18n/app/en/accounting-export";
import { todayIn } from "#schema/rules/time";
import { buttonClass } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { defineWords } from "#web/lib/words";
import { accountingExportIsEmpty, accountingExportUrl } from "../api/accounting-export";

// The dialog's words come with its own chunk (loaded on intent); Spanish in a chunk of its own.
const useExportWords = defineWords(english, () =>
  import("#schema/i18n/app/es/accounting-export").then((m) => m.accountingExport),
);
type T = ReturnType<typeof useExportWords>;

/** A format's name: the ledgers' own names as they are, an e-invoice standard's with the reader's words around it. */
const formatName = (t: T, f: ExportFormat) =>
  isEInvoiceExport(f)
    ? t("eInvoices", { format: EINVOICE_FORMAT_LABELS[eInvoiceFormatOfExport(f)] })
    : EXPORT_FORMAT_LABELS[f];
const EMPTY = { invoices: "emptyInvoices", payments: "emptyPayments" } as const;
const RANGE = { invoices: "rangeInvoices", payments: "rangePayments" } as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; timeZone?: string };

/** This month so far, on the company's calendar: what a bookkeeper asks for most. */
function thisMonth(timeZone?: string) {
  const today = todayIn(timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export default function ExportDialog({ open, onOpenChange, timeZone }: Props) {
  const t = useExportWords();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("description")}>
      <ExportForm timeZone={timeZone} />
    </Dialog>
  );
}

/** What the last Download said, for the address it was about: a new choice clears it. */
type Outcome = { href: string; tone: "info" | "error"; text: string };

/** The browser saves the streamed file itself, as it would from the link, and the page stays where it is. */
function startDownload(href: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = "";
  a.click();
}

function ExportForm({ timeZone }: { timeZone?: string }) {
  const t = useExportWords();
  const inWords = useSaid();
  const [format, setFormat] = useState<ExportFormat>("quickbooks-online");
  const [records, setRecords] = useState<ExportRecords>("invoices");
  const [status, setStatus] = useState<ExportStatus>("all");
  const [range, setRange] = useState(() => thisMonth(timeZone));
  const [leaveOutSynced, setLeaveOutSynced] = useState(false);
  const parsed = AccountingExportQuerySchema.safeParse({
    format,
    records,
    status,
    ...range,
    synced: leaveOutSynced ? "leave-out" : "include",
  });
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const href = parsed.success ? accountingExportUrl(parsed.data) : null;
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = outcome && outcome.href === href ? outcome : null;

  const download = async (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    if (!parsed.success || !href || checking) return;
    setChecking(true);
    try {
      if (await accountingExportIsEmpty(parsed.data)) {
        setOutcome({ href, tone: "info", text: t(EMPTY[parsed.data.records]) });
        return;
      }
      startDownload(href);
      setOutcome({ href, tone: "info", text: t("started") });
    } catch (err) {
      setOutcome({ href, tone: "error", text: inWords(errorMessage(err)) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      <SelectField label={t("format")} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
        {EXPORT_FORMATS.map((f) => (
          <option key={f} value={f}>
            {formatName(t, f)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("records")}
        value={records}
        onChange={(e) => setRecords(e.target.value as ExportRecords)}
        hint={t(RANGE[records])}
      >
        {EXPORT_RECORDS.map((r) => (
          <option key={r} value={r}>
            {t(r)}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t("from")}
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          error={errors.from}
        />
        <Field
          label={t("to")}
          type="date"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          error={errors.to}
        />
      </div>
      {records === "invoices" && (
        <SelectField label={t("status")} value={status} onChange={(e) => setStatus(e.target.value as ExportStatus)}>
          {EXPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(s)}
            </option>
          ))}
        </SelectField>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={leaveOutSynced}
          onChange={(e) => setLeaveOutSynced(e.target.checked)}
        />
        {t("leaveOutSynced")}
      </label>
      {format !== "quickbooks-desktop" ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("partsHint")}</p>
      ) : null}
      {said && (
        <p
          role={said.tone === "error" ? "alert" : "status"}
          className={
            said.tone === "error"
              ? "text-sm font-medium text-red-700 dark:text-red-300"
              : "text-sm font-medium text-slate-800 dark:text-slate-200"
          }
        >
          {said.text}
        </p>
      )}
      {href ? (
        // A link to the file (what a long press or a middle click takes); a tap asks first whether it holds a row.
        <a
          href={href}
          download
          onClick={download}
          aria-disabled={checking || undefined}
          className={buttonClass("primary", "lg", "w-full")}
        >
          <Download className="h-5 w-5" aria-hidden="true" />
          {checking ? t("checking") : t("download")}
        </a>
      ) : (
        <button type="submit" disabled className={buttonClass("primary", "lg", "w-full")}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {t("download")}
        </button>
      )}
    </form>
  );
}
