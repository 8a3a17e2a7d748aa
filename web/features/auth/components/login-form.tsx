// The Login tab.
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Login } from "#schema/contracts/auth";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useCommonWords } from "#web/lib/common-words";
import { onFirstIntent } from "#web/lib/first-intent";
import { useLazyForm } from "#web/lib/lazy-form";
import { returnTarget } from "#web/lib/return-to";
import { useSaid } from "#web/lib/said";
import { useSignedIn } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { needsSecondFactor, useLogin } from "../api/session";
import { useAuthWords } from "../words";

// Only an account with two-step sign-in sees it, after its password was accepted.
const SecondFactorForm = lazy(() => import("./second-factor-form").then((m) => ({ default: m.SecondFactorForm })));

// The WebAuthn library is not in the page's load: it arrives with the first intent on the page (the autofill offer
// starts then) or when the passkey button is neared or pressed (ADR 0093, ADR 0130).
const passkeys = () => import("../api/passkey-login");
/** What the library's browserSupportsWebAuthn checks, without the library: decides whether the button shows. */
const webAuthnSupported = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
// zod arrives with the first focus in the form, not with the page (ADR 0093).
const loginSchema = () => import("#schema/contracts/auth").then((m) => m.LoginSchema);
/** The ceremony was dismissed or replaced (the person chose the password, or the button's own prompt). */
const isCancelled = (err: unknown) =>
  err instanceof Error && (err.name === "AbortError" || err.name === "NotAllowedError");

export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const signedIn = useSignedIn();
  const [ticket, setTicket] = useState<string>();
  const [passkeyReady] = useState(webAuthnSupported);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const t = useAuthWords();
  const said = useSaid();
  const common = useCommonWords();

  const welcome = (user: Parameters<typeof signedIn>[0]) => {
    signedIn(user);
    toast.success(t("loginSuccessful"), { description: t("welcomeBack") });
    navigate(returnTarget(location.search), { replace: true });
  };

  // Conditional UI: at the first intent on the page (a pointer, a touch, a key: before the username field takes
  // focus), offer this device's passkeys in the username field's autofill. The request belongs to the username
  // field: when the form swaps to the code step (or the page is left) it is aborted, so the browser's own error for
  // a field that is gone never reaches a toast; back on the password step it is offered again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per visit to the password step
  useEffect(() => {
    if (!passkeyReady || ticket) return;
    const controller = new AbortController();
    const stopWaiting = onFirstIntent(() => {
      passkeys()
        .then(async (m) => {
          if (controller.signal.aborted) return;
          const user = await m.signInWithPasskey(true, controller.signal);
          if (user && !controller.signal.aborted) welcome(user);
        })
        .catch((err) => {
          if (!controller.signal.aborted && !isCancelled(err)) {
            toast.error(t("loginFailed"), { description: said(errorMessage(err)) });
          }
        });
    });
    return () => {
      stopWaiting();
      controller.abort();
    };
  }, [ticket]);

  const onPasskey = async () => {
    setPasskeyBusy(true);
    try {
      const m = await passkeys();
      const user = await m.signInWithPasskey(false);
      if (user) welcome(user);
    } catch (err) {
      if (!isCancelled(err)) toast.error(t("loginFailed"), { description: said(errorMessage(err)) });
    } finally {
      setPasskeyBusy(false);
    }
  };
  const { errors, formProps } = useLazyForm(loginSchema, async (values: Login) => {
    try {
      const result = await login.mutateAsync(values);
      if (needsSecondFactor(result)) return setTicket(result.ticket);
      toast.success(t("loginSuccessful"), { description: t("welcomeBack") });
      navigate(returnTarget(location.search), { replace: true });
    } catch (err) {
      toast.error(t("loginFailed"), { description: said(errorMessage(err)) });
    }
  });

  if (ticket)
    return (
      <Suspense fallback={null}>
        <SecondFactorForm ticket={ticket} onRestart={() => setTicket(undefined)} />
      </Suspense>
    );

  return (
    <form {...formProps} className="space-y-4">
      <Field
        label={common("username")}
        autoComplete="username webauthn"
        autoCapitalize="none"
        name="username"
        error={errors.username}
      />
      <Field
        label={common("password")}
        type="password"
        autoComplete="current-password"
        name="password"
        error={errors.password}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? t("signingIn") : t("signIn")}
      </Button>
      {passkeyReady && (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={onPasskey}
          // Neared or focused: the library starts loading before the press.
          onPointerEnter={() => void passkeys()}
          onFocus={() => void passkeys()}
          disabled={passkeyBusy}
        >
          {passkeyBusy ? t("waitingForPasskey") : t("usePasskey")}
        </Button>
      )}
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t("noAccount")}{" "}
        <button
          type="button"
          onClick={onRegister}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t("registerNow")}
        </button>
      </p>
    </form>
  );
}
