// The meetings part of the data export: one JSON record per meeting (participants, notes, shares without their
// tokens) and where its audio and transcript files from R2 land in the ZIP.
import type { exportTableReads } from "../db/data-export";
import { transcriptKeyOf } from "./meetings/storage";

/** The rows of the export's read number I (drizzle queries are thenables of their rows). */
type Rows<I extends number> = Awaited<ReturnType<typeof exportTableReads>[I]>;

/** The file extension a player expects for each content type the upload check accepts. */
const EXTENSION: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
};

export function planMeetings(
  meetings: Rows<8>,
  participants: Rows<9>,
  recordings: Rows<10>,
  shares: Rows<11>,
  files: { key: string; path: string }[],
) {
  const recordingOf = new Map(recordings.map((r) => [r.meetingId, r]));
  return meetings.map(({ hasTranscript, ...m }) => {
    const recording = recordingOf.get(m.id);
    let audioFile: string | null = null;
    let transcriptFile: string | null = null;
    if (recording) {
      audioFile = `meetings/${m.id}/audio.${EXTENSION[recording.contentType ?? ""] ?? "webm"}`;
      files.push({ key: recording.r2Key, path: audioFile });
      // The transcript object exists once the AI job stored it (it sets the transcript link in the same step).
      if (hasTranscript) {
        transcriptFile = `meetings/${m.id}/transcript.txt`;
        files.push({ key: transcriptKeyOf(recording.r2Key), path: transcriptFile });
      }
    }
    return {
      ...m,
      participants: participants
        .filter((p) => p.participant.meetingId === m.id)
        .map(({ participant: { meetingId: _, ...p } }) => p),
      shares: shares.filter((s) => s.meetingId === m.id).map(({ meetingId: _, ...s }) => s),
      audioFile,
      transcriptFile,
    };
  });
}
