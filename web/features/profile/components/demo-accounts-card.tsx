// Demo Accounts (admins only): make ready-to-show contractors and see their sign-in details once, with copy buttons.
import { Check, Copy, Users } from "lucide-react";
import { useState } from "react";
import type { DemoAccount } from "#schema/contracts/demo-accounts";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useCreateDemoAccounts } from "../api/demo-accounts";
import { useMoreWords } from "../more-words";

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useMoreWords();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      // The spec's copied indicator lasts 2 s.
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("copyFailed"), { description: t("copyFailedNote") });
    }
  };
  return (
    <Button variant="ghost" size="icon" onClick={copy} aria-label={copied ? t("copied") : label}>
      {copied ? (
        <Check className="h-5 w-5 text-emerald-700" aria-hidden="true" />
      ) : (
        <Copy className="h-5 w-5" aria-hidden="true" />
      )}
    </Button>
  );
}

export function DemoAccountsCard() {
  const t = useMoreWords();
  const said = useSaid();
  const create = useCreateDemoAccounts();
  // Held only in this component: the passwords are shown once and never cached or stored in the browser.
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (data) => {
        setAccounts(data.accounts);
        toast.success(t("demoCreated"), {
          description: t("demoReady", { count: data.accounts.length }),
        });
      },
      onError: (err) => toast.error(t("demoFailed"), { description: said(errorMessage(err)) }),
    });

  const all = accounts.map((a) => `${a.username} / ${a.password}`).join("\n");

  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t("demoTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("demoIntro")}</p>
      </div>
      <Button onClick={onCreate} disabled={create.isPending}>
        <Users className="h-5 w-5" aria-hidden="true" />
        {create.isPending ? t("creating") : t("createDemo")}
      </Button>
      {accounts.length > 0 && (
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">{t("shownOnce")}</p>
            <CopyButton text={all} label={t("copyAll")} />
          </div>
          <ul
            aria-label={t("demoList")}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {accounts.map((a) => (
              <li key={a.username} className="flex items-center justify-between gap-2 px-3 py-2">
                <dl className="min-w-0 text-sm">
                  <div className="flex gap-2">
                    <dt className="text-slate-600 dark:text-slate-400">{t("username")}</dt>
                    <dd className="truncate font-mono font-semibold">{a.username}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="text-slate-600 dark:text-slate-400">{t("password")}</dt>
                    <dd className="font-mono font-semibold">{a.password}</dd>
                  </div>
                </dl>
                <CopyButton text={`${a.username} / ${a.password}`} label={t("copyOne", { username: a.username })} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
