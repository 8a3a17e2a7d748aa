// Change orders and the deposit on the project page (issue 37, ADR 0205-0207): the running total (original +
// approved = revised, pending apart and never added), each change order's state with Send and Reverse, a form that a
// meeting's action item can open prefilled, and the deposit. Loaded with the billing panel, never on first load.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import type { ChangeOrderView } from "#schema/contracts/change-orders";
import type { SovView } from "#schema/contracts/pay-apps";
import { formatMoneyExact } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field, inputClass } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import {
  changeOrdersQuery,
  depositsQuery,
  useCreateChangeOrder,
  useRequestDeposit,
  useReverseChangeOrder,
  useSendChangeOrder,
} from "../api/change-orders";
import { sovQuery } from "../api/pay-apps";
import { toMinor } from "./money-input";

const STATUS: Record<ChangeOrderView["status"], string> = {
  draft: "Draft",
  sent: "Awaiting approval",
  approved: "Approved",
  rejected: "Rejected",
};

export type ChangeOrderPrefill = { title: string; description: string };

function Alert({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {text}
    </p>
  ) : null;
}

export function ChangeOrdersCard({
  projectId,
  payApps,
  sov,
  prefill,
}: {
  projectId: number;
  payApps: boolean;
  sov?: SovView;
  prefill?: ChangeOrderPrefill;
}) {
  const list = useQuery(changeOrdersQuery(projectId));
  const [form, setForm] = useState<ChangeOrderPrefill | null>(prefill ?? null);
  if (!list.data) return null;
  const l = list.data;
  const money = (m: number) => formatMoneyExact(m, l.currency, l.locale);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Change orders</h2>
        {!form && <Button onClick={() => setForm({ title: "", description: "" })}>New change order</Button>}
      </div>
      <p className="text-sm" role="status" aria-label="Contract sum">
        Original {money(l.originalContractSum)} + approved {money(l.netChange)} = revised{" "}
        <strong>{money(l.revisedContractSum)}</strong>
        {l.pending !== 0 && (
          <span className="text-slate-500 dark:text-slate-400"> · pending {money(l.pending)}, not included</span>
        )}
      </p>
      {form && (
        <ChangeOrderForm
          projectId={projectId}
          currency={l.currency}
          payApps={payApps}
          sov={sov}
          prefill={form}
          onDone={() => setForm(null)}
        />
      )}
      {l.changeOrders.length > 0 && (
        <ul className="space-y-2">
          {l.changeOrders.map((co) => (
            <ChangeOrderRow key={co.id} co={co} projectId={projectId} money={money} />
          ))}
        </ul>
      )}
      <DepositLine projectId={projectId} currency={l.currency} money={money} />
    </Card>
  );
}

function ChangeOrderRow({
  co,
  projectId,
  money,
}: {
  co: ChangeOrderView;
  projectId: number;
  money: (m: number) => string;
}) {
  const send = useSendChangeOrder(projectId);
  const reverse = useReverseChangeOrder(projectId);
  const [error, setError] = useState<string>();
  const pending = co.status === "draft" || co.status === "sent";
  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <li
      aria-label={`Change order ${co.label}`}
      className={`rounded-lg border border-slate-200 p-3 dark:border-slate-700 ${pending ? "opacity-70" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">
            {co.label} {co.title}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {co.amount < 0 ? "−" : "+"}
            {money(Math.abs(co.amount))}
            {co.daysAdded !== 0 ? ` · ${co.daysAdded} days` : ""}
            {co.approvedOn ? ` · approved ${co.approvedOn}${co.signerName ? ` by ${co.signerName}` : ""}` : ""}
            {co.reversedById ? " · reversed" : ""}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800">
          {STATUS[co.status]}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {pending && (
          <Button variant="secondary" disabled={send.isPending} onClick={() => void run(() => send.mutateAsync(co.id))}>
            {co.status === "draft" ? "Send to client" : "Send again"}
          </Button>
        )}
        {co.status === "approved" && !co.reversedById && (
          <Button
            variant="ghost"
            disabled={reverse.isPending}
            onClick={() => void run(() => reverse.mutateAsync(co.id))}
          >
            Reverse
          </Button>
        )}
      </div>
      <Alert text={error} />
    </li>
  );
}

function ChangeOrderForm({
  projectId,
  currency,
  payApps,
  sov,
  prefill,
  onDone,
}: {
  projectId: number;
  currency: string;
  payApps: boolean;
  sov?: SovView;
  prefill: ChangeOrderPrefill;
  onDone: () => void;
}) {
  const create = useCreateChangeOrder(projectId);
  const [v, setV] = useState({
    title: prefill.title,
    description: prefill.description,
    amount: "",
    days: "0",
    line: "",
    bill: false,
  });
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = toMinor(v.amount, currency);
    const days = Number(v.days || "0");
    if (amount === null) return setError("Enter the amount, up or down (a deduction starts with a minus).");
    if (!Number.isInteger(days)) return setError("Days added are whole days.");
    setError(undefined);
    try {
      await create.mutateAsync({
        title: v.title,
        description: v.description || null,
        amount,
        daysAdded: days,
        sovLineId: v.line ? Number(v.line) : null,
        billOnApproval: v.bill,
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form aria-label="New change order" onSubmit={submit} className="space-y-2">
      <Field label="Title" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} required />
      <div className="space-y-1.5">
        <label htmlFor="co-description" className="block text-sm font-medium">
          Description
        </label>
        <textarea
          id="co-description"
          className={`${inputClass} min-h-20 py-2`}
          value={v.description}
          onChange={(e) => setV({ ...v, description: e.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Field
          label="Amount (minus for a deduction)"
          inputMode="decimal"
          value={v.amount}
          onChange={(e) => setV({ ...v, amount: e.target.value })}
        />
        <Field
          label="Days added"
          inputMode="numeric"
          value={v.days}
          onChange={(e) => setV({ ...v, days: e.target.value })}
        />
      </div>
      {payApps && sov && sov.lines.length > 0 && (
        <div className="space-y-1.5">
          <label htmlFor="co-line" className="block text-sm font-medium">
            Schedule of values
          </label>
          <select
            id="co-line"
            className={inputClass}
            value={v.line}
            onChange={(e) => setV({ ...v, line: e.target.value })}
          >
            <option value="">Its own new line</option>
            {sov.lines.map((l) => (
              <option key={l.id} value={l.id}>
                Adjust line {l.itemNo}: {l.description}
              </option>
            ))}
          </select>
        </div>
      )}
      {!payApps && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={v.bill} onChange={(e) => setV({ ...v, bill: e.target.checked })} />
          Bill it when the client approves
        </label>
      )}
      <Alert text={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          Save change order
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function DepositLine({
  projectId,
  currency,
  money,
}: {
  projectId: number;
  currency: string;
  money: (m: number) => string;
}) {
  const deposits = useQuery(depositsQuery(projectId));
  const request = useRequestDeposit(projectId);
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({
    basis: "flat" as "flat" | "percent",
    value: "",
    method: "first" as "first" | "prorata",
  });
  const [error, setError] = useState<string>();
  const d = deposits.data?.[0];
  if (!deposits.data) return null;
  if (d)
    return (
      <p className="text-sm">
        Deposit {money(d.amount)} ({d.applyMethod === "first" ? "first billing" : "pro-rata"}) ·{" "}
        {d.paid ? `paid, ${money(d.applied)} applied, ${money(d.remaining)} left` : "not paid yet, so not applied"}
      </p>
    );
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Request deposit
      </Button>
    );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    const amount = v.basis === "flat" ? toMinor(v.value, currency) : null;
    const percent = v.basis === "percent" ? Number(v.value) : undefined;
    if (v.basis === "flat" && !amount) return setError("Enter the deposit's amount.");
    try {
      await request.mutateAsync({
        basis: v.basis,
        ...(v.basis === "flat" ? { amount: amount! } : { percent }),
        applyMethod: v.method,
      });
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form aria-label="Request deposit" onSubmit={submit} className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:items-end">
      <select
        aria-label="Deposit basis"
        className={inputClass}
        value={v.basis}
        onChange={(e) => setV({ ...v, basis: e.target.value as "flat" | "percent" })}
      >
        <option value="flat">Flat amount</option>
        <option value="percent">% of the contract</option>
      </select>
      <Field
        label={v.basis === "flat" ? "Deposit" : "Deposit (%)"}
        inputMode="decimal"
        value={v.value}
        onChange={(e) => setV({ ...v, value: e.target.value })}
      />
      <select
        aria-label="Apply it"
        className={inputClass}
        value={v.method}
        onChange={(e) => setV({ ...v, method: e.target.value as "first" | "prorata" })}
      >
        <option value="first">Off the first billing</option>
        <option value="prorata">Pro-rata over the billings</option>
      </select>
      <Alert text={error} />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={request.isPending}>
          Bill the deposit
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The query a meeting's action item opens the project with (meeting-detail-page.tsx): the form comes up prefilled. */
export const CHANGE_ORDER_PARAM = "changeOrder";

/** The card as the billing panel shows it, reading a prefill from the address. */
export function ChangeOrdersSection({ projectId, payApps }: { projectId: number; payApps: boolean }) {
  const { search } = useLocation();
  const sov = useQuery({ ...sovQuery(projectId), enabled: payApps });
  const params = new URLSearchParams(search);
  const title = params.get(CHANGE_ORDER_PARAM);
  const prefill = title === null ? undefined : { title, description: params.get("description") ?? "" };
  if (payApps && !sov.data) return null;
  return <ChangeOrdersCard projectId={projectId} payApps={payApps} sov={sov.data} prefill={prefill} />;
}
