// The current user (null when signed out), shared by every screen: the session query, signing a user into the cache,
// and signing out. Features read the user from here (features do not import each other); auth adds the sign-in forms.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, hasErrorCode, unwrap } from "./api";

export const userQuery = queryOptions({
  queryKey: ["user"],
  queryFn: async () => {
    try {
      return await unwrap(api.user.$get());
    } catch (err) {
      // The spec: a 401 on the current-user call means "not signed in".
      if (hasErrorCode(err, "UNAUTHORIZED")) return null;
      throw err;
    }
  },
});

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof userQuery.queryFn & {}>>>;

/** Puts the signed-in user in the cache, with nothing of anyone before. */
export function useSignedIn() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    qc.clear();
    qc.setQueryData(userQuery.queryKey, user);
  };
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.logout.$post()),
    meta: { signsOut: true },
    onSuccess: async () => {
      // Signed out first: the guards' observer of this very query sees null and unmounts every signed-in screen,
      // so no mounted query rebuilds itself and fires a 401. (Clearing first detached that observer instead.)
      qc.setQueryData(userQuery.queryKey, null);
      const previousUsersData = (q: { queryHash: string }) => q.queryHash !== JSON.stringify(userQuery.queryKey);
      await qc.cancelQueries({ predicate: previousUsersData });
      // Then nothing of the previous user stays in memory.
      qc.removeQueries({ predicate: previousUsersData });
    },
  });
}
