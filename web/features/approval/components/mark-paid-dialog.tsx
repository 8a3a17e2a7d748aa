// "Mark as paid": the amount received (the balance due unless less arrived: a part payment, ADR 0165), the date the
// money arrived (the contractor's calendar), how it was paid, and an optional reference.
// Loaded when first wanted (mark-paid-button.tsx): its dialog, form library and schema are not on the page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { paidOnProblem } from "#schema/contracts/approval-texts";
import {
  AMOUNT_RECEIVED_REQUIRED,
  amountOverBalance,
  MarkPaidSchema,
  RECEIVED_PAYMENT_METHOD_LABELS,
  receivedMethodsFor,
} from "#schema/contracts/approvals";
import { minorUnits } from "#schema/rules/currencies";
import { centsToDecimal, formatMoneyExact } from "#schema/rules/money";
import { todayIn } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { useMarkPaid } from "../api/approval";
import { useMarkPaidWords } from "../mark-paid-words";

/** A method named in words; the others are brands, written alike in every language. */
const worded = (m: string): m is "bank" | "check" | "cash" | "card" | "other" =>
  m === "bank" || m === "check" || m === "cash" || m === "card" || m === "other";

export type MarkPaidProps = {
  progressId: number;
  timeZone?: string;
  /** When the billing was submitted (ISO instant). */
  submittedAt: string;
  /** What is still owed, in minor units of the billing's currency: the amount field starts there. */
  balanceDue: number;
  currency: string;
  locale: string;
};

/** "1,234.50", "1234,50" or "1234" as typed -> minor units of the currency; NaN when it is not a number. */
export function typedToMinor(typed: string, currency: string) {
  let text = typed.replace(/[^\d.,-]/g, "");
  // A comma alone is the decimal mark ("500,25"); beside a point it groups thousands ("1,234.50").
  text = text.includes(".") ? text.replace(/,/g, "") : text.replace(",", ".");
  if (!/^\d*\.?\d*$/.test(text) || !/\d/.test(text)) return Number.NaN;
  return Math.round(Number(`${text}e${minorUnits(currency)}`));
}

const newKey = () => crypto.randomUUID();

export function MarkPaidDialog({
  progressId,
  timeZone,
  submittedAt,
  balanceDue,
  currency,
  locale,
  open,
  onOpenChange: setOpen,
}: MarkPaidProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMarkPaidWords();
  const markPaid = useMarkPaid(progressId);
  // One key per payment: kept across a retry of this one, new once it is recorded.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const today = todayIn(timeZone);
  // The server's rule, on the same calendar: not before the billing was submitted, not after today.
  const submittedOn = todayIn(timeZone, new Date(submittedAt));
  const money = (minor: number) => formatMoneyExact(minor, currency, locale);
  const schema = useMemo(
    () =>
      MarkPaidSchema.omit({ amount: true })
        .extend({ amountReceived: z.string() })
        .superRefine((v, ctx) => {
          const problem = paidOnProblem(v.paidOn, submittedOn, today);
          if (problem) ctx.addIssue({ code: "custom", path: ["paidOn"], message: problem });
          const amount = typedToMinor(v.amountReceived, currency);
          if (!(amount > 0))
            ctx.addIssue({ code: "custom", path: ["amountReceived"], message: AMOUNT_RECEIVED_REQUIRED });
          else if (amount > balanceDue)
            ctx.addIssue({
              code: "custom",
              path: ["amountReceived"],
              message: amountOverBalance(formatMoneyExact(balanceDue, currency, locale)),
            });
        }),
    [submittedOn, today, balanceDue, currency, locale],
  );
  type Values = z.input<typeof schema>;
  const fresh = (): Values => ({
    amountReceived: centsToDecimal(balanceDue, currency),
    paidOn: today,
    method: undefined as unknown as Values["method"],
    reference: "",
  });
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: fresh(),
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async ({ amountReceived, ...values }) => {
    const amount = typedToMinor(amountReceived, currency);
    try {
      const state = await markPaid.mutateAsync({ json: { ...values, amount }, idempotencyKey });
      setOpen(false);
      setIdempotencyKey(newKey());
      reset({ ...fresh(), amountReceived: centsToDecimal(state.balanceDue, currency) });
      if (state.status === "paid") toast.success(t("paid"), { description: t("paidText") });
      else
        toast.success(t("partRecorded"), {
          description: t("partRecordedText", { amount: money(amount), balance: money(state.balanceDue) }),
        });
    } catch (err) {
      toast.error(t("failed"), { description: errorMessage(err) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !markPaid.isPending && setOpen(o)}
      title={t("title")}
      description={t("description")}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={t("amount", { currency })}
          inputMode="decimal"
          autoComplete="off"
          hint={t("amountHint", { balance: money(balanceDue) })}
          error={e.amountReceived?.message}
          {...register("amountReceived")}
        />
        <Field
          label={t("dateReceived")}
          type="date"
          min={submittedOn}
          max={today}
          error={e.paidOn?.message}
          {...register("paidOn")}
        />
        <SelectField label={t("paidBy")} defaultValue="" error={e.method?.message} {...register("method")}>
          <option value="" disabled>
            {t("chooseMethod")}
          </option>
          {receivedMethodsFor(currency).map((m) => (
            <option key={m} value={m}>
              {worded(m) ? t(m) : RECEIVED_PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("reference")}
          placeholder={t("referencePlaceholder")}
          maxLength={120}
          error={e.reference?.message}
          {...register("reference")}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={markPaid.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={markPaid.isPending}>
            {markPaid.isPending ? t("saving") : t("title")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
