// GET/PATCH /api/company: the company's country, money, locale, tax and invoice settings (issue 33, ADR 0152).
// The checks that depend on the company's country live here: tax numbers by their check digits, the default rate
// among the rates in force there today, the locale among the country's.

import type { CompanySettingsValues } from "#schema/contracts/company";
import { COMPANY_SETTINGS_MESSAGES, COUNTRY_LOCALES } from "#schema/contracts/company-settings";
import type { Country } from "#schema/contracts/countries";
import { COUNTRY_DEFAULTS, type TaxRegistration } from "#schema/contracts/worldwide";
import { OWN_TAX_RATE_PREFIX, type OwnTaxRate, ownRatesOn } from "#schema/rules/own-tax-rates";
import { checkTaxNumber, TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { taxRatesFor } from "#schema/rules/tax-rates";
import { todayIn } from "#schema/rules/time";
import { listCompanyTaxRates } from "../db/company-tax-rates";
import { updateCompanySettings as saveSettings } from "../db/users";
import type { Db } from "../lib/db";
import { badRequest } from "../lib/errors";
import type { SessionUser } from "./sessions";

type CompanyRow = Pick<
  SessionUser,
  | "country"
  | "currency"
  | "locale"
  | "taxMode"
  | "taxRegistrations"
  | "defaultTaxRate"
  | "invoicePrefix"
  | "address"
  | "timezone"
>;

/** The answer of GET and PATCH /api/company: exactly these keys, whoever asks (the owner edits, members read). */
export const toCompanySettings = (c: CompanyRow) => ({
  country: c.country as Country,
  currency: c.currency,
  locale: c.locale,
  taxMode: c.taxMode,
  taxRegistrations: c.taxRegistrations,
  defaultTaxRate: c.defaultTaxRate,
  invoicePrefix: c.invoicePrefix,
  address: c.address,
});
export type CompanySettings = ReturnType<typeof toCompanySettings>;

/** What a company starts with in a country: its money and the locale its documents are written in. */
export const countryDefaults = (country: Country) => COUNTRY_DEFAULTS[country];

/** The registrations checked and normalized for the country, or a 400 naming the first refused one. */
function checkedRegistrations(country: string, registrations: TaxRegistration[]) {
  const seen = new Set<string>();
  return registrations.map((r, i) => {
    if (seen.has(r.kind))
      throw badRequest(TAX_NUMBER_MESSAGES.duplicate, {
        [`taxRegistrations.${i}.kind`]: TAX_NUMBER_MESSAGES.duplicate,
      });
    seen.add(r.kind);
    const checked = checkTaxNumber(country, r.kind, r.number);
    if (!checked.ok) throw badRequest(checked.message, { [`taxRegistrations.${i}.number`]: checked.message });
    return { kind: r.kind, number: checked.number };
  });
}

/**
 * The settings after a change: a new country starts from its currency and locale unless they are given, and keeps
 * only the registrations and default rate that still apply there. Everything is checked against the result.
 */
export function nextSettings(current: CompanyRow, input: CompanySettingsValues, ownRates: readonly OwnTaxRate[] = []) {
  const country = input.country ?? (current.country as Country);
  const moved = country !== current.country;
  const defaults = countryDefaults(country);
  const currency = input.currency ?? (moved ? defaults.currency : current.currency);
  const locale = input.locale ?? (moved ? defaults.locale : current.locale);
  if (!COUNTRY_LOCALES[country].includes(locale))
    throw badRequest(COMPANY_SETTINGS_MESSAGES.locale, { locale: COMPANY_SETTINGS_MESSAGES.locale });

  const today = todayIn(current.timezone);
  // The company's own rates go with it only while it stays in its country (ADR 0211).
  const ratesHere = [
    ...taxRatesFor(country, today).map((r) => r.code),
    ...(moved ? [] : ownRatesOn(ownRates, today).map((r) => r.code)),
  ];
  const defaultTaxRate =
    input.defaultTaxRate !== undefined
      ? input.defaultTaxRate || null
      : current.defaultTaxRate && ratesHere.includes(current.defaultTaxRate)
        ? current.defaultTaxRate
        : null;
  if (defaultTaxRate && !ratesHere.includes(defaultTaxRate))
    throw badRequest(COMPANY_SETTINGS_MESSAGES.taxRate, { defaultTaxRate: COMPANY_SETTINGS_MESSAGES.taxRate });

  const taxRegistrations = input.taxRegistrations
    ? checkedRegistrations(country, input.taxRegistrations)
    : // Numbers of another country's kinds do not follow the company abroad.
      current.taxRegistrations.filter((r) => checkTaxNumber(country, r.kind, r.number).ok);

  const address = input.address !== undefined ? (input.address ?? null) : current.address;
  if (address && address.country !== country && input.address !== undefined)
    throw badRequest(COMPANY_SETTINGS_MESSAGES.addressCountry, {
      "address.country": COMPANY_SETTINGS_MESSAGES.addressCountry,
    });

  return {
    country,
    currency,
    locale,
    taxMode: input.taxMode ?? current.taxMode,
    taxRegistrations,
    defaultTaxRate,
    invoicePrefix: input.invoicePrefix ?? current.invoicePrefix,
    address,
  };
}

export const getCompanySettings = (user: SessionUser) => toCompanySettings(user);

/** The owner's change (the route's permission is company:admin), written and answered in one statement. */
export async function updateCompanySettings(db: Db, user: SessionUser, input: CompanySettingsValues) {
  const wantsOwn =
    input.defaultTaxRate?.startsWith(OWN_TAX_RATE_PREFIX) || user.defaultTaxRate?.startsWith(OWN_TAX_RATE_PREFIX);
  const ownRates = wantsOwn ? await listCompanyTaxRates(db, user.companyId) : [];
  const saved = await saveSettings(db, user.companyId, nextSettings(user, input, ownRates));
  return toCompanySettings({ ...saved!, timezone: user.timezone });
}
