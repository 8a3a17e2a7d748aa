// The tax a billing will be issued with, worked out live with the server's own engine (schema/rules/tax.ts): under the
// amount on the Details step, and as net, lines and total at review. A US company with no tax mode may add a manual
// sales-tax line instead. Only the Details and Review steps use it, and the wizard loads those lazily: the engine,
// the rates read and these words stay off the route's first load.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatMoneyExact } from "#schema/rules/money";
import { computeTax, MANUAL_SALES_TAX_CODE, type TaxRatePart } from "#schema/rules/tax";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { userQuery } from "#web/lib/session";
import { taxRatesQuery } from "../api/tax-rates";
import { useWizardDetailsWords } from "../words/wizard-details";

/** A US company's manual line for one billing, as typed: rate in percent. */
export type SalesTax = { label: string; rate: number };

/** The billing's tax as the server will issue it (a client's reverse charge aside, which the server decides). */
function useBillingTax(amountCents: number, salesTax: SalesTax | null) {
  const rates = useQuery(taxRatesQuery).data;
  const user = useQuery(userQuery).data;
  if (!rates || !user) return null;
  const manual = salesTax && salesTax.rate > 0 && salesTax.rate <= 100;
  const chosen = rates.rates.find((r) => r.code === rates.defaultTaxRate) ?? rates.rates[0];
  const parts: TaxRatePart[] = manual
    ? [{ code: MANUAL_SALES_TAX_CODE, label: salesTax.label, rateMilli: Math.round(salesTax.rate * 1000) }]
    : rates.taxMode === "none"
      ? []
      : (chosen?.parts ?? []);
  const tax = computeTax({
    amount: Math.max(0, amountCents),
    taxMode: manual ? "exclusive" : rates.taxMode,
    parts,
    reverseCharge: null,
  });
  const money = (minor: number) => formatMoneyExact(minor, user.currency, user.locale);
  return { ...tax, money, manualAllowed: user.country === "US" && rates.taxMode === "none" };
}

type Props = {
  amountCents: number;
  salesTax: SalesTax | null;
  onSalesTax: (next: SalesTax | null) => void;
  /** form: the lines and total under the amount, with the US sales-tax choice; review: net, lines and total. */
  view: "form" | "review";
};

export default function TaxLines({ amountCents, salesTax, onSalesTax, view }: Props) {
  const tax = useBillingTax(amountCents, salesTax);
  const t = useWizardDetailsWords();
  if (!tax) return null;
  const lines = tax.taxLines.map((l) => (
    <Line key={l.code} label={l.label} value={tax.money(l.tax)} review={view === "review"} />
  ));
  if (view === "review") {
    if (tax.taxLines.length === 0) return null;
    return (
      <>
        <Line label={t("net")} value={tax.money(tax.netAmount)} review />
        {lines}
        <Line label={t("total")} value={tax.money(tax.totalAmount)} review strong />
      </>
    );
  }
  return (
    <div className="space-y-3">
      {tax.taxLines.length > 0 && amountCents > 0 && (
        <dl aria-label={t("tax")} className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          {lines}
          <Line label={t("total")} value={tax.money(tax.totalAmount)} strong />
        </dl>
      )}
      {tax.manualAllowed && <SalesTaxChoice salesTax={salesTax} onSalesTax={onSalesTax} />}
    </div>
  );
}

function SalesTaxChoice({ salesTax, onSalesTax }: Pick<Props, "salesTax" | "onSalesTax">) {
  const [rateError, setRateError] = useState<string | undefined>();
  const t = useWizardDetailsWords();
  if (!salesTax)
    return (
      <Button variant="secondary" onClick={() => onSalesTax({ label: t("salesTaxDefault"), rate: Number.NaN })}>
        {t("addSalesTax")}
      </Button>
    );
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field
          label={t("salesTaxLabel")}
          name="salesTaxLabel"
          maxLength={40}
          defaultValue={salesTax.label}
          onChange={(e) => onSalesTax({ ...salesTax, label: e.currentTarget.value })}
        />
        <Field
          label={t("salesTaxRate")}
          name="salesTaxRate"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.001"
          defaultValue={Number.isFinite(salesTax.rate) ? salesTax.rate : ""}
          error={rateError}
          onChange={(e) => {
            const rate = e.currentTarget.valueAsNumber;
            setRateError(undefined);
            onSalesTax({ ...salesTax, rate });
          }}
          onBlur={(e) => {
            const rate = e.currentTarget.valueAsNumber;
            if (!(rate > 0 && rate <= 100)) setRateError(t("salesTaxRateInvalid"));
          }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("salesTaxHelp")}</p>
      <Button variant="ghost" onClick={() => onSalesTax(null)}>
        {t("removeSalesTax")}
      </Button>
    </div>
  );
}

function Line({ label, value, strong, review }: { label: string; value: string; strong?: boolean; review?: boolean }) {
  return (
    <div className={review ? "flex items-start justify-between gap-4 px-4 py-3" : "flex justify-between gap-4"}>
      <dt className={review ? "text-sm text-slate-600 dark:text-slate-400" : undefined}>{label}</dt>
      <dd className={strong ? "font-bold" : "font-medium"}>{value}</dd>
    </div>
  );
}
