// POST /api/meetings as multipart/form-data (spec section 7): an outside client's recorded meeting in one request.
// Sits in front of the JSON manual-entry validator on the same route; any other body falls through to it.
import { createMiddleware } from "hono/factory";
import { MAX_RECORDING_BYTES, MeetingUploadFormSchema, NOT_A_FORM, RECORDING_TOO_LARGE } from "#schema/contracts";
import { AppError, badRequest } from "../lib/errors";
import { issuesToErrors } from "../lib/validate";
import { checkReferences, getMeeting } from "../services/meetings/meetings";
import { createMeetingFromUpload } from "../services/meetings/upload-form";
import type { AppEnv } from "../types";

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Room for the form's boundaries and text fields around the largest recording. */
const FORM_OVERHEAD = 64 * 1024;

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "multipart/form-data";

export const meetingUploadForm = createMiddleware<AppEnv>(async (c, next) => {
  if (!isMultipart(c.req.header("Content-Type"))) return next();
  const key = c.req.header("Idempotency-Key") ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw badRequest("Invalid Idempotency-Key");
  // The form is read whole (FormData), so an oversized body is refused by its declared length before reading.
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length > MAX_RECORDING_BYTES + FORM_OVERHEAD) throw new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw badRequest(NOT_A_FORM);
  }
  const field = (name: string) => form.get(name) ?? undefined;
  const parsed = MeetingUploadFormSchema.safeParse({
    audio: field("audio"),
    title: field("title"),
    projectId: field("projectId"),
    isRecording: field("isRecording"),
    meetingDate: field("meetingDate"),
  });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw badRequest(issues[0]?.message ?? "Invalid request", issuesToErrors(issues));
  }
  const input = parsed.data;
  if (input.projectId !== null)
    await checkReferences(c.var.db, c.var.user, { projectId: input.projectId, participants: [] });
  const { meeting, created } = await createMeetingFromUpload(c.env, c.var.db, c.var.user, input, key);
  return c.json(await getMeeting(c.var.db, c.var.user, meeting.id), created ? 201 : 200);
});
