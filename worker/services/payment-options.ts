// How the client can pay an approved progress, as the approval screen shows it: every method on file, plus check.
import type { PaymentOptions } from "#schema/contracts";
import type { ApprovalSubject } from "../db/approvals";
import { buildPaymentOptions } from "./payment-links";

/** All of the contractor's configured methods; with none on file, a check payable to them is always possible. */
export function paymentOptionsView(subject: ApprovalSubject): PaymentOptions {
  const { owner, project, progress } = subject;
  const input = {
    settings: owner,
    payeeName: owner.companyName?.trim() || owner.fullName,
    amountCents: progress.amount,
    projectName: project.name,
    progressNumber: progress.progressNumber,
  };
  const all = buildPaymentOptions({ ...input, method: "all" });
  if (all.paymentLinks.length > 0 || all.instructions.length > 0) return all;
  return buildPaymentOptions({ ...input, method: "check" });
}
