// The SMS segment counter (schema/rules/sms-segments.ts) against the carriers' arithmetic, by example and by property.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoneyExact } from "#schema/rules/money";
import { isGsm7, SMS_LIMITS, smsSegments, toSmsText } from "#schema/rules/sms-segments";
import { smsSegmentText } from "#web/features/nudges/components/sms-segment-count";

const GSM_BASIC = [..."@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCXYZÄÖÑÜ§¿abcxyzäöñüà"];
const GSM_EXT = [..."^{}\\[~]|€"];
const gsmText = fc.array(fc.constantFrom(...GSM_BASIC, ...GSM_EXT), { maxLength: 700 }).map((a) => a.join(""));
const unicodeText = fc
  .tuple(gsmText, fc.constantFrom("á", "ç", "ñ̃", "😀", "你", "ê"), fc.nat())
  .map(([text, odd, at]) => {
    const pos = text.length === 0 ? 0 : at % text.length;
    return text.slice(0, pos) + odd + text.slice(pos);
  });

describe("smsSegments", () => {
  it("counts the documented limits", () => {
    expect(smsSegments("")).toMatchObject({ segments: 0, characters: 0 });
    expect(smsSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1 });
    expect(smsSegments("a".repeat(161))).toMatchObject({ encoding: "GSM-7", segments: 2 });
    expect(smsSegments("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments("a".repeat(307))).toMatchObject({ segments: 3 });
    // An accented letter outside GSM-7 halves the room: 70, then 67 per part.
    expect(smsSegments(`á${"a".repeat(69)}`)).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(smsSegments(`á${"a".repeat(70)}`)).toMatchObject({ encoding: "UCS-2", segments: 2 });
    // é is in GSM-7's own alphabet; € costs two septets.
    expect(smsSegments("é")).toMatchObject({ encoding: "GSM-7", units: 1 });
    expect(smsSegments("€".repeat(80))).toMatchObject({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("€".repeat(81))).toMatchObject({ units: 162, segments: 2 });
    // An emoji is two UTF-16 code units and one character.
    expect(smsSegments("😀")).toMatchObject({ encoding: "UCS-2", characters: 1, units: 2 });
  });

  it("amounts in any locale stay GSM-7: £ is one septet, € two, and Intl's no-break spaces are sent as spaces", () => {
    expect(smsSegments(formatMoneyExact(120_000, "GBP", "en-GB"))).toMatchObject({ encoding: "GSM-7", units: 9 });
    expect(smsSegments(formatMoneyExact(123_450, "EUR", "en-IE"))).toMatchObject({ encoding: "GSM-7", units: 10 });
    const frCa = formatMoneyExact(114_975, "CAD", "fr-CA");
    expect(frCa).toMatch(/[\u00A0\u202F]/);
    expect(toSmsText(frCa)).toBe("1 149,75 $");
    expect(smsSegments(`${frCa}${"a".repeat(150)}`)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    const deDe = formatMoneyExact(123_450, "EUR", "de-DE");
    expect(toSmsText(deDe)).toBe("1.234,50 €");
    expect(smsSegments(deDe)).toMatchObject({ encoding: "GSM-7", units: 11 });
  });

  it("says it in words for the template editor", () => {
    expect(smsSegmentText("Hi")).toBe("2 characters, 1 segment (GSM-7)");
    expect(smsSegmentText(`Olá ${"x".repeat(80)}`)).toBe("84 characters, 2 segments (Unicode)");
  });

  it("GSM-7 text: units are characters plus one per extension character, and segments follow 160/153", () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const r = smsSegments(text);
        expect(r.encoding).toBe("GSM-7");
        const ext = [...text].filter((c) => GSM_EXT.includes(c)).length;
        expect(r.units).toBe([...text].length + ext);
        if (r.units === 0) expect(r.segments).toBe(0);
        else if (r.units <= 160) expect(r.segments).toBe(1);
        else {
          // Never fewer than the plain division; at most one more per part for escape pairs kept whole.
          expect(r.segments).toBeGreaterThanOrEqual(Math.ceil(r.units / 153));
          expect(r.segments).toBeLessThanOrEqual(Math.ceil(r.units / 152));
        }
      }),
    );
  });

  it("one character outside GSM-7 switches the whole text to UCS-2, counted in UTF-16 code units", () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        const r = smsSegments(text);
        expect(isGsm7(text)).toBe(false);
        expect(r.encoding).toBe("UCS-2");
        expect(r.units).toBe(text.length);
        const { single, part } = SMS_LIMITS["UCS-2"];
        if (r.units <= single) expect(r.segments).toBe(1);
        else {
          expect(r.segments).toBeGreaterThanOrEqual(Math.ceil(r.units / part));
          expect(r.segments).toBeLessThanOrEqual(Math.ceil(r.units / (part - 1)));
        }
      }),
    );
  });

  it("adding a character never lowers the count, and a non-GSM character never raises the room", () => {
    fc.assert(
      fc.property(gsmText, fc.constantFrom("a", "€", "á", "😀"), (text, extra) => {
        const before = smsSegments(text);
        const after = smsSegments(text + extra);
        expect(after.segments).toBeGreaterThanOrEqual(before.segments);
      }),
    );
  });
});
