// Step 2: completion, amount, optional due date and description, validated as they are typed.
import { useQuery } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { currencySymbol } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { useCommonWords } from "#web/lib/common-words";
import { userQuery } from "#web/lib/session";
import type { DetailsForm } from "../hooks/use-details-form";
import { useWizardDetailsWords } from "../words/wizard-details";
import TaxLines, { type SalesTax } from "./tax-lines";

export type { DetailsValues } from "../hooks/details-values";

type Props = {
  projectName: string;
  nextNumber: number | null;
  previousCompletion: number | null;
  form: DetailsForm;
  /** The typed amount in cents and a US company's manual sales-tax line: the tax shown live under the amount. */
  amountCents: number;
  salesTax: SalesTax | null;
  onSalesTax: (next: SalesTax | null) => void;
  onBack: () => void;
  onContinue: () => void;
};

export function DetailsStep({
  projectName,
  nextNumber,
  previousCompletion,
  form,
  amountCents,
  salesTax,
  onSalesTax,
  onBack,
  onContinue,
}: Props) {
  // The amount is typed in the company's money (issue 33).
  const user = useQuery(userQuery).data;
  const t = useWizardDetailsWords();
  const common = useCommonWords();
  const e = form.errors;
  const v = form.values;
  // Uncontrolled, like a form library: a half-typed "12." stays as typed; the number is read on every change.
  const asNumber = (event: React.ChangeEvent<HTMLInputElement>) => event.currentTarget.valueAsNumber;
  const next = async () => {
    if (await form.trigger()) onContinue();
  };

  return (
    <section aria-labelledby="details-step-title" className="space-y-5">
      <div>
        <h2 id="details-step-title" className="text-lg font-semibold">
          {projectName}
        </h2>
        {nextNumber !== null && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("willBe", { label: common("progressNumber", { number: nextNumber }) })}
          </p>
        )}
      </div>
      <form
        key={form.version}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <Field
          label={t("completion")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          name="completionPercentage"
          defaultValue={Number.isFinite(v.completionPercentage) ? v.completionPercentage : ""}
          onChange={(event) => form.setField("completionPercentage", asNumber(event))}
          error={e.completionPercentage}
          hint={previousCompletion !== null ? t("previousAt", { percent: previousCompletion }) : t("completionHint")}
        />
        <Field
          label={t("amount", { symbol: currencySymbol(user?.currency, user?.locale) })}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          name="amount"
          defaultValue={Number.isFinite(v.amount) ? v.amount : ""}
          onChange={(event) => form.setField("amount", asNumber(event))}
          error={e.amount}
        />
        <TaxLines view="form" amountCents={amountCents} salesTax={salesTax} onSalesTax={onSalesTax} />
        <Field
          label={t("dueDateOptional")}
          type="date"
          name="dueDate"
          defaultValue={v.dueDate}
          onChange={(event) => form.setField("dueDate", event.currentTarget.value)}
          error={e.dueDate}
        />
        <TextareaField
          label={t("descriptionOptional")}
          placeholder={t("descriptionPlaceholder")}
          name="description"
          defaultValue={v.description}
          onChange={(event) => form.setField("description", event.currentTarget.value)}
          error={e.description}
        />

        <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-50">
          <MessageSquareText className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{t("smsTitle")}</h3>
            <p className="text-sm">{t("smsBody")}</p>
          </div>
        </div>

        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Button variant="secondary" size="lg" className="px-7" onClick={onBack}>
            {common("back")}
          </Button>
          <Button type="submit" size="lg">
            {t("continueToPhotos")}
          </Button>
        </div>
      </form>
    </section>
  );
}
