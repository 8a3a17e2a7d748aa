// The build ships each language's words as their own values (ADR 0223, ADR 0244): for every catalogue read through
// `defineWords`, the English module keeps only its keys and a loader, and what the build emits for each language,
// paired again with those keys as the words do at load, is that language's source exactly, key for key.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import {
  englishAsKeys,
  englishValues,
  READ_BY_KEY,
  readsOnlyThroughWords,
  spanishAsValues,
} from "#scripts/build/words-as-values";
import { withEnglishKeys } from "#web/lib/words";

const DIR = "schema/i18n/app";
const parts = Object.entries(APP_CATALOGUES).filter(([part]) => !READ_BY_KEY.has(part));
const source = (language: string, part: string) => readFileSync(`${DIR}/${language}/${part}.ts`, "utf8");
/** The emitted module's one export, evaluated. */
const shipped = (code: string) => new Function(code.replace(/^export const \w+ = /, "return "))() as string[];
/** The English module's keys (its `load`, an import the test does not run). */
const keysIn = (code: string) => JSON.parse(/Object\.assign\((\[.*?\]), \{ load/.exec(code)![1]!) as string[];

describe("Spanish catalogues as values in English's order", () => {
  it.each(parts)("%s pairs back into the Spanish source", (part, { en, es }) => {
    const values = shipped(spanishAsValues(source("es", part), source("en", part), `${DIR}/es/${part}.ts`));
    expect(values).toHaveLength(Object.keys(en).length);
    const paired = withEnglishKeys(en, values);
    expect(Object.keys(paired)).toEqual(Object.keys(en));
    expect(paired).toEqual(es);
  });

  it.each(parts)("%s: the English keys and messages pair back into the English source", (part, { en }) => {
    const file = `${DIR}/en/${part}.ts`;
    const module = englishAsKeys(source("en", part), file);
    // The part's code carries identifiers only, never an English sentence.
    for (const message of Object.values(en))
      if (!(message in en)) expect(module).not.toContain(JSON.stringify(message));
    expect(module).toContain(`import("./${part}.ts?values")`);
    const keys = Object.assign(keysIn(module), { load: async () => [] });
    expect([...keys]).toEqual(Object.keys(en));
    expect(withEnglishKeys(keys as never, shipped(englishValues(source("en", part), file)))).toEqual(en);
  });

  it("refuses a module that reads an English catalogue other than through defineWords", () => {
    const through = [
      'import { common } from "#schema/i18n/app/en/common";',
      'export const useCommonWords = defineWords(common, () => import("#schema/i18n/app/es/common"));',
      "export const f = (t: Words<typeof common>) => t;",
    ].join("\n");
    expect(readsOnlyThroughWords(through, "common")).toBe(true);
    expect(readsOnlyThroughWords(`${through}\nconst known = (k: string) => k in common;`, "common")).toBe(false);
    const renamed = through.replace("{ common }", "{ common as words }").replaceAll("(common", "(words");
    expect(readsOnlyThroughWords(renamed.replace("typeof common", "typeof words"), "common")).toBe(true);
    expect(readsOnlyThroughWords(`${renamed}\nexport const NOTE = words.checkPhone;`, "common")).toBe(false);
  });

  it("refuses a catalogue whose keys differ from English", () => {
    const en = 'export const x = { a: "A", b: "B" } as const;';
    expect(() => spanishAsValues('export const x = { a: "a" } as const;', en)).toThrow(/missing b/);
    expect(spanishAsValues('export const x = { b: `b`, a: "a" } as const;', en)).toBe('export const x = ["a","b"];\n');
  });

  it("leaves a catalogue with its keys where the source is read", () => {
    const object = { a: "a" };
    expect(withEnglishKeys({ a: "A" }, object)).toBe(object);
  });
});
