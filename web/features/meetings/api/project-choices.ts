// The meeting form's project picker, apart from the meetings API so the list page does not load the paging helpers.
import { queryOptions } from "@tanstack/react-query";
import { api } from "#web/lib/api";
import { unwrapAllPages, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

/** The form's project picker: every live project, all pages (ADR 0100); under "projects" so project writes refresh it. */
export const projectChoicesQuery = queryOptions({
  queryKey: [...queryKeys.projects, "choices"] as const,
  queryFn: () => unwrapAllPages((query) => unwrapPage(api.projects.$get({ query }))),
  staleTime: LIST_STALE_MS,
});
