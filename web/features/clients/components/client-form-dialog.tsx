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
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type Client, useCreateClient, useRemoveClient, useUpdateClient } from "../api/clients";

/** Why the number is asked for: the reverse-charge invoice prints it. */
const TAX_NUMBER_HINT = "Printed on the invoice: a reverse-charge invoice must show the customer's number.";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; client?: Client | null };

export function ClientFormDialog({ open, onOpenChange, client }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? "Edit client" : "Add client"}
      description={client ? "Update client information" : "The person who approves and pays for the work."}
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
        toast.success("Client updated", { description: "The client has been updated successfully." });
      } else {
        await create.mutateAsync(input);
        toast.success("Client created", { description: "The client has been created successfully." });
      }
      onDone();
    } catch (err) {
      // The Worker checks the tax number against the company's country: its word lands on the field.
      const taxNumberError = err instanceof ApiError ? err.fieldErrors.taxNumber : undefined;
      if (taxNumberError) setError("taxNumber", { type: "server", message: taxNumberError });
      toast.error(client ? "Failed to update client" : "Failed to create client", { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Contact name" autoComplete="name" error={e.name?.message} {...register("name")} />
      <Field
        label="Company name"
        autoComplete="organization"
        error={e.companyName?.message}
        {...register("companyName")}
      />
      <Field
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={e.email?.message}
        {...register("email")}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={e.phone?.message}
        hint="Needed for text-message approvals and reminders."
        {...register("phone")}
      />
      <details
        open={detailsSet || detailsWrong || undefined}
        className="group rounded-md border border-slate-200 dark:border-slate-700"
      >
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">More details</summary>
        <div className="space-y-4 px-3 pb-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" {...register("isBusiness")} />
            This client is a business
          </label>
          {isBusiness && reverseChargeHint && (
            <div className="space-y-1">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4" {...register("reverseCharge")} />
                Reverse charge applies
              </label>
              <p className="text-xs text-slate-600 dark:text-slate-400">{reverseChargeHint}</p>
              {e.reverseCharge && <p className="text-sm text-red-700 dark:text-red-300">{e.reverseCharge.message}</p>}
            </div>
          )}
          {isBusiness && (
            <>
              <Field
                label={`${clientTaxNumberName(companyCountry)}${reverseCharge && reverseChargeHint ? "" : " (optional)"}`}
                autoComplete="off"
                error={e.taxNumber?.message}
                hint={reverseCharge && reverseChargeHint ? TAX_NUMBER_HINT : undefined}
                {...register("taxNumber")}
              />
              {/* BT-10 of the client's e-invoices (issue 36): XRechnung asks for a German public buyer's Leitweg-ID. */}
              <Field
                label="Buyer reference (Leitweg-ID, optional)"
                error={e.buyerReference?.message}
                {...register("buyerReference")}
              />
              {/* BT-49 (ADR 0203): where the VAT number gives no Peppol id (a KvK, a SIRET, a Leitweg-ID). */}
              <Field
                label="Peppol id (optional)"
                autoComplete="off"
                placeholder="0208:0123456789"
                error={e.peppolId?.message}
                {...register("peppolId")}
              />
            </>
          )}
          <SelectField label="Currency" error={e.currency?.message} {...register("currency")}>
            <option value="">Your company's currency{user ? ` (${user.currency})` : ""}</option>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <SelectField label="Language" error={e.language?.message} {...register("language")}>
            <option value="">Automatic</option>
            {CLIENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {CLIENT_LANGUAGE_NAMES[code]}
              </option>
            ))}
          </SelectField>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Address (optional)</legend>
            <Field
              label="Street address"
              autoComplete="address-line1"
              error={e.addressLine1?.message}
              {...register("addressLine1")}
            />
            <Field
              label="Address line 2"
              autoComplete="address-line2"
              error={e.addressLine2?.message}
              {...register("addressLine2")}
            />
            <Field
              label="Town or city"
              autoComplete="address-level2"
              error={e.addressCity?.message}
              {...register("addressCity")}
            />
            <Field
              label="State, province or county"
              autoComplete="address-level1"
              error={e.addressRegion?.message}
              {...register("addressRegion")}
            />
            <Field
              label="Postal code"
              autoComplete="postal-code"
              error={e.addressPostalCode?.message}
              {...register("addressPostalCode")}
            />
            <SelectField
              label="Address country"
              autoComplete="country"
              error={e.addressCountry?.message}
              {...register("addressCountry")}
            >
              {Object.entries(COUNTRIES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          </fieldset>
        </div>
      </details>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {client && <DeleteClientButton client={client} onDeleted={onDone} disabled={pending} />}
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : client ? "Save Changes" : "Add client"}
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
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveClient();
  const billed = client.billingCount > 0;
  const onConfirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(client.id);
      setConfirming(false);
      toast.success(outcome === "archived" ? "Client archived" : "Client deleted", {
        description:
          outcome === "archived"
            ? "Their invoices and payment history stay on Invoices."
            : "The client has been deleted.",
      });
      onDeleted();
    } catch (err) {
      toast.error("Failed to delete client", { description: errorMessage(err) });
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
        Delete client
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !remove.isPending && setConfirming(o)}
        title={billed ? `Archive ${client.companyName}?` : `Delete ${client.companyName}?`}
        description={
          billed
            ? `${client.name} has ${client.billingCount} ${client.billingCount === 1 ? "billing" : "billings"}, so the client and their projects will be archived instead of deleted: they leave your lists and pickers, and every invoice, signature and payment stays on Invoices.`
            : `This will permanently delete ${client.name} (${client.companyName}) and any of their projects. This action cannot be undone.`
        }
        confirmLabel={billed ? "Archive client" : "Delete client"}
        pendingLabel={billed ? "Archiving..." : "Deleting..."}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
