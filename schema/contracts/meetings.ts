// Meetings: the form's section 5 messages, the recording upload limits, shares, and the AI notes' shape.
import { z } from "zod";
import { DAY_MS } from "../rules/durations";
import { emailField, optionalText, requiredText } from "./fields";
import {
  MAX_RECORDING_PARTS,
  MAX_RECORDING_SEGMENTS,
  MEETING_LOCATIONS,
  MEETING_STATUSES,
  RECORDING_DURATIONS_MISMATCH,
  SEGMENT_INVALID,
  SHARE_EXPIRY_DAYS,
} from "./meeting-texts";

export * from "./meeting-texts";

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

export const CompleteRecordingSchema = z
  .object({
    /** How many parts the device sent: the Worker refuses to finish while any is missing. */
    parts: z.number().int().min(1).max(MAX_RECORDING_PARTS),
    /**
     * The byte size of each self-contained segment, in order (they add up to the parts). Absent from an older
     * client: the recording is then one segment.
     */
    segments: z.array(z.number().int().positive()).min(1).max(MAX_RECORDING_SEGMENTS).optional(),
    /**
     * How long each segment plays, in milliseconds, as the recorder measured it: one per segment, in order. A file
     * made by MediaRecorder carries no duration, and the player shows one timeline over all of them.
     */
    segmentDurationsMs: z.array(z.number().int().nonnegative().max(DAY_MS)).max(MAX_RECORDING_SEGMENTS).optional(),
  })
  .refine((v) => v.segmentDurationsMs === undefined || v.segmentDurationsMs.length === (v.segments?.length ?? 1), {
    message: RECORDING_DURATIONS_MISMATCH,
    path: ["segmentDurationsMs"],
  });

/**
 * GET /api/meetings/:id/audio?segment=n: one segment's file (0-based) instead of the whole object, so a player that
 * stops at the end of the first file can play the recording segment by segment. Digits only ("" is not 0); a
 * number past the recording's last segment is a 404.
 */
export const AudioQuerySchema = z.object({
  segment: z
    .string()
    .regex(/^\d{1,9}$/, SEGMENT_INVALID)
    .transform(Number)
    .optional(),
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
