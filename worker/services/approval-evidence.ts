// The evidence a decision rests on: a stable SHA-256 of the exact content approved, and signature PNG checks.
import { MAX_SIGNATURE_BYTES, SIGNATURE_NOT_PNG, SIGNATURE_REQUIRED, SIGNATURE_TOO_LARGE } from "#schema/contracts";
import { sha256Hex } from "../lib/crypto";
import { badRequest } from "../lib/errors";

/** What the client saw and agreed to. Photos are their SHA-256 (null for a photo whose upload record is gone). */
export type ApprovedContent = {
  projectId: number;
  projectName: string;
  progressNumber: number;
  amount: number;
  completionPercentage: number;
  description: string | null;
  photos: (string | null)[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every depth, so the same content always gives the same bytes. */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as Json)}`).join(",")}}`;
}

/** Pure: same content -> same hash, whatever the key order; any field change -> a different hash. */
export function contentHash(content: ApprovedContent): Promise<string> {
  const doc: Json = {
    v: 1,
    projectId: content.projectId,
    projectName: content.projectName,
    progressNumber: content.progressNumber,
    amount: content.amount,
    completionPercentage: content.completionPercentage,
    description: content.description ?? null,
    photos: content.photos,
  };
  return sha256Hex(canonicalJson(doc));
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a signature data URL and checks it is a PNG within the size cap; the bytes are what R2 stores. */
export function decodeSignature(dataUrl: string | undefined | null): Uint8Array {
  if (!dataUrl) throw badRequest(SIGNATURE_REQUIRED, { signature: SIGNATURE_REQUIRED });
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match?.[1]) throw badRequest(SIGNATURE_NOT_PNG, { signature: SIGNATURE_NOT_PNG });
  const base64 = match[1];
  // Check the size before decoding so an oversized body never becomes a buffer.
  if (Math.floor((base64.length * 3) / 4) > MAX_SIGNATURE_BYTES + 2) {
    throw badRequest(SIGNATURE_TOO_LARGE, { signature: SIGNATURE_TOO_LARGE });
  }
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  if (bytes.length > MAX_SIGNATURE_BYTES) {
    throw badRequest(SIGNATURE_TOO_LARGE, { signature: SIGNATURE_TOO_LARGE });
  }
  // A PNG is at least its signature plus an IHDR chunk.
  if (bytes.length < 33 || !PNG_MAGIC.every((b, i) => bytes[i] === b)) {
    throw badRequest(SIGNATURE_NOT_PNG, { signature: SIGNATURE_NOT_PNG });
  }
  return bytes;
}
