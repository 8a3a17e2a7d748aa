// Payment options for an approved progress: pay links to copy or share, bank/Zelle/check instructions, the disclaimer.
import { useQuery } from "@tanstack/react-query";
import { Check, Copy, ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  type LinkMethod,
  methodsForCountry,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentOptions,
} from "#schema/contracts/payments";
import { paymentLinks } from "#schema/i18n/app/en/payment-links";
import { formatMoneyExact } from "#schema/rules/money";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { defineWords, type Words } from "#web/lib/words";
import { useGeneratePaymentLinks } from "../api/payments";

// The card's words ship with it (loaded with the billing's payment panel); Spanish in a chunk of its own.
const usePaymentLinksWords = defineWords(paymentLinks, () =>
  import("#schema/i18n/app/es/payment-links").then((m) => m.paymentLinks),
);

/** A method's name in the person's language; a brand name (PayPal, Zelle...) as the schema writes it. */
const methodLabel = (t: Words<typeof paymentLinks>, m: LinkMethod) =>
  (t as (key: string) => string | undefined)(m) ?? PAYMENT_METHOD_LABELS[m as PaymentMethod];

/** Copies a link; the button shows "Copied" for 2 seconds (spec section 9). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const t = usePaymentLinksWords();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(t("copyFailed"), { description: t("copyBlocked") });
      return;
    }
    setCopied(true);
    toast.success(t("copiedToast"));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2_000);
  };
  return (
    <Button variant="secondary" onClick={copy} aria-label={t(copied ? "copiedLabel" : "copyLabel", { label })}>
      {copied ? (
        <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{t(copied ? "copied" : "copy")}</span>
    </Button>
  );
}

export function PaymentLinksCard({ progressId, clientId }: { progressId: number; clientId: number }) {
  const t = usePaymentLinksWords();
  const said = useSaid();
  const generate = useGeneratePaymentLinks();
  const [method, setMethod] = useState<LinkMethod>("all");
  const [options, setOptions] = useState<PaymentOptions | null>(null);
  // The company's country's methods only (ADR 0159): a US company's list is today's.
  const { data: user } = useQuery(userQuery);
  const linkMethods: LinkMethod[] = [...methodsForCountry(user?.country ?? "US"), "check", "all"];

  const onGenerate = async () => {
    try {
      setOptions(await generate.mutateAsync({ progressId, clientId, paymentMethod: method }));
    } catch (err) {
      setOptions(null);
      toast.error(t("failed"), { description: said(errorMessage(err, t("failed"))) });
    }
  };

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t("title")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("intro")}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t("method")}
          value={method}
          onChange={(e) => setMethod(e.target.value as LinkMethod)}
          className="sm:flex-1"
        >
          {linkMethods.map((m) => (
            <option key={m} value={m}>
              {methodLabel(t, m)}
            </option>
          ))}
        </SelectField>
        <Button onClick={onGenerate} disabled={generate.isPending}>
          {generate.isPending ? t("generating") : t("generate")}
        </Button>
      </div>

      {options && (
        <div className="space-y-4" aria-live="polite">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t("amount")}</dt>
            <dd className="font-semibold">{formatMoneyExact(options.amount, options.currency, options.locale)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t("reference")}</dt>
            <dd className="font-semibold break-words">{options.reference}</dd>
          </dl>
          {options.paymentLinks.length > 0 && (
            <ul className="space-y-2" aria-label={t("links")}>
              {options.paymentLinks.map((l) => (
                <li key={l.link} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-semibold">{l.displayName}</p>
                  <p className="mt-1 text-xs break-all text-slate-600 dark:text-slate-400">{l.link}</p>
                  <div className="mt-2 flex gap-2">
                    <CopyButton text={l.link} label={l.displayName} />
                    <a href={l.link} target="_blank" rel="noreferrer" className={buttonClass("ghost")}>
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      {t("open")}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {options.instructions.map((i) => (
            <section
              key={i.method}
              className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
              aria-label={t("instructions", { title: i.title })}
            >
              <h3 className="font-semibold">{i.title}</h3>
              <ul className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-300">
                {i.lines.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p className="text-xs text-slate-600 dark:text-slate-400">{options.disclaimer}</p>
        </div>
      )}
    </Card>
  );
}
