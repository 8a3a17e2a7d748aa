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
 * suggestions (conditional UI) and this resolves only when the person picks one.
 */
export async function signInWithPasskey(autofill: boolean) {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const begin = await unwrap(api.login.passkey.options.$post());
  const optionsJSON = begin.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return unwrap(api.login.passkey.$post({ json: { challengeId: begin.challengeId, credential } }));
}

/** Ends a waiting autofill ceremony (leaving the page, or starting the button's one). */
export const cancelPasskeyCeremony = () => WebAuthnAbortService.cancelCeremony();
