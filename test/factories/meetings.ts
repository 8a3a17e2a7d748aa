// Meeting inputs and audio bytes for tests, typed by the contracts; meetings made through the typed client.
import type { InferResponseType } from "hono/client";
import type { MeetingInput, StartRecordingInput } from "#schema/contracts/meetings";
import { type Actor, type Api, ok } from "./api";

/** The EBML magic that opens every WebM file, then filler: enough for the Worker's content check. */
export const webmBytes = (size = 4096) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]);
  return bytes;
};

export const meetingInput = (overrides: Partial<MeetingInput> = {}): MeetingInput => ({
  title: "Panel rough-in walkthrough",
  meetingDate: "2026-11-20T15:30:00.000Z",
  location: "jobsite",
  status: "draft",
  description: "Walk the second floor with the GC",
  summaryText: null,
  keyPoints: [{ text: "Panel moves 2 ft north" }, { text: "   " }],
  actionItems: [{ text: "Order 200A breaker", assignedTo: "Sam", dueDate: "2026-11-25" }],
  participants: [{ name: "Sam Ortiz", email: "sam@example.com", role: "Foreman" }],
  ...overrides,
});

let seq = 0;
export const recordingStart = (overrides: Partial<StartRecordingInput> = {}): StartRecordingInput => ({
  clientKey: `rec_${Date.now().toString(36)}_${(seq++).toString(36)}_abcdef`,
  title: "Meeting on 11/20/2026 at 09:30",
  meetingDate: "2026-11-20T15:30:00.000Z",
  ...overrides,
});

/** The spec's one-request recorded meeting (section 7): a multipart form with the audio file and its fields. */
export function recordingForm(audio: Uint8Array | string | null = webmBytes(), fields: Record<string, string> = {}) {
  const form = new FormData();
  // A copy of the bytes: File takes only ArrayBuffer-backed ones, and callers' views may sit on any buffer.
  if (audio !== null)
    form.set(
      "audio",
      typeof audio === "string" ? audio : new File([new Uint8Array(audio)], "meeting.webm", { type: "audio/webm" }),
    );
  form.set("title", "Meeting on 11/20/2026 at 09:30");
  form.set("isRecording", "true");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export type MeetingView = InferResponseType<Api["meetings"]["$post"], 201>;
export type MeetingShare = InferResponseType<Api["meetings"][":id"]["share"]["$post"], 201>;

/** A meeting typed in by hand (the manual form's JSON), as the route answers it. */
export const makeMeeting = (actor: Actor, overrides: Partial<MeetingInput> = {}): Promise<MeetingView> =>
  ok(actor.api.meetings.$post({ json: meetingInput(overrides) }), 201);

/** A share link of a meeting, sent to a recipient. */
export const shareMeeting = (
  actor: Actor,
  meetingId: number,
  recipientEmail = "gc@example.com",
): Promise<MeetingShare> =>
  ok(
    actor.api.meetings[":id"].share.$post({
      param: { id: String(meetingId) },
      json: { recipientEmail, expirationDays: 30 },
    }),
    201,
  );
