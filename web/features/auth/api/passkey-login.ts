// Passkey sign-in on /auth. This module (and the WebAuthn library it imports) is loaded lazily, after first paint.
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { api, unwrap } from "#web/lib/api";

export const supported = () => browserSupportsWebAuthn();

/**
 * One passkey sign-in. With `autofill`, the browser offers the account's passkeys in the username field's
 * suggestions (conditional UI) and this resolves only when the person picks one. Aborting `signal` (the form swapped
 * to the code step, or the page was left) cancels the browser's request at whatever stage it is: before it starts,
 * it never starts; while it waits, the library's abort ends it, and the caller sees an AbortError, never a raw error.
 */
export async function signInWithPasskey(autofill: boolean, signal?: AbortSignal) {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const begin = await unwrap(api.login.passkey.options.$post());
  if (signal?.aborted) throw new DOMException("The passkey request was cancelled", "AbortError");
  const optionsJSON = begin.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    if (signal?.aborted) throw new DOMException("The passkey request was cancelled", "AbortError");
    return unwrap(api.login.passkey.$post({ json: { challengeId: begin.challengeId, credential } }));
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}
