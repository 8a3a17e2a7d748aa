// Where a meeting's objects live in private R2, and what audio the bytes say they are.

/** A fresh private key for one recording; the transcript sits beside it. */
export const recordingKey = (userId: number, token: string) => `m/${userId}/${token}/audio`;
export const transcriptKeyOf = (audioKey: string) => audioKey.replace(/\/audio$/, "/transcript.txt");
/** One segment's transcript, beside the recording too (ADR 0128): the meeting's objects share one prefix. */
export const segmentTranscriptKeyOf = (audioKey: string, seq: number) =>
  audioKey.replace(/\/audio$/, `/segments/${seq}.txt`);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The audio container the first bytes show (WebM/Matroska, Ogg, MP4/M4A, WAV), or null for anything else. */
export function sniffAudio(bytes: Uint8Array): string | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return "audio/webm";
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "OggS") return "audio/ogg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return "audio/wav";
  if (bytes.length >= 8 && ascii(bytes, 4, 8) === "ftyp") return "audio/mp4";
  return null;
}

/** Bytes needed to tell the type. */
export const SNIFF_BYTES = 12;
