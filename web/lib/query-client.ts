// TanStack Query defaults from the spec: cache reads indefinitely, no refetch on focus, no retry.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { hasErrorCode, onMemberRole } from "./api";
import { queryKeys } from "./query-keys";
import { userQuery } from "./session";

const userHash = JSON.stringify(userQuery.queryKey);

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
    // A session can end while the app is open (a member removed by the owner, signed out elsewhere): the first read
    // that answers 401 asks for the user again, who comes back null, and the guards send the person to /auth. (A
    // 401 that is only a wrong password, while still signed in, costs one more read of the same user.)
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.queryHash !== userHash && hasErrorCode(err, "UNAUTHORIZED", "MEMBER_REMOVED")) sessionEnded();
      },
    }),
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
      // A write refused for want of a session: the same check as a read's.
      onError: (err, _variables, _context, mutation) => {
        if (!mutation.meta?.signsOut && hasErrorCode(err, "UNAUTHORIZED", "MEMBER_REMOVED")) sessionEnded();
      },
    }),
  });
  const sessionEnded = () => void client.invalidateQueries({ queryKey: userQuery.queryKey, exact: true });
  // The owner changed this member's role: the next answer says so, and the user read again redraws the navigation
  // and what each screen offers (ADR 0145).
  onMemberRole((role) => {
    const user = client.getQueryData(userQuery.queryKey) as { role?: string } | null | undefined;
    // A read of the user already on the wire (this very answer's, maybe) is let finish, not restarted.
    if (user?.role && user.role !== role) {
      void client.invalidateQueries({ queryKey: userQuery.queryKey, exact: true }, { cancelRefetch: false });
    }
  });
  return client;
}
