// Connected accounting (QuickBooks Online, Xero): the connection, its booking choices, connect and disconnect.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountingProvider, IntegrationSettings } from "#schema/contracts/accounting";
import { MINUTE_MS } from "#schema/rules/durations";
import { api, unwrap } from "#web/lib/api";

export const integrationsQuery = queryOptions({
  queryKey: ["integrations"],
  queryFn: () => unwrap(api.integrations.$get()),
});

export const integrationOptionsQuery = queryOptions({
  queryKey: ["integrations", "options"],
  queryFn: () => unwrap(api.integrations.options.$get()),
  staleTime: 5 * MINUTE_MS,
});

export const useIntegrations = () => useQuery(integrationsQuery);

/** Starts the consent round trip: the browser leaves for the provider and comes back to /profile. */
export function useConnectIntegration() {
  return useMutation({
    mutationFn: (provider: AccountingProvider) =>
      unwrap(api.integrations[":provider"].connect.$post({ param: { provider } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useSaveIntegrationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: IntegrationSettings) => unwrap(api.integrations.settings.$put({ json: input })),
    onSuccess: (view) => qc.setQueryData(integrationsQuery.queryKey, view),
  });
}

/** Which of the organisations one Xero consent granted is this company's books (ADR 0134). */
export function useChooseTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => unwrap(api.integrations.tenant.$put({ json: { tenantId } })),
    onSuccess: (view) => qc.setQueryData(integrationsQuery.queryKey, view),
  });
}

export function useDisconnectIntegration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.integrations.$delete()),
    onSuccess: (view) => {
      qc.setQueryData(integrationsQuery.queryKey, view);
      qc.removeQueries({ queryKey: integrationOptionsQuery.queryKey });
    },
  });
}
