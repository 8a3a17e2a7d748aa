// Every key of every client catalogue (ADR 0174): present, the same arguments as English, every plural with an
// "other", and rendered without a stray brace in every language and plural category.
import { describe, expect, it } from "vitest";
import { CLIENT_CATALOGUES, clientWords } from "#schema/i18n/client";
import { en } from "#schema/i18n/client/en";
import { DEFAULT_REMINDER_TEXTS } from "#schema/i18n/client/reminder-templates";
import { clientLocale, LANGUAGES } from "#schema/i18n/languages";
import { argumentNames, formatMessage } from "#schema/i18n/message-format";

const keys = Object.keys(en) as (keyof typeof en)[];

describe("client catalogues", () => {
  for (const language of LANGUAGES) {
    const catalogue = CLIENT_CATALOGUES[language];
    it(`${language} has every English key with English's arguments`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
      for (const key of keys) expect([key, argumentNames(catalogue[key])]).toEqual([key, argumentNames(en[key])]);
    });

    it(`${language} renders every message, in every plural category, with no brace left and every argument used`, () => {
      const locale = clientLocale(language, "en-US");
      for (const key of keys) {
        for (const count of [0, 1, 2, 5, 21]) {
          const args = Object.fromEntries(
            argumentNames(en[key]).map((name) => [name, name === "count" ? count : `<${name}>`]),
          );
          const text = formatMessage(catalogue[key], args, locale);
          expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
          for (const name of argumentNames(en[key]))
            if (name !== "count") expect(text, `${language} ${key} uses ${name}`).toContain(`<${name}>`);
          if (argumentNames(en[key]).includes("count")) expect(text).toContain(String(count));
        }
      }
    });
  }

  it("translates: no other language is English word for word, except words that are the same", () => {
    const same = new Set([
      "photos",
      "description",
      "total",
      "signature",
      "statusLine",
      "pageOf",
      "subtotal",
      "participants",
    ]);
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      const untranslated = keys.filter((k) => !same.has(k) && CLIENT_CATALOGUES[language][k] === en[k]);
      expect([language, untranslated]).toEqual([language, []]);
    }
  });

  it("writes plurals by the locale's rules and keeps English formats exactly", () => {
    expect(formatMessage(en.photosOmitted, { count: 1 }, "en-US")).toMatch(/^1 more photo is left out/);
    expect(formatMessage(en.photosOmitted, { count: 3 }, "en-US")).toMatch(/^3 more photos are left out/);
    // French counts 0 and 1 as "one"; English counts 0 as "other".
    expect(clientWords("fr", "en-US").t("photosOmitted", { count: 0 })).toMatch(/^0 autre photo n'est pas incluse/);
    const english = clientWords("en", "en-US");
    expect(english.day("2026-03-04")).toBe("Mar 4, 2026");
    expect(english.money(123450, "USD")).toBe("$1,234.50");
    expect(clientWords("fr", "en-CA").locale).toBe("fr-CA");
    expect(clientWords("de", "en-IE").day("2026-03-04")).toBe("4. März 2026");
    expect(clientWords("es", "en-US").locale).toBe("es-US");
    expect(clientWords("fr", "en-US").day("2026-03-04")).toBe("4 mars 2026");
  });

  it("types each call's arguments from the English text", () => {
    const words = clientWords("en", "en-US");
    // @ts-expect-error approvalSubject needs company, title and amount
    expect(words.t("approvalSubject", { company: "A" })).toBe("A: please approve undefined (undefined)");
    // @ts-expect-error linkTitle takes no arguments
    expect(words.t("linkTitle", { extra: 1 })).toBe("Progress Approval");
  });

  it("translates every default reminder with the same {{variables}} as the English", () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const language of LANGUAGES)
      for (const [name, texts] of Object.entries(DEFAULT_REMINDER_TEXTS.en))
        for (const field of ["emailSubject", "emailBody", "smsBody"] as const) {
          const translated = DEFAULT_REMINDER_TEXTS[language][name as keyof typeof DEFAULT_REMINDER_TEXTS.en][field];
          expect([language, name, field, variables(translated)]).toEqual([
            language,
            name,
            field,
            variables(texts[field]),
          ]);
        }
  });
});
