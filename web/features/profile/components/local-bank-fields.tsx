// The payment settings' fields for local bank details outside the US (issue 33, ADR 0159): IBAN, UK, AU, NZ and CA.
// Loaded only when a company outside the US opens its payment settings, so a US profile's first load is unchanged.
import type { ChangeEvent } from "react";
import type { PaymentMethod } from "#schema/contracts/payment-texts";
import { Field } from "#web/components/ui/field";

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

type Spec = { name: LocalBankField; label: string; hint?: string; numeric?: boolean; wide?: boolean; email?: boolean };

const HOLDER: Spec = { name: "bankAccountName", label: "Account holder name", wide: true };

/** Each method's fields in the order the country's banks print them. */
const FIELDS: Partial<Record<PaymentMethod, Spec[]>> = {
  iban: [
    HOLDER,
    { name: "iban", label: "IBAN", hint: "As on your bank statement, e.g. IE29 AIBK 9311 5212 3456 78" },
    { name: "bic", label: "BIC (SWIFT code)", hint: "8 or 11 letters and digits, e.g. AIBKIE2D" },
  ],
  uk_bank: [
    HOLDER,
    { name: "sortCode", label: "Sort code", hint: "6 digits, e.g. 12-34-56", numeric: true },
    { name: "ukAccountNumber", label: "Account number", hint: "8 digits", numeric: true },
  ],
  au_bank: [
    HOLDER,
    { name: "bsb", label: "BSB", hint: "6 digits, e.g. 062-000", numeric: true },
    { name: "auAccountNumber", label: "Account number", numeric: true },
  ],
  payid: [
    {
      name: "payId",
      label: "PayID",
      hint: "The email, mobile number or ABN registered as your PayID with your bank",
      wide: true,
    },
  ],
  nz_bank: [
    HOLDER,
    { name: "nzAccountNumber", label: "Account number", hint: "BB-bbbb-AAAAAAA-SSS, e.g. 12-3456-0123459-001" },
  ],
  interac: [
    {
      name: "interacEmail",
      label: "Interac e-Transfer email",
      hint: "Turn on Autodeposit for it, so clients need no security question",
      email: true,
      wide: true,
    },
  ],
  ca_bank: [
    HOLDER,
    { name: "caTransitNumber", label: "Transit number", hint: "5 digits", numeric: true },
    { name: "caInstitutionNumber", label: "Institution number", hint: "3 digits", numeric: true },
    { name: "caAccountNumber", label: "Account number", hint: "7 to 12 digits", numeric: true },
  ],
};

/** The fields a local bank method shows; its own names, so the request schema reads them as they are. */
export const LOCAL_FIELDS_OF = (method: PaymentMethod) => FIELDS[method]?.map((f) => f.name) ?? [];

export default function LocalBankFields({ method, errors, text }: Props) {
  return (
    <>
      {(FIELDS[method] ?? []).map((spec) => (
        <Field
          key={spec.name}
          label={spec.label}
          hint={spec.hint}
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
