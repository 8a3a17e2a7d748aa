// The schedule of values (issue 37): lines by hand or from CSV, each scheduled value editable until billed, and the
// total against the contract sum, which must match before an application is sent.
import { type FormEvent, useState } from "react";
import type { SovView } from "#schema/contracts/pay-apps";
import { formatMoneyExact } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Field, inputClass } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useAddSovLines, useUpdateSovLines } from "../api/pay-apps";
import { usePayAppsWords } from "../words";
import { toInput, toMinor } from "./money-input";

export function SovEditor({ projectId, sov }: { projectId: number; sov: SovView }) {
  const add = useAddSovLines(projectId);
  const update = useUpdateSovLines(projectId);
  const t = usePayAppsWords();
  const [error, setError] = useState<string>();
  const [line, setLine] = useState({ description: "", value: "" });
  const [csv, setCsv] = useState<string | null>(null);
  const money = (m: number) => formatMoneyExact(m, sov.currency, sov.locale);
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    }
  };

  async function addLine(e: FormEvent) {
    e.preventDefault();
    const value = toMinor(line.value, sov.currency);
    if (value === null || !line.description.trim()) return setError(t("needsLine"));
    if (await run(() => add.mutateAsync({ description: line.description, scheduledValue: value })))
      setLine({ description: "", value: "" });
  }

  const matches = sov.scheduledTotal === sov.contractSumToDate;
  return (
    <div className="space-y-3">
      {sov.lines.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600 dark:text-slate-400">
                <th className="py-1 pr-2 font-medium">{t("item")}</th>
                <th className="py-1 pr-2 font-medium">{t("description")}</th>
                <th className="py-1 pr-2 text-right font-medium">{t("scheduledValue")}</th>
                <th className="py-1" />
              </tr>
            </thead>
            <tbody>
              {sov.lines.map((l) => (
                <tr key={l.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-2">{l.itemNo}</td>
                  <td className="py-1 pr-2">{l.description}</td>
                  <td className="py-1 pr-2 text-right">
                    {l.source === "change_order" ? (
                      // An approved change order's line: only another change order moves it (ADR 0217).
                      <span title={t("lockedLine")}>{money(l.scheduledValue)}</span>
                    ) : (
                      <>
                        {/* The line's own value is what an edit changes; a change order's adjustment stays on top. */}
                        <input
                          aria-label={t("scheduledValueOf", { item: l.itemNo })}
                          className={`${inputClass} min-h-9 w-32 text-right`}
                          inputMode="decimal"
                          defaultValue={toInput(l.baseValue, sov.currency)}
                          onBlur={(e) => {
                            const v = toMinor(e.target.value, sov.currency);
                            if (v !== null && v !== l.baseValue)
                              void run(() => update.mutateAsync([{ id: l.id, scheduledValue: v }]));
                          }}
                        />
                        {l.scheduledValue !== l.baseValue && (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t("withChangeOrders", { amount: money(l.scheduledValue) })}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                  <td className="py-1 text-right">
                    {!l.billed && l.source !== "change_order" && (
                      <Button
                        variant="ghost"
                        aria-label={t("removeLine", { item: l.itemNo })}
                        onClick={() => void run(() => update.mutateAsync([{ id: l.id, remove: true }]))}
                      >
                        {t("remove")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={matches ? "text-sm" : "text-sm font-medium text-amber-800 dark:text-amber-300"}>
        {t("scheduledOf", { scheduled: money(sov.scheduledTotal), contract: money(sov.contractSumToDate) })}
        {matches ? "" : t("mustMatch")}
      </p>
      <form onSubmit={addLine} className="grid grid-cols-1 gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <Field
          label={t("lineDescription")}
          value={line.description}
          onChange={(e) => setLine({ ...line, description: e.target.value })}
        />
        <Field
          label={t("scheduledValue")}
          inputMode="decimal"
          value={line.value}
          onChange={(e) => setLine({ ...line, value: e.target.value })}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t("addLine")}
        </Button>
      </form>
      {csv === null ? (
        <Button variant="ghost" onClick={() => setCsv("")}>
          {t("importCsv")}
        </Button>
      ) : (
        <div className="space-y-2">
          <label className="block text-sm font-medium" htmlFor="sov-csv">
            {t("csvLabel")}
          </label>
          <textarea
            id="sov-csv"
            className={`${inputClass} min-h-28 py-2 font-mono text-xs`}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
          />
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label={t("csvFile")}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={add.isPending || !csv.trim()}
              onClick={async () => {
                if (await run(() => add.mutateAsync({ csv }))) setCsv(null);
              }}
            >
              {t("importLines")}
            </Button>
            <Button variant="ghost" onClick={() => setCsv(null)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
