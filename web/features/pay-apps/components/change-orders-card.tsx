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
  useUpdateChangeOrder,
} from "../api/change-orders";
import { sovQuery } from "../api/pay-apps";
import { usePayAppsWords } from "../words";
import { toInput, toMinor } from "./money-input";

const STATUS = {
  draft: "statusDraft",
  sent: "statusSent",
  approved: "statusApproved",
  rejected: "statusRejected",
} as const satisfies Record<ChangeOrderView["status"], string>;

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
  const t = usePayAppsWords();
  const [form, setForm] = useState<ChangeOrderPrefill | null>(prefill ?? null);
  if (!list.data) return null;
  const l = list.data;
  const money = (m: number) => formatMoneyExact(m, l.currency, l.locale);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("changeOrders")}</h2>
        {!form && <Button onClick={() => setForm({ title: "", description: "" })}>{t("newChangeOrder")}</Button>}
      </div>
      <p className="text-sm" role="status" aria-label={t("contractSum")}>
        {t("runningTotal", { original: money(l.originalContractSum), approved: money(l.netChange) })}{" "}
        <strong>{money(l.revisedContractSum)}</strong>
        {l.pending !== 0 && (
          <span className="text-slate-500 dark:text-slate-400">{t("pendingApart", { pending: money(l.pending) })}</span>
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
            <ChangeOrderRow key={co.id} co={co} projectId={projectId} money={money} payApps={payApps} sov={sov} />
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
  payApps,
  sov,
}: {
  co: ChangeOrderView;
  projectId: number;
  money: (m: number) => string;
  payApps: boolean;
  sov?: SovView;
}) {
  const send = useSendChangeOrder(projectId);
  const reverse = useReverseChangeOrder(projectId);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const t = usePayAppsWords();
  const pending = co.status === "draft" || co.status === "sent";
  if (editing)
    return (
      <li
        aria-label={t("changeOrderNamed", { label: co.label })}
        className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      >
        <ChangeOrderForm
          projectId={projectId}
          currency={co.currency}
          payApps={payApps}
          sov={sov}
          prefill={{ title: co.title, description: co.description ?? "" }}
          editing={co}
          onDone={() => setEditing(false)}
        />
      </li>
    );
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
      aria-label={t("changeOrderNamed", { label: co.label })}
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
            {co.daysAdded !== 0 ? t("days", { days: co.daysAdded }) : ""}
            {co.approvedOn
              ? co.signerName
                ? t("approvedOnBy", { date: co.approvedOn, name: co.signerName })
                : t("approvedOn", { date: co.approvedOn })
              : ""}
            {co.reversedById ? t("reversed") : ""}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800">
          {t(STATUS[co.status])}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {co.status === "draft" && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t("edit")}
          </Button>
        )}
        {pending && (
          <Button variant="secondary" disabled={send.isPending} onClick={() => void run(() => send.mutateAsync(co.id))}>
            {co.status === "draft" ? t("sendToClient") : t("sendAgain")}
          </Button>
        )}
        {co.status === "approved" && !co.reversedById && (
          <Button
            variant="ghost"
            disabled={reverse.isPending}
            onClick={() => void run(() => reverse.mutateAsync(co.id))}
          >
            {t("reverse")}
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
  editing,
  onDone,
}: {
  projectId: number;
  currency: string;
  payApps: boolean;
  sov?: SovView;
  prefill: ChangeOrderPrefill;
  /** A draft being edited before it is sent; absent for a new change order. */
  editing?: ChangeOrderView;
  onDone: () => void;
}) {
  const create = useCreateChangeOrder(projectId);
  const update = useUpdateChangeOrder(projectId);
  const t = usePayAppsWords();
  const [v, setV] = useState({
    title: prefill.title,
    description: prefill.description,
    amount: editing ? toInput(editing.amount, currency) : "",
    days: editing ? String(editing.daysAdded) : "0",
    line: editing?.sovLineId ? String(editing.sovLineId) : "",
    bill: editing?.billOnApproval ?? false,
  });
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = toMinor(v.amount, currency);
    const days = Number(v.days || "0");
    if (amount === null) return setError(t("amountNeeded"));
    if (!Number.isInteger(days)) return setError(t("wholeDays"));
    setError(undefined);
    const json = {
      title: v.title,
      description: v.description || null,
      amount,
      daysAdded: days,
      sovLineId: v.line ? Number(v.line) : null,
      billOnApproval: v.bill,
    };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, json });
      else await create.mutateAsync(json);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form
      aria-label={editing ? t("editNamed", { label: editing.label }) : t("newChangeOrder")}
      onSubmit={submit}
      className="space-y-2"
    >
      <Field label={t("title")} value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} required />
      <div className="space-y-1.5">
        <label htmlFor="co-description" className="block text-sm font-medium">
          {t("description")}
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
          label={t("amountUpDown")}
          inputMode="decimal"
          value={v.amount}
          onChange={(e) => setV({ ...v, amount: e.target.value })}
        />
        <Field
          label={t("daysAdded")}
          inputMode="numeric"
          value={v.days}
          onChange={(e) => setV({ ...v, days: e.target.value })}
        />
      </div>
      {payApps && sov && sov.lines.length > 0 && (
        <div className="space-y-1.5">
          <label htmlFor="co-line" className="block text-sm font-medium">
            {t("scheduleOfValues")}
          </label>
          <select
            id="co-line"
            className={inputClass}
            value={v.line}
            onChange={(e) => setV({ ...v, line: e.target.value })}
          >
            <option value="">{t("ownNewLine")}</option>
            {sov.lines.map((l) => (
              <option key={l.id} value={l.id}>
                {t("adjustLine", { item: l.itemNo, description: l.description })}
              </option>
            ))}
          </select>
        </div>
      )}
      {!payApps && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={v.bill} onChange={(e) => setV({ ...v, bill: e.target.checked })} />
          {t("billOnApproval")}
        </label>
      )}
      <Alert text={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t("saveChangeOrder")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
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
  const t = usePayAppsWords();
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
        {t("depositLine", {
          amount: money(d.amount),
          method: d.applyMethod === "first" ? t("firstBilling") : t("proRata"),
        })}
        {d.paid ? t("depositPaid", { applied: money(d.applied), left: money(d.remaining) }) : t("depositUnpaid")}
      </p>
    );
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t("requestDeposit")}
      </Button>
    );
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    const amount = v.basis === "flat" ? toMinor(v.value, currency) : null;
    const percent = v.basis === "percent" ? Number(v.value) : undefined;
    if (v.basis === "flat" && !amount) return setError(t("depositNeedsAmount"));
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
    <form
      aria-label={t("requestDeposit")}
      onSubmit={submit}
      className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:items-end"
    >
      <select
        aria-label={t("depositBasis")}
        className={inputClass}
        value={v.basis}
        onChange={(e) => setV({ ...v, basis: e.target.value as "flat" | "percent" })}
      >
        <option value="flat">{t("flatAmount")}</option>
        <option value="percent">{t("percentOfContract")}</option>
      </select>
      <Field
        label={v.basis === "flat" ? t("deposit") : t("depositPercent")}
        inputMode="decimal"
        value={v.value}
        onChange={(e) => setV({ ...v, value: e.target.value })}
      />
      <select
        aria-label={t("applyIt")}
        className={inputClass}
        value={v.method}
        onChange={(e) => setV({ ...v, method: e.target.value as "first" | "prorata" })}
      >
        <option value="first">{t("offFirst")}</option>
        <option value="prorata">{t("proRataOver")}</option>
      </select>
      <Alert text={error} />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" disabled={request.isPending}>
          {t("billDeposit")}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t("cancel")}
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
