// An application's lien waivers (issue 37, ADR 0208-0210), through the typed client.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LienWaiverListView, LienWaiverView } from "#schema/contracts/lien-waivers";
import type { LienWaiverKind } from "#schema/rules/lien-waivers";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

const key = (projectId: number, payAppId: number) =>
  [...queryKeys.project(projectId), "pay-apps", payAppId, "lien-waivers"] as const;
const param = (id: number) => ({ param: { id: String(id) } });

export const lienWaiversQuery = (projectId: number, payAppId: number) =>
  queryOptions({
    queryKey: key(projectId, payAppId),
    queryFn: async (): Promise<LienWaiverListView> =>
      unwrap(api["pay-apps"][":id"]["lien-waivers"].$get(param(payAppId))),
  });

function useDone(projectId: number, payAppId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: key(projectId, payAppId) });
}

export function useMakeWaiver(projectId: number, payAppId: number) {
  const done = useDone(projectId, payAppId);
  return useMutation({
    mutationFn: (kind: LienWaiverKind): Promise<LienWaiverView> =>
      unwrap(api["pay-apps"][":id"]["lien-waivers"].$post({ ...param(payAppId), json: { kind } })),
    onSuccess: done,
  });
}

export function useRequestVendorWaiver(projectId: number, payAppId: number) {
  const done = useDone(projectId, payAppId);
  return useMutation({
    mutationFn: (json: {
      kind: LienWaiverKind;
      vendorName: string;
      vendorEmail: string | null;
      amount: number;
    }): Promise<LienWaiverView> =>
      unwrap(api["pay-apps"][":id"]["lien-waivers"]["vendor-requests"].$post({ ...param(payAppId), json })),
    onSuccess: done,
  });
}

export function useSignWaiver(projectId: number, payAppId: number) {
  const done = useDone(projectId, payAppId);
  return useMutation({
    mutationFn: ({ id, ...json }: { id: number; signerName: string; signerTitle: string; agree: true }) =>
      unwrap(api["lien-waivers"][":id"].sign.$post({ ...param(id), json })),
    onSuccess: done,
  });
}

export function useNotarizeWaiver(projectId: number, payAppId: number) {
  const done = useDone(projectId, payAppId);
  return useMutation({
    mutationFn: ({ id, ...json }: { id: number; notaryName: string; commission: string; notarizedOn: string }) =>
      unwrap(api["lien-waivers"][":id"].notarize.$post({ ...param(id), json })),
    onSuccess: done,
  });
}
