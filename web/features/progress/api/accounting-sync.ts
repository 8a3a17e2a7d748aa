// A billing's sync to the connected books (ADR 0126): its own module, loaded only by the line that shows it.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

/** The billing's sync to the connected books; under the billing's key, so a mark-paid refreshes it too. */
export const accountingSyncQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.progressDetail(id), "accounting-sync"] as const,
    queryFn: () => unwrap(api.progress[":id"]["accounting-sync"].$get({ param: { id: String(id) } })),
  });

/** Retry after the refusal was fixed (tax code, closed period): the server queues the sync again. */
export function useRetryAccountingSync(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.progress[":id"]["accounting-sync"].retry.$post({ param: { id: String(id) } })),
    onSuccess: (answer) => qc.setQueryData(accountingSyncQuery(id).queryKey, answer),
  });
}
