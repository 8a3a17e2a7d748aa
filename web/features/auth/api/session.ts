// The login, second-factor and register mutations (the current user and logout live in web/lib/session.ts).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login, Register } from "#schema/contracts/auth";
import { api, unwrap } from "#web/lib/api";
import { type CurrentUser, userQuery, useSignedIn } from "#web/lib/session";

/** A password sign-in either signs in, or (two-step sign-in on) asks for a code against a single-use ticket. */
export type LoginResult = { secondFactorRequired: true; ticket: string } | CurrentUser;
export const needsSecondFactor = (r: LoginResult): r is { secondFactorRequired: true; ticket: string } =>
  "secondFactorRequired" in r;

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
