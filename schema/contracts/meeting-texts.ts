// Meetings' constants and texts without zod: the web's meeting pages import them directly so the list and the
// recorder do not load the validation library (ADR 0093). meetings.ts re-exports them all.
export const MEETING_LOCATIONS = ["jobsite", "office", "remote", "client"] as const;
export const MEETING_STATUSES = ["draft", "completed"] as const;
export type MeetingLocation = (typeof MEETING_LOCATIONS)[number];

/** none: manual entry; processing: queued for Workers AI; processed / failed: the job's outcome;
 * unavailable: recorded where no AI is configured, completed by hand. */
export const PROCESSING_STATUSES = ["none", "processing", "processed", "unavailable", "failed"] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const MEETING_NOT_FOUND = "Meeting not found";
export const MEETING_LIMIT_REACHED = "Monthly meeting limit reached";
/** The spec's limit toast (section 8), shown 8 seconds (section 9). */
export const MEETING_LIMIT_TOAST = {
  title: "Meeting Limit Reached",
  description: "You've reached your monthly meeting recording limit.",
  action: "Upgrade Your Plan",
  durationMs: 8000,
} as const;

/** Spec section 9: a chunk every second, webm audio; shares expire after 30 days. */
export const RECORDING_CHUNK_MS = 1000;
/**
 * The recorder starts a new MediaRecorder this often, so a recording is a run of self-contained files (each with
 * its own header) that are transcribed one at a time (ADR 0121): 5 minutes of webm/opus is about 2-3 MB.
 */
export const RECORDING_SEGMENT_MINUTES = 5;
/** One queue sendBatch carries at most 100 messages: one transcription job per segment fits in one call. */
export const MAX_RECORDING_SEGMENTS = 100;
/** A segment larger than this is never sent to Whisper whole (base64 in one request, in a 128 MB Worker). */
export const MAX_SEGMENT_BYTES = 25 * 1024 * 1024;
export const RECORDING_SEGMENTS_MISMATCH = "The recording's segments do not add up to its parts; resume the upload";
export const RECORDING_DURATIONS_MISMATCH = "Give one duration for each segment of the recording";
export const SEGMENT_INVALID = "Segment must be a whole number";
/** R2 dropped an unfinished upload (it aborts them after 7 days): the device sends the recording again. */
export const RECORDING_RESTARTED = "The upload expired and was started again; send the recording from the start";
export const RECORDING_MIME = "audio/webm";
export const SHARE_EXPIRY_DAYS = 30;

/**
 * R2 multipart rules: every part but the last has the same size, at least 5 MiB. The recorder cuts its
 * IndexedDB chunks into parts of exactly this size; only the final part may be smaller.
 */
export const RECORDING_PART_BYTES = 5 * 1024 * 1024;
/** A long site meeting at webm/opus is ~30 MB an hour; 4 hours of headroom. */
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;
export const MAX_RECORDING_PARTS = Math.ceil(MAX_RECORDING_BYTES / RECORDING_PART_BYTES);
export const RECORDING_WRONG_TYPE = "Recordings must be WebM, Ogg, MP4 or WAV audio";
export const RECORDING_TOO_LARGE = "Recordings must be 200 MB or smaller";
export const RECORDING_PART_SIZE = "Every part but the last must be exactly 5 MB";
export const RECORDING_EMPTY = "The recording is empty";
export const RECORDING_INCOMPLETE = "Some parts of the recording are missing; resume the upload";
export const RECORDING_DONE = "This recording is already uploaded";
