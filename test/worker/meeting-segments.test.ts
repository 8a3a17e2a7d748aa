// Meetings of any length (ADR 0121): a 90-minute recording as self-contained segments, each transcribed alone through
// the queue, notes drafted in parts; an upload R2 dropped after 7 days restarted; the dead-letter consumer's record.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Job } from "#schema/contracts/jobs";
import { RECORDING_PART_BYTES, RECORDING_RESTARTED } from "#schema/contracts/meeting-texts";
import { consumeJobs } from "#worker/jobs/consumer";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { MAX_TRANSCRIPT_CHARS, NOTES_MODEL, SPEECH_MODEL } from "#worker/providers/ai";
import { splitTranscript } from "#worker/services/meetings/notes";
import { recordingStart, webmBytes } from "../factories/meetings";
import { meetingOf, notificationsOf } from "../factories/reads";
import { type Browser, ok, signedUp } from "./http";

// ---- the fixture: 90 minutes of generated audio, as 18 five-minute WAV files (8-bit mono at 1 kHz) ----

const SEGMENTS = 18;
const SAMPLE_RATE = 1000;
const SEGMENT_SECONDS = 5 * 60;
const WAV_HEADER = 44;
const SEGMENT_BYTES = WAV_HEADER + SAMPLE_RATE * SEGMENT_SECONDS;

/** Segment `seq` as its own WAV file: a tone whose pitch says which segment it is (the fake Whisper reads it). */
function segmentWav(seq: number): Uint8Array {
  const bytes = new Uint8Array(SEGMENT_BYTES);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, SEGMENT_BYTES - 8, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, SAMPLE_RATE * SEGMENT_SECONDS, true);
  const hz = 100 + seq * 10;
  for (let i = 0; i < SAMPLE_RATE * SEGMENT_SECONDS; i++)
    bytes[WAV_HEADER + i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
  return bytes;
}

/** The segment a WAV file is, from its first samples' pitch (zero crossings in the first second). */
function segmentOf(wav: Uint8Array): number {
  let crossings = 0;
  for (let i = WAV_HEADER + 1; i < WAV_HEADER + SAMPLE_RATE; i++)
    if (wav[i - 1]! < 128 !== wav[i]! < 128) crossings += 1;
  // `+ 0` turns a -0 (segment 0) into 0.
  return Math.round((crossings / 2 - 100) / 10) + 0;
}

/** Upload part `n` (1-based) of the whole recording, built from only the segments it overlaps. */
function partBytes(n: number): Uint8Array {
  const total = SEGMENTS * SEGMENT_BYTES;
  const start = (n - 1) * RECORDING_PART_BYTES;
  const end = Math.min(start + RECORDING_PART_BYTES, total);
  const part = new Uint8Array(end - start);
  for (let seq = Math.floor(start / SEGMENT_BYTES); seq * SEGMENT_BYTES < end; seq++) {
    const from = Math.max(start, seq * SEGMENT_BYTES);
    const to = Math.min(end, (seq + 1) * SEGMENT_BYTES);
    part.set(segmentWav(seq).subarray(from - seq * SEGMENT_BYTES, to - seq * SEGMENT_BYTES), from - start);
  }
  return part;
}

/** About 90 minutes of speech is ~80,000 characters: each segment says ~4,500. */
const SPOKEN = (seq: number) =>
  `Segment ${seq} begins. ${"We walked the second floor and checked the panel clearances. ".repeat(75)}Segment ${seq} ends.`;

const notes = (summary: string) => ({
  summary,
  keyPoints: [{ text: summary }],
  actionItems: [{ text: `Follow up on ${summary}`, assignedTo: null, dueDate: null }],
});

/** Whisper and the notes model, recording what each call was given. */
function fakeAi() {
  const speech: { bytes: number; seq: number; language: unknown }[] = [];
  const notesCalls: { system: string; user: string; format: unknown }[] = [];
  return {
    speech,
    notesCalls,
    async run(model: string, input: Record<string, unknown>) {
      if (model === SPEECH_MODEL) {
        const wav = Uint8Array.from(atob(String(input.audio)), (c) => c.charCodeAt(0));
        const seq = segmentOf(wav);
        speech.push({ bytes: wav.length, seq, language: input.language });
        return { text: SPOKEN(seq) };
      }
      expect(model).toBe(NOTES_MODEL);
      const [system, user] = input.messages as { content: string }[];
      notesCalls.push({ system: system!.content, user: user!.content, format: input.response_format });
      // JSON mode answers an object in `response`.
      return { response: notes(system!.content.includes("merge") ? "The whole meeting" : `Part ${notesCalls.length}`) };
    },
  };
}

/** R2 as the jobs see it, logging every read's length (a ranged read's, or the whole object's). */
function spiedMedia() {
  const reads: number[] = [];
  const media = new Proxy(env.MEDIA, {
    get(target, prop) {
      if (prop === "get")
        return async (key: string, options?: R2GetOptions) => {
          const object = await target.get(key, options);
          const range = options?.range as { length?: number } | undefined;
          if (object && !key.endsWith("transcript.txt")) reads.push(range?.length ?? object.size);
          return object;
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { media, reads };
}

/** A queue that keeps what is sent, so the test runs each job alone, as the consumer would. */
function heldQueue() {
  const jobs: Job[] = [];
  return {
    jobs,
    async send(body: Job) {
      jobs.push(body);
    },
    async sendBatch(messages: Iterable<{ body: Job }>) {
      for (const m of messages) jobs.push(m.body);
    },
  };
}

async function uploadedLongMeeting(browser: Browser) {
  const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
  const parts = Math.ceil((SEGMENTS * SEGMENT_BYTES) / RECORDING_PART_BYTES);
  for (let n = 1; n <= parts; n++) {
    const res = await browser.fetch(`/api/meetings/${id}/recording/parts/${n}`, { method: "PUT", body: partBytes(n) });
    expect(res.status).toBe(200);
  }
  const segments = Array.from({ length: SEGMENTS }, () => SEGMENT_BYTES);
  await ok(
    browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts, segments } }),
  );
  await env.DB.prepare("update meetings set processing_status = 'processing' where id = ?").bind(id).run();
  return id;
}

describe("a 90-minute recording in segments", () => {
  it("transcribes each segment in its own job, reading only that segment, joins them and drafts notes in parts", async () => {
    const { browser } = await signedUp();
    const id = await uploadedLongMeeting(browser);
    const ai = fakeAi();
    const queue = heldQueue();
    const { media, reads } = spiedMedia();
    const jobEnv = { ...env, AI: ai, JOBS: queue, MEDIA: media } as unknown as Env;
    const deps = { db: getDb(env), env: jobEnv };

    await runJob({ type: "process-meeting", meetingId: id }, deps);
    expect(queue.jobs).toHaveLength(SEGMENTS);
    expect(ai.speech).toHaveLength(0);

    // Each job alone, last first: order of delivery does not matter. A redelivery calls Whisper no second time.
    const segmentJobs = queue.jobs.splice(0).reverse();
    for (const job of segmentJobs) await runJob(job, deps);
    await runJob(segmentJobs[0]!, deps);
    expect(ai.speech).toHaveLength(SEGMENTS);
    expect(ai.speech.map((s) => s.seq).sort((a, b) => a - b)).toEqual([...Array(SEGMENTS).keys()]);
    // No step read or sent more than one segment; nobody passes a language the account does not store.
    expect(Math.max(...reads)).toBe(SEGMENT_BYTES);
    expect(ai.speech.every((s) => s.bytes === SEGMENT_BYTES && s.language === undefined)).toBe(true);

    // The last segment done hands back to process-meeting (a redelivery may send it again: harmless).
    expect(queue.jobs.length).toBeGreaterThanOrEqual(1);
    expect(queue.jobs.every((j) => j.type === "process-meeting")).toBe(true);
    for (const job of queue.jobs.splice(0)) await runJob(job, deps);

    const meeting = await meetingOf(browser, id);
    expect(meeting.processingStatus).toBe("processed");
    expect(meeting.summaryText).toBe("The whole meeting");
    const transcript = await (await browser.fetch(meeting.transcriptUrl!)).text();
    expect(transcript.indexOf("Segment 0 begins")).toBe(0);
    expect(transcript.indexOf("Segment 9 ends")).toBeLessThan(transcript.indexOf("Segment 10 begins"));
    expect(transcript.endsWith(`Segment ${SEGMENTS - 1} ends.`)).toBe(true);

    // Notes in parts under the window, nothing cut, then one merge; every call in JSON mode.
    const parts = ai.notesCalls.filter((c) => !c.system.includes("merge"));
    expect(transcript.length).toBeGreaterThan(MAX_TRANSCRIPT_CHARS);
    expect(parts.length).toBe(Math.ceil(transcript.length / MAX_TRANSCRIPT_CHARS));
    expect(parts.every((c) => c.user.length <= MAX_TRANSCRIPT_CHARS)).toBe(true);
    expect(parts.map((c) => c.user).join(" ")).toContain(`Segment ${SEGMENTS - 1} ends.`);
    expect(ai.notesCalls.at(-1)!.system).toContain("merge");
    expect(ai.notesCalls.every((c) => (c.format as { type: string }).type === "json_schema")).toBe(true);
    expect((await notificationsOf(browser)).items.filter((n) => n.kind === "meeting_processed")).toHaveLength(1);
  });

  it("splits a long transcript at sentence ends into parts that are the whole text", () => {
    const text = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    const parts = splitTranscript(text, 1000);
    expect(parts.every((p) => p.length <= 1000 && p.endsWith("."))).toBe(true);
    expect(parts.join(" ")).toBe(text);
    expect(splitTranscript("short")).toEqual(["short"]);
    expect(splitTranscript("   ")).toEqual([]);
  });

  it("refuses segments that do not add up to the uploaded bytes", async () => {
    const { browser } = await signedUp();
    const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
    await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
    const res = await browser.api.meetings[":id"].recording.complete.$post({
      param: { id: String(id) },
      json: { parts: 1, segments: [1000, 1000] },
    });
    expect(res.status).toBe(400);
  });
});

describe("an upload R2 dropped (unfinished multipart uploads are aborted after 7 days)", () => {
  const uploadOf = (id: number) =>
    env.DB.prepare("select r2_key, upload_id from meeting_recordings where meeting_id = ?")
      .bind(id)
      .first<{ r2_key: string; upload_id: string }>();

  it("starts a new upload when a part is sent, and the device sends the recording again", async () => {
    const { browser } = await signedUp();
    const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
    await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
    const before = (await uploadOf(id))!;
    // What R2's default lifecycle rule does to an upload left unfinished for 7 days.
    await env.MEDIA.resumeMultipartUpload(before.r2_key, before.upload_id).abort();

    const refused = await browser.fetch(`/api/meetings/${id}/recording/parts/1`, {
      method: "PUT",
      body: webmBytes(2048),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(RECORDING_RESTARTED);
    const after = (await uploadOf(id))!;
    expect(after.upload_id).not.toBe(before.upload_id);
    const state = await ok(browser.api.meetings[":id"].recording.$get({ param: { id: String(id) } }));
    expect(state.parts).toEqual([]);

    const again = await browser.fetch(`/api/meetings/${id}/recording/parts/1`, {
      method: "PUT",
      body: webmBytes(2048),
    });
    expect(again.status).toBe(200);
    await ok(browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts: 1 } }));
    const audio = await browser.fetch(`/api/meetings/${id}/audio`);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(2048);
  });

  it("starts a new upload when the completion finds the upload gone", async () => {
    const { browser } = await signedUp();
    const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
    await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
    const before = (await uploadOf(id))!;
    await env.MEDIA.resumeMultipartUpload(before.r2_key, before.upload_id).abort();
    const res = await browser.api.meetings[":id"].recording.complete.$post({
      param: { id: String(id) },
      json: { parts: 1 },
    });
    expect(res.status).toBe(409);
    expect((await uploadOf(id))!.upload_id).not.toBe(before.upload_id);
  });
});

describe("the dead-letter consumer of last resort", () => {
  it("records every dead letter once, hands the meeting back and tells its owner", async () => {
    const { browser } = await signedUp();
    const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
    await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
    await ok(browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts: 1 } }));
    await env.DB.prepare("update meetings set processing_status = 'processing' where id = ?").bind(id).run();

    const messageId = `dlq-${id}-${Date.now()}`;
    const deliver = async () => {
      const batch = createMessageBatch("paystage-jobs-dlq", [
        {
          id: messageId,
          timestamp: new Date(),
          attempts: 1,
          body: { type: "transcribe-segment", meetingId: id, seq: 3 },
        },
      ]);
      const ctx = createExecutionContext();
      await consumeJobs(batch, env);
      return getQueueResult(batch, ctx);
    };
    expect((await deliver()).explicitAcks).toEqual([messageId]);
    await deliver();

    const rows = await env.DB.prepare("select job_type, body, attempts from dead_letters where message_id = ?")
      .bind(messageId)
      .all<{ job_type: string; body: string; attempts: number }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]).toMatchObject({ job_type: "transcribe-segment", attempts: 1 });
    expect(JSON.parse(rows.results[0]!.body)).toMatchObject({ meetingId: id, seq: 3 });
    expect((await meetingOf(browser, id)).processingStatus).toBe("failed");
    const bell = (await notificationsOf(browser)).items.filter((n) => n.title === "Meeting notes need your help");
    expect(bell).toHaveLength(1);
  });

  it("records a malformed dead letter too", async () => {
    const messageId = `dlq-bad-${Date.now()}`;
    const batch = createMessageBatch("paystage-jobs-dlq", [
      { id: messageId, timestamp: new Date(), attempts: 2, body: { reason: "malformed", body: "??" } },
    ]);
    await consumeJobs(batch, env);
    const row = await env.DB.prepare("select job_type, attempts from dead_letters where message_id = ?")
      .bind(messageId)
      .first<{ job_type: string | null; attempts: number }>();
    expect(row).toEqual({ job_type: null, attempts: 2 });
  });
});
