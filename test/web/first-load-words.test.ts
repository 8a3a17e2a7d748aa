// The entry's words helpers written small for the first load (ADR 0222): the browser's languages read without the
// Accept-Language parser, and a status's name from its stored word, each giving what the longer form gave.
import { describe, expect, it } from "vitest";
import { common } from "#schema/i18n/app/en/common";
import { appLanguageFrom, firstAppLanguage } from "#schema/i18n/app-language";
import { statusName, useCommonWords } from "#web/lib/common-words";

describe("first-load words", () => {
  it("reads the browser's languages as the header parser does", () => {
    for (const tags of [["es-US", "en-US"], ["es-419"], ["fr-CA", "en-CA"], ["EN"], [], ["de", "es"]])
      expect(firstAppLanguage(tags)).toBe(appLanguageFrom(tags));
    expect(firstAppLanguage(["fr-CA", "es-MX"])).toBe("es");
  });

  it("names every status the catalogue names, and capitalises any other", () => {
    const t = useCommonWords.english;
    for (const status of ["pending", "approved", "paid", "rejected", "overdue", "completed", "archived", "active"])
      expect(statusName(t, status)).toBe(
        common[`status${status[0]!.toUpperCase()}${status.slice(1)}` as keyof typeof common],
      );
    expect(statusName(t, "in_review")).toBe("In review");
    expect(statusName(t, "constructor")).toBe("Constructor");
    expect(statusName(t, "")).toBe("");
  });
});
