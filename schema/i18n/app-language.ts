// Which language a person's app starts in (issue 34, ADR 0195): the first of the browser's languages the app speaks.
// Zod-free and catalogue-free: the web's first load and the Worker's registration both read it.
import { APP_LANGUAGES, type AppLanguage } from "../contracts/worldwide";

export { APP_LANGUAGES, type AppLanguage };

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === "string" && (APP_LANGUAGES as readonly string[]).includes(value);

/**
 * The first tag the app speaks among the browser's, in the browser's order ("es-US", "es-419" and "es" are all
 * Spanish); English when none is. Takes navigator.languages or an Accept-Language header (its q-values ordered).
 */
export function appLanguageFrom(preferred: readonly string[] | string | null | undefined): AppLanguage {
  const tags =
    typeof preferred === "string"
      ? preferred
          .split(",")
          .map((part, index) => {
            const [tag = "", ...params] = part.trim().split(";");
            const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
          })
          .filter((t) => t.tag && t.q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map((t) => t.tag)
      : (preferred ?? []);
  for (const tag of tags) {
    const base = tag.toLowerCase().split("-")[0];
    if (isAppLanguage(base)) return base;
  }
  return "en";
}
