// Passwords that resist guessing (ASVS V6.2): the spec's length rule stays in the shared zod schema; here the
// server also refuses the most common passwords, ones built from the account's own details, and, when configured,
// ones known from breaches (ADR 0071).

import { isBreached } from "./breached-passwords";
import list from "./common-passwords.txt?raw";

export const COMMON_PASSWORD = "This password is too common. Choose one that is harder to guess.";
export const PERSONAL_PASSWORD = "Choose a password that does not contain your username";
export const BREACHED_PASSWORD = "This password has appeared in a data breach. Choose a different one.";

let common: Set<string> | undefined;

/** The bundled list (18,000+ of the most common passwords of 6 or more characters), parsed on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split("\n").filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

type Context = { username: string };

/** The first reason this password is refused, or null. Only the breach check touches the network, and it fails open. */
export async function passwordProblem(
  password: string,
  ctx: Context,
  env: Pick<Env, "PASSWORD_BREACH_CHECK">,
): Promise<string | null> {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  const lower = password.toLowerCase();
  const username = ctx.username.trim().toLowerCase();
  if (username.length >= 3 && lower.includes(username)) return PERSONAL_PASSWORD;
  if (env.PASSWORD_BREACH_CHECK === "hibp" && (await isBreached(password))) return BREACHED_PASSWORD;
  return null;
}
