// The spec's one-request recorded meeting (section 7): POST /api/meetings as multipart/form-data with `audio`,
// `title`, optional `projectId`, `isRecording=true`. Fields arrive as strings (or a File), so each is read from text.
import { z } from "zod";
import { requiredText } from "./fields";
import { RECORDING_EMPTY } from "./meetings";

export const AUDIO_REQUIRED = "Attach the recording as the audio file";
export const INVALID_PROJECT_ID = "Project id must be a whole number";
export const IS_RECORDING_TRUE = "isRecording must be true";
export const INVALID_MEETING_DATE = "Meeting date must be a date and time";
export const NOT_A_FORM = "Send the recording as multipart/form-data";

/** A File (or Blob) from FormData; a plain text field named `audio` is not a recording. */
const fileField = z.custom<Blob>(
  (v) => typeof v === "object" && v !== null && typeof (v as Blob).arrayBuffer === "function" && "size" in v,
  { error: AUDIO_REQUIRED },
);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const MeetingUploadFormSchema = z.object({
  audio: fileField.refine((f) => f.size > 0, RECORDING_EMPTY),
  title: requiredText("Title is required", 200),
  projectId: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/, INVALID_PROJECT_ID)
      .transform(Number)
      .optional()
      .transform((v) => v ?? null),
  ),
  /** The spec's marker; any other value is a client mistake worth saying so (a missing one is fine). */
  isRecording: z.preprocess(blankToUndefined, z.literal("true", { error: IS_RECORDING_TRUE }).optional()),
  /** When the recording was made; the moment it arrives when left out. */
  meetingDate: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, error: INVALID_MEETING_DATE })
      .transform((s) => new Date(s))
      .optional(),
  ),
});
export type MeetingUploadForm = z.output<typeof MeetingUploadFormSchema>;
