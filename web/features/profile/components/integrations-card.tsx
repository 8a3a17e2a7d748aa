// Profile > Integrations: connect QuickBooks Online or Xero (owner), choose once what invoices book to, disconnect.
// The office sees the connection read-only. Approved billings and payments then sync from the server's queue.
import { useQuery } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { IntegrationView } from "#schema/contracts/accounting";
import {
  ACCOUNTING_PROVIDER_NAMES,
  type AccountingProvider,
  INTEGRATION_CONNECTED,
  INTEGRATION_DISCONNECTED,
  INTEGRATION_RECONNECT,
  INTEGRATION_SETTINGS_SAVED,
} from "#schema/contracts/accounting-texts";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { usePermissions } from "#web/lib/permissions";
import { toast } from "#web/lib/toast";
import {
  integrationOptionsQuery,
  useConnectIntegration,
  useDisconnectIntegration,
  useIntegrations,
  useSaveIntegrationSettings,
} from "../api/integrations";

/** The callback's answer comes back as ?integration=...: said once, then taken off the address. */
function useCallbackOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("integration");
  const reason = params.get("reason");
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "connected") toast.success(INTEGRATION_CONNECTED);
    else if (outcome === "failed") toast.error("Not connected", { description: reason ?? undefined });
    const next = new URLSearchParams(params);
    next.delete("integration");
    next.delete("reason");
    setParams(next, { replace: true });
  }, [outcome, reason, params, setParams]);
}

function Settings({ integration }: { integration: IntegrationView }) {
  const options = useQuery(integrationOptionsQuery);
  const save = useSaveIntegrationSettings();
  const [incomeRef, setIncome] = useState(integration.incomeRef ?? "");
  const [taxCode, setTax] = useState(integration.taxCode ?? "");
  const [depositRef, setDeposit] = useState(integration.depositRef ?? "");
  if (options.isError) return <p className="text-sm text-red-700">{errorMessage(options.error)}</p>;
  if (!options.data) return <p className="text-sm text-slate-600 dark:text-slate-400">Loading accounts…</p>;
  const incomeLabel = integration.provider === "quickbooks" ? "Product or service on each invoice" : "Income account";
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { incomeRef, taxCode: taxCode || null, depositRef: depositRef || null },
          {
            onSuccess: () => toast.success(INTEGRATION_SETTINGS_SAVED),
            onError: (err) => toast.error(errorMessage(err)),
          },
        );
      }}
    >
      <SelectField label={incomeLabel} value={incomeRef} onChange={(e) => setIncome(e.target.value)} required>
        <option value="">Choose…</option>
        {options.data.income.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Tax code" value={taxCode} onChange={(e) => setTax(e.target.value)}>
        <option value="">None</option>
        {options.data.taxCodes.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Payments deposit to" value={depositRef} onChange={(e) => setDeposit(e.target.value)}>
        <option value="">{integration.provider === "xero" ? "Choose…" : "Undeposited funds"}</option>
        {options.data.deposit.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending || !incomeRef}>
        Save
      </Button>
    </form>
  );
}

export function IntegrationsCard() {
  useCallbackOutcome();
  const { data } = useIntegrations();
  const owner = usePermissions().can("company:admin");
  const connect = useConnectIntegration();
  const disconnect = useDisconnectIntegration();
  if (!data) return null;
  const { integration, available } = data;
  return (
    <Card className="space-y-3" id="integrations">
      <h2 className="text-lg font-semibold">Integrations</h2>
      {integration ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Connected to <strong>{integration.providerName}</strong>
            {integration.tenantName ? ` (${integration.tenantName})` : ""}. Approved billings become invoices there, and
            a payment recorded there marks the billing paid here.
          </p>
          {integration.status === "reconnect" && (
            <p className="text-sm font-medium text-red-700 dark:text-red-300">{INTEGRATION_RECONNECT}</p>
          )}
          {integration.booksUrl && (
            <a href={integration.booksUrl} className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              Open local {integration.providerName}
            </a>
          )}
          {owner && <Settings integration={integration} />}
          {owner && (
            <Button
              variant="secondary"
              size="lg"
              className="w-full sm:w-auto"
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => toast.success(INTEGRATION_DISCONNECTED),
                  onError: (err) => toast.error(errorMessage(err)),
                })
              }
            >
              Disconnect {integration.providerName}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Connect your accounting software: approved billings become invoices there, and payments recorded there mark
            billings paid here and stop their reminders.
          </p>
          {owner ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              {available.map((provider: AccountingProvider) => (
                <Button
                  key={provider}
                  size="lg"
                  className="w-full sm:w-auto"
                  disabled={connect.isPending}
                  onClick={() => connect.mutate(provider, { onError: (err) => toast.error(errorMessage(err)) })}
                >
                  Connect {ACCOUNTING_PROVIDER_NAMES[provider]}
                </Button>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Only the company's owner can connect one.</p>
          )}
        </>
      )}
    </Card>
  );
}
