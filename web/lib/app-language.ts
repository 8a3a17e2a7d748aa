// The language this person reads the app in (issue 34, ADR 0195): theirs once signed in (users.language), the
// browser's before. Kept on the device so a cold start draws in it before the session answers. Catalogue-free: the
// entry chunk carries only this and the words runtime (lib/words.ts), never a language's words.
import { useSyncExternalStore } from "react";
import { type AppLanguage, appLanguageFrom, isAppLanguage } from "#schema/i18n/app-language";

const KEY = "ps-app-language";
const listeners = new Set<() => void>();

function initial(): AppLanguage {
  try {
    const kept = localStorage.getItem(KEY);
    if (isAppLanguage(kept)) return kept;
  } catch {
    // Storage disabled: the browser's languages decide.
  }
  return typeof navigator === "undefined" ? "en" : appLanguageFrom(navigator.languages ?? [navigator.language]);
}

let current: AppLanguage = initial();
// The document says which language it is in (screen readers, hyphenation, the browser's translate offer).
if (typeof document !== "undefined") document.documentElement.lang = current;

export const appLanguage = () => current;

/** The browser's own choice, for a new account (the registration form sends it). */
export const browserLanguage = (): AppLanguage =>
  typeof navigator === "undefined" ? "en" : appLanguageFrom(navigator.languages ?? [navigator.language]);

/** Switches every screen to `language` (the signed-in person's, or their new choice on /profile). */
export function setAppLanguage(language: unknown) {
  if (!isAppLanguage(language) || language === current) return;
  current = language;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Not kept: the next cold start follows the session's answer.
  }
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAppLanguage = () => useSyncExternalStore(subscribe, appLanguage, appLanguage);
