// TanStack Query defaults from the spec: cache reads indefinitely, no refetch on focus, no retry.
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
    // Badges are awarded by the server inside the write that earns them (a client, a project, a submitted,
    // approved or paid progress, a reminder). Refreshing them after every successful write shows the unlocked
    // dialog at once, without each feature having to know which of its writes can earn one. Only a mounted
    // badges query refetches, so signed-out pages pay nothing.
    mutationCache: new MutationCache({
      // Not awaited: the write's own success handling never waits for the badges.
      onSuccess: (_data, _variables, _context, mutation) => {
        // Signing out earns nothing, and the refetch would answer 401 after the session is gone.
        if (mutation.meta?.signsOut) return;
        void client.invalidateQueries({ queryKey: queryKeys.badges });
      },
    }),
  });
  return client;
}
