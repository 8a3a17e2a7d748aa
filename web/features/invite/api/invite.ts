// An invite link, signed out: what the invite is (GET /api/invites/{token}) and accepting it, which creates the
// person's login and signs them in like registering does.
import { queryOptions, useMutation } from "@tanstack/react-query";
import type { AcceptInvite, InvitePreview } from "#schema/contracts/team";
import { api, unwrap } from "#web/lib/api";
import { type CurrentUser, useSignedIn } from "#web/lib/session";

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ["invite", token],
    // Typed by the contract (what the Worker promises), which the client's inferred answer must match.
    queryFn: (): Promise<InvitePreview> => unwrap(api.invites[":token"].$get({ param: { token } })),
  });

export function useAcceptInvite(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: AcceptInvite): Promise<CurrentUser> =>
      unwrap(api.invites[":token"].accept.$post({ param: { token }, json: input })),
    // A fresh cache with the new member in it, as after registering.
    onSuccess: signedIn,
  });
}
