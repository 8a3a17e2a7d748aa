// Profile mutation; the user query is the profile's source.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "#schema/contracts/auth";
import { api, unwrap } from "#web/lib/api";
import { type CurrentUser, userQuery } from "#web/lib/session";

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => unwrap(api.user.profile.$put({ json: input })),
    onMutate: () => qc.getQueryData<CurrentUser | null>(userQuery.queryKey)?.country,
    onSuccess: (user, _input, countryBefore) => {
      qc.setQueryData(userQuery.queryKey, user);
      // Every phone the app holds was formatted in the old country (national there, international elsewhere), and
      // an edit form would send that text back to be read in the new one: read them again.
      if (countryBefore !== undefined && countryBefore !== user.country) {
        void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userQuery.queryKey[0] });
      }
    },
  });
}
