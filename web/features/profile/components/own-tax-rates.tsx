// The company's own tax rates (issue 33, ADR 0211): the ones in force, and adding one the seeded list lacks, with the
// dates it applies. Part of "Business and tax", which loads as it nears the viewport; a US company has none (its sales
// tax is typed on each billing).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CreateOwnTaxRateSchema } from "#schema/contracts/own-tax-rates";
import { todayIn } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { api, errorMessage, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";
import { toast } from "#web/lib/toast";
import { companyTaxRatesQuery } from "../api/company";
import { useBusinessWords } from "../business-words";

export function OwnTaxRates() {
  const t = useBusinessWords();
  const qc = useQueryClient();
  const rates = useQuery(companyTaxRatesQuery);
  const own = (rates.data?.rates ?? []).filter((r) => "own" in r && r.own);
  const [form, setForm] = useState({ label: "", rate: "", validFrom: todayIn(), validTo: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useMutation({
    mutationFn: (json: unknown) => unwrap(api["tax-rates"].$post({ json: json as never })),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.taxRates }),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = CreateOwnTaxRateSchema.safeParse({
      label: form.label,
      rate: form.rate.trim() === "" ? Number.NaN : Number(form.rate.replace(",", ".")),
      validFrom: form.validFrom,
      validTo: form.validTo || null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      setForm({ label: "", rate: "", validFrom: todayIn(), validTo: "" });
      toast.success(t("ownAdded"), { description: t("ownAddedNote") });
    } catch (err) {
      toast.error(t("ownFailed"), { description: errorMessage(err) });
    }
  }

  return (
    <section
      aria-labelledby="own-tax-rates-title"
      className="mt-6 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id="own-tax-rates-title" className="font-semibold">
        {t("ownTitle")}
      </h3>
      {own.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {own.map((r) => (
            <li key={r.code}>
              {r.label.includes("%") ? r.label : `${r.label} ${r.rate}%`}
              {"validTo" in r && r.validTo ? t("ownUntil", { date: String(r.validTo) }) : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("ownNone")}</p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Field
          label={t("ownName")}
          value={form.label}
          onChange={(e) => setForm((f) => ({ ...f, label: e.target.value }))}
          error={errors.label}
        />
        <Field
          label={t("ownRate")}
          inputMode="decimal"
          value={form.rate}
          onChange={(e) => setForm((f) => ({ ...f, rate: e.target.value }))}
          error={errors.rate}
        />
        <Field
          label={t("ownFrom")}
          type="date"
          value={form.validFrom}
          onChange={(e) => setForm((f) => ({ ...f, validFrom: e.target.value }))}
          error={errors.validFrom}
        />
        <Field
          label={t("ownTo")}
          type="date"
          value={form.validTo}
          onChange={(e) => setForm((f) => ({ ...f, validTo: e.target.value }))}
          error={errors.validTo}
        />
        <div className="md:col-span-2">
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            {add.isPending ? t("ownAdding") : t("ownAdd")}
          </Button>
        </div>
      </form>
    </section>
  );
}
