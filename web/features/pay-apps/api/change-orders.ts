// A project's change orders and deposit (issue 37, ADR 0205-0207), through the typed client.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangeOrderListView,
  CreateChangeOrderInput,
  CreateDepositInput,
  DepositView,
} from "#schema/contracts/change-orders";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

const param = (id: number) => ({ param: { id: String(id) } });

export const changeOrdersQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId), "change-orders"] as const,
    queryFn: async (): Promise<ChangeOrderListView> =>
      unwrap(api.projects[":id"]["change-orders"].$get(param(projectId))),
  });

export const depositsQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...queryKeys.project(projectId), "deposits"] as const,
    queryFn: async (): Promise<DepositView[]> => unwrap(api.projects[":id"].deposits.$get(param(projectId))),
  });

function useDone(projectId: number) {
  const qc = useQueryClient();
  // The contract sum, the schedule of values and the project's value all move with a change order.
  return () => qc.invalidateQueries({ queryKey: queryKeys.project(projectId) });
}

export function useCreateChangeOrder(projectId: number) {
  const done = useDone(projectId);
  return useMutation({
    mutationFn: (json: CreateChangeOrderInput) =>
      unwrap(api.projects[":id"]["change-orders"].$post({ ...param(projectId), json })),
    onSuccess: done,
  });
}

export function useSendChangeOrder(projectId: number) {
  const done = useDone(projectId);
  return useMutation({
    mutationFn: (id: number) => unwrap(api["change-orders"][":id"].send.$post(param(id))),
    onSuccess: done,
  });
}

export function useReverseChangeOrder(projectId: number) {
  const done = useDone(projectId);
  return useMutation({
    mutationFn: (id: number) => unwrap(api["change-orders"][":id"].reverse.$post(param(id))),
    onSuccess: done,
  });
}

export function useRequestDeposit(projectId: number) {
  const done = useDone(projectId);
  return useMutation({
    mutationFn: (json: CreateDepositInput) =>
      unwrap(api.projects[":id"].deposits.$post({ ...param(projectId), json: json as never })),
    onSuccess: done,
  });
}
