// The bell's data: latest notifications and the unread count.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MINUTE_MS } from "#schema/rules/durations";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: () => unwrap(api.notifications.$get()),
  // New approvals should show up without a reload.
  staleTime: 30_000,
  refetchInterval: MINUTE_MS,
  refetchOnWindowFocus: true,
});

/** One notification as the API answers it. */
export type Notification = Awaited<ReturnType<NonNullable<typeof notificationsQuery.queryFn>>>["items"][number];

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications.read.$post()),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
