// The process-meeting job with a fake Workers AI binding: good output, malformed output, retries, redelivery.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeJobs } from "#worker/jobs/consumer";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { NOTES_MODEL, SPEECH_MODEL } from "#worker/providers/ai";
import { recordingStart, webmBytes } from "../factories/meetings";
import { meetingOf, notificationsOf } from "../factories/reads";
import { type Browser, ok, signedUp } from "./http";

const GOOD_NOTES = {
  summary: "The panel moves two feet north. The GC signs off on Friday.",
  keyPoints: [{ text: "Panel moves 2 ft north" }, { text: "Inspection booked for Thursday" }],
  actionItems: [
    { text: "Order the 200A breaker", assignedTo: "Sam", dueDate: "2026-11-25" },
    { text: "Send revised drawings", assignedTo: null, dueDate: null },
  ],
};

/** A stand-in for env.AI: records calls, answers per model from the given scripts (a thrown Error is thrown). */
function fakeAi(script: { speech?: unknown[]; notes?: unknown[] }) {
  const calls: string[] = [];
  const speech = [...(script.speech ?? [{ text: "We agreed to move the panel two feet north." }])];
  const notes = [...(script.notes ?? [{ response: JSON.stringify(GOOD_NOTES) }])];
  return {
    calls,
    async run(model: string, input: Record<string, unknown>) {
      calls.push(model);
      const next =
        model === SPEECH_MODEL
          ? speech.length > 1
            ? speech.shift()
            : speech[0]
          : notes.length > 1
            ? notes.shift()
            : notes[0];
      if (model === SPEECH_MODEL) expect(typeof input.audio).toBe("string");
      if (model === NOTES_MODEL) expect(Array.isArray(input.messages)).toBe(true);
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

/** A recorded meeting left "processing", as it is after upload where the AI binding exists. */
async function processingMeeting(browser: Browser) {
  const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
  // A part is raw audio bytes, which the typed client does not send: it goes by path.
  await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
  await ok(browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts: 1 } }));
  await env.DB.prepare("update meetings set processing_status = 'processing' where id = ?").bind(id).run();
  return id;
}

const run = (id: number, ai: ReturnType<typeof fakeAi>) =>
  runJob({ type: "process-meeting", meetingId: id }, { db: getDb(env), env: { ...env, AI: ai } as Env });

describe("process-meeting job", () => {
  it("transcribes, validates the notes, saves them, stores the transcript and notifies once", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    const ai = fakeAi({});
    await run(id, ai);
    expect(ai.calls).toEqual([SPEECH_MODEL, NOTES_MODEL]);
    const meeting = await meetingOf(browser, id);
    expect(meeting).toMatchObject({
      processingStatus: "processed",
      summaryText: GOOD_NOTES.summary,
      keyPoints: [{ text: "Panel moves 2 ft north" }, { text: "Inspection booked for Thursday" }],
      actionItems: [
        { text: "Order the 200A breaker", assignedTo: "Sam", dueDate: "2026-11-25" },
        { text: "Send revised drawings", assignedTo: null, dueDate: null },
      ],
      transcriptUrl: `/api/meetings/${id}/transcript`,
    });
    const transcript = await browser.fetch(meeting.transcriptUrl!);
    expect(await transcript.text()).toBe("We agreed to move the panel two feet north.");

    // Redelivery: nothing is called or saved again, and there is still one notification.
    await run(id, ai);
    expect(ai.calls).toHaveLength(2);
    const bell = await notificationsOf(browser);
    const processed = bell.items.filter((n) => n.kind === "meeting_processed");
    expect(processed).toHaveLength(1);
    expect(processed[0]).toMatchObject({ title: "Meeting notes are ready", link: `/meetings/${id}` });
  });

  it("accepts notes wrapped in prose or a code fence, and an object answer", async () => {
    const { browser } = await signedUp();
    const fenced = await processingMeeting(browser);
    await run(
      fenced,
      fakeAi({ notes: [{ response: `Here are the notes:\n\`\`\`json\n${JSON.stringify(GOOD_NOTES)}\n\`\`\`` }] }),
    );
    expect((await meetingOf(browser, fenced)).processingStatus).toBe("processed");
    const object = await processingMeeting(browser);
    await run(object, fakeAi({ notes: [{ response: GOOD_NOTES }] }));
    expect((await meetingOf(browser, object)).summaryText).toBe(GOOD_NOTES.summary);
  });

  it("asks again after malformed output, then hands the meeting back without inventing notes", async () => {
    const { browser } = await signedUp();
    const retried = await processingMeeting(browser);
    const ai = fakeAi({ notes: [{ response: "Sorry, I cannot help." }, { response: JSON.stringify(GOOD_NOTES) }] });
    await run(retried, ai);
    expect(ai.calls).toEqual([SPEECH_MODEL, NOTES_MODEL, NOTES_MODEL]);
    expect((await meetingOf(browser, retried)).processingStatus).toBe("processed");

    const broken = await processingMeeting(browser);
    const bad = { summary: "", keyPoints: "none", actionItems: [{ who: "Sam" }] };
    await run(broken, fakeAi({ notes: [{ response: JSON.stringify(bad) }] }));
    const meeting = await meetingOf(browser, broken);
    expect(meeting).toMatchObject({ processingStatus: "failed", summaryText: null, keyPoints: [], actionItems: [] });
    // The transcript is still kept for the person completing the notes.
    expect(await (await browser.fetch(`/api/meetings/${broken}/transcript`)).text()).toContain("panel");
    const bell = await notificationsOf(browser);
    expect(bell.items.some((n) => n.title === "Meeting notes need your help")).toBe(true);
  });

  it("retries through the queue on an AI error, without paying for Whisper twice", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    const ai = fakeAi({ notes: [new Error("AI capacity exceeded"), { response: JSON.stringify(GOOD_NOTES) }] });
    const aiEnv = { ...env, AI: ai } as Env;
    const first = createMessageBatch("paystage-jobs", [
      { id: "m1", timestamp: new Date(), attempts: 1, body: { type: "process-meeting", meetingId: id } },
    ]);
    const ctx = createExecutionContext();
    await consumeJobs(first, aiEnv);
    const result = await getQueueResult(first, ctx);
    expect(result.retryMessages).toHaveLength(1);
    expect((await meetingOf(browser, id)).processingStatus).toBe("processing");

    const second = createMessageBatch("paystage-jobs", [
      { id: "m1", timestamp: new Date(), attempts: 2, body: { type: "process-meeting", meetingId: id } },
    ]);
    const ctx2 = createExecutionContext();
    await consumeJobs(second, aiEnv);
    expect((await getQueueResult(second, ctx2)).explicitAcks).toEqual(["m1"]);
    expect(ai.calls.filter((m) => m === SPEECH_MODEL)).toHaveLength(1);
    expect((await meetingOf(browser, id)).processingStatus).toBe("processed");
  });

  it("keeps what the contractor already typed and leaves a meeting unavailable without the binding", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    await env.DB.prepare("update meetings set summary_text = 'Typed on site' where id = ?").bind(id).run();
    await run(id, fakeAi({}));
    const meeting = await meetingOf(browser, id);
    expect(meeting.summaryText).toBe("Typed on site");
    expect(meeting.keyPoints).toHaveLength(2);

    const other = await processingMeeting(browser);
    await runJob(
      { type: "process-meeting", meetingId: other },
      { db: getDb(env), env: { ...env, AI: undefined } as Env },
    );
    expect((await meetingOf(browser, other)).processingStatus).toBe("unavailable");
  });
});
