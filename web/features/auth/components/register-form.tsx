// The Register tab: the spec's fields and messages; the timezone comes from the browser.
import { useLocation, useNavigate } from "react-router";
import type { RegisterForm as RegisterValues } from "#schema/contracts/auth";
import { COUNTRIES, type Country } from "#schema/contracts/countries";
import { runtimeTimeZone } from "#schema/rules/time";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { NewLoginFields } from "#web/components/ui/new-login-fields";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { browserLanguage, useAppLanguage } from "#web/lib/app-language";
import { countryNameIn } from "#web/lib/country-names";
import { useLazyForm } from "#web/lib/lazy-form";
import { returnTarget } from "#web/lib/return-to";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useRegister } from "../api/session";
import { useAuthWords } from "../words";

// zod arrives with the first focus in the form, not with the page (ADR 0093).
const registerSchema = () => import("#schema/contracts/auth").then((m) => m.RegisterFormSchema);

/** The country the browser's timezone suggests, a first guess the person can change; anything else is the US. */
export function countryOfTimeZone(timeZone: string): Country {
  if (timeZone === "Europe/London" || timeZone === "Europe/Belfast") return "GB";
  if (timeZone === "Europe/Dublin") return "IE";
  const europe: Partial<Record<string, Country>> = {
    "Europe/Berlin": "DE",
    "Europe/Busingen": "DE",
    "Europe/Paris": "FR",
    "Europe/Amsterdam": "NL",
    "Europe/Brussels": "BE",
    "Europe/Madrid": "ES",
    "Atlantic/Canary": "ES",
    "Africa/Ceuta": "ES",
  };
  const inEurope = europe[timeZone];
  if (inEurope) return inEurope;
  if (timeZone.startsWith("Australia/")) return "AU";
  if (timeZone === "Pacific/Auckland" || timeZone === "Pacific/Chatham") return "NZ";
  const canada = ["Toronto", "Montreal", "Vancouver", "Edmonton", "Winnipeg", "Halifax", "St_Johns", "Regina"];
  if (canada.some((city) => timeZone === `America/${city}`)) return "CA";
  return "US";
}

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const registerUser = useRegister();
  const t = useAuthWords();
  const said = useSaid();
  const language = useAppLanguage();
  const { errors: e, formProps } = useLazyForm(
    registerSchema,
    async ({ confirmPassword: _confirm, ...values }: RegisterValues) => {
      try {
        await registerUser.mutateAsync({
          ...values,
          userType: "contractor",
          timezone: runtimeTimeZone(),
          // The app starts in the browser's language; the person changes it on /profile (ADR 0195).
          language: browserLanguage(),
        });
        toast.success(t("registrationSuccessful"), { description: t("accountCreated") });
        navigate(returnTarget(location.search), { replace: true });
      } catch (err) {
        toast.error(t("registrationFailed"), { description: said(errorMessage(err)) });
      }
    },
  );

  return (
    <form {...formProps} className="space-y-4">
      <Field label={t("fullName")} autoComplete="name" name="fullName" error={e.fullName} />
      <Field label={t("companyName")} autoComplete="organization" name="companyName" error={e.companyName} />
      <Field label={t("email")} type="email" autoComplete="email" inputMode="email" name="email" error={e.email} />
      <Field label={t("phoneOptional")} type="tel" autoComplete="tel" inputMode="tel" name="phone" error={e.phone} />
      <SelectField
        label={t("country")}
        name="country"
        defaultValue={countryOfTimeZone(runtimeTimeZone() ?? "")}
        error={e.country}
        hint={t("countryHint")}
      >
        {Object.entries(COUNTRIES).map(([code, name]) => (
          <option key={code} value={code}>
            {countryNameIn(language, code, name)}
          </option>
        ))}
      </SelectField>
      <NewLoginFields errors={e} />
      <Button type="submit" size="lg" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? t("creatingAccount") : t("createAccount")}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t("haveAccount")}{" "}
        <button
          type="button"
          onClick={onLogin}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t("signIn")}
        </button>
      </p>
    </form>
  );
}
