// Payment settings: where clients send money. The picker shows one method's fields at a time, but every method typed
// is saved with the preferred one; others stay on file until removed (ADR 0143).
// No form library: the shared schema (zod) loads on the first focus in the form or on submit (ADR 0093).
import { type ChangeEvent, lazy, Suspense, useState } from "react";
import {
  configuredMethods,
  methodsForCountry,
  PAYMENT_METHOD_FIELDS,
  type PaymentMethod,
} from "#schema/contracts/payment-texts";
import type { PaymentDetails } from "#schema/contracts/payments";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { useLazyForm } from "#web/lib/lazy-form";
import { useSaid } from "#web/lib/said";
import type { CurrentUser } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { useRemovePaymentMethod, useSavePaymentDetails } from "../api/payment-details";
import { usePaymentWords } from "../payment-words";
import type { LocalBankField } from "./local-bank-fields";

/** The US methods' fields are drawn here; every other country's come with its own module, on first need. */
const US_METHODS: readonly PaymentMethod[] = ["bank", "paypal", "venmo", "zelle", "cashapp"];
const LocalBankFields = lazy(() => import("./local-bank-fields"));

/** The schema's module, fetched on first need; exported so a test can tell it is not asked for on first render. */
export const paymentDetailsSchema = () => import("#schema/contracts/payments").then((m) => m.PaymentDetailsSchema);

type FormValues = {
  preferredPaymentMethod: PaymentMethod;
  bankAccountName: string;
  bankAccountNumber: string;
  bankRoutingNumber: string;
  paypalUsername: string;
  venmoUsername: string;
  zelleEmail: string;
  cashAppUsername: string;
  mailingAddress: string;
} & Record<LocalBankField, string>;
type TextField = Exclude<keyof FormValues, "preferredPaymentMethod">;

const valuesOf = (user: CurrentUser): FormValues => ({
  // A method the company's country does not offer (a country changed since) gives way to the country's first.
  preferredPaymentMethod: methodsForCountry(user.country ?? "US").includes(user.preferredPaymentMethod)
    ? user.preferredPaymentMethod
    : (methodsForCountry(user.country ?? "US")[0] ?? "bank"),
  bankAccountName: user.bankAccountName ?? "",
  bankAccountNumber: user.bankAccountNumber ?? "",
  bankRoutingNumber: user.bankRoutingNumber ?? "",
  paypalUsername: user.paypalUsername ?? "",
  venmoUsername: user.venmoUsername ?? "",
  zelleEmail: user.zelleEmail ?? "",
  cashAppUsername: user.cashAppUsername ?? "",
  mailingAddress: user.mailingAddress ?? "",
  iban: user.iban ?? "",
  bic: user.bic ?? "",
  sortCode: user.sortCode ?? "",
  ukAccountNumber: user.ukAccountNumber ?? "",
  bsb: user.bsb ?? "",
  auAccountNumber: user.auAccountNumber ?? "",
  payId: user.payId ?? "",
  nzAccountNumber: user.nzAccountNumber ?? "",
  interacEmail: user.interacEmail ?? "",
  caTransitNumber: user.caTransitNumber ?? "",
  caInstitutionNumber: user.caInstitutionNumber ?? "",
  caAccountNumber: user.caAccountNumber ?? "",
});

export function PaymentSettingsCard({ user }: { user: CurrentUser }) {
  const t = usePaymentWords();
  const said = useSaid();
  const save = useSavePaymentDetails();
  const remove = useRemovePaymentMethod();
  const [confirmed, setConfirmed] = useState(false);
  // Controlled, so what was typed for one method is still there after looking at another. The other methods ride
  // along as hidden inputs and are saved too: switching the picker never drops what was typed (issue 38).
  const [values, setValues] = useState(() => valuesOf(user));
  const method = values.preferredPaymentMethod;
  // The company's country decides the methods (ADR 0159); a US company's list is today's five.
  const offered = methodsForCountry(user.country ?? "US");
  const onFile = configuredMethods(user);
  const others = onFile.filter((m) => m !== method);
  // Each field once: the account holder's name, shared by the bank methods, is hidden only when none shows it.
  const shown = new Set<string>(PAYMENT_METHOD_FIELDS[method]);
  const hiddenFields = offered
    .filter((m) => m !== method)
    .flatMap((m) => PAYMENT_METHOD_FIELDS[m].map((field) => ({ method: m, field })))
    .filter(({ field }, i, all) => !shown.has(field) && all.findIndex((f) => f.field === field) === i);

  const { errors: e, formProps } = useLazyForm(paymentDetailsSchema, async (details: PaymentDetails) => {
    if (!confirmed) {
      toast.error(t("confirmTitle"), { description: t("confirmText") });
      return;
    }
    try {
      const saved = await save.mutateAsync(details);
      setValues(valuesOf(saved as CurrentUser));
      setConfirmed(false);
      toast.success(t("saved"), {
        description: t("savedNote", { method: t(details.preferredPaymentMethod) }),
      });
    } catch (err) {
      toast.error(t("saveFailed"), { description: said(errorMessage(err)) });
    }
  });

  const hiddenErrors = hiddenFields.filter(({ field }) => e[field]);

  /** The name, value and change handler of one text field. */
  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (ev: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: ev.target.value })),
  });

  const onRemove = async (m: PaymentMethod) => {
    try {
      const saved = await remove.mutateAsync(m);
      setValues({ ...valuesOf(saved as CurrentUser), preferredPaymentMethod: method });
      toast.success(t("removed", { method: t(m) }));
    } catch (err) {
      toast.error(t("saveFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t("intro")}</p>
      <form {...formProps} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("method")}</legend>
          <div className={cn("grid grid-cols-2 gap-2", offered.length > 3 ? "sm:grid-cols-5" : "sm:grid-cols-3")}>
            {offered.map((m) => (
              <label
                key={m}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  method === m
                    ? "border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900 dark:text-brand-100"
                    : "border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
                )}
              >
                <input
                  type="radio"
                  name="preferredPaymentMethod"
                  value={m}
                  checked={method === m}
                  onChange={() => setValues((v) => ({ ...v, preferredPaymentMethod: m }))}
                  className="sr-only"
                />
                {t(m)}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 md:grid-cols-2">
          {!US_METHODS.includes(method) && (
            <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-400">{t("loading")}</p>}>
              <LocalBankFields method={method} errors={e} text={text} />
            </Suspense>
          )}
          {method === "bank" && (
            <>
              <Field
                label={t("holder")}
                autoComplete="off"
                error={e.bankAccountName}
                className="md:col-span-2"
                {...text("bankAccountName")}
              />
              <Field
                label={t("routing")}
                inputMode="numeric"
                autoComplete="off"
                hint={t("routingHint")}
                error={e.bankRoutingNumber}
                {...text("bankRoutingNumber")}
              />
              <Field
                label={t("account")}
                inputMode="numeric"
                autoComplete="off"
                error={e.bankAccountNumber}
                {...text("bankAccountNumber")}
              />
            </>
          )}
          {method === "paypal" && (
            <Field
              label={t("paypalName")}
              autoCapitalize="none"
              autoComplete="off"
              hint={t("paypalHint")}
              error={e.paypalUsername}
              {...text("paypalUsername")}
            />
          )}
          {method === "venmo" && (
            <Field
              label={t("venmoName")}
              autoCapitalize="none"
              autoComplete="off"
              hint={t("venmoHint")}
              error={e.venmoUsername}
              {...text("venmoUsername")}
            />
          )}
          {method === "zelle" && (
            <Field
              label={t("zelleName")}
              inputMode="email"
              autoCapitalize="none"
              autoComplete="off"
              hint={t("zelleHint")}
              error={e.zelleEmail}
              {...text("zelleEmail")}
            />
          )}
          {method === "cashapp" && (
            <Field
              label={t("cashtag")}
              autoCapitalize="none"
              autoComplete="off"
              hint={t("cashtagHint")}
              error={e.cashAppUsername}
              {...text("cashAppUsername")}
            />
          )}
        </div>

        <Field
          label={t("mailing")}
          autoComplete="street-address"
          hint={t("mailingHint")}
          error={e.mailingAddress}
          {...text("mailingAddress")}
        />

        {hiddenFields.map(({ field }) => (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ))}
        {hiddenErrors.map(({ method: m, field }) => (
          <p key={field} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {t(m)}: {e[field]}
          </p>
        ))}

        {others.length > 0 && (
          <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            <p className="font-medium text-slate-800 dark:text-slate-200">{t("alsoOnFile")}</p>
            <ul className="mt-2 space-y-1">
              {others.map((m) => (
                <li key={m} className="flex items-center justify-between gap-2">
                  <span className="text-slate-700 dark:text-slate-300">{t(m)}</span>
                  <Button
                    variant="ghost"
                    onClick={() => onRemove(m)}
                    disabled={remove.isPending}
                    aria-label={t("removeMethod", { method: t(m) })}
                  >
                    {t("remove")}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(ev) => setConfirmed(ev.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="text-slate-800 dark:text-slate-200">{t("confirm")}</span>
        </label>

        <Button type="submit" disabled={!confirmed || save.isPending} className="w-full sm:w-auto">
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </form>
    </Card>
  );
}
