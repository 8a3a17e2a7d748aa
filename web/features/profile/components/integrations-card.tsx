// Profile > Integrations: connect QuickBooks Online or Xero (owner), choose once what invoices book to, disconnect.
// The office sees the connection read-only. Approved billings and payments then sync from the server's queue.
import { useQuery } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { IntegrationView } from "#schema/contracts/accounting";
import { ACCOUNTING_PROVIDER_NAMES, type AccountingProvider } from "#schema/contracts/accounting-texts";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { usePermissions } from "#web/lib/permissions";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import {
  integrationOptionsQuery,
  useChooseTenant,
  useConnectIntegration,
  useDisconnectIntegration,
  useIntegrations,
  useSaveIntegrationSettings,
} from "../api/integrations";
import { useMoreWords } from "../more-words";

/**
 * The callback's answer comes back as ?integration=...: said once, then taken off the address. A failure keeps the
 * provider's own words on the card (a toast would be gone before the owner could read or copy them).
 */
function useCallbackOutcome() {
  const t = useMoreWords();
  const [params, setParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = params.get("integration");
  const reason = params.get("reason");
  useEffect(() => {
    if (!outcome) return;
    if (outcome === "connected") toast.success(t("connected"));
    else if (outcome === "cancelled") setFailure(t("denied"));
    else if (outcome === "failed") setFailure(reason || t("providerSilent"));
    const next = new URLSearchParams(params);
    next.delete("integration");
    next.delete("reason");
    setParams(next, { replace: true });
  }, [outcome, reason, params, setParams, t]);
  return { failure, clearFailure: () => setFailure(null) };
}

/** One Xero consent granted several organisations: the owner says which is this company's books. */
function ChooseTenant({ integration }: { integration: IntegrationView }) {
  const t = useMoreWords();
  const said = useSaid();
  const choose = useChooseTenant();
  const [tenantId, setTenant] = useState("");
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        choose.mutate(tenantId, {
          onSuccess: () => toast.success(t("tenantChosen")),
          onError: (err) => toast.error(said(errorMessage(err))),
        });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("chooseTenant")}</legend>
        {(integration.tenantChoices ?? []).map((t) => (
          <label
            key={t.id}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 dark:border-slate-700"
          >
            <input
              type="radio"
              name="tenant"
              value={t.id}
              checked={tenantId === t.id}
              onChange={() => setTenant(t.id)}
            />
            <span>{t.name}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!tenantId || choose.isPending}>
        {t("useOrganisation")}
      </Button>
    </form>
  );
}

function Settings({ integration }: { integration: IntegrationView }) {
  const t = useMoreWords();
  const said = useSaid();
  const options = useQuery(integrationOptionsQuery);
  const save = useSaveIntegrationSettings();
  const [incomeRef, setIncome] = useState(integration.incomeRef ?? "");
  // Each rate starts at its mapped code, else the connection's one code from before the map (ADR 0171).
  const [taxCodes, setTaxCodes] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      integration.taxRates.map((r) => [r.key, integration.taxCodes[r.key]?.id ?? integration.taxCode ?? ""]),
    ),
  );
  const [depositRef, setDeposit] = useState(integration.depositRef ?? "");
  if (options.isError) return <p className="text-sm text-red-700">{said(errorMessage(options.error))}</p>;
  if (!options.data) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("loadingAccounts")}</p>;
  const incomeLabel = integration.provider === "quickbooks" ? t("qbIncome") : t("income");
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        // The provider's name goes with each code: the import files write it (ADR 0171).
        const named = Object.entries(taxCodes)
          .filter(([, id]) => id)
          .map(([key, id]) => [key, { id, name: options.data.taxCodes.find((o) => o.id === id)?.name ?? id }]);
        save.mutate(
          { incomeRef, taxCodes: Object.fromEntries(named), depositRef: depositRef || null },
          {
            onSuccess: () => toast.success(t("settingsSaved")),
            onError: (err) => toast.error(said(errorMessage(err))),
          },
        );
      }}
    >
      <SelectField label={incomeLabel} value={incomeRef} onChange={(e) => setIncome(e.target.value)} required>
        <option value="">{t("choose")}</option>
        {options.data.income.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      {/* Only what applies: a US company's QuickBooks invoices are always non-taxable, so no picker shows. */}
      {integration.taxRates.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t("taxCodes")}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("taxCodeHint")}</p>
          {integration.taxRates.map((rate) => (
            <SelectField
              key={rate.key}
              label={rate.label}
              value={taxCodes[rate.key] ?? ""}
              onChange={(e) => setTaxCodes((codes) => ({ ...codes, [rate.key]: e.target.value }))}
            >
              <option value="">{t("choose")}</option>
              {options.data.taxCodes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </SelectField>
          ))}
        </fieldset>
      )}
      <SelectField label={t("depositTo")} value={depositRef} onChange={(e) => setDeposit(e.target.value)}>
        <option value="">{integration.provider === "xero" ? t("choose") : t("undeposited")}</option>
        {options.data.deposit.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending || !incomeRef}>
        {t("save")}
      </Button>
    </form>
  );
}

export function IntegrationsCard() {
  const t = useMoreWords();
  const said = useSaid();
  const { failure, clearFailure } = useCallbackOutcome();
  const { data } = useIntegrations();
  const owner = usePermissions().can("company:admin");
  const connect = useConnectIntegration();
  const disconnect = useDisconnectIntegration();
  const [confirming, setConfirming] = useState(false);
  if (!data) return null;
  const { integration, available } = data;
  const startConnect = (provider: AccountingProvider) => {
    clearFailure();
    connect.mutate(provider, { onError: (err) => toast.error(said(errorMessage(err))) });
  };
  return (
    <Card className="space-y-3" id="integrations">
      <h2 className="text-lg font-semibold">{t("integrations")}</h2>
      {failure && (
        <p
          role="alert"
          data-testid="integration-failure"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {t("notConnected", { reason: failure })}
        </p>
      )}
      {integration?.status === "choose" ? (
        owner ? (
          <ChooseTenant integration={integration} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("chooseTenant")}</p>
        )
      ) : integration ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("connectedTo")}
            <strong>{integration.providerName}</strong>
            {t("connectedRest", { tenant: integration.tenantName ? ` (${integration.tenantName})` : "" })}
          </p>
          {integration.status === "reconnect" && (
            <>
              <p className="text-sm font-medium text-red-700 dark:text-red-300">{t("reconnect")}</p>
              {owner && (
                <Button
                  size="lg"
                  className="w-full sm:w-auto"
                  disabled={connect.isPending}
                  onClick={() => startConnect(integration.provider)}
                >
                  {t("connectAgain", { provider: integration.providerName })}
                </Button>
              )}
            </>
          )}
          {integration.booksUrl && (
            <a href={integration.booksUrl} className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {t("openLocal", { provider: integration.providerName })}
            </a>
          )}
          {owner && <Settings integration={integration} />}
          {owner && (
            <Button
              variant="secondary"
              size="lg"
              className="w-full sm:w-auto"
              disabled={disconnect.isPending}
              onClick={() => setConfirming(true)}
            >
              {t("disconnectProvider", { provider: integration.providerName })}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => !disconnect.isPending && setConfirming(open)}
            title={t("disconnectQuestion", { provider: integration.providerName })}
            description={t("disconnectExplained", { provider: integration.providerName })}
            confirmLabel={t("disconnect")}
            pendingLabel={t("disconnecting")}
            pending={disconnect.isPending}
            onConfirm={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t("disconnected"));
                },
                onError: (err) => toast.error(said(errorMessage(err))),
              })
            }
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("connectIntro")}</p>
          {owner ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              {available.map((provider: AccountingProvider) => (
                <Button
                  key={provider}
                  size="lg"
                  className="w-full sm:w-auto"
                  disabled={connect.isPending}
                  onClick={() => startConnect(provider)}
                >
                  {t("connect", { provider: ACCOUNTING_PROVIDER_NAMES[provider] })}
                </Button>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("ownerOnly")}</p>
          )}
        </>
      )}
    </Card>
  );
}
