// The password asked again before a sensitive action (the server answers REAUTH_REQUIRED when the session's last
// proof of identity is over 10 minutes old): the security card's changes and deleting the company's account.
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { useReauthenticate } from "../api/security";
import { useSecurityWords } from "../security-words";

export function Reauthenticate({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useSecurityWords();
  const said = useSaid();
  const reauth = useReauthenticate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  return (
    <form
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await reauth.mutateAsync(password);
          onDone();
        } catch (err) {
          setError(said(errorMessage(err)));
        }
      }}
    >
      <p className="text-sm font-medium">{t("confirmItsYou")}</p>
      <Field
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={reauth.isPending || !password}>
          {t("confirm")}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
