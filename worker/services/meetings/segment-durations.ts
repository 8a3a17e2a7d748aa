// How long each file of a recording plays, for the detail answer: the player shows one timeline over the segments.
import { RECORDING_SEGMENT_MINUTES } from "#schema/contracts/meeting-texts";
import { MINUTE_MS } from "#schema/rules/durations";
import { listSegmentSpans, type SegmentSpan } from "../../db/meeting-segments";
import type { RecordingRow } from "../../db/meetings";
import type { Db } from "../../lib/db";

const SEGMENT_MS = RECORDING_SEGMENT_MINUTES * MINUTE_MS;

/**
 * A segment's length when the recorder did not send it (recordings from before it was kept): every segment but the
 * last ran the full RECORDING_SEGMENT_MINUTES, and the last lasts in proportion to its bytes. A lone segment has
 * no measure to compare with: null, and its one file carries what the player needs.
 */
function durationsOf(spans: readonly SegmentSpan[]): (number | null)[] {
  const full = spans.slice(0, -1);
  const bytesPerMs = full.reduce((sum, s) => sum + s.size, 0) / (full.length * SEGMENT_MS);
  return spans.map((s, i) => {
    if (s.durationMs !== null) return s.durationMs;
    if (i < spans.length - 1) return SEGMENT_MS;
    return full.length > 0 && bytesPerMs > 0 ? Math.round(s.size / bytesPerMs) : null;
  });
}

/**
 * What the detail answer tells the player: how many files the recording is, and how long each plays (ms). A
 * complete recording without segment rows (uploaded before segments) is one file; an unfinished one has none.
 */
export async function playbackOf(
  db: Db,
  recording: RecordingRow,
): Promise<{ segmentCount: number; segmentDurationsMs: (number | null)[] }> {
  if (recording.status !== "complete") return { segmentCount: 0, segmentDurationsMs: [] };
  const spans = await listSegmentSpans(db, recording.meetingId);
  if (spans.length === 0) return { segmentCount: 1, segmentDurationsMs: [null] };
  return { segmentCount: spans.length, segmentDurationsMs: durationsOf(spans) };
}
