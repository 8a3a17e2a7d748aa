// /api/meetings: the owner's meetings (CRUD), the resumable recording upload, audio with Range, and share links.
import { Hono } from "hono";
import {
  AudioQuerySchema,
  CompleteRecordingSchema,
  IdParamSchema,
  MeetingSchema,
  PartParamSchema,
  ShareMeetingSchema,
  ShareParamSchema,
  StartRecordingSchema,
} from "#schema/contracts";
import { badRequest } from "../lib/errors";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { createMeeting } from "../services/meetings/create";
import {
  checkReferences,
  deleteMeeting,
  editMeeting,
  getMeeting,
  getMeetings,
  readTranscript,
} from "../services/meetings/meetings";
import { serveAudio } from "../services/meetings/playback";
import { completeRecording, getRecordingState, startRecording, uploadPart } from "../services/meetings/recordings";
import { revokeShare, shareMeeting } from "../services/meetings/shares";
import type { AppEnv } from "../types";
import { IDEMPOTENCY_KEY, meetingUploadForm } from "./meeting-upload-form";

export const meetingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getMeetings(c.var.db, c.var.user), 200))
  // Multipart (spec section 7: a recorded meeting in one request) is answered by meetingUploadForm; JSON is the form.
  .post("/", meetingUploadForm, validate("json", MeetingSchema), async (c) => {
    const key = c.req.header("Idempotency-Key") ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw badRequest("Invalid Idempotency-Key");
    const input = c.req.valid("json");
    await checkReferences(c.var.db, c.var.user, input);
    const { meeting, created } = await createMeeting(c.var.db, c.var.user, input, { idempotencyKey: key });
    return c.json(await getMeeting(c.var.db, c.var.user, meeting.id), created ? 201 : 200);
  })
  .post("/recordings", validate("json", StartRecordingSchema), async (c) => {
    const input = c.req.valid("json");
    if (input.projectId !== null)
      await checkReferences(c.var.db, c.var.user, { projectId: input.projectId, participants: [] });
    const state = await startRecording(c.env, c.var.db, c.var.user, input);
    return c.json(state, state.created ? 201 : 200);
  })
  .get("/:id", validate("param", IdParamSchema), async (c) =>
    c.json(await getMeeting(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .put("/:id", validate("param", IdParamSchema), validate("json", MeetingSchema), async (c) =>
    c.json(await editMeeting(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .delete("/:id", validate("param", IdParamSchema), async (c) => {
    await deleteMeeting(c.env, c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ deleted: true }, 200);
  })
  .get("/:id/recording", validate("param", IdParamSchema), async (c) =>
    c.json(await getRecordingState(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .put("/:id/recording/parts/:part", validate("param", PartParamSchema), async (c) => {
    const { id, part } = c.req.valid("param");
    const length = Number(c.req.header("Content-Length") ?? Number.NaN);
    return c.json(await uploadPart(c.env, c.var.db, c.var.user, id, part, c.req.raw.body, length), 200);
  })
  .post(
    "/:id/recording/complete",
    validate("param", IdParamSchema),
    validate("json", CompleteRecordingSchema),
    async (c) => {
      const { parts, segments, segmentDurationsMs } = c.req.valid("json");
      const id = c.req.valid("param").id;
      return c.json(await completeRecording(c.env, c.var.db, c.var.user, id, parts, segments, segmentDurationsMs), 200);
    },
  )
  // ?segment=n answers that segment's file alone (ADR 0121), with Range counted within it.
  .get("/:id/audio", validate("param", IdParamSchema), validate("query", AudioQuerySchema), async (c) => {
    const { segment } = c.req.valid("query");
    const id = c.req.valid("param").id;
    const answer = await serveAudio(c.env, c.var.db, c.var.user, id, c.req.header("Range"), segment);
    if (answer.status === 416) return c.body(null, 416, answer.headers);
    if (answer.status === 206) return c.body(answer.body, 206, answer.headers);
    return c.body(answer.body, 200, answer.headers);
  })
  .get("/:id/transcript", validate("param", IdParamSchema), async (c) => {
    const text = await readTranscript(c.env, c.var.db, c.var.user, c.req.valid("param").id);
    return c.body(text, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "private, no-cache",
    });
  })
  .post("/:id/share", validate("param", IdParamSchema), validate("json", ShareMeetingSchema), async (c) =>
    c.json(
      await shareMeeting(c.env, c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json"), linkBase(c.env, c)),
      201,
    ),
  )
  .delete("/:id/shares/:shareId", validate("param", ShareParamSchema), async (c) => {
    const { id, shareId } = c.req.valid("param");
    return c.json(await revokeShare(c.env, c.var.db, c.var.user, id, shareId), 200);
  });
