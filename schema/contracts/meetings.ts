// Meetings: the form's section 5 messages, the recording upload limits, shares, and the AI notes' shape.
import { z } from "zod";
import { emailField, optionalText, requiredText } from "./fields";

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

const dateField = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()), message),
  );

const noteText = (max: number) => z.string().trim().min(1).max(max);

/** A key point or action item; blank entries are dropped rather than refused (the form ignores them too). */
export const MeetingNoteSchema = z.object({
  text: z.string().trim().max(1000, "Must be at most 1000 characters"),
  assignedTo: optionalText(120),
  dueDate: optionalText(40),
});
export type MeetingNoteInput = z.input<typeof MeetingNoteSchema>;

const noteList = z
  .array(MeetingNoteSchema)
  .max(100, "At most 100 entries")
  .default([])
  .transform((notes) => notes.filter((n) => n.text.length > 0));

export const ParticipantSchema = z.object({
  name: requiredText("Participant name is required", 120),
  email: z.preprocess((v) => (v === "" ? null : v), emailField().nullish()).transform((v) => v ?? null),
  clientId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  role: optionalText(80),
});
export type ParticipantInput = z.input<typeof ParticipantSchema>;

/** The meeting form (spec section 5): POST /api/meetings (manual) and PUT /api/meetings/{id}. */
export const MeetingSchema = z.object({
  title: requiredText("Title is required", 200),
  meetingDate: dateField("Meeting date is required"),
  location: z.enum(MEETING_LOCATIONS, { error: "Location is required" }),
  status: z.enum(MEETING_STATUSES, { error: "Status must be draft or completed" }).default("draft"),
  description: optionalText(5000),
  summaryText: optionalText(20000),
  projectId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  keyPoints: noteList,
  actionItems: noteList,
  participants: z.array(ParticipantSchema).max(100, "At most 100 participants").default([]),
});
export type MeetingInput = z.input<typeof MeetingSchema>;
export type Meeting = z.output<typeof MeetingSchema>;

/** Starting a recording's upload: POST /api/meetings/recordings, retried with the same key after a drop. */
export const StartRecordingSchema = z.object({
  /** Made on the device when recording starts; the same key always answers the same meeting. */
  clientKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid recording key"),
  title: requiredText("Title is required", 200),
  meetingDate: dateField("Meeting date is required"),
  projectId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  /** The recording was made without a connection and sent later. */
  isOfflineQueued: z.boolean().default(false),
});
export type StartRecordingInput = z.input<typeof StartRecordingSchema>;

export const PartParamSchema = z.object({
  id: z.coerce.number().int().positive(),
  part: z.coerce.number().int().min(1).max(MAX_RECORDING_PARTS),
});

export const CompleteRecordingSchema = z.object({
  /** How many parts the device sent: the Worker refuses to finish while any is missing. */
  parts: z.number().int().min(1).max(MAX_RECORDING_PARTS),
});

export const ShareMeetingSchema = z.object({
  recipientEmail: emailField(),
  expirationDays: z.number().int().min(1).max(SHARE_EXPIRY_DAYS).default(SHARE_EXPIRY_DAYS),
});
export type ShareMeetingInput = z.input<typeof ShareMeetingSchema>;

export const ShareParamSchema = z.object({
  id: z.coerce.number().int().positive(),
  shareId: z.coerce.number().int().positive(),
});

/** What the text model must answer before anything is saved (worker/services/meeting-ai.ts). */
export const AiNotesSchema = z.object({
  summary: z.string().trim().min(1).max(20000),
  keyPoints: z.array(z.object({ text: noteText(1000) })).max(50),
  actionItems: z
    .array(
      z.object({
        text: noteText(1000),
        assignedTo: z.string().trim().max(120).nullish(),
        dueDate: z.string().trim().max(40).nullish(),
      }),
    )
    .max(50),
});
export type AiNotes = z.infer<typeof AiNotesSchema>;
