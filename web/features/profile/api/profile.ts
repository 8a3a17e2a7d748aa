// Profile mutation; the user query is the profile's source.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "#schema/contracts/auth";
import { api, unwrap } from "#web/lib/api";
import { userQuery } from "#web/lib/session";

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => unwrap(api.user.profile.$put({ json: input })),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}
