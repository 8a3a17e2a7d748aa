// The contractor's clients: list (cached 60 s) and the add / edit mutations.
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientInput } from "#schema/contracts/clients";
import { api, unwrap } from "#web/lib/api";
import { pagedList, SCREEN_PAGE_SIZE, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

const fetchClientPage = (cursor: string | undefined) =>
  unwrapPage(api.clients.$get({ query: { limit: String(SCREEN_PAGE_SIZE), ...(cursor ? { cursor } : {}) } }));

export type Client = Awaited<ReturnType<typeof fetchClientPage>>["items"][number];

/** By name, a screen at a time; "Load more" fetches the next cursor page (ADR 0100). `data` is the rows so far. */
export const clientsQuery = infiniteQueryOptions({
  queryKey: queryKeys.clientPages,
  queryFn: ({ pageParam }) => fetchClientPage(pageParam),
  staleTime: LIST_STALE_MS,
  ...pagedList<Client>(),
});

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => unwrap(api.clients.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.clients }),
  });
}

export function useUpdateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ClientInput }) =>
      unwrap(api.clients[":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.clients }),
        // Project and progress screens show the client's name and contact details.
        qc.invalidateQueries({ queryKey: queryKeys.projects }),
        qc.invalidateQueries({ queryKey: queryKeys.progress }),
      ]),
  });
}

/** Deleted without billings; archived with them (out of every list, invoices kept). The answer says which. */
export function useRemoveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clients[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.clients }),
        // Its projects leave the lists (deleted or archived with it).
        qc.invalidateQueries({ queryKey: queryKeys.projects }),
        qc.invalidateQueries({ queryKey: queryKeys.progress }),
      ]),
  });
}

/** Search on contact name, company name or email, case-insensitive (spec: Clients page). */
export const matchesClient = (client: Pick<Client, "name" | "companyName" | "email">, search: string) => {
  const q = search.trim().toLowerCase();
  return !q || [client.name, client.companyName, client.email].some((v) => v.toLowerCase().includes(q));
};

// ---- restore (archived clients leave every list; this is the way back) ----

export const archivedClientsQuery = {
  queryKey: [...queryKeys.clients, "archived"] as const,
  queryFn: () => unwrap(api.clients.archived.$get()),
};

export function useRestoreClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.clients[":id"].restore.$post({ param: { id: String(id) } })),
    // The client is back in every list and picker, and its archived projects may now be restored.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.clients }),
        qc.invalidateQueries({ queryKey: queryKeys.projects }),
      ]),
  });
}
