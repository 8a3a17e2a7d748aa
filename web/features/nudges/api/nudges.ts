// Reminder templates, what can be chased, sends and the reminder history of a progress: queries and mutations.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_REMINDER_TEMPLATE_NAME, NO_DEFAULT_TEMPLATE } from "#schema/contracts/nudge-texts";
import type { NudgeTemplateInput, SendNudge } from "#schema/contracts/nudges";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

const templatesKey = ["nudge-templates"] as const;

export const templatesQuery = queryOptions({
  queryKey: templatesKey,
  queryFn: () => unwrap(api["nudge-templates"].$get()),
});
export type NudgeTemplate = Awaited<ReturnType<typeof templatesQuery.queryFn & {}>>[number];

/** Clients -> projects -> progress still worth chasing. Under "progress" so progress writes refresh it; read fresh on each visit. */
export const targetsQuery = queryOptions({
  queryKey: [...queryKeys.progress, "nudge-targets"] as const,
  queryFn: () => unwrap(api["nudge-targets"].$get()),
  staleTime: 0,
});
export type ReminderClient = Awaited<ReturnType<typeof targetsQuery.queryFn & {}>>[number];
export type ReminderProject = ReminderClient["projects"][number];
export type ReminderProgress = ReminderProject["progress"][number];

/** Under the progress's own key: every write to that progress (approval, payment, reminder) refreshes it. */
export const historyQuery = (progressId: number) =>
  queryOptions({
    queryKey: [...queryKeys.progressDetail(progressId), "nudge-history"] as const,
    queryFn: () => unwrap(api["nudge-history"].$get({ query: { progressId: String(progressId) } })),
    // A reminder is delivered a moment after it is queued: look again until none is still on its way.
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === "delivering") ? 3000 : false),
  });
export type ReminderHistoryItem = Awaited<ReturnType<ReturnType<typeof historyQuery>["queryFn"] & {}>>[number];

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: NudgeTemplateInput }) =>
      id === null
        ? unwrap(api["nudge-templates"].$post({ json: input }))
        : unwrap(api["nudge-templates"][":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api["nudge-templates"][":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** The spec: after a nudge, progress, projects and that progress's reminder history are read again. */
const afterNudge = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.progress }),
    qc.invalidateQueries({ queryKey: queryKeys.projects }),
  ]);

export function useSendNudge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNudge) => unwrap(api["send-nudge"].$post({ json: input })),
    onSuccess: () => afterNudge(qc),
  });
}

/** The quick reminder: looks up the template named "Payment Reminder" first and fails without it (spec section 7). */
export function useQuickReminder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ progressId, requestId }: { progressId: number; requestId: string }) => {
      const templates = await qc.fetchQuery(templatesQuery);
      const template = templates.find((t) => t.name === DEFAULT_REMINDER_TEMPLATE_NAME);
      if (!template) throw new Error(NO_DEFAULT_TEMPLATE);
      return unwrap(
        api["nudge-history"].$post({
          json: { progressId, templateId: template.id, channel: "email", success: true, requestId },
        }),
      );
    },
    onSuccess: () => afterNudge(qc),
  });
}
