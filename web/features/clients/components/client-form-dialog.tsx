// The Add client and Edit client dialogs: contact name, company, email, phone, with the spec's messages and toasts;
// the client's own currency, language, address and business status wait under "More details" (issue 33).
import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { type ClientInput, ClientSchema } from "#schema/contracts/clients";
import { CLIENT_LANGUAGE_NAMES, REVERSE_CHARGE_HINTS } from "#schema/contracts/company-settings";
import { COUNTRIES, type Country } from "#schema/contracts/countries";
import { CLIENT_LANGUAGES } from "#schema/contracts/worldwide";
import { CURRENCY_CODES } from "#schema/rules/currencies";
import { clientTaxNumberName } from "#schema/rules/tax-numbers";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { useAppLanguage } from "#web/lib/app-language";
import { countryNameIn } from "#web/lib/country-names";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type Client, useCreateClient, useRemoveClient, useUpdateClient } from "../api/clients";
import { useClientFormWords } from "../form-words";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; client?: Client | null };

export function ClientFormDialog({ open, onOpenChange, client }: Props) {
  const t = useClientFormWords();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? t("editTitle") : t("addTitle")}
      description={client ? t("editText") : t("addText")}
    >
      {/* Keyed so each opening starts from the chosen client's saved values. */}
      <ClientForm key={client?.id ?? "new"} client={client ?? null} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The form's values: the body's, with the address flat (blank is no address) and the choices as text. */
type FormValues = Omit<ClientInput, "address" | "currency" | "language" | "taxNumber"> & {
  taxNumber: string;
  currency: string;
  language: string;
  addressLine1: string;
  addressLine2: string;
  addressCity: string;
  addressRegion: string;
  addressPostalCode: string;
  addressCountry: string;
};
const ADDRESS_FIELDS = {
  line1: "addressLine1",
  line2: "addressLine2",
  city: "addressCity",
  region: "addressRegion",
  postalCode: "addressPostalCode",
  country: "addressCountry",
} as const;

/** The body the API takes: blank choices follow the company, a blank address is none, reverse charge needs a business. */
function toBody(v: FormValues): ClientInput {
  const {
    currency,
    language,
    addressLine1,
    addressLine2,
    addressCity,
    addressRegion,
    addressPostalCode,
    addressCountry,
    ...rest
  } = v;
  const hasAddress = [addressLine1, addressLine2, addressCity, addressRegion, addressPostalCode].some((x) => x.trim());
  return {
    ...rest,
    currency: (currency || null) as ClientInput["currency"],
    language: (language || null) as ClientInput["language"],
    address: hasAddress
      ? {
          line1: addressLine1,
          line2: addressLine2,
          city: addressCity,
          region: addressRegion,
          postalCode: addressPostalCode,
          country: addressCountry as Country,
        }
      : null,
    isBusiness: Boolean(v.isBusiness),
    reverseCharge: Boolean(v.isBusiness && v.reverseCharge),
    // A consumer has no tax number on an invoice; a business's is kept as typed until the Worker checks it.
    taxNumber: v.isBusiness ? v.taxNumber.trim() || null : null,
  };
}

/** The shared schema, run on the body the form will send; an address part's message lands on its own field. */
const resolver: Resolver<FormValues> = async (values) => {
  const parsed = ClientSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const [head, part] = issue.path as string[];
    const field = head === "address" && part ? ADDRESS_FIELDS[part as keyof typeof ADDRESS_FIELDS] : String(head);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<FormValues> };
};

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const t = useClientFormWords();
  const language = useAppLanguage();
  const create = useCreateClient();
  const update = useUpdateClient();
  const { data: user } = useQuery(userQuery);
  const companyCountry = user?.country ?? "US";
  const pending = create.isPending || update.isPending;
  const { register, handleSubmit, formState, control, setError } = useForm<FormValues>({
    resolver,
    defaultValues: {
      name: client?.name ?? "",
      companyName: client?.companyName ?? "",
      email: client?.email ?? "",
      // Formatted for people ("(512) 555-0100"); the Worker reads it back to the same E.164 on save (ADR 0118).
      phone: client?.phoneDisplay ?? client?.phone ?? "",
      currency: client?.currency ?? "",
      language: client?.language ?? "",
      isBusiness: client?.isBusiness ?? false,
      reverseCharge: client?.reverseCharge ?? false,
      taxNumber: client?.taxNumber ?? "",
      buyerReference: client?.buyerReference ?? "",
      peppolId: client?.peppolId ?? "",
      addressLine1: client?.address?.line1 ?? "",
      addressLine2: client?.address?.line2 ?? "",
      addressCity: client?.address?.city ?? "",
      addressRegion: client?.address?.region ?? "",
      addressPostalCode: client?.address?.postalCode ?? "",
      addressCountry: client?.address?.country ?? companyCountry,
    },
  });
  const e = formState.errors;
  const isBusiness = useWatch({ control, name: "isBusiness" });
  const reverseCharge = useWatch({ control, name: "reverseCharge" });
  const reverseChargeHint = REVERSE_CHARGE_HINTS[companyCountry];
  // Open when something in it is set or wrong: nothing saved is ever hidden.
  const detailsSet = Boolean(client?.currency || client?.address || client?.isBusiness || client?.taxNumber);
  const detailsWrong = Boolean(
    e.currency ||
      e.language ||
      e.reverseCharge ||
      e.taxNumber ||
      e.buyerReference ||
      e.peppolId ||
      Object.values(ADDRESS_FIELDS).some((f) => e[f]),
  );

  const onSubmit = handleSubmit(async (values) => {
    const input = toBody(values);
    try {
      if (client) {
        await update.mutateAsync({ id: client.id, input });
        toast.success(t("updated"), { description: t("updatedText") });
      } else {
        await create.mutateAsync(input);
        toast.success(t("created"), { description: t("createdText") });
      }
      onDone();
    } catch (err) {
      // The Worker checks the tax number against the company's country: its word lands on the field.
      const taxNumberError = err instanceof ApiError ? err.fieldErrors.taxNumber : undefined;
      if (taxNumberError) setError("taxNumber", { type: "server", message: taxNumberError });
      toast.error(client ? t("updateFailed") : t("createFailed"), { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t("contactName")} autoComplete="name" error={e.name?.message} {...register("name")} />
      <Field
        label={t("companyName")}
        autoComplete="organization"
        error={e.companyName?.message}
        {...register("companyName")}
      />
      <Field
        label={t("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={e.email?.message}
        {...register("email")}
      />
      <Field
        label={t("phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={e.phone?.message}
        hint={t("phoneHint")}
        {...register("phone")}
      />
      <details
        open={detailsSet || detailsWrong || undefined}
        className="group rounded-md border border-slate-200 dark:border-slate-700"
      >
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t("moreDetails")}</summary>
        <div className="space-y-4 px-3 pb-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" {...register("isBusiness")} />
            {t("isBusiness")}
          </label>
          {isBusiness && reverseChargeHint && (
            <div className="space-y-1">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4" {...register("reverseCharge")} />
                {t("reverseCharge")}
              </label>
              <p className="text-xs text-slate-600 dark:text-slate-400">{reverseChargeHint}</p>
              {e.reverseCharge && <p className="text-sm text-red-700 dark:text-red-300">{e.reverseCharge.message}</p>}
            </div>
          )}
          {isBusiness && (
            <>
              <Field
                label={
                  reverseCharge && reverseChargeHint
                    ? clientTaxNumberName(companyCountry)
                    : t("optional", { name: clientTaxNumberName(companyCountry) })
                }
                autoComplete="off"
                error={e.taxNumber?.message}
                hint={reverseCharge && reverseChargeHint ? t("taxNumberHint") : undefined}
                {...register("taxNumber")}
              />
              {/* BT-10 of the client's e-invoices (issue 36): XRechnung asks for a German public buyer's Leitweg-ID. */}
              <Field label={t("buyerReference")} error={e.buyerReference?.message} {...register("buyerReference")} />
              {/* BT-49 (ADR 0203): where the VAT number gives no Peppol id (a KvK, a SIRET, a Leitweg-ID). */}
              <Field
                label={t("peppolId")}
                autoComplete="off"
                placeholder="0208:0123456789"
                error={e.peppolId?.message}
                {...register("peppolId")}
              />
            </>
          )}
          <SelectField label={t("currency")} error={e.currency?.message} {...register("currency")}>
            <option value="">{user ? t("companyCurrencyCode", { code: user.currency }) : t("companyCurrency")}</option>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <SelectField label={t("language")} error={e.language?.message} {...register("language")}>
            <option value="">{t("automatic")}</option>
            {CLIENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {CLIENT_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </SelectField>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t("address")}</legend>
            <Field
              label={t("street")}
              autoComplete="address-line1"
              error={e.addressLine1?.message}
              {...register("addressLine1")}
            />
            <Field
              label={t("line2")}
              autoComplete="address-line2"
              error={e.addressLine2?.message}
              {...register("addressLine2")}
            />
            <Field
              label={t("city")}
              autoComplete="address-level2"
              error={e.addressCity?.message}
              {...register("addressCity")}
            />
            <Field
              label={t("region")}
              autoComplete="address-level1"
              error={e.addressRegion?.message}
              {...register("addressRegion")}
            />
            <Field
              label={t("postalCode")}
              autoComplete="postal-code"
              error={e.addressPostalCode?.message}
              {...register("addressPostalCode")}
            />
            <SelectField
              label={t("country")}
              autoComplete="country"
              error={e.addressCountry?.message}
              {...register("addressCountry")}
            >
              {Object.entries(COUNTRIES).map(([code, name]) => (
                <option key={code} value={code}>
                  {countryNameIn(language, code, name)}
                </option>
              ))}
            </SelectField>
          </fieldset>
        </div>
      </details>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {client && <DeleteClientButton client={client} onDeleted={onDone} disabled={pending} />}
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : client ? t("save") : t("addTitle")}
        </Button>
      </div>
    </form>
  );
}

/** Delete client: a client with billings is archived instead, so its invoices, evidence and payments stay. */
function DeleteClientButton({
  client,
  onDeleted,
  disabled,
}: {
  client: Client;
  onDeleted: () => void;
  disabled: boolean;
}) {
  const t = useClientFormWords();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveClient();
  const billed = client.billingCount > 0;
  const onConfirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(client.id);
      setConfirming(false);
      toast.success(outcome === "archived" ? t("archived") : t("deleted"), {
        description: outcome === "archived" ? t("archivedText") : t("deletedText"),
      });
      onDeleted();
    } catch (err) {
      toast.error(t("deleteFailed"), { description: errorMessage(err) });
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 sm:mr-auto dark:text-red-300"
        onClick={() => setConfirming(true)}
        disabled={disabled || remove.isPending}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !remove.isPending && setConfirming(o)}
        title={
          billed
            ? t("archiveTitle", { company: client.companyName })
            : t("deleteTitle", { company: client.companyName })
        }
        description={
          billed
            ? t("archiveText", { name: client.name, count: client.billingCount })
            : t("deleteText", { name: client.name, company: client.companyName })
        }
        confirmLabel={billed ? t("archive") : t("delete")}
        pendingLabel={billed ? t("archiving") : t("deleting")}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
