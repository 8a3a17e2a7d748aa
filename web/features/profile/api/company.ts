// The company's money, tax and invoice settings (GET/PATCH /api/company): the owner's "Business and tax" section.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanySettingsInput } from "#schema/contracts/company";
import { api, unwrap } from "#web/lib/api";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";
import { userQuery } from "#web/lib/session";

export const companyQuery = {
  queryKey: ["company"] as const,
  queryFn: () => unwrap(api.company.$get()),
};

/** GET /api/tax-rates, under the key the new-billing form reads it by: here for the company's own rates (ADR 0211). */
export const companyTaxRatesQuery = queryOptions({
  queryKey: queryKeys.taxRates,
  queryFn: () => unwrap(api["tax-rates"].$get()),
  staleTime: LIST_STALE_MS,
});

export type CompanySettings = Awaited<ReturnType<typeof companyQuery.queryFn>>;

export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanySettingsInput) => unwrap(api.company.$patch({ json: input })),
    onSuccess: (saved) => {
      qc.setQueryData(companyQuery.queryKey, saved);
      // Every screen formats the company's amounts with the user answer's currency and locale, and the new-billing
      // form starts from the tax mode and default rate GET /api/tax-rates answers.
      return Promise.all([
        qc.invalidateQueries({ queryKey: userQuery.queryKey }),
        qc.invalidateQueries({ queryKey: queryKeys.taxRates }),
      ]);
    },
  });
}
