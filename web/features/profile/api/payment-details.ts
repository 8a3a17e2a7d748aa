// Payment details mutations; the user query carries the saved details, so both answer with the fresh user.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentDetailsInput, PaymentMethod } from "#schema/contracts/payments";
import { api, unwrap } from "#web/lib/api";
import { userQuery } from "#web/lib/session";

export function useSavePaymentDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentDetailsInput) => unwrap(api.user["payment-details"].$put({ json: input })),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}

export function useRemovePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (method: PaymentMethod) =>
      unwrap(api.user["payment-details"][":method"].$delete({ param: { method } })),
    onSuccess: (user) => qc.setQueryData(userQuery.queryKey, user),
  });
}
