// The current user (null when signed out) and the login, register and logout mutations.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login, Register } from "../../../../schema/contracts/auth";
import { api, hasErrorCode, unwrap } from "../../../lib/api";

export const userQuery = queryOptions({
  queryKey: ["user"],
  queryFn: async () => {
    try {
      return await unwrap(api.user.$get());
    } catch (err) {
      // The spec: a 401 on the current-user call means "not signed in".
      if (hasErrorCode(err, "UNAUTHORIZED")) return null;
      throw err;
    }
  },
});

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof userQuery.queryFn & {}>>>;

/** A password sign-in either signs in, or (two-step sign-in on) asks for a code against a single-use ticket. */
export type LoginResult = { secondFactorRequired: true; ticket: string } | CurrentUser;
export const needsSecondFactor = (r: LoginResult): r is { secondFactorRequired: true; ticket: string } =>
  "secondFactorRequired" in r;

/** Puts the signed-in user in the cache, with nothing of anyone before. */
export function useSignedIn() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    qc.clear();
    qc.setQueryData(userQuery.queryKey, user);
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: Login): Promise<LoginResult> => unwrap(api.login.$post({ json: input })),
    onSuccess: (result) => {
      if (!needsSecondFactor(result)) signedIn(result);
    },
  });
}

export function useSecondFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: { ticket: string; code: string }) => unwrap(api.login["second-factor"].$post({ json: input })),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Register) => unwrap(api.register.$post({ json: input })),
    onSuccess: (user) => {
      qc.clear();
      qc.setQueryData(userQuery.queryKey, user);
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.logout.$post()),
    meta: { signsOut: true },
    onSuccess: async () => {
      // Signed out first: the guards' observer of this very query sees null and unmounts every signed-in screen,
      // so no mounted query rebuilds itself and fires a 401. (Clearing first detached that observer instead.)
      qc.setQueryData(userQuery.queryKey, null);
      const previousUsersData = (q: { queryHash: string }) => q.queryHash !== JSON.stringify(userQuery.queryKey);
      await qc.cancelQueries({ predicate: previousUsersData });
      // Then nothing of the previous user stays in memory.
      qc.removeQueries({ predicate: previousUsersData });
    },
  });
}
