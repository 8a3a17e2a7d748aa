// Reads and writes behind the Progress Approval screen (link and in-person), the thank-you page, and the contractor's tools.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LinkApprove, MarkPaid, OwnerApprove, Reject } from "../../../../schema/contracts/approvals";
import { api, unwrap } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The client's view through /a/{token}: no login; a bad token is a 404 "Progress not found". */
export const approvalLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ["approval-link", token] as const,
    queryFn: () => unwrap(api.a[":token"].$get({ param: { token } })),
  });
export type ApprovalView = Awaited<ReturnType<ReturnType<typeof approvalLinkQuery>["queryFn"] & {}>>;

/** The same screen for the signed-in owner; under the progress keys so every progress write refreshes it. */
export const ownerApprovalQuery = (progressId: number) =>
  queryOptions({
    queryKey: [...queryKeys.progressDetail(progressId), "approval"] as const,
    queryFn: () => unwrap(api.progress[":id"].approval.$get({ param: { id: String(progressId) } })),
  });

/** The spec: after approval, payment or nudge actions, progress and projects refresh. */
const refreshProgress = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.progress }),
    qc.invalidateQueries({ queryKey: queryKeys.projects }),
  ]);

export function useLinkDecision(token: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: approvalLinkQuery(token).queryKey });
  const approve = useMutation({
    mutationFn: (json: LinkApprove) => unwrap(api.a[":token"].approve.$post({ param: { token }, json })),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: (json: Reject) => unwrap(api.a[":token"].reject.$post({ param: { token }, json })),
    onSettled: refresh,
  });
  return { approve, reject };
}

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

export function useClaimPayment(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.a[":token"]["payment-claim"].$post({ param: { token } })),
    onSettled: () => qc.invalidateQueries({ queryKey: approvalLinkQuery(token).queryKey }),
  });
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
    mutationFn: (json: MarkPaid) =>
      unwrap(api.progress[":id"]["mark-paid"].$post({ param: { id: String(progressId) }, json })),
    onSuccess: () => refreshProgress(qc),
  });
}
