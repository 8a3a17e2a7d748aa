// The danger zone on /profile (ADR 0226): the owner deletes the company's account by typing the word, after a fresh
// password when the session's proof is old. What goes and what stays is said in the FAQ's own words.
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { DELETE_COMPANY_CONFIRMATION } from "#schema/contracts/company";
import { COUNTRIES } from "#schema/contracts/countries";
import type { profileMore } from "#schema/i18n/app/en/profile-more";
import type { AppLanguage } from "#schema/i18n/app-language";
import { retentionGroups } from "#schema/rules/invoice-retention";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useAppLanguage } from "#web/lib/app-language";
import { countryNameIn } from "#web/lib/country-names";
import { forgetSignedOutNotice, keepSignedOutNotice } from "#web/lib/session";
import type { Words } from "#web/lib/words";
import { useDeleteCompany } from "../api/delete-company";
import { needsReauth } from "../api/security";
import { useMoreWords } from "../more-words";
import { Reauthenticate } from "./reauthenticate";

type MoreWords = Words<typeof profileMore>;

/**
 * What deleting keeps and for how long, in the reader's language: English is the FAQ's ACCOUNT_DELETION_POLICY word
 * for word (its country names the spec's); another language names the countries in the platform's own words.
 */
export const deletionPolicy = (t: MoreWords, language: AppLanguage): string[] => [
  t("deleteErased"),
  t("deleteKept"),
  ...retentionGroups().map(({ years, from, countries }) =>
    t(from === "issue-year" ? "deleteYearsIssueYear" : "deleteYearsNextYear", {
      years,
      countries: countries.map((c) => countryNameIn(language, c, COUNTRIES[c])).join(", "),
    }),
  ),
];

export function DeleteCompanyCard() {
  const t = useMoreWords();
  const language = useAppLanguage();
  const remove = useDeleteCompany();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [reauth, setReauth] = useState(false);

  const submit = async () => {
    setError(undefined);
    // Kept before the call: the sign-in page may show before the call's promise settles here.
    // In the reader's words: the sign-in page shows it as kept.
    keepSignedOutNotice(t("companyDeleted"));
    try {
      await remove.mutateAsync(typed);
    } catch (err) {
      forgetSignedOutNotice();
      if (needsReauth(err)) setReauth(true);
      else setError(errorMessage(err));
    }
  };

  return (
    <Card className="space-y-3 border-red-300 dark:border-red-800">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-red-800 dark:text-red-300">
        <TriangleAlert aria-hidden="true" className="size-5" /> {t("deleteTitle")}
      </h2>
      {deletionPolicy(t, language).map((line) => (
        <p key={line} className="text-sm text-slate-700 dark:text-slate-300">
          {line}
        </p>
      ))}
      <p className="text-sm font-medium">{t("cannotUndo")}</p>
      {reauth ? (
        <Reauthenticate
          onDone={() => {
            setReauth(false);
            void submit();
          }}
          onCancel={() => setReauth(false)}
        />
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field
            label={t("typeToConfirm", { word: DELETE_COMPANY_CONFIRMATION })}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error}
          />
          <Button
            type="submit"
            variant="danger"
            size="lg"
            className="w-full sm:w-auto"
            disabled={remove.isPending || typed.trim() !== DELETE_COMPANY_CONFIRMATION}
          >
            {t("deleteTitle")}
          </Button>
        </form>
      )}
    </Card>
  );
}
