// The EPC069-12 "GiroCode" payload (ADR 0160): what a European banking app reads from a QR code to fill in a SEPA
// credit transfer. Text only; worker/lib/qr-svg.ts draws it. Pure, so a test can build it and read it back.
import { centsToDecimal } from "./money";

/** EPC069-12: at most 331 bytes of payload (QR version 13 at level M). */
export const EPC_MAX_BYTES = 331;

export type EpcTransfer = {
  /** Optional in version 002 inside the EEA, printed when the company gave one. */
  bic?: string | null;
  /** The beneficiary, at most 70 characters. */
  name: string;
  iban: string;
  /** Euro cents; the amount line is left out outside 0.01..999999999.99. */
  amountCents: number;
  /** Unstructured remittance information (the invoice number and the billing), at most 140 characters. */
  text: string;
};

const byteLength = (s: string) => new TextEncoder().encode(s).length;
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * BCD / 002 / 1 (UTF-8) / SCT / BIC / name / IBAN / EUR amount / purpose (empty) / structured reference (empty: an
 * invoice number is not an ISO 11649 RF reference) / text. Lines are joined with LF, the last one without a trailer.
 */
export function epcPayload(t: EpcTransfer): string {
  const amount =
    t.amountCents >= 1 && t.amountCents <= 99_999_999_999 ? `EUR${centsToDecimal(t.amountCents, "EUR")}` : "";
  const head = [
    "BCD",
    "002",
    "1",
    "SCT",
    (t.bic ?? "").toUpperCase(),
    oneLine(t.name).slice(0, 70),
    t.iban,
    amount,
    "",
    "",
  ];
  let text = oneLine(t.text).slice(0, 140);
  // A long name and text in non-Latin letters can pass the byte limit: the text gives way.
  while (text && byteLength([...head, text].join("\n")) > EPC_MAX_BYTES) text = text.slice(0, -1).trimEnd();
  return [...head, text].join("\n");
}
