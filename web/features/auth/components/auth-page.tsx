// /auth: Login and Register tabs.
import { lazy, Suspense, useEffect, useState } from "react";
import { Wordmark } from "#web/components/shell/wordmark";
import { Card } from "#web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { forgetSignedOutNotice, signedOutNotice } from "#web/lib/session";
import { useAuthWords } from "../words";
import { LoginForm } from "./login-form";

// The Register tab is not what a returning visitor opens: its form loads when the tab is neared, focused or chosen.
const registerForm = () => import("./register-form");
const RegisterForm = lazy(() => registerForm().then((m) => ({ default: m.RegisterForm })));
const preloadRegister = () => void registerForm();

type Tab = "login" | "register";

export default function AuthPage() {
  const [tab, setTab] = useState<Tab>("login");
  // A member the owner removed is told so here, once (ADR 0145).
  const [notice] = useState(signedOutNotice);
  useEffect(forgetSignedOutNotice, []);
  const t = useAuthWords();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <div className="text-center">
        <a href="/" className="inline-block">
          <Wordmark />
        </a>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("tagline")}</p>
      </div>
      {notice && (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {notice}
        </p>
      )}
      <Card className="p-5">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label={t("tabsLabel")} className="mb-5">
            <TabsTrigger value="login">{t("loginTab")}</TabsTrigger>
            <TabsTrigger value="register" onPointerEnter={preloadRegister} onFocus={preloadRegister}>
              {t("registerTab")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <h1 className="sr-only">{t("loginHeading")}</h1>
            <LoginForm onRegister={() => setTab("register")} />
          </TabsContent>
          <TabsContent value="register">
            <h1 className="sr-only">{t("registerHeading")}</h1>
            <Suspense fallback={null}>
              <RegisterForm onLogin={() => setTab("login")} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Card>
    </main>
  );
}
