// Payment links and payment requests for an approved progress.
import { useMutation } from "@tanstack/react-query";
import type { GenerateLinks, PaymentRequestInput } from "#schema/contracts/payments";
import { api, unwrap } from "#web/lib/api";

export function useGeneratePaymentLinks() {
  return useMutation({
    mutationFn: (input: GenerateLinks) => unwrap(api.payments["generate-links"].$post({ json: input })),
  });
}

export function useRequestPayment() {
  return useMutation({
    mutationFn: (input: PaymentRequestInput) => unwrap(api.payments.request.$post({ json: input })),
  });
}
