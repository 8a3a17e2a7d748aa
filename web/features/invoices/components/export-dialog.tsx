// The Export dialog on /invoices: a ledger format, invoices or payments, a date range and (invoices) a status; the
// download is a plain link to the streamed file (ADR 0125). Loaded only once someone reaches for Export.
import { Download } from "lucide-react";
import { useState } from "react";
import {
  AccountingExportQuerySchema,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_RECORD_LABELS,
  EXPORT_RECORDS,
  EXPORT_STATUS_LABELS,
  EXPORT_STATUSES,
  EXPORT_TEXTS,
  type ExportFormat,
  type ExportRecords,
  type ExportStatus,
} from "#schema/contracts/accounting-export";
import { todayIn } from "#schema/rules/time";
import { buttonClass } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { accountingExportUrl } from "../api/accounting-export";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; timeZone?: string };

/** This month so far, on the company's calendar: what a bookkeeper asks for most. */
function thisMonth(timeZone?: string) {
  const today = todayIn(timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export default function ExportDialog({ open, onOpenChange, timeZone }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={EXPORT_TEXTS.title} description={EXPORT_TEXTS.description}>
      <ExportForm timeZone={timeZone} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ExportForm({ timeZone, onDone }: { timeZone?: string; onDone: () => void }) {
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

  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label={EXPORT_TEXTS.format}
        value={format}
        onChange={(e) => setFormat(e.target.value as ExportFormat)}
      >
        {EXPORT_FORMATS.map((f) => (
          <option key={f} value={f}>
            {EXPORT_FORMAT_LABELS[f]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={EXPORT_TEXTS.records}
        value={records}
        onChange={(e) => setRecords(e.target.value as ExportRecords)}
        hint={EXPORT_TEXTS.rangeHint[records]}
      >
        {EXPORT_RECORDS.map((r) => (
          <option key={r} value={r}>
            {EXPORT_RECORD_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={EXPORT_TEXTS.from}
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
          error={errors.from}
        />
        <Field
          label={EXPORT_TEXTS.to}
          type="date"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
          error={errors.to}
        />
      </div>
      {records === "invoices" && (
        <SelectField
          label={EXPORT_TEXTS.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as ExportStatus)}
        >
          {EXPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EXPORT_STATUS_LABELS[s]}
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
        {EXPORT_TEXTS.leaveOutSynced}
      </label>
      {format !== "quickbooks-desktop" ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{EXPORT_TEXTS.partsHint}</p>
      ) : null}
      {parsed.success ? (
        // A plain link: the browser saves the streamed file itself; the dialog closes once it starts.
        <a
          href={accountingExportUrl(parsed.data)}
          download
          onClick={onDone}
          className={buttonClass("primary", "lg", "w-full")}
        >
          <Download className="h-5 w-5" aria-hidden="true" />
          {EXPORT_TEXTS.download}
        </a>
      ) : (
        <button type="submit" disabled className={buttonClass("primary", "lg", "w-full")}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {EXPORT_TEXTS.download}
        </button>
      )}
    </form>
  );
}
