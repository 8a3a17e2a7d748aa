// A new (or draft) application (issue 37): per line this period's work as a % of the scheduled value or an amount,
// and materials presently stored; or a retainage release. The summary lines 1-9 are computed as it is typed, by the
// same arithmetic the Worker stores (schema/rules/pay-app-math.ts).
import { type FormEvent, useMemo, useState } from "react";
import type { ContractView, PayAppView, SovView } from "#schema/contracts/pay-apps";
import { formatMoneyExact } from "#schema/rules/money";
import {
  type ApplicationInput,
  amountFromPercent,
  computeApplication,
  type PreviousApplication,
} from "#schema/rules/pay-app-math";
import { todayIn } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Field, inputClass } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useCreatePayApp, useUpdatePayApp } from "../api/pay-apps";
import { toInput, toMinor } from "./money-input";

type Row = { pct: string; amount: string; stored: string };

/** What the next application continues from: the latest sent one's figures. */
function previousOf(apps: PayAppView[]): PreviousApplication {
  const last = apps.find((a) => a.status === "sent");
  if (!last) return null;
  return {
    totalCompletedAndStored: last.totalCompletedAndStored,
    totalEarnedLessRetainage: last.totalEarnedLessRetainage,
    lines: Object.fromEntries(
      last.lines.map((l) => [
        String(l.sovLineId),
        {
          completedToDate: l.fromPrevious + l.workThisPeriod,
          storedMaterials: l.storedMaterials,
          workRetainage: l.workRetainage,
          releasedToDate: l.releasedToDate,
        },
      ]),
    ),
  };
}

export function PayAppForm({
  contract,
  sov,
  apps,
  kind,
  draft,
  onDone,
}: {
  contract: ContractView;
  sov: SovView;
  apps: PayAppView[];
  kind: "progress" | "retainage-release";
  draft?: PayAppView;
  onDone: () => void;
}) {
  const create = useCreatePayApp(contract.projectId);
  const update = useUpdatePayApp(contract.projectId);
  const cur = contract.currency;
  const money = (m: number) => formatMoneyExact(m, cur, contract.locale);
  const [periodTo, setPeriodTo] = useState(draft?.periodTo ?? todayIn());
  const [release, setRelease] = useState(draft ? toInput(draft.releaseAmount, cur) : "");
  const previous = useMemo(() => previousOf(apps.filter((a) => a.id !== draft?.id)), [apps, draft?.id]);
  const [rows, setRows] = useState<Record<number, Row>>(() =>
    Object.fromEntries(
      sov.lines.map((l) => {
        const d = draft?.lines.find((x) => x.sovLineId === l.id);
        // Column F is what is stored now: a new application starts from what was stored at the last one's end.
        const stored = d ? d.storedMaterials : (previous?.lines[String(l.id)]?.storedMaterials ?? 0);
        return [
          l.id,
          {
            pct: "",
            amount: d?.workThisPeriod ? toInput(d.workThisPeriod, cur) : "",
            stored: stored ? toInput(stored, cur) : "",
          },
        ];
      }),
    ),
  );
  const [error, setError] = useState<string>();

  const entries = sov.lines.map((l) => ({
    sovLineId: l.id,
    workThisPeriod: toMinor(rows[l.id]?.amount ?? "", cur) ?? 0,
    storedMaterials: toMinor(rows[l.id]?.stored ?? "", cur) ?? 0,
  }));
  const releaseAmount = toMinor(release, cur) ?? 0;
  const input: ApplicationInput =
    kind === "retainage-release"
      ? { kind, releaseAmount }
      : { kind, entries: entries.map((e) => ({ ...e, sovLineId: String(e.sovLineId) })) };
  const { application, problems } = computeApplication(
    {
      originalContractSum: contract.originalContractSum,
      // Approved change orders (ADR 0206); the server counts them by the period's end when it saves.
      netChangeByChangeOrders: sov.contractSumToDate - contract.originalContractSum,
      terms: {
        workBp: Math.round(contract.retainageWorkPercent * 100),
        storedBp: Math.round(contract.retainageStoredPercent * 100),
        reduceAtBp:
          contract.retainageReduceAtPercent === null ? null : Math.round(contract.retainageReduceAtPercent * 100),
        reducedWorkBp:
          contract.retainageReducedWorkPercent === null ? null : Math.round(contract.retainageReducedWorkPercent * 100),
        reduceMode: contract.retainageReduceMode,
        allowOverbilling: contract.allowOverbilling,
      },
      lines: sov.lines.map((l) => ({
        id: String(l.id),
        itemNo: l.itemNo,
        description: l.description,
        scheduled: l.scheduledValue,
      })),
    },
    previous,
    input,
    money,
  );
  const s = application.summary;
  const lineProblem = (id: number) => problems.find((p) => "sovLineId" in p && p.sovLineId === String(id))?.message;

  function setRow(id: number, patch: Partial<Row>, scheduled: number) {
    const next = { ...rows[id]!, ...patch };
    if (patch.pct !== undefined) {
      const pct = Number(patch.pct);
      next.amount =
        patch.pct.trim() === "" || Number.isNaN(pct)
          ? ""
          : toInput(amountFromPercent(scheduled, Math.round(pct * 100)), cur);
    } else if (patch.amount !== undefined) next.pct = "";
    setRows({ ...rows, [id]: next });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    const body = {
      kind,
      periodTo,
      lines: kind === "progress" ? entries.filter((x) => x.workThisPeriod !== 0 || x.storedMaterials !== 0) : [],
      ...(kind === "retainage-release" ? { releaseAmount } : {}),
    };
    try {
      if (draft) await update.mutateAsync({ id: draft.id, ...body });
      else await create.mutateAsync(body);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const summary: [string, number, boolean?][] = [
    ["1. Original contract sum", s.originalContractSum],
    ["2. Net change by change orders", s.netChangeByChangeOrders],
    ["3. Contract sum to date", s.contractSumToDate],
    ["4. Total completed and stored to date", s.totalCompletedAndStored],
    ["5a. Retainage on completed work", s.retainageOnWork],
    ["5b. Retainage on stored materials", s.retainageOnStored],
    ["5. Total retainage", s.totalRetainage],
    ["6. Total earned less retainage", s.totalEarnedLessRetainage],
    ["7. Less previous certificates", s.lessPreviousCertificates],
    ["8. Current payment due", s.currentPaymentDue, true],
    ["9. Balance to finish, including retainage", s.balanceToFinishInclRetainage],
  ];

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={kind === "progress" ? "New application" : "Retainage release"}
    >
      <Field label="Period to" type="date" value={periodTo} onChange={(e) => setPeriodTo(e.target.value)} required />
      {kind === "progress" ? (
        <div className="space-y-3">
          {sov.lines.map((l) => {
            const computed = application.lines.find((x) => x.sovLineId === String(l.id));
            const problem = lineProblem(l.id);
            return (
              <fieldset key={l.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <legend className="px-1 text-sm font-semibold">
                  {l.itemNo}. {l.description}
                </legend>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Scheduled {money(l.scheduledValue)} · previous {money(computed?.fromPrevious ?? 0)} · to date{" "}
                  {computed?.percentCompleteBp == null ? "" : `${(computed.percentCompleteBp / 100).toFixed(2)}%`}
                </p>
                <div className="mt-2 grid grid-cols-3 gap-2">
                  <label className="text-xs font-medium">
                    This period %
                    <input
                      className={`${inputClass} min-h-9`}
                      inputMode="decimal"
                      aria-label={`Line ${l.itemNo} this period percent`}
                      value={rows[l.id]?.pct ?? ""}
                      onChange={(e) => setRow(l.id, { pct: e.target.value }, l.scheduledValue)}
                    />
                  </label>
                  <label className="text-xs font-medium">
                    This period amount
                    <input
                      className={`${inputClass} min-h-9`}
                      inputMode="decimal"
                      aria-label={`Line ${l.itemNo} this period amount`}
                      value={rows[l.id]?.amount ?? ""}
                      onChange={(e) => setRow(l.id, { amount: e.target.value }, l.scheduledValue)}
                    />
                  </label>
                  <label className="text-xs font-medium">
                    Stored materials
                    <input
                      className={`${inputClass} min-h-9`}
                      inputMode="decimal"
                      aria-label={`Line ${l.itemNo} stored materials`}
                      value={rows[l.id]?.stored ?? ""}
                      onChange={(e) => setRow(l.id, { stored: e.target.value }, l.scheduledValue)}
                    />
                  </label>
                </div>
                {problem && (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
                    {problem}
                  </p>
                )}
              </fieldset>
            );
          })}
        </div>
      ) : (
        <Field
          label="Retainage to release"
          inputMode="decimal"
          value={release}
          onChange={(e) => setRelease(e.target.value)}
          error={problems[0]?.message && release ? problems[0].message : undefined}
        />
      )}
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800" aria-label="Summary">
        {summary.map(([label, amount, strong]) => (
          <div key={label} className={`flex justify-between gap-3 ${strong ? "font-bold" : ""}`}>
            <dt>{label}</dt>
            <dd className="tabular-nums">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending || problems.length > 0}>
          Save application
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
