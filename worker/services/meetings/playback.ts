// Playing a recording back: the owner's audio with HTTP Range, whole or one segment's file at a time (ADR 0121:
// Chromium stops at the end of the first file of a recording made of several).
import { MAX_RECORDING_SEGMENTS } from "#schema/contracts/meeting-texts";
import type { Member } from "#schema/db/companies";
import { findSegmentSpan, listSegmentSpans } from "../../db/meeting-segments";
import type { RecordingRow } from "../../db/meetings";
import type { Db } from "../../lib/db";
import { notFound } from "../../lib/errors";
import { ownedRecording } from "./recordings";

const RECORDING_NOT_FOUND = "Recording not found";

type ByteRange = { offset: number; length: number };

/** Parses a single "bytes=a-b" / "bytes=a-" / "bytes=-n" range; null means the whole file, "bad" is a 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | "bad" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "bad";
  if (m[1] === "") {
    const suffix = Math.min(Number(m[2]), size);
    return suffix === 0 ? "bad" : { offset: size - suffix, length: suffix };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "bad";
  return { offset: start, length: end - start + 1 };
}

/**
 * Which bytes of the object make the file asked for: the whole object, or one segment's range. A recording that
 * predates segments is one file, so its segment 0 is the whole object; any other missing segment is a 404.
 */
async function fileSpan(db: Db, recording: RecordingRow & { size: number }, segment: number | undefined) {
  if (segment === undefined) return { offset: 0, size: recording.size, tag: "" };
  if (segment >= MAX_RECORDING_SEGMENTS) throw notFound(RECORDING_NOT_FOUND);
  const span = await findSegmentSpan(db, recording.meetingId, segment);
  if (span) return { offset: span.offset, size: span.size, tag: `-${segment}` };
  if (segment === 0 && (await listSegmentSpans(db, recording.meetingId)).length === 0)
    return { offset: 0, size: recording.size, tag: "-0" };
  throw notFound(RECORDING_NOT_FOUND);
}

/**
 * The owner's audio: 200 for the whole file, 206 for a range (so the player can seek), 416 for a bad range. With
 * `segment`, the file is that segment alone and every range is counted within it.
 */
export async function serveAudio(
  env: Env,
  db: Db,
  member: Member,
  meetingId: number,
  rangeHeader?: string,
  segment?: number,
) {
  const recording = await ownedRecording(db, member, meetingId);
  if (recording.status !== "complete" || recording.size === null) throw notFound(RECORDING_NOT_FOUND);
  const file = await fileSpan(db, { ...recording, size: recording.size }, segment);
  const headers: Record<string, string> = {
    "Content-Type": recording.contentType ?? "audio/webm",
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": "inline",
    ETag: `"${recording.uploadId.slice(0, 32)}${file.tag}"`,
  };
  const range = parseRange(rangeHeader, file.size);
  if (range === "bad") {
    return { status: 416 as const, body: null, headers: { ...headers, "Content-Range": `bytes */${file.size}` } };
  }
  const wanted = range ?? { offset: 0, length: file.size };
  const whole = file.offset === 0 && wanted.length === recording.size;
  const object = await env.MEDIA.get(
    recording.r2Key,
    whole ? undefined : { range: { offset: file.offset + wanted.offset, length: wanted.length } },
  );
  if (!object) throw notFound(RECORDING_NOT_FOUND);
  if (!range)
    return { status: 200 as const, body: object.body, headers: { ...headers, "Content-Length": String(file.size) } };
  return {
    status: 206 as const,
    body: object.body,
    headers: {
      ...headers,
      "Content-Length": String(range.length),
      "Content-Range": `bytes ${range.offset}-${range.offset + range.length - 1}/${file.size}`,
    },
  };
}
