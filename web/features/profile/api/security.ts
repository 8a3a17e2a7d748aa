// Sign-in and security on /profile: the summary, re-authentication, password, passkeys and two-step sign-in.
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePassword } from "#schema/contracts/security";
import { api, hasErrorCode, unwrap } from "#web/lib/api";

const security = api.account.security;

export const securityQuery = queryOptions({
  queryKey: ["account-security"],
  queryFn: () => unwrap(security.$get()),
  // Sign-in methods and sessions are never kept on the device for offline use (ADR 0096).
  meta: { persist: false },
});

/** The server asks for the password again before sensitive changes (code REAUTH_REQUIRED). */
export const needsReauth = (err: unknown) => hasErrorCode(err, "REAUTH_REQUIRED");

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: securityQuery.queryKey });
}

export function useReauthenticate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (password: string) => unwrap(security.reauthenticate.$post({ json: { password } })),
    onSuccess: invalidate,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePassword) => unwrap(security.password.$post({ json: input })) });
}

/** Runs the browser's passkey ceremony; the WebAuthn library loads only now, never on first load. */
export function useAddPasskey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async () => {
      const begin = await unwrap(security.passkeys.options.$post());
      const { startRegistration } = await import("@simplewebauthn/browser");
      // The options crossed the wire as JSON; their serialized shape is what the browser library takes.
      const optionsJSON = begin.options as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({ optionsJSON });
      return unwrap(security.passkeys.$post({ json: { challengeId: begin.challengeId, credential } }));
    },
    onSuccess: invalidate,
  });
}

export function useRemovePasskey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(security.passkeys[":id"].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useBeginTwoFactor() {
  return useMutation({ mutationFn: () => unwrap(security["two-factor"].setup.$post()) });
}

export function useConfirmTwoFactor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (code: string) => unwrap(security["two-factor"].confirm.$post({ json: { code } })),
    onSuccess: invalidate,
  });
}

export function useDisableTwoFactor() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => unwrap(security["two-factor"].$delete()), onSuccess: invalidate });
}

export const sessionsQuery = queryOptions({
  queryKey: ["account-security", "sessions"],
  queryFn: () => unwrap(security.sessions.$get()),
  meta: { persist: false },
});

export function useEndSession() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(security.sessions[":id"].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useEndOtherSessions() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(security.sessions["sign-out-others"].$post()),
    onSuccess: invalidate,
  });
}
