// The contract of a pay-application project (issue 37): the sum, retainage on work and stored materials, the
// optional reduction and its mode, overbilling, the date and the site.
import { type FormEvent, useState } from "react";
import type { ContractView } from "#schema/contracts/pay-apps";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useSaveContract } from "../api/pay-apps";
import { usePayAppsWords } from "../words";
import { toInput, toMinor } from "./money-input";

const num = (v: string) => (v.trim() === "" ? null : Number(v));

export function ContractForm({ contract, onDone }: { contract: ContractView; onDone: () => void }) {
  const save = useSaveContract(contract.projectId);
  const t = usePayAppsWords();
  const [error, setError] = useState<string>();
  const [v, setV] = useState({
    sum: contract.originalContractSum ? toInput(contract.originalContractSum, contract.currency) : "",
    work: String(contract.retainageWorkPercent || 10),
    stored: String(contract.retainageStoredPercent || 0),
    reduceAt: contract.retainageReduceAtPercent?.toString() ?? "",
    reduced: contract.retainageReducedWorkPercent?.toString() ?? "",
    mode: contract.retainageReduceMode,
    overbilling: contract.allowOverbilling,
    date: contract.contractDate ?? "",
    address: contract.siteAddress ?? "",
    state: contract.siteState ?? "",
  });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const sum = toMinor(v.sum, contract.currency);
    if (sum === null) return setError(t("sumNotAmount"));
    try {
      await save.mutateAsync({
        billingMode: "pay_apps",
        originalContractSum: sum,
        retainageWorkPercent: num(v.work) ?? 0,
        retainageStoredPercent: num(v.stored) ?? 0,
        retainageReduceAtPercent: num(v.reduceAt),
        retainageReducedWorkPercent: num(v.reduced),
        retainageReduceMode: v.mode,
        allowOverbilling: v.overbilling,
        contractDate: v.date || null,
        siteAddress: v.address || null,
        siteState: v.state || null,
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t("contractForm")}>
      <Field label={t("originalSum")} inputMode="decimal" value={v.sum} onChange={set("sum")} required />
      <Field label={t("contractDate")} type="date" value={v.date} onChange={set("date")} />
      <Field label={t("retainageWork")} inputMode="decimal" value={v.work} onChange={set("work")} />
      <Field label={t("retainageStored")} inputMode="decimal" value={v.stored} onChange={set("stored")} />
      <Field
        label={t("reduceAt")}
        inputMode="decimal"
        value={v.reduceAt}
        onChange={set("reduceAt")}
        hint={t("reduceAtHint")}
      />
      <Field label={t("reducedWork")} inputMode="decimal" value={v.reduced} onChange={set("reduced")} />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("reduction")}
        <select
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
          value={v.mode}
          onChange={(e) => setV({ ...v, mode: e.target.value as "forward" | "recalculate" })}
        >
          <option value="forward">{t("reductionForward")}</option>
          <option value="recalculate">{t("reductionRecalculate")}</option>
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={v.overbilling}
          onChange={(e) => setV({ ...v, overbilling: e.target.checked })}
        />
        {t("allowOverbilling")}
      </label>
      <Field label={t("siteAddress")} value={v.address} onChange={set("address")} />
      <Field label={t("siteState")} value={v.state} onChange={set("state")} />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t("saveContract")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
