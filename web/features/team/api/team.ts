// The company's team (GET /api/team) and what changes it: invites, roles, removal, ownership.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invite, PendingInvite, Role, Team } from "#schema/contracts/team";
import { api, unwrap } from "#web/lib/api";
import { userQuery } from "#web/lib/session";

export const teamQuery = queryOptions({
  queryKey: ["team"],
  // Typed by the contract (what the Worker promises), which the client's inferred answer must match.
  queryFn: (): Promise<Team> => unwrap(api.team.$get()),
  // Someone may accept an invite from their own phone: the list should not stay as it was at first sight.
  staleTime: 30_000,
});

export type Member = Team["members"][number];

/**
 * Every team write refreshes the team, refused ones too: seats and canInvite follow the counts, and a refusal (no
 * seat left, an invite someone already used) usually means the list on screen is behind.
 */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>, after?: () => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: teamQuery.queryKey }), after?.()]),
  });
}

export const useInviteMember = () =>
  useTeamMutation((input: Invite): Promise<PendingInvite> => unwrap(api.team.invites.$post({ json: input })));

export const useCancelInvite = () =>
  useTeamMutation((id: number) => unwrap(api.team.invites[":id"].$delete({ param: { id: String(id) } })));

export const useChangeRole = () =>
  useTeamMutation(({ id, role }: { id: number; role: Role }) =>
    unwrap(api.team.members[":id"].$patch({ param: { id: String(id) }, json: { role } })),
  );

export const useSetClientContact = () =>
  useTeamMutation((userId: number | null) => unwrap(api.team["client-contact"].$put({ json: { userId } })));

export const useRemoveMember = () =>
  useTeamMutation((id: number) => unwrap(api.team.members[":id"].$delete({ param: { id: String(id) } })));

/** The owner becomes office: the current user's role changes, so every screen's permissions follow. */
export function useTransferOwnership() {
  const qc = useQueryClient();
  return useTeamMutation(
    (userId: number) => unwrap(api.team["transfer-ownership"].$post({ json: { userId } })),
    () => qc.invalidateQueries({ queryKey: userQuery.queryKey }),
  );
}
