// The Request Payment dialog's words (issue 34, ADR 0195): imported only by the dialog, which loads on intent.
import { paymentRequest } from "#schema/i18n/app/en/payment-request";
import { defineWords } from "#web/lib/words";

export const usePaymentRequestWords = defineWords(paymentRequest, () =>
  import("#schema/i18n/app/es/payment-request").then((m) => m.paymentRequest),
);
