// "Business and tax" (the owner's): the money and locale invoices are written in, the supplier address, how prices
// relate to tax, the tax numbers the country's invoices print, the default rate and the invoice prefix (issue 33).
// Loaded as it nears the viewport; it checks tax numbers and postcodes with the Worker's own rules and words.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  COMPANY_SETTINGS_MESSAGES,
  COUNTRY_LOCALES,
  INVOICE_PREFIX_PATTERN,
  LOCALE_NAMES,
} from "#schema/contracts/company-settings";
import { type Country, countryName } from "#schema/contracts/countries";
import type { TaxMode, TaxRegistrationKind } from "#schema/contracts/worldwide";
import { CURRENCY_CODES } from "#schema/rules/currencies";
import { checkPostalCode } from "#schema/rules/postal-codes";
import {
  checkTaxNumber,
  registrationLabel,
  TAX_REGISTRATION_KINDS_BY_COUNTRY,
  TAX_REGISTRATION_LABELS,
} from "#schema/rules/tax-numbers";
import { ratePercent, taxRatesFor } from "#schema/rules/tax-rates";
import { todayIn } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { ApiError, errorMessage } from "#web/lib/api";
import { useAppLanguage } from "#web/lib/app-language";
import { countryNameIn } from "#web/lib/country-names";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { type CompanySettings, companyQuery, companyTaxRatesQuery, useSaveCompany } from "../api/company";
import { useBusinessWords } from "../business-words";
import { OwnTaxRates } from "./own-tax-rates";

type T = ReturnType<typeof useBusinessWords>;

const TAX_MODE_KEYS = { none: "taxNone", exclusive: "taxExclusive", inclusive: "taxInclusive" } as const;

type Values = {
  currency: string;
  locale: string;
  taxMode: TaxMode;
  numbers: Partial<Record<TaxRegistrationKind, string>>;
  defaultTaxRate: string;
  invoicePrefix: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
};

const valuesOf = (s: CompanySettings): Values => ({
  currency: s.currency,
  locale: s.locale,
  taxMode: s.taxMode,
  numbers: Object.fromEntries(s.taxRegistrations.map((r) => [r.kind, r.number])),
  defaultTaxRate: s.defaultTaxRate ?? "",
  invoicePrefix: s.invoicePrefix,
  line1: s.address?.line1 ?? "",
  line2: s.address?.line2 ?? "",
  city: s.address?.city ?? "",
  region: s.address?.region ?? "",
  postalCode: s.address?.postalCode ?? "",
});

/** The tax numbers a company there records; Québec's QST only once the address (or a saved number) says Québec. */
/** What the address's region is called where the company is: a US state, an Irish county, a Spanish province. */
const regionLabel = (t: T, country: Country) =>
  t(
    country === "CA"
      ? "province"
      : country === "US" || country === "AU"
        ? "state"
        : country === "ES"
          ? "provinceOptional"
          : country === "GB" || country === "IE"
            ? "countyOptional"
            : "regionOptional",
  );

/** The tax number's label in the reader's words, beside the tax office's own name where the country has one. */
const numberLabel = (t: T, country: Country, kind: TaxRegistrationKind) => {
  const label = registrationLabel(country, kind);
  const words = kind === "vat" || kind === "gst" || kind === "bn" || kind === "qst" ? t(kind) : null;
  return t("optional", { label: words ? label.replace(TAX_REGISTRATION_LABELS[kind], words) : label });
};

function kindsFor(country: Country, values: Values) {
  const kinds = TAX_REGISTRATION_KINDS_BY_COUNTRY[country];
  const quebec = values.region.trim().toUpperCase() === "QC" || Boolean(values.numbers.qst);
  return kinds.filter((k) => k !== "qst" || quebec);
}

export function BusinessTaxCard() {
  const { data } = useQuery(companyQuery);
  const t = useBusinessWords();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{t("title")}</h2>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("intro")}</p>
      {data ? (
        // Keyed by what is saved: a change of country elsewhere on the page starts the form again from it.
        <>
          <BusinessTaxForm key={JSON.stringify(data)} saved={data} />
          {data.country !== "US" && <OwnTaxRates />}
        </>
      ) : (
        <Skeleton className="h-64" />
      )}
    </Card>
  );
}

function BusinessTaxForm({ saved }: { saved: CompanySettings }) {
  const t = useBusinessWords();
  const said = useSaid();
  const language = useAppLanguage();
  const save = useSaveCompany();
  const [values, setValues] = useState(() => valuesOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const country = saved.country;
  const kinds = kindsFor(country, values);
  const rates = taxRatesFor(country, todayIn());
  // The company's own rates in force may be the default too (ADR 0211).
  const listed = useQuery({ ...companyTaxRatesQuery, enabled: country !== "US" });
  const own = (listed.data?.rates ?? []).filter((r) => "own" in r && r.own);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setNumber = (kind: TaxRegistrationKind, number: string) =>
    setValues((v) => ({ ...v, numbers: { ...v.numbers, [kind]: number } }));

  /** The body to send, or the messages that stop it: the same checks and words as the Worker's. */
  function check() {
    const found: Record<string, string> = {};
    const taxRegistrations = kinds.flatMap((kind) => {
      const typed = values.numbers[kind]?.trim();
      if (!typed) return [];
      const checked = checkTaxNumber(country, kind, typed);
      if (!checked.ok) found[`tax.${kind}`] = checked.message;
      return [{ kind, number: typed }];
    });
    const hasAddress = [values.line1, values.line2, values.city, values.region, values.postalCode].some((x) =>
      x.trim(),
    );
    if (hasAddress) {
      if (!values.line1.trim()) found.line1 = COMPANY_SETTINGS_MESSAGES.addressLine1;
      if (!values.city.trim()) found.city = COMPANY_SETTINGS_MESSAGES.addressCity;
      const postal = values.postalCode.trim() ? checkPostalCode(country, values.postalCode) : null;
      if (postal && !postal.ok) found.postalCode = postal.message;
    }
    if (!INVOICE_PREFIX_PATTERN.test(values.invoicePrefix.trim()))
      found.invoicePrefix = COMPANY_SETTINGS_MESSAGES.invoicePrefix;
    return {
      found,
      body: {
        currency: values.currency as never,
        locale: values.locale,
        taxMode: values.taxMode,
        taxRegistrations,
        defaultTaxRate: values.defaultTaxRate || null,
        invoicePrefix: values.invoicePrefix.trim(),
        address: hasAddress
          ? {
              line1: values.line1,
              line2: values.line2 || null,
              city: values.city,
              region: values.region || null,
              postalCode: values.postalCode || null,
              country,
            }
          : null,
      },
    };
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { found, body } = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync(body);
      toast.success(t("saved"));
    } catch (err) {
      // The Worker names the field: "taxRegistrations.0.number" is the first number sent.
      if (err instanceof ApiError) {
        const named: Record<string, string> = {};
        for (const [key, message] of Object.entries(err.fieldErrors)) {
          const tax = /^taxRegistrations\.(\d+)/.exec(key);
          const kind = tax ? body.taxRegistrations[Number(tax[1])]?.kind : undefined;
          named[kind ? `tax.${kind}` : key.replace(/^address\./, "")] = message;
        }
        setErrors(named);
      }
      toast.error(t("notSaved"), { description: said(errorMessage(err)) });
    }
  };

  const registeredForGst = values.taxMode !== "none";
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      <p className="text-sm text-slate-700 md:col-span-2 dark:text-slate-300">
        {t("countryLine", { country: countryNameIn(language, country, countryName(country)) })}
      </p>
      <SelectField
        label={t("currency")}
        value={values.currency}
        onChange={(e) => set("currency", e.target.value)}
        error={errors.currency}
        hint={t("currencyHint")}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("localeLabel")}
        value={values.locale}
        onChange={(e) => set("locale", e.target.value)}
        error={errors.locale}
      >
        {COUNTRY_LOCALES[country].map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale] ?? locale}
          </option>
        ))}
      </SelectField>

      <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("address")}</legend>
        <Field
          label={t("street")}
          autoComplete="address-line1"
          value={values.line1}
          onChange={(e) => set("line1", e.target.value)}
          error={errors.line1}
        />
        <Field
          label={t("line2")}
          autoComplete="address-line2"
          value={values.line2}
          onChange={(e) => set("line2", e.target.value)}
        />
        <Field
          label={t("city")}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set("city", e.target.value)}
          error={errors.city}
        />
        <Field
          label={regionLabel(t, country)}
          autoComplete="address-level1"
          value={values.region}
          onChange={(e) => set("region", e.target.value)}
          hint={country === "CA" ? t("regionHint") : undefined}
        />
        <Field
          label={t(
            country === "US"
              ? "zip"
              : country === "IE"
                ? "eircode"
                : country === "GB" || country === "NL" || country === "BE"
                  ? "postcode"
                  : "postalCode",
          )}
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(e) => set("postalCode", e.target.value)}
          error={errors.postalCode}
        />
      </fieldset>

      <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("tax")}</legend>
        {country === "AU" ? (
          <>
            <label className="flex items-center gap-2 text-sm md:col-span-2">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={registeredForGst}
                onChange={(e) => set("taxMode", e.target.checked ? "inclusive" : "none")}
              />
              {t("gstRegistered")}
            </label>
            {registeredForGst && (
              <TaxModeSelect
                value={values.taxMode}
                onChange={(m) => set("taxMode", m)}
                modes={["inclusive", "exclusive"]}
              />
            )}
          </>
        ) : (
          <TaxModeSelect
            value={values.taxMode}
            onChange={(m) => set("taxMode", m)}
            modes={["none", "exclusive", "inclusive"]}
          />
        )}
        {rates.length + own.length > 0 && (
          <SelectField
            label={t("defaultRate")}
            value={values.defaultTaxRate}
            onChange={(e) => set("defaultTaxRate", e.target.value)}
            error={errors.defaultTaxRate}
          >
            <option value="">{t("none")}</option>
            {rates.map((r) => (
              <option key={r.code} value={r.code}>
                {r.region ? `${r.region}: ` : ""}
                {r.label.includes("%") ? r.label : `${r.label} ${ratePercent(r.rateMilli)}%`}
              </option>
            ))}
            {own.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label.includes("%") ? r.label : `${r.label} ${r.rate}%`}
              </option>
            ))}
          </SelectField>
        )}
        {kinds.map((kind) => (
          <Field
            key={kind}
            label={numberLabel(t, country, kind)}
            value={values.numbers[kind] ?? ""}
            onChange={(e) => setNumber(kind, e.target.value)}
            error={errors[`tax.${kind}`]}
            autoCapitalize="characters"
            spellCheck={false}
          />
        ))}
      </fieldset>

      <Field
        label={t("prefix")}
        value={values.invoicePrefix}
        onChange={(e) => set("invoicePrefix", e.target.value)}
        error={errors.invoicePrefix}
        hint={t("prefixHint", { example: `${values.invoicePrefix.trim()}0001` })}
        spellCheck={false}
      />
      <div className="md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

function TaxModeSelect({
  value,
  onChange,
  modes,
}: {
  value: TaxMode;
  onChange: (mode: TaxMode) => void;
  modes: TaxMode[];
}) {
  const t = useBusinessWords();
  return (
    <SelectField label={t("pricesAndTax")} value={value} onChange={(e) => onChange(e.target.value as TaxMode)}>
      {modes.map((mode) => (
        <option key={mode} value={mode}>
          {t(TAX_MODE_KEYS[mode])}
        </option>
      ))}
    </SelectField>
  );
}
