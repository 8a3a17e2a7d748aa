// The company's tax mode, default rate and its country's rates in force today: what the new-billing form's tax lines
// are worked out from (issue 33, ADR 0149). Read only by the lazily loaded tax piece of the Details and Review steps.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

export const taxRatesQuery = queryOptions({
  queryKey: queryKeys.taxRates,
  queryFn: () => unwrap(api["tax-rates"].$get()),
  staleTime: LIST_STALE_MS,
});
