// Signing in as a person does it, through the typed client: the password step, then (with two-step sign-in on) the code.
import type { Login } from "#schema/contracts/auth";
import type { Browser } from "../worker/http";

/** `POST /api/login` with a username and password; extra fields of the caller's object are not sent. */
export const logIn = (browser: Browser, { username, password }: Login, headers?: Record<string, string>) =>
  browser.api.login.$post({ json: { username, password } }, { headers });

/** `POST /api/login/second-factor`: the ticket the password step answered, and a code (TOTP or recovery). */
export const secondFactor = (browser: Browser, ticket: string, code: string) =>
  browser.api.login["second-factor"].$post({ json: { ticket, code } });
