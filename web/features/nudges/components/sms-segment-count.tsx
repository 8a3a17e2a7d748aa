// "N characters, M segments (GSM-7|Unicode)" under the SMS body: one accented letter outside GSM-7 switches the
// whole text to Unicode and cuts each segment from 160 to 70, and each segment is billed (ADR 0119). Said before the
// contractor saves, for the text as typed and, while it is PayStage's default, for each language a client may read
// it in (ADR 0177): Spanish and French accents often make a default text Unicode.
import { DEFAULT_REMINDER_TEXTS } from "#schema/i18n/client/reminder-templates";
import { LANGUAGES } from "#schema/i18n/languages";
import { isGsm7, smsSegments, toSmsText } from "#schema/rules/sms-segments";
import { useAppLanguage } from "#web/lib/app-language";
import { useReminderTextWords } from "../reminder-words";

type Words = ReturnType<typeof useReminderTextWords>;

export function smsSegmentText(text: string, t: Words = useReminderTextWords.english) {
  const { characters, segments, encoding } = smsSegments(text);
  // Only the words change with the language; the punctuation and the encoding's name do not.
  return `${t("characters", { count: characters })}, ${t("segmentCount", { count: segments })} (${encoding === "GSM-7" ? "GSM-7" : "Unicode"})`;
}

/** The first character that moves a text to Unicode, or null for a GSM-7 text. */
export const firstUnicodeCharacter = (text: string) => [...toSmsText(text)].find((c) => !isGsm7(c)) ?? null;

/** The same default text in each other language a client reads, while `text` is an English default word for word. */
export function translatedDefaults(text: string, reader = "en"): { language: string; text: string }[] {
  const name = Object.entries(DEFAULT_REMINDER_TEXTS.en).find(([, d]) => d.smsBody === text)?.[0];
  if (!name) return [];
  const names = new Intl.DisplayNames(reader, { type: "language" });
  return LANGUAGES.filter((l) => l !== "en").map((l) => ({
    language: names.of(l) ?? l,
    text: DEFAULT_REMINDER_TEXTS[l][name as keyof typeof DEFAULT_REMINDER_TEXTS.en].smsBody,
  }));
}

export function SmsSegmentCount({ text }: { text: string }) {
  const t = useReminderTextWords();
  const unicode = firstUnicodeCharacter(text);
  // Each other language a client reads, named in the contractor's own, with its default text's count.
  const translations = translatedDefaults(text, useAppLanguage());
  return (
    <span data-testid="sms-segments" aria-live="polite">
      {t("beforeFilled", { segments: smsSegmentText(text, t) })}
      {unicode && t("unicode", { letter: unicode })}
      {translations.length > 0 && (
        <span className="block" data-testid="sms-segments-by-language">
          {t("byLanguage", {
            list: translations.map((d) => `${d.language} ${smsSegmentText(d.text, t)}`).join("; "),
          })}
        </span>
      )}
    </span>
  );
}
