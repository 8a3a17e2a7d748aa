// "Request Payment": sends the client an email and/or text with the amount, reference and how to pay. Loaded when
// first wanted (payment-request-button.tsx): its dialog, form library and schema are not on the page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  DEFAULT_PAYMENT_MESSAGE,
  MAX_PAYMENT_MESSAGE,
  PaymentRequestSchema,
  SIGNATURE_TYPES,
  type SignatureType,
} from "#schema/contracts/payments";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { ApiError } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { toast } from "#web/lib/toast";
import { useRequestPayment } from "../api/payments";
import { usePaymentRequestWords } from "../request-words";

const FormSchema = PaymentRequestSchema.pick({
  customMessage: true,
  channel: true,
  includeAllPaymentMethods: true,
  signatureType: true,
  customSignature: true,
});
type FormValues = {
  customMessage: string;
  channel: "email" | "sms" | "both";
  includeAllPaymentMethods: boolean;
  signatureType: SignatureType;
  customSignature: string;
};
type FormOutput = z.output<typeof FormSchema>;

const newKey = () => crypto.randomUUID();

export type PaymentRequestDialogProps = {
  progressId: number;
  clientName: string;
  clientEmail: string;
  /** SMS and both are offered only when the client has a phone. */
  clientPhone: string | null;
};

export function PaymentRequestDialog({
  progressId,
  clientName,
  clientEmail,
  clientPhone,
  open,
  onOpenChange: setOpen,
}: PaymentRequestDialogProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  // One key per request being composed: a retry or a double tap sends it once.
  const t = usePaymentRequestWords();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const send = useRequestPayment();
  const hasPhone = Boolean(clientPhone?.trim());
  const { register, handleSubmit, watch, formState, reset } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues, unknown, FormOutput>,
    defaultValues: {
      customMessage: DEFAULT_PAYMENT_MESSAGE,
      channel: "email",
      includeAllPaymentMethods: true,
      signatureType: "company",
      customSignature: "",
    },
  });
  const e = formState.errors;
  const message = watch("customMessage") ?? "";
  const signatureType = watch("signatureType");
  const channel = watch("channel");

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        progressId,
        ...values,
        customSignature: values.signatureType === "personal" ? values.customSignature : null,
        idempotencyKey,
      });
      toast.success(t("sent"));
      setOpen(false);
      reset();
      setIdempotencyKey(newKey());
    } catch (err) {
      const description =
        err instanceof ApiError ? err.serverMessage : err instanceof Error ? err.message : t("unknownError");
      toast.error(t("failed"), { description: description || t("unknownError") });
    }
  });

  const channels = [
    { value: "email", label: t("email"), hint: clientEmail },
    ...(hasPhone
      ? [
          { value: "sms", label: "SMS", hint: clientPhone ?? "" },
          { value: "both", label: t("both"), hint: t("emailAndSms") },
        ]
      : []),
  ] as const;

  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description", { name: clientName })}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("sendBy")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {channels.map((c) => (
              <label
                key={c.value}
                className={cn(
                  "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm font-semibold",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  channel === c.value
                    ? "border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-900 dark:text-brand-100"
                    : "border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200",
                )}
              >
                <input type="radio" value={c.value} className="sr-only" {...register("channel")} />
                {c.label}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-xs break-words text-slate-600 dark:text-slate-400">
            {hasPhone
              ? t("goesToBoth", { email: clientEmail, phone: clientPhone ?? "" })
              : t("goesToEmail", { email: clientEmail })}
          </p>
        </fieldset>

        <div>
          <TextareaField
            label={t("message")}
            rows={4}
            maxLength={MAX_PAYMENT_MESSAGE}
            error={e.customMessage?.message}
            {...register("customMessage")}
          />
          <p
            className={cn(
              "mt-1 text-right text-xs",
              message.length > MAX_PAYMENT_MESSAGE ? "text-red-700" : "text-slate-600 dark:text-slate-400",
            )}
            aria-live="polite"
          >
            {message.length}/{MAX_PAYMENT_MESSAGE}
          </p>
        </div>

        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-brand-700"
            {...register("includeAllPaymentMethods")}
          />
          <span>{t("allMethods")}</span>
        </label>

        <SelectField label={t("signAs")} error={e.signatureType?.message} {...register("signatureType")}>
          {SIGNATURE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(type)}
            </option>
          ))}
        </SelectField>
        {signatureType === "personal" && (
          <Field
            label={t("signature")}
            hint={t("signatureHint")}
            maxLength={100}
            error={e.customSignature?.message}
            {...register("customSignature")}
          />
        )}

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t("sending") : t("send")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
