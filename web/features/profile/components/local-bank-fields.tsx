// The payment settings' fields for local bank details outside the US (issue 33, ADR 0159): IBAN, UK, AU, NZ and CA.
// Loaded only when a company outside the US opens its payment settings, so a US profile's first load is unchanged.
import type { ChangeEvent } from "react";
import type { PaymentMethod } from "#schema/contracts/payment-texts";
import type { profilePayments } from "#schema/i18n/app/en/profile-payments";
import { Field } from "#web/components/ui/field";
import { usePaymentWords } from "../payment-words";

export type LocalBankField =
  | "bankAccountName"
  | "iban"
  | "bic"
  | "sortCode"
  | "ukAccountNumber"
  | "bsb"
  | "auAccountNumber"
  | "payId"
  | "nzAccountNumber"
  | "interacEmail"
  | "caTransitNumber"
  | "caInstitutionNumber"
  | "caAccountNumber";

type Props = {
  method: PaymentMethod;
  errors: Partial<Record<string, string>>;
  text: (name: LocalBankField) => {
    name: string;
    value: string;
    onChange: (ev: ChangeEvent<HTMLInputElement>) => void;
  };
};

/** The catalogue's keys that take no argument. */
type Key = Exclude<keyof typeof profilePayments, "removeMethod" | "removed" | "savedNote">;
/** A field's label and hint as catalogue keys, or as written where the banks' own name is the same in any language. */
type Spec = {
  name: LocalBankField;
  label: Key | { as: string };
  hint?: Key;
  numeric?: boolean;
  wide?: boolean;
  email?: boolean;
};

const HOLDER: Spec = { name: "bankAccountName", label: "holder", wide: true };

/** Each method's fields in the order the country's banks print them. */
const FIELDS: Partial<Record<PaymentMethod, Spec[]>> = {
  iban: [
    HOLDER,
    { name: "iban", label: { as: "IBAN" }, hint: "ibanHint" },
    { name: "bic", label: "bic", hint: "bicHint" },
  ],
  uk_bank: [
    HOLDER,
    { name: "sortCode", label: "sortCode", hint: "sortCodeHint", numeric: true },
    { name: "ukAccountNumber", label: "account", hint: "digits8", numeric: true },
  ],
  au_bank: [
    HOLDER,
    { name: "bsb", label: { as: "BSB" }, hint: "bsbHint", numeric: true },
    { name: "auAccountNumber", label: "account", numeric: true },
  ],
  payid: [
    {
      name: "payId",
      label: { as: "PayID" },
      hint: "payIdHint",
      wide: true,
    },
  ],
  nz_bank: [HOLDER, { name: "nzAccountNumber", label: "account", hint: "nzHint" }],
  interac: [
    {
      name: "interacEmail",
      label: "interacEmail",
      hint: "interacHint",
      email: true,
      wide: true,
    },
  ],
  ca_bank: [
    HOLDER,
    { name: "caTransitNumber", label: "transit", hint: "digits5", numeric: true },
    { name: "caInstitutionNumber", label: "institution", hint: "digits3", numeric: true },
    { name: "caAccountNumber", label: "account", hint: "digits7to12", numeric: true },
  ],
};

/** The fields a local bank method shows; its own names, so the request schema reads them as they are. */
export const LOCAL_FIELDS_OF = (method: PaymentMethod) => FIELDS[method]?.map((f) => f.name) ?? [];

export default function LocalBankFields({ method, errors, text }: Props) {
  const t = usePaymentWords();
  return (
    <>
      {(FIELDS[method] ?? []).map((spec) => (
        <Field
          key={spec.name}
          label={typeof spec.label === "string" ? t(spec.label) : spec.label.as}
          hint={spec.hint && t(spec.hint)}
          autoComplete="off"
          autoCapitalize={spec.email ? "none" : undefined}
          inputMode={spec.numeric ? "numeric" : spec.email ? "email" : undefined}
          error={errors[spec.name]}
          className={spec.wide ? "md:col-span-2" : undefined}
          {...text(spec.name)}
        />
      ))}
    </>
  );
}
