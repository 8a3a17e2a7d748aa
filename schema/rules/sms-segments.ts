// How many SMS segments a text costs, as carriers count them (3GPP TS 23.038 / 23.040, and Twilio's "What the heck
// is a segment?"): a body made only of GSM-7 characters takes 160 per single message or 153 per part of a longer one
// (the rest carries the concatenation header); one character outside GSM-7 switches the whole body to UCS-2, which
// takes 70 UTF-16 code units alone or 67 per part. GSM-7's extension characters cost two (an escape, then the char).

/** The GSM 03.38 default alphabet (one septet each). */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table, reached through the escape septet (two septets each). */
const GSM7_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsSegments = {
  encoding: SmsEncoding;
  /** Characters as a person counts them (code points). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2): what the limits count. */
  units: number;
  segments: number;
};

export const SMS_LIMITS = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
} as const;

/** The cost of one character in the chosen encoding. */
const unitsOf = (char: string, encoding: SmsEncoding) =>
  encoding === "UCS-2" ? char.length : extension.has(char) ? 2 : 1;

/**
 * The text a text message carries: Intl writes amounts with no-break spaces ("1 149,75 $" has U+00A0, fr-FR groups
 * with U+202F), which are not in GSM-7, so one amount would switch the whole body to UCS-2 and cut each segment from
 * 160 to 70. A plain space reads the same on a phone. "£" is in GSM-7's basic table, "€" in its extension (two septets).
 */
export const toSmsText = (text: string) => text.replace(/[\u00A0\u2007\u2009\u202F]/g, " ");

export const isGsm7 = (text: string) => [...text].every((c) => basic.has(c) || extension.has(c));

export function smsSegments(raw: string): SmsSegments {
  // Counted as sent: every text message passes toSmsText on its way out (services/messages.ts).
  const text = toSmsText(raw);
  const chars = [...text];
  const encoding: SmsEncoding = isGsm7(text) ? "GSM-7" : "UCS-2";
  const costs = chars.map((c) => unitsOf(c, encoding));
  const units = costs.reduce((a, b) => a + b, 0);
  const limit = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, characters: 0, units: 0, segments: 0 };
  if (units <= limit.single) return { encoding, characters: chars.length, units, segments: 1 };
  // A character never straddles two parts (an escape pair or a surrogate pair moves whole to the next part).
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > limit.part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, characters: chars.length, units, segments };
}
