// Which marketing pages exist in which language, and where each one's other-language version lives (ADR 0198).
// English keeps the site's own paths; Spanish is the same page under /es/. Only home, pricing and the FAQ are
// translated: every other page is English in both, and a Spanish page's link to one goes to the English page.
import type { PlanPitch } from "#schema/contracts/plan-pitch";
import { PLAN_PITCH } from "#schema/contracts/plan-pitch";
import { describeQuotas, type Plan, type PlanId } from "#schema/contracts/plans";
import type { MarketingLanguage } from "#schema/i18n/marketing";
import { FAQ_SECTIONS, type FaqSection } from "./content/faq";
import { FAQ_SECTIONS_ES } from "./content/faq-es";
import { describeQuotasEs, PLAN_PITCH_ES } from "./content/plans-es";

/** English path -> its Spanish version. */
export const SPANISH_VERSIONS = { "/": "/es/", "/pricing": "/es/pricing", "/faq": "/es/faq" } as const;
export type TranslatedPath = keyof typeof SPANISH_VERSIONS;
export const SPANISH_PATHS = Object.values(SPANISH_VERSIONS);

const isTranslated = (path: string): path is TranslatedPath => Object.hasOwn(SPANISH_VERSIONS, path);

/**
 * Where a link on a page in `lang` goes: a translated page's own version in that language, anything else as given.
 * Keeps a query and a fragment ("/faq#billing" -> "/es/faq#billing").
 */
export function hrefIn(lang: MarketingLanguage, href: string): string {
  if (lang === "en") return href;
  const at = href.search(/[?#]/);
  const path = at === -1 ? href : href.slice(0, at);
  return isTranslated(path) ? SPANISH_VERSIONS[path] + (at === -1 ? "" : href.slice(at)) : href;
}

/** A page's versions by language, from either language's path; null for a page that exists in English only. */
export function versionsOf(path: string): Record<MarketingLanguage, string> | null {
  if (isTranslated(path)) return { en: path, es: SPANISH_VERSIONS[path] };
  const english = (Object.keys(SPANISH_VERSIONS) as TranslatedPath[]).find((p) => SPANISH_VERSIONS[p] === path);
  return english ? { en: english, es: path } : null;
}

/** The public pages written in English only. */
const ENGLISH_ONLY = ["/features", "/how-it-works", "/blog", "/support"];

/** Whether a link on a page in `lang` goes to a page written in English only (it then says so with hreflang). */
export function linksOutOf(lang: MarketingLanguage, href: string) {
  const path = href.split(/[?#]/)[0] ?? href;
  return lang !== "en" && ENGLISH_ONLY.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The pages' longer content, per language: the FAQ and the plan cards' lines. */
export type SiteContent = {
  faq: FaqSection[];
  pitch: Record<PlanId, PlanPitch>;
  quotas: (plan: Plan) => string[];
};

export const SITE_CONTENT: Record<MarketingLanguage, SiteContent> = {
  en: { faq: FAQ_SECTIONS, pitch: PLAN_PITCH, quotas: describeQuotas },
  es: { faq: FAQ_SECTIONS_ES, pitch: PLAN_PITCH_ES, quotas: describeQuotasEs },
};
