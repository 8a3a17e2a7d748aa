// How the client can pay an approved progress, as the approval screen shows it: every usable method, and nothing
// that cannot work (a check only with a mailing address, issue 38).

import type { PaymentOptions } from "#schema/contracts";
import type { ClientWords } from "#schema/i18n/client";
import { balanceDueOf } from "#schema/rules/balance";
import type { ApprovalSubject } from "../db/approvals";
import { buildPaymentOptions } from "./payment-links";

/**
 * Every usable method of the contractor's (schema/rules/payment-instructions usableMethods), preferred first, in the
 * client's words when the client reads them (their link); English for the contractor's own screens.
 */
export function paymentOptionsView(subject: ApprovalSubject, words?: ClientWords): PaymentOptions {
  const { owner, project, progress } = subject;
  const input = {
    settings: owner,
    payeeName: owner.companyName?.trim() || owner.fullName,
    // The balance due (ADR 0165): after a part payment the links ask for the rest.
    amountCents: balanceDueOf(progress),
    projectName: project.name,
    progressNumber: progress.progressNumber,
    // The billing's own money and number: a euro IBAN gets its GiroCode, PayPal.me its currency (ADR 0160).
    currency: progress.currency,
    locale: progress.locale,
    invoiceNumber: progress.invoiceNumber,
    words,
  };
  return buildPaymentOptions({ ...input, method: "all" });
}
