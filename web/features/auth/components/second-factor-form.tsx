// The second step of a password sign-in for accounts with two-step sign-in: a 6-digit code or a recovery code.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useSecondFactor } from "../api/session";
import { useAuthWords } from "../words";

export function SecondFactorForm({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const t = useAuthWords();
  const said = useSaid();
  const navigate = useNavigate();
  const secondFactor = useSecondFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (code.trim().length < 6) return setError(t("codeNeeded"));
    try {
      await secondFactor.mutateAsync({ ticket, code: code.trim() });
      toast.success(t("loginSuccessful"), { description: t("welcomeBack") });
      navigate("/dashboard", { replace: true });
    } catch (err) {
      // The ticket is single-use: any failure means starting again from the password.
      toast.error(t("loginFailed"), { description: said(errorMessage(err)) });
      onRestart();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("codeIntro")}</p>
      <Field
        label={t("authCode")}
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" className="w-full" disabled={secondFactor.isPending}>
        {secondFactor.isPending ? t("checking") : t("verify")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
        {t("backToSignIn")}
      </Button>
    </form>
  );
}
