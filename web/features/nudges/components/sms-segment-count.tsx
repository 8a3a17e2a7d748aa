// "N characters, M segments (GSM-7|Unicode)" under the SMS body: one accented letter outside GSM-7 switches the
// whole text to Unicode and cuts each segment from 160 to 70, and each segment is billed (ADR 0119).
import { smsSegments } from "#schema/rules/sms-segments";

export function smsSegmentText(text: string) {
  const { characters, segments, encoding } = smsSegments(text);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(characters, "character")}, ${plural(segments, "segment")} (${encoding === "GSM-7" ? "GSM-7" : "Unicode"})`;
}

export function SmsSegmentCount({ text }: { text: string }) {
  return (
    <span data-testid="sms-segments" aria-live="polite">
      {smsSegmentText(text)}, before names and the link are filled in
    </span>
  );
}
