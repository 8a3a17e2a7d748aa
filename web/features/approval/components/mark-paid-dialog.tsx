// "Mark as paid": the date the money arrived (the contractor's calendar), how it was paid, and an optional reference.
// Loaded when first wanted (mark-paid-button.tsx): its dialog, form library and schema are not on the page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { paidOnProblem } from "#schema/contracts/approval-texts";
import {
  type MarkPaid,
  MarkPaidSchema,
  RECEIVED_PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHODS,
} from "#schema/contracts/approvals";
import { todayIn } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { useMarkPaid } from "../api/approval";

export type MarkPaidProps = {
  progressId: number;
  timeZone?: string;
  /** When the billing was submitted (ISO instant). */
  submittedAt: string;
};

export function MarkPaidDialog({
  progressId,
  timeZone,
  submittedAt,
  open,
  onOpenChange: setOpen,
}: MarkPaidProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const markPaid = useMarkPaid(progressId);
  const today = todayIn(timeZone);
  // The server's rule, on the same calendar: not before the billing was submitted, not after today.
  const submittedOn = todayIn(timeZone, new Date(submittedAt));
  const schema = useMemo(
    () =>
      MarkPaidSchema.superRefine((v, ctx) => {
        const problem = paidOnProblem(v.paidOn, submittedOn, today);
        if (problem) ctx.addIssue({ code: "custom", path: ["paidOn"], message: problem });
      }),
    [submittedOn, today],
  );
  const { register, handleSubmit, formState, reset } = useForm<MarkPaid>({
    resolver: zodResolver(schema),
    defaultValues: { paidOn: today, method: undefined, reference: "" },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await markPaid.mutateAsync(values);
      setOpen(false);
      reset({ paidOn: today, method: undefined, reference: "" });
      toast.success("Marked as paid", { description: "The payment is recorded and reminders have stopped." });
    } catch (err) {
      toast.error("Failed to mark as paid", { description: errorMessage(err) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !markPaid.isPending && setOpen(o)}
      title="Mark as paid"
      description="Record the payment once it is in your account."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label="Date received"
          type="date"
          min={submittedOn}
          max={today}
          error={e.paidOn?.message}
          {...register("paidOn")}
        />
        <SelectField label="Paid by" defaultValue="" error={e.method?.message} {...register("method")}>
          <option value="" disabled>
            Choose a method
          </option>
          {RECEIVED_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {RECEIVED_PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Reference (optional)"
          placeholder="Check number, transaction ID..."
          maxLength={120}
          error={e.reference?.message}
          {...register("reference")}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={markPaid.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={markPaid.isPending}>
            {markPaid.isPending ? "Saving..." : "Mark as paid"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
