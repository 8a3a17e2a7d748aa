// An application's lien waivers (issue 37, ADR 0208-0210): the conditional one made when it was sent, the others
// as the rules allow (an unconditional one only after a recorded payment), signing with the signer's name and title,
// the notary's record where the state requires one, and waivers requested from the contractor's vendors by link.
// Loaded on intent from the application's row, off the project page's first load.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { LienWaiverView } from "#schema/contracts/lien-waivers";
import type { PayAppView } from "#schema/contracts/pay-apps";
import { waivers as english } from "#schema/i18n/app/en/waivers";
import { LIEN_WAIVER_KINDS, LIEN_WAIVER_TITLES, type LienWaiverKind } from "#schema/rules/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { defineWords } from "#web/lib/words";
import {
  lienWaiversQuery,
  useMakeWaiver,
  useNotarizeWaiver,
  useRequestVendorWaiver,
  useResendVendorWaiver,
  useSignWaiver,
} from "../api/lien-waivers";
import { toMinor } from "./money-input";

// The panel's words come with its own chunk (loaded on intent); Spanish in a chunk of its own.
const useWaiverWords = defineWords(english, () => import("#schema/i18n/app/es/waivers").then((m) => m.waivers));
type T = ReturnType<typeof useWaiverWords>;

/** A waiver's title in the reader's words; a state's own form title (one the rules do not name) as the state writes it. */
const titleOf = (t: T, w: Pick<LienWaiverView, "kind" | "title">) =>
  w.title === LIEN_WAIVER_TITLES[w.kind] ? t(w.kind) : w.title;

function Alert({ error }: { error?: string }) {
  const said = useSaid(Boolean(error));
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {said(error)}
    </p>
  );
}

export default function WaiversPanel({ app }: { app: PayAppView }) {
  const t = useWaiverWords();
  const waivers = useQuery(lienWaiversQuery(app.projectId, app.id));
  const make = useMakeWaiver(app.projectId, app.id);
  const [error, setError] = useState<string>();
  const [vendor, setVendor] = useState(false);
  if (waivers.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("loading")}</p>;
  if (waivers.isError) return <Alert error={errorMessage(waivers.error)} />;
  const made = new Set(waivers.data.waivers.filter((w) => w.party === "self").map((w) => w.kind));
  const open = waivers.data.available.filter((a) => !made.has(a.kind));
  return (
    <section aria-label={t("forApplication", { number: app.appNo })} className="mt-3 space-y-3">
      <h3 className="font-semibold">{t("title")}</h3>
      {waivers.data.waivers.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t("none")}</p>}
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
              {t("make", { waiver: t(a.kind).toLowerCase() })}
            </Button>
          ))}
        {!vendor && (
          <Button variant="ghost" onClick={() => setVendor(true)}>
            {t("requestVendor")}
          </Button>
        )}
      </div>
      {open
        .filter((a) => a.ok && a.note)
        .map((a) => (
          <p key={`${a.kind}-note`} className="text-sm text-slate-600 dark:text-slate-400">
            {t(a.kind)}: {a.note}
          </p>
        ))}
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

/** A vendor's link as just made or sent again: where it was emailed, and the link to send another way. */
function VendorLink({ sent }: { sent: LienWaiverView }) {
  const t = useWaiverWords();
  return (
    <div className="space-y-2 text-sm">
      <p>{sent.emailedTo ? t("emailedTo", { email: sent.emailedTo }) : t("sendLink")}</p>
      <input readOnly value={sent.link} aria-label={t("vendorLink")} className="w-full rounded border px-2 py-1" />
    </div>
  );
}

function ResendVendor({ w, app }: { w: LienWaiverView; app: PayAppView }) {
  const t = useWaiverWords();
  const resend = useResendVendorWaiver(app.projectId, app.id);
  const [sent, setSent] = useState<LienWaiverView>();
  const [error, setError] = useState<string>();
  if (sent?.link) return <VendorLink sent={sent} />;
  return (
    <>
      <Button
        className="mt-2"
        variant="secondary"
        disabled={resend.isPending}
        aria-label={t("sendAgainTo", { vendor: w.vendorName ?? "" })}
        onClick={async () => {
          setError(undefined);
          try {
            setSent(await resend.mutateAsync(w.id));
          } catch (err) {
            setError(errorMessage(err));
          }
        }}
      >
        {t("sendAgain")}
      </Button>
      <Alert error={error} />
    </>
  );
}

function WaiverRow({ w, app }: { w: LienWaiverView; app: PayAppView }) {
  const t = useWaiverWords();
  const title = titleOf(t, w);
  const [step, setStep] = useState<null | "sign" | "notary">(null);
  return (
    <li
      aria-label={w.party === "vendor" ? t("fromVendor", { waiver: title, vendor: w.vendorName ?? "" }) : title}
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {title}
          {w.party === "vendor" ? ` · ${w.vendorName}` : ""} · {formatMoneyExact(w.amount, w.currency, w.locale)}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium dark:bg-slate-800">{t(w.status)}</span>
      </div>
      {w.statuteNote && (
        <p
          className={w.textPending ? "mt-1 text-red-700 dark:text-red-400" : "mt-1 text-slate-600 dark:text-slate-400"}
        >
          {w.statuteNote}
        </p>
      )}
      <details className="mt-1">
        <summary className="cursor-pointer">{t("readText")}</summary>
        <p
          className={
            w.style === "georgia" ? "mt-1 whitespace-pre-line font-bold uppercase" : "mt-1 whitespace-pre-line"
          }
        >
          {w.text}
        </p>
      </details>
      {w.signedAt && (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t("signedBy", { name: w.signerName ?? "", title: w.signerTitle ?? "", date: w.signedAt.slice(0, 10) })}
          {w.deadlineOn ? t("affidavitDue", { date: w.deadlineOn }) : ""}
        </p>
      )}
      {w.party === "self" && w.status === "unsigned" && step === null && (
        <Button className="mt-2" onClick={() => setStep("sign")}>
          {t("sign")}
        </Button>
      )}
      {w.party === "vendor" && w.status === "sent" && <ResendVendor w={w} app={app} />}
      {w.status === "awaiting_notary" && step === null && (
        <Button className="mt-2" variant="secondary" onClick={() => setStep("notary")}>
          {t("recordNotary")}
        </Button>
      )}
      {step === "sign" && <SignForm w={w} app={app} onDone={() => setStep(null)} />}
      {step === "notary" && <NotaryForm w={w} app={app} onDone={() => setStep(null)} />}
    </li>
  );
}

function SignForm({ w, app, onDone }: { w: LienWaiverView; app: PayAppView; onDone: () => void }) {
  const t = useWaiverWords();
  const sign = useSignWaiver(app.projectId, app.id);
  const [v, setV] = useState({ name: "", title: "", agree: false });
  const [error, setError] = useState<string>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.agree) return setError(t("confirmSign"));
    try {
      await sign.mutateAsync({ id: w.id, signerName: v.name, signerTitle: v.title, agree: true });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <form onSubmit={submit} aria-label={t("sign")} className="mt-2 grid gap-2 sm:grid-cols-2">
      {w.kind.startsWith("unconditional") && (
        <p className="font-medium text-red-700 sm:col-span-2 dark:text-red-400">{t("unconditionalWarning")}</p>
      )}
      <Field label={t("signerName")} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} required />
      <Field
        label={t("signerTitle")}
        value={v.title}
        onChange={(e) => setV({ ...v, title: e.target.value })}
        required
      />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" checked={v.agree} onChange={(e) => setV({ ...v, agree: e.target.checked })} />
        {t("agree")}
      </label>
      <Alert error={error} />
      <Button type="submit" disabled={sign.isPending} className="sm:col-span-2">
        {t("signButton")}
      </Button>
    </form>
  );
}

function NotaryForm({ w, app, onDone }: { w: LienWaiverView; app: PayAppView; onDone: () => void }) {
  const t = useWaiverWords();
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
    <form onSubmit={submit} aria-label={t("recordNotary")} className="mt-2 grid gap-2 sm:grid-cols-3">
      <Field label={t("notaryName")} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} required />
      <Field
        label={t("commission")}
        value={v.commission}
        onChange={(e) => setV({ ...v, commission: e.target.value })}
        required
      />
      <Field
        label={t("notarizedOn")}
        type="date"
        value={v.date}
        onChange={(e) => setV({ ...v, date: e.target.value })}
        required
      />
      <Alert error={error} />
      <Button type="submit" disabled={notarize.isPending} className="sm:col-span-3">
        {t("saveNotary")}
      </Button>
    </form>
  );
}

function VendorRequest({ app, onDone }: { app: PayAppView; onDone: () => void }) {
  const t = useWaiverWords();
  const request = useRequestVendorWaiver(app.projectId, app.id);
  const [v, setV] = useState({ name: "", email: "", amount: "", kind: "conditional-progress" as LienWaiverKind });
  const [error, setError] = useState<string>();
  const [made, setMade] = useState<LienWaiverView>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = toMinor(v.amount, app.currency);
    if (amount === null) return setError(t("enterAmount"));
    try {
      const answer = await request.mutateAsync({
        kind: v.kind,
        vendorName: v.name,
        vendorEmail: v.email || null,
        amount,
      });
      setMade(answer);
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  if (made?.link)
    return (
      <div className="space-y-2">
        <VendorLink sent={made} />
        <Button variant="secondary" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    );
  return (
    <form onSubmit={submit} aria-label={t("requestForm")} className="grid gap-2 sm:grid-cols-2">
      <Field label={t("vendor")} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} required />
      <Field
        label={t("vendorEmail")}
        type="email"
        value={v.email}
        onChange={(e) => setV({ ...v, email: e.target.value })}
      />
      <Field
        label={t("amount")}
        inputMode="decimal"
        value={v.amount}
        onChange={(e) => setV({ ...v, amount: e.target.value })}
        required
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("kind")}
        <select
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
          value={v.kind}
          onChange={(e) => setV({ ...v, kind: e.target.value as LienWaiverKind })}
        >
          {LIEN_WAIVER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(k)}
            </option>
          ))}
        </select>
      </label>
      <Alert error={error} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={request.isPending}>
          {v.email ? t("emailLink") : t("createLink")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
