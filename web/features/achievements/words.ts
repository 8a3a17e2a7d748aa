// /achievements' and the unlocked dialog's words (issue 34, ADR 0195), and each badge's name in the person's
// language: English shows the server's own name and loads nothing; Spanish looks it up by the badge's code in a
// chunk of its own (ADR 0197's way), and shows a badge it does not know as sent.
import { use } from "react";
import { achievements } from "#schema/i18n/app/en/achievements";
import { useAppLanguage } from "#web/lib/app-language";
import { defineWords } from "#web/lib/words";

export const useAchievementWords = defineWords(achievements, () =>
  import("#schema/i18n/app/es/achievements").then((m) => m.achievements),
);

type Named = { code: string; name: string; description: string };
let spanish: Readonly<Record<string, string>> | undefined;
let arriving: Promise<unknown> | undefined;
const load = () =>
  (arriving ??= import("#schema/i18n/app/es/badges").then(
    (m) => {
      spanish = m.badges;
    },
    () => {
      spanish = {};
    },
  ));
const asSent = <B extends Named>(badge: B) => badge;

/** `named(badge)`: the badge with its name and line in the person's language. */
export function useBadgeNames(): <B extends Named>(badge: B) => B {
  if (useAppLanguage() === "en") return asSent;
  if (!spanish) use(load());
  return (badge) => ({
    ...badge,
    name: spanish?.[badge.code] ?? badge.name,
    description: spanish?.[`${badge.code}.d`] ?? badge.description,
  });
}
