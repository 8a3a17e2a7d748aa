// Reads and writes behind the in-person Progress Approval screen and the contractor's tools (the link page is the Worker's).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkPaid, OwnerApprove, Reject } from "#schema/contracts/approvals";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

/** The same screen for the signed-in owner; under the progress keys so every progress write refreshes it. */
export const ownerApprovalQuery = (progressId: number) =>
  queryOptions({
    queryKey: [...queryKeys.progressDetail(progressId), "approval"] as const,
    queryFn: () => unwrap(api.progress[":id"].approval.$get({ param: { id: String(progressId) } })),
  });
/** What the approval screen shows. The client's link page is rendered by the Worker (ADR 0090); this is the owner's. */
export type ApprovalView = Awaited<ReturnType<ReturnType<typeof ownerApprovalQuery>["queryFn"] & {}>>;

/** The spec: after approval, payment or nudge actions, progress and projects refresh. */
const refreshProgress = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.progress }),
    qc.invalidateQueries({ queryKey: queryKeys.projects }),
  ]);

export function useOwnerDecision(progressId: number) {
  const qc = useQueryClient();
  const param = { id: String(progressId) };
  const approve = useMutation({
    mutationFn: (json: OwnerApprove) =>
      unwrap(api.progress[":id"].approve.$patch({ param, json: { ...json, status: "approved" } })),
    onSettled: () => refreshProgress(qc),
  });
  const reject = useMutation({
    mutationFn: (json: Reject) =>
      unwrap(api.progress[":id"].reject.$patch({ param, json: { ...json, status: "rejected" } })),
    onSettled: () => refreshProgress(qc),
  });
  return { approve, reject };
}

/** Resend (deliver: true) or a fresh link to copy (deliver: false). */
export function useRequestApprovalLink(progressId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliver: boolean) =>
      unwrap(api.progress[":id"]["approval-link"].$post({ param: { id: String(progressId) }, json: { deliver } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ownerApprovalQuery(progressId).queryKey }),
  });
}

export function useMarkPaid(progressId: number) {
  const qc = useQueryClient();
  return useMutation({
    // One key per payment being recorded: a double tap or a retry after a lost answer records it once (ADR 0165).
    mutationFn: ({ json, idempotencyKey }: { json: MarkPaid; idempotencyKey: string }) =>
      unwrap(
        api.progress[":id"]["mark-paid"].$post(
          { param: { id: String(progressId) }, json },
          { headers: { "Idempotency-Key": idempotencyKey } },
        ),
      ),
    onSuccess: () => refreshProgress(qc),
  });
}
