// The contract, schedule of values and pay applications of one project (issue 37), through the typed client.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractInput, ContractView, PayAppView, SovView } from "#schema/contracts/pay-apps";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

const keys = {
  contract: (id: number) => [...queryKeys.project(id), "contract"] as const,
  sov: (id: number) => [...queryKeys.project(id), "sov"] as const,
  apps: (id: number) => [...queryKeys.project(id), "pay-apps"] as const,
};
const param = (id: number) => ({ param: { id: String(id) } });

export const contractQuery = (projectId: number) =>
  queryOptions({
    queryKey: keys.contract(projectId),
    queryFn: async (): Promise<ContractView> => unwrap(api.projects[":id"].contract.$get(param(projectId))),
  });

export const sovQuery = (projectId: number) =>
  queryOptions({
    queryKey: keys.sov(projectId),
    queryFn: async (): Promise<SovView> => unwrap(api.projects[":id"]["sov-lines"].$get(param(projectId))),
  });

export const payAppsQuery = (projectId: number) =>
  queryOptions({
    queryKey: keys.apps(projectId),
    queryFn: async (): Promise<PayAppView[]> => unwrap(api.projects[":id"]["pay-apps"].$get(param(projectId))),
  });

function useInvalidate(projectId: number) {
  const qc = useQueryClient();
  // The project's own answer (its contract value, completion) and its billings move with these.
  return () => qc.invalidateQueries({ queryKey: queryKeys.project(projectId) });
}

export function useSaveContract(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: (json: ContractInput) =>
      unwrap(api.projects[":id"].contract.$put({ ...param(projectId), json: json as never })),
    onSuccess: done,
  });
}

export function useAddSovLines(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: (json: { itemNo?: string; description: string; scheduledValue: number } | { csv: string }) =>
      unwrap(api.projects[":id"]["sov-lines"].$post({ ...param(projectId), json })),
    onSuccess: done,
  });
}

export function useUpdateSovLines(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: (lines: { id: number; scheduledValue?: number; description?: string; remove?: true }[]) =>
      unwrap(api.projects[":id"]["sov-lines"].$patch({ ...param(projectId), json: { lines } })),
    onSuccess: done,
  });
}

export type PayAppDraft = {
  kind: "progress" | "retainage-release";
  periodTo: string;
  lines: { sovLineId: number; workThisPeriod: number; storedMaterials: number }[];
  releaseAmount?: number;
};

export function useCreatePayApp(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: (json: PayAppDraft) => unwrap(api.projects[":id"]["pay-apps"].$post({ ...param(projectId), json })),
    onSuccess: done,
  });
}

export function useUpdatePayApp(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: ({ id, ...json }: Partial<PayAppDraft> & { id: number }) =>
      unwrap(api["pay-apps"][":id"].$patch({ ...param(id), json })),
    onSuccess: done,
  });
}

export function useSendPayApp(projectId: number) {
  const done = useInvalidate(projectId);
  return useMutation({
    mutationFn: (id: number) => unwrap(api["pay-apps"][":id"].send.$post(param(id))),
    onSuccess: done,
  });
}

export const payAppPdfUrl = (id: number) => `/api/pay-apps/${id}/pdf`;
