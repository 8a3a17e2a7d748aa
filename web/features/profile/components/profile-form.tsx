// The profile form: name, email, phone, company, timezone (dates and reminders follow it), and for the owner the
// company's country (typed phone numbers are read in it).
import { useMemo } from "react";
import type { Profile } from "#schema/contracts/auth";
import { COUNTRIES, countryName } from "#schema/contracts/countries";
import { APP_LANGUAGES, type AppLanguage } from "#schema/i18n/app-language";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { PhoneCheckNote } from "#web/components/ui/contact-block";
import { Field, inputClass } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { useAppLanguage } from "#web/lib/app-language";
import { countryNameIn } from "#web/lib/country-names";
import { useLazyForm } from "#web/lib/lazy-form";
import { useCan } from "#web/lib/permissions";
import { useSaid } from "#web/lib/said";
import type { CurrentUser } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { useUpdateProfile } from "../api/profile";
import { useProfileWords } from "../words";

// zod arrives with the first focus in the form, not with the page (ADR 0093).
const profileSchema = () => import("#schema/contracts/auth").then((m) => m.ProfileSchema);

/** Each language named in itself, as every language menu does: a reader finds their own whatever the screen's. */
const LANGUAGE_NAMES: Record<AppLanguage, string> = { en: "English", es: "Español" };

const timeZones = () => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
  }
};

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const t = useProfileWords();
  const said = useSaid();
  const language = useAppLanguage();
  // The country is the company's, like its payout details: the owner sets it, everyone else reads it.
  const ownsCompany = useCan("company:admin");
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(user.timezone) ? all : [user.timezone, ...all];
  }, [user.timezone]);
  const { errors: e, formProps } = useLazyForm(profileSchema, async (values: Profile) => {
    try {
      await update.mutateAsync(values);
      toast.success(t("profileUpdated"));
    } catch (err) {
      toast.error(t("updateFailed"), { description: said(errorMessage(err)) });
    }
  });

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t("profile")}</h2>
      {/* Its fields are uncontrolled: keyed by what is saved, the form starts again from the saved values when they
          arrive after the device's copy (a reload shows this device's copy first), never staying on older ones. */}
      <form
        key={`${user.fullName}|${user.email}|${user.phone ?? ""}|${user.timezone}|${user.language}`}
        {...formProps}
        className="grid gap-4 md:grid-cols-2"
      >
        <Field
          label={t("fullName")}
          autoComplete="name"
          name="fullName"
          defaultValue={user.fullName}
          error={e.fullName}
        />
        <Field
          label={t("email")}
          type="email"
          autoComplete="email"
          name="email"
          defaultValue={user.email}
          error={e.email}
        />
        <Field
          label={t("phone")}
          type="tel"
          autoComplete="tel"
          name="phone"
          // Formatted for people; sent back unchanged it stays the stored number (ADR 0118).
          defaultValue={user.phoneDisplay ?? user.phone ?? ""}
          error={e.phone}
          hint={user.phone && user.phoneInvalid ? <PhoneCheckNote /> : undefined}
        />
        <Field
          label={t("companyName")}
          autoComplete="organization"
          name="companyName"
          defaultValue={user.companyName ?? ""}
          error={e.companyName}
        />
        <div className="space-y-1.5 md:col-span-2">
          <label htmlFor="timezone" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t("timezone")}
          </label>
          <select id="timezone" name="timezone" className={inputClass} defaultValue={user.timezone}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("timezoneHint")}</p>
        </div>
        {ownsCompany ? (
          <SelectField
            label={t("country")}
            name="country"
            defaultValue={user.country}
            error={e.country}
            hint={t("countryHint")}
            className="md:col-span-2"
          >
            {Object.entries(COUNTRIES).map(([code, name]) => (
              <option key={code} value={code}>
                {countryNameIn(language, code, name)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-700 md:col-span-2 dark:text-slate-300">
            {t("countryReadOnly", { country: countryNameIn(language, user.country, countryName(user.country)) })}
          </p>
        )}
        <SelectField
          label={t("language")}
          name="language"
          defaultValue={user.language}
          error={e.language}
          hint={t("languageHint")}
          className="md:col-span-2"
        >
          {APP_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t("saving") : t("saveProfile")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
