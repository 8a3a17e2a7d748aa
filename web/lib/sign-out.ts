// Signing out (issue 23): apart from the session query every screen reads, so the code that runs only when a person
// presses Sign out loads with the menus that offer it (the avatar menu, the invite page), never on a first load
// (ADR 0222).
import { type Query, type QueryCache, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, fenceSignOut, unwrap } from "./api";
import { userQuery } from "./session";

export const useLogout = () => useSignOut(() => (unfenced) => unwrap(api.logout.$post(undefined, { fetch: unfenced })));

/**
 * A call that ends the session (Sign out, or deleting the company's account), then nothing of the person stays in
 * memory. `call` takes the mutation's variables and answers the request to send unfenced.
 */
export function useSignOut<V = void>(call: (vars: V) => (unfenced: typeof fetch) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => fenceSignOut(call(vars)),
    meta: { signsOut: true },
    onSuccess: async () => {
      // Signed out first: the guards' observer of this very query sees null and unmounts every signed-in screen.
      qc.setQueryData(userQuery.queryKey, null);
      const previousUsersData = (q: Query) => q.queryHash !== JSON.stringify(userQuery.queryKey);
      await qc.cancelQueries({ predicate: previousUsersData });
      // Then nothing of the previous user stays in memory. React unmounts those screens a render later, and a query
      // removed under a still-mounted screen is rebuilt by it and fetched (a 401): each query goes once its last
      // screen has let go of it.
      removeOnceUnobserved(qc.getQueryCache(), previousUsersData);
    },
  });
}

function removeOnceUnobserved(cache: QueryCache, matches: (q: Query) => boolean) {
  const waiting = new Set<Query>();
  for (const q of cache.findAll({ predicate: matches })) {
    if (q.getObserversCount() === 0) cache.remove(q);
    else waiting.add(q);
  }
  if (waiting.size === 0) return;
  const stop = cache.subscribe((event) => {
    if (event.type !== "observerRemoved" || !waiting.has(event.query) || event.query.getObserversCount() > 0) return;
    waiting.delete(event.query);
    cache.remove(event.query);
    if (waiting.size === 0) stop();
  });
}
