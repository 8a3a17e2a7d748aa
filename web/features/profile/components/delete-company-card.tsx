// The danger zone on /profile (ADR 0226): the owner deletes the company's account by typing the word, after a fresh
// password when the session's proof is old. What goes and what stays is said in the FAQ's own words.
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { DELETE_COMPANY_CONFIRMATION } from "#schema/contracts/company";
import { ACCOUNT_DELETION_POLICY } from "#schema/rules/invoice-retention";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { forgetSignedOutNotice, keepSignedOutNotice } from "#web/lib/session";
import { useDeleteCompany } from "../api/delete-company";
import { needsReauth } from "../api/security";
import { Reauthenticate } from "./reauthenticate";

export const COMPANY_DELETED_NOTICE = "Your company's account was deleted.";

export function DeleteCompanyCard() {
  const remove = useDeleteCompany();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [reauth, setReauth] = useState(false);

  const submit = async () => {
    setError(undefined);
    // Kept before the call: the sign-in page may show before the call's promise settles here.
    keepSignedOutNotice(COMPANY_DELETED_NOTICE);
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
        <TriangleAlert aria-hidden="true" className="size-5" /> Delete company account
      </h2>
      {ACCOUNT_DELETION_POLICY.map((line) => (
        <p key={line} className="text-sm text-slate-700 dark:text-slate-300">
          {line}
        </p>
      ))}
      <p className="text-sm font-medium">This cannot be undone. Download your data first if you want a copy.</p>
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
            label={`Type ${DELETE_COMPANY_CONFIRMATION} to confirm`}
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
            Delete company account
          </Button>
        </form>
      )}
    </Card>
  );
}
