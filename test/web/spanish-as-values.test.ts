// The build ships each Spanish catalogue as its messages in English's key order (ADR 0223): for every catalogue read
// through `defineWords`, what the build emits, paired again with the English keys as the words do at load, is the
// Spanish source exactly, key for key.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_CATALOGUES } from "#schema/i18n/app/all";
import { READ_BY_KEY, spanishAsValues } from "#scripts/build/spanish-as-values";
import { withEnglishKeys } from "#web/lib/words";

const DIR = "schema/i18n/app";
const parts = Object.entries(APP_CATALOGUES).filter(([part]) => !READ_BY_KEY.has(part));
const source = (language: string, part: string) => readFileSync(`${DIR}/${language}/${part}.ts`, "utf8");
/** The emitted module's one export, evaluated. */
const shipped = (code: string) => new Function(code.replace(/^export const \w+ = /, "return "))() as string[];

describe("Spanish catalogues as values in English's order", () => {
  it.each(parts)("%s pairs back into the Spanish source", (part, { en, es }) => {
    const values = shipped(spanishAsValues(source("es", part), source("en", part), `${DIR}/es/${part}.ts`));
    expect(values).toHaveLength(Object.keys(en).length);
    const paired = withEnglishKeys(en, values);
    expect(Object.keys(paired)).toEqual(Object.keys(en));
    expect(paired).toEqual(es);
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
