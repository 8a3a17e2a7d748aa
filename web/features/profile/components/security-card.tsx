// Sign-in and security on /profile: passkeys, password, two-step sign-in. Sensitive changes ask for the
// password again when the session's last proof of identity is over 10 minutes old, then carry on.
import { useQuery } from "@tanstack/react-query";
import { KeyRound, ShieldCheck, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { formatDate } from "#schema/rules/dates";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import {
  needsReauth,
  securityQuery,
  sessionsQuery,
  useAddPasskey,
  useBeginTwoFactor,
  useChangePassword,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEndOtherSessions,
  useEndSession,
  useRemovePasskey,
} from "../api/security";
import { useSecurityWords } from "../security-words";
import { Reauthenticate } from "./reauthenticate";

// The key's QR code and the recovery codes' Copy and Download load with the setup, not with /profile.
const twoFactorSetup = () => import("./two-factor-setup");
const TotpKey = lazy(() => twoFactorSetup().then((m) => ({ default: m.TotpKey })));
const RecoveryCodes = lazy(() => twoFactorSetup().then((m) => ({ default: m.RecoveryCodes })));

/** The person closed the browser's passkey prompt: not an error worth a toast. */
const cancelled = (err: unknown) =>
  err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError");

export default function SecurityCard() {
  const t = useSecurityWords();
  const said = useSaid();
  const { data } = useQuery(securityQuery);
  const [pending, setPending] = useState<{ run: () => Promise<void> } | null>(null);

  /** Runs a sensitive action; if the server wants the password again, asks for it and then runs it again. */
  const guarded = (run: () => Promise<void>, title: string) => async () => {
    try {
      await run();
    } catch (err) {
      if (needsReauth(err)) setPending({ run });
      else if (!cancelled(err)) toast.error(title, { description: said(errorMessage(err)) });
    }
  };

  return (
    <Card className="space-y-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5" /> {t("title")}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </div>
      {pending && (
        <Reauthenticate
          onDone={async () => {
            const next = pending;
            setPending(null);
            await guarded(next.run, t("wentWrong"))();
          }}
          onCancel={() => setPending(null)}
        />
      )}
      <Passkeys passkeys={data?.passkeys ?? []} guarded={guarded} />
      <ChangePasswordForm guarded={guarded} />
      <TwoFactor
        enabled={data?.twoFactor.enabled ?? false}
        left={data?.twoFactor.recoveryCodesLeft ?? 0}
        guarded={guarded}
      />
      <SignedInDevices />
    </Card>
  );
}

type Guarded = (run: () => Promise<void>, title: string) => () => Promise<void>;

type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

function Passkeys({ passkeys, guarded }: { passkeys: PasskeyRow[]; guarded: Guarded }) {
  const t = useSecurityWords();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h3 id="passkeys-heading" className="font-semibold">
        {t("passkeys")}
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("noPasskeys")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {passkeys.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium">
                  <KeyRound aria-hidden="true" className="size-4 shrink-0" /> {p.name}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t("added", { date: formatDate(p.createdAt) })}
                  {p.lastUsedAt ? t("lastUsed", { date: formatDate(p.lastUsedAt) }) : ""}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("removePasskey", { name: p.name })}
                onClick={guarded(async () => {
                  await remove.mutateAsync(p.id);
                  toast.success(t("passkeyRemoved"));
                }, t("removeFailed"))}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        disabled={add.isPending}
        onClick={guarded(async () => {
          await add.mutateAsync();
          toast.success(t("passkeyAdded"), { description: t("passkeyAddedNote") });
        }, t("addFailed"))}
      >
        {add.isPending ? t("waiting") : t("addPasskey")}
      </Button>
    </section>
  );
}

function ChangePasswordForm({ guarded }: { guarded: Guarded }) {
  const t = useSecurityWords();
  const change = useChangePassword();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [signOutOtherSessions, setSignOut] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      aria-labelledby="password-heading"
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        void guarded(async () => {
          try {
            await change.mutateAsync({ newPassword, confirmPassword, signOutOtherSessions });
          } catch (err) {
            const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
            if (fields && Object.keys(fields).length) return setErrors(fields);
            throw err;
          }
          setNewPassword("");
          setConfirmPassword("");
          toast.success(t("passwordChanged"));
        }, t("changeFailed"))();
      }}
    >
      <h3 id="password-heading" className="font-semibold">
        {t("password")}
      </h3>
      <Field
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        error={errors.newPassword}
      />
      <Field
        label={t("confirmNew")}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={signOutOtherSessions}
          onChange={(e) => setSignOut(e.target.checked)}
        />
        {t("signOutOthers")}
      </label>
      <Button type="submit" disabled={change.isPending || !newPassword}>
        {t("changePassword")}
      </Button>
    </form>
  );
}

function TwoFactor({ enabled, left, guarded }: { enabled: boolean; left: number; guarded: Guarded }) {
  const t = useSecurityWords();
  const said = useSaid();
  const begin = useBeginTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string>();

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h3 id="two-factor-heading" className="font-semibold">
        {t("twoStep")}
      </h3>
      {codes && (
        <Suspense fallback={null}>
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        </Suspense>
      )}
      {enabled ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("twoStepOn", { count: left })}</p>
          <Button
            variant="secondary"
            onClick={guarded(async () => {
              await disable.mutateAsync();
              toast.success(t("twoStepOffDone"));
            }, t("turnOffFailed"))}
          >
            {t("turnOff")}
          </Button>
        </>
      ) : setup ? (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void guarded(async () => {
              try {
                const result = await confirm.mutateAsync(code);
                setCodes(result.recoveryCodes);
                setSetup(null);
                setCode("");
              } catch (err) {
                if (needsReauth(err)) throw err;
                setError(said(errorMessage(err)));
              }
            }, t("turnOnFailed"))();
          }}
        >
          <Suspense fallback={null}>
            <TotpKey secret={setup.secret} uri={setup.uri} />
          </Suspense>
          <Field
            label={t("code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" disabled={confirm.isPending || code.trim().length !== 6}>
            {t("turnOn")}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("twoStepOff")}</p>
          <Button
            variant="secondary"
            onPointerEnter={() => void twoFactorSetup()}
            onClick={guarded(async () => {
              void twoFactorSetup();
              setSetup(await begin.mutateAsync());
            }, t("startFailed"))}
          >
            {t("setUp")}
          </Button>
        </>
      )}
    </section>
  );
}

function SignedInDevices() {
  const t = useSecurityWords();
  const said = useSaid();
  const { data: sessions = [] } = useQuery(sessionsQuery);
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const signOut = (run: () => Promise<unknown>) => async () => {
    try {
      await run();
      toast.success(t("signedOut"));
    } catch (err) {
      toast.error(t("signOutFailed"), { description: said(errorMessage(err)) });
    }
  };
  return (
    <section aria-labelledby="devices-heading" className="space-y-3">
      <h3 id="devices-heading" className="font-semibold">
        {t("devices")}
      </h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium">
                {s.device}
                {s.current ? t("thisDevice") : ""}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {s.ip ? `${s.ip} · ` : ""}
                {t("signedIn", { date: formatDate(s.signedInAt) })}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="ghost"
                onClick={signOut(() => end.mutateAsync(s.id))}
                aria-label={t("signOutDevice", { device: s.device })}
              >
                {t("signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 && (
        <Button variant="secondary" disabled={endOthers.isPending} onClick={signOut(() => endOthers.mutateAsync())}>
          {t("signOutAll")}
        </Button>
      )}
    </section>
  );
}
