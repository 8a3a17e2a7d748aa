// Projects with the derived display of their latest progress (cached 60 s), the client choices, and creation.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProject } from "#schema/contracts/project-lifecycle";
import type { CreateProject } from "#schema/contracts/projects";
import { api, unwrap } from "#web/lib/api";
import { pagedList, SCREEN_PAGE_SIZE, unwrapAllPages, unwrapPage } from "#web/lib/pages";
import { LIST_STALE_MS, queryKeys } from "#web/lib/query-keys";

const fetchProjectPage = (cursor: string | undefined) =>
  unwrapPage(api.projects.$get({ query: { limit: String(SCREEN_PAGE_SIZE), ...(cursor ? { cursor } : {}) } }));

export type ProjectItem = Awaited<ReturnType<typeof fetchProjectPage>>["items"][number];

/** Newest first, a screen at a time; "Load more" fetches the next cursor page (ADR 0100). `data` is the rows so far. */
export const projectsQuery = infiniteQueryOptions({
  queryKey: queryKeys.projectPages,
  queryFn: ({ pageParam }) => fetchProjectPage(pageParam),
  staleTime: LIST_STALE_MS,
  ...pagedList<ProjectItem>(),
});

/**
 * The client picker of the New Project dialog: every live client (all pages), since a picker must offer each one;
 * the projects page always refetches it (spec section 7).
 */
export const projectClientsQuery = queryOptions({
  queryKey: queryKeys.clients,
  queryFn: () => unwrapAllPages((query) => unwrapPage(api.clients.$get({ query }))),
  staleTime: LIST_STALE_MS,
});

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProject) => unwrap(api.projects.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

/** The New Project dialog opening: the client list may have changed in another tab or on another device. */
export function useRefreshProjectClients() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: queryKeys.clients });
}

export type ProjectTab = "active" | "completed" | "all";

/**
 * Tabs: Active is every project not completed, Completed only completed, All everything; search on the name.
 * (Archived projects never reach the list: the server leaves them out.)
 */
export const filterProjects = (projects: ProjectItem[], tab: ProjectTab, search: string) => {
  const q = search.trim().toLowerCase();
  return projects.filter(
    (p) =>
      (tab === "all" || (tab === "completed" ? p.status === "completed" : p.status !== "completed")) &&
      (!q || p.name.toLowerCase().includes(q)),
  );
};

// ---- lifecycle: edit, complete, reopen, delete-or-archive ----

/** After any lifecycle change every project read refreshes, and the progress reads too (dashboard, wizard). */
function useLifecycleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.projects }),
        qc.invalidateQueries({ queryKey: queryKeys.progress }),
        qc.invalidateQueries({ queryKey: queryKeys.clients }),
      ]),
  });
}

const param = (id: number) => ({ param: { id: String(id) } });

export const useEditProject = (id: number) =>
  useLifecycleMutation((json: UpdateProject) => unwrap(api.projects[":id"].$patch({ ...param(id), json })));

export const useCompleteProject = (id: number) =>
  useLifecycleMutation(() => unwrap(api.projects[":id"].complete.$post(param(id))));

export const useReopenProject = (id: number) =>
  useLifecycleMutation(() => unwrap(api.projects[":id"].reopen.$post(param(id))));

/** Deleted without billings, archived with them: the answer says which. */
export const useRemoveProject = (id: number) =>
  useLifecycleMutation(() => unwrap(api.projects[":id"].$delete(param(id))));

// ---- restore (archived projects leave every list; this is the way back) ----

export const archivedProjectsQuery = {
  queryKey: [...queryKeys.projects, "archived"] as const,
  queryFn: () => unwrap(api.projects.archived.$get()),
};

/** Comes back as completed (Reopen makes it billable); refused while its client is archived. */
export const useRestoreProject = () =>
  useLifecycleMutation((id: number) => unwrap(api.projects[":id"].restore.$post(param(id))));
