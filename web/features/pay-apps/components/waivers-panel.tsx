// An application's lien waivers (issue 37, ADR 0208-0210): the conditional one made when it was sent, the others
// as the rules allow (an unconditional one only after a recorded payment), signing with the signer's name and title,
// the notary's record where the state requires one, and waivers requested from the contractor's vendors by link.
// Loaded on intent from the application's row, off the project page's first load.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { LienWaiverView } from "#schema/contracts/lien-waivers";
import type { PayAppView } from "#schema/contracts/pay-apps";
import { LIEN_WAIVER_KINDS, LIEN_WAIVER_TITLES, type LienWaiverKind } from "#schema/rules/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import {
  lienWaiversQuery,
  useMakeWaiver,
  useNotarizeWaiver,
  useRequestVendorWaiver,
  useSignWaiver,
} from "../api/lien-waivers";
import { toMinor } from "./money-input";

const STATUS: Record<LienWaiverView["status"], string> = {
  unsigned: "Unsigned",
  sent: "Sent to vendor",
  awaiting_notary: "Awaiting notary",
  signed: "Signed",
};

function Alert({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

export default function WaiversPanel({ app }: { app: PayAppView }) {
  const waivers = useQuery(lienWaiversQuery(app.projectId, app.id));
  const make = useMakeWaiver(app.projectId, app.id);
  const [error, setError] = useState<string>();
  const [vendor, setVendor] = useState(false);
  if (waivers.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">Loading waivers…</p>;
  if (waivers.isError) return <Alert error={errorMessage(waivers.error)} />;
  const made = new Set(waivers.data.waivers.filter((w) => w.party === "self").map((w) => w.kind));
  const open = waivers.data.available.filter((a) => !made.has(a.kind));
  return (
    <section aria-label={`Lien waivers for application ${app.appNo}`} className="mt-3 space-y-3">
      <h3 className="font-semibold">Lien waivers</h3>
      {waivers.data.waivers.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No waivers yet.</p>
      )}
      <ul className="space-y-2">
        {waivers.data.waivers.map((w) => (
          <WaiverRow key={w.id} w={w} app={app} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {open
          .filter((a) => a.ok)
          .map((a) => (
            <Button
              key={a.kind}
              variant="secondary"
              disabled={make.isPending}
              onClick={async () => {
                setError(undefined);
                try {
                  await make.mutateAsync(a.kind);
                } catch (err) {
                  setError(errorMessage(err));
                }
              }}
            >
              Make {LIEN_WAIVER_TITLES[a.kind].toLowerCase()}
            </Button>
          ))}
        {!vendor && (
          <Button variant="ghost" onClick={() => setVendor(true)}>
            Request from a vendor
          </Button>
        )}
      </div>
      {open
        .filter((a) => !a.ok && a.kind === "unconditional-progress")
        .map((a) => (
          <p key={a.kind} className="text-sm text-slate-600 dark:text-slate-400">
            {a.reason}
          </p>
        ))}
      <Alert error={error} />
      {vendor && <VendorRequest app={app} onDone={() => setVendor(false)} />}
    </section>
  );
}

function WaiverRow({ w, app }: { w: LienWaiverView; app: PayAppView }) {
  const [step, setStep] = useState<null | "sign" | "notary">(null);
  return (
    <li
      aria-label={w.party === "vendor" ? `${w.title} from ${w.vendorName}` : w.title}
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {w.title}
          {w.party === "vendor" ? ` · ${w.vendorName}` : ""} · {formatMoneyExact(w.amount, w.currency, w.locale)}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium dark:bg-slate-800">{STATUS[w.status]}</span>
      </div>
      {w.statuteNote && (
        <p
          className={w.textPending ? "mt-1 text-red-700 dark:text-red-400" : "mt-1 text-slate-600 dark:text-slate-400"}
        >
          {w.statuteNote}
        </p>
      )}
      <details className="mt-1">
        <summary className="cursor-pointer">Read the text</summary>
        <p className={w.style === "georgia" ? "mt-1 font-bold uppercase" : "mt-1"}>{w.text}</p>
      </details>
      {w.signedAt && (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Signed by {w.signerName}, {w.signerTitle}, on {w.signedAt.slice(0, 10)}
          {w.deadlineOn ? ` · affidavit of nonpayment due by ${w.deadlineOn} if unpaid` : ""}
        </p>
      )}
      {w.party === "self" && w.status === "unsigned" && step === null && (
        <Button className="mt-2" onClick={() => setStep("sign")}>
          Sign waiver
        </Button>
      )}
      {w.status === "awaiting_notary" && step === null && (
        <Button className="mt-2" variant="secondary" onClick={() => setStep("notary")}>
          Record notarization
        </Button>
      )}
      {step === "sign" && <SignForm w={w} app={app} onDone={() => setStep(null)} />}
      {step === "notary" && <NotaryForm w={w} app={app} onDone={() => setStep(null)} />}
    </li>
  );
}

function SignForm({ w, app, onDone }: { w: LienWaiverView; app: PayAppView; onDone: () => void }) {
  const sign = useSignWaiver(app.projectId, app.id);
  const [v, setV] = useState({ name: "", title: "", agree: false });
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.agree) return setError("Confirm that you sign this waiver.");
    try {
      await sign.mutateAsync({ id: w.id, signerName: v.name, signerTitle: v.title, agree: true });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form onSubmit={submit} aria-label="Sign waiver" className="mt-2 grid gap-2 sm:grid-cols-2">
      {w.kind.startsWith("unconditional") && (
        <p className="font-medium text-red-700 sm:col-span-2 dark:text-red-400">
          This waiver takes effect without any further payment. Sign it only for money you have received.
        </p>
      )}
      <Field
        label="Signer's full name"
        value={v.name}
        onChange={(e) => setV({ ...v, name: e.target.value })}
        required
      />
      <Field label="Signer's title" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} required />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" checked={v.agree} onChange={(e) => setV({ ...v, agree: e.target.checked })} />I sign this
        waiver as written
      </label>
      <Alert error={error} />
      <Button type="submit" disabled={sign.isPending} className="sm:col-span-2">
        Sign
      </Button>
    </form>
  );
}

function NotaryForm({ w, app, onDone }: { w: LienWaiverView; app: PayAppView; onDone: () => void }) {
  const notarize = useNotarizeWaiver(app.projectId, app.id);
  const [v, setV] = useState({ name: "", commission: "", date: "" });
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await notarize.mutateAsync({ id: w.id, notaryName: v.name, commission: v.commission, notarizedOn: v.date });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form onSubmit={submit} aria-label="Record notarization" className="mt-2 grid gap-2 sm:grid-cols-3">
      <Field label="Notary's name" value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} required />
      <Field
        label="Commission number"
        value={v.commission}
        onChange={(e) => setV({ ...v, commission: e.target.value })}
        required
      />
      <Field
        label="Notarized on"
        type="date"
        value={v.date}
        onChange={(e) => setV({ ...v, date: e.target.value })}
        required
      />
      <Alert error={error} />
      <Button type="submit" disabled={notarize.isPending} className="sm:col-span-3">
        Save notarization
      </Button>
    </form>
  );
}

function VendorRequest({ app, onDone }: { app: PayAppView; onDone: () => void }) {
  const request = useRequestVendorWaiver(app.projectId, app.id);
  const [v, setV] = useState({ name: "", email: "", amount: "", kind: "conditional-progress" as LienWaiverKind });
  const [error, setError] = useState<string>();
  const [link, setLink] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = toMinor(v.amount, app.currency);
    if (amount === null) return setError("Enter the amount this waiver covers.");
    try {
      const made = await request.mutateAsync({
        kind: v.kind,
        vendorName: v.name,
        vendorEmail: v.email || null,
        amount,
      });
      setLink(made.link);
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  if (link)
    return (
      <div className="space-y-2 text-sm">
        <p>Send this link to the vendor; it signs there, with no account:</p>
        <input readOnly value={link} aria-label="Vendor's signing link" className="w-full rounded border px-2 py-1" />
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} aria-label="Request a vendor's waiver" className="grid gap-2 sm:grid-cols-2">
      <Field label="Vendor" value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} required />
      <Field
        label="Vendor's email"
        type="email"
        value={v.email}
        onChange={(e) => setV({ ...v, email: e.target.value })}
      />
      <Field
        label="Amount covered"
        inputMode="decimal"
        value={v.amount}
        onChange={(e) => setV({ ...v, amount: e.target.value })}
        required
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        Kind
        <select
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
          value={v.kind}
          onChange={(e) => setV({ ...v, kind: e.target.value as LienWaiverKind })}
        >
          {LIEN_WAIVER_KINDS.map((k) => (
            <option key={k} value={k}>
              {LIEN_WAIVER_TITLES[k]}
            </option>
          ))}
        </select>
      </label>
      <Alert error={error} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={request.isPending}>
          Create link
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
