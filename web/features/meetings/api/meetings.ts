// Meetings on the typed client: list and detail queryOptions, the form, delete and share mutations, usage.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeetingInput, ShareMeetingInput } from "#schema/contracts/meetings";
import { api, unwrap } from "#web/lib/api";

const keys = {
  all: ["meetings"] as const,
  list: ["meetings", "list"] as const,
  detail: (id: number) => ["meetings", "detail", id] as const,
  /** The current user (GET /api/user) carries the meeting usage; the same key the session uses, so one cache. */
  user: ["user"] as const,
};

export const meetingsQuery = queryOptions({
  queryKey: keys.list,
  queryFn: () => unwrap(api.meetings.$get()),
});
export type MeetingListItem = Awaited<ReturnType<typeof meetingsQuery.queryFn & {}>>[number];

export const meetingQuery = (id: number) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: () => unwrap(api.meetings[":id"].$get({ param: { id: String(id) } })),
    // While Workers AI writes the notes, look again every few seconds.
    refetchInterval: (q) => (q.state.data?.processingStatus === "processing" ? 5000 : false),
  });
export type MeetingDetail = Awaited<ReturnType<ReturnType<typeof meetingQuery>["queryFn"] & {}>>;

export const usageQuery = queryOptions({
  queryKey: keys.user,
  queryFn: () => unwrap(api.user.$get()),
});

export function useCreateMeeting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: MeetingInput; key: string }) =>
      unwrap(api.meetings.$post({ json: input }, { headers: { "Idempotency-Key": key } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateMeeting(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingInput) => unwrap(api.meetings[":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess: (meeting) => {
      qc.setQueryData(keys.detail(id), meeting);
      return qc.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useDeleteMeeting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.meetings[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: (_done, id) => {
      qc.removeQueries({ queryKey: keys.detail(id) });
      return qc.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useShareMeeting(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareMeetingInput) =>
      unwrap(api.meetings[":id"].share.$post({ param: { id: String(id) }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

export function useRevokeShare(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) =>
      unwrap(api.meetings[":id"].shares[":shareId"].$delete({ param: { id: String(id), shareId: String(shareId) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

/** After a recording is sent: the list, and the usage meter on the current user. */
export function useRecordingSent() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: keys.all }), qc.invalidateQueries({ queryKey: keys.user })]);
}
