// Reads and the submission behind the Submit Progress wizard and the Project Details / Payment Status screen.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProgress } from "#schema/contracts/progress";
import { api, unwrap } from "#web/lib/api";
import { unwrapAllPages, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

/**
 * Projects to bill, with their latest progress (the wizard's first step): the active ones only. Completed
 * projects take no new billing until reopened (the server refuses it too); archived ones are never listed.
 */
export const billableProjectsQuery = queryOptions({
  queryKey: queryKeys.projectList(),
  // A picker offers every active project: all pages, not the projects screen's first one (ADR 0100).
  queryFn: () => unwrapAllPages((query) => unwrapPage(api.projects.$get({ query }))),
  staleTime: LIST_STALE_MS,
  select: (projects) => projects.filter((p) => p.status === "active"),
});
export type BillableProject = Awaited<ReturnType<typeof billableProjectsQuery.queryFn & {}>>[number];

export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.project(id),
    queryFn: () => unwrap(api.projects[":id"].$get({ param: { id: String(id) } })),
  });
export type ProjectDetail = Awaited<ReturnType<ReturnType<typeof projectQuery>["queryFn"] & {}>>;

export const projectProgressQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.projectProgress(id),
    queryFn: () => unwrap(api.projects[":id"].progress.$get({ param: { id: String(id) } })),
  });
export type ProjectProgressItem = Awaited<ReturnType<ReturnType<typeof projectProgressQuery>["queryFn"] & {}>>[number];

export const progressQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.progressDetail(id),
    queryFn: () => unwrap(api.progress[":id"].$get({ param: { id: String(id) } })),
  });
export type ProgressDetail = Awaited<ReturnType<ReturnType<typeof progressQuery>["queryFn"] & {}>>;

export function useSubmitProgress() {
  const qc = useQueryClient();
  return useMutation({
    // The key makes a retry after a lost answer return the first submission instead of billing twice.
    mutationFn: ({ input, idempotencyKey }: { input: CreateProgress; idempotencyKey: string }) =>
      unwrap(api.progress.$post({ json: input }, { headers: { "Idempotency-Key": idempotencyKey } })),
    // The spec: after a submission, the progress and projects lists refresh.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.progress }),
        qc.invalidateQueries({ queryKey: queryKeys.projects }),
      ]),
  });
}
