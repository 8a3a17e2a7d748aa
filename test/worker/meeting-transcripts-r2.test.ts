// Meeting transcripts live in R2, not D1 (ADR 0128): new ones are written to objects beside the recording, rows
// written before the move are still read (the D1 column is the fallback), and the retention job moves them in
// bounded, idempotent chunks and clears the D1 copies.
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { NOTES_MODEL, SPEECH_MODEL } from "#worker/providers/ai";
import { segmentTranscriptKeyOf, transcriptKeyOf } from "#worker/services/meetings/storage";
import { moveTranscriptsToR2 } from "#worker/services/meetings/transcripts";
import { recordingStart, webmBytes } from "../factories/meetings";
import { type Browser, ok, signedUp } from "./http";

vi.setConfig({ testTimeout: 30_000 });

const NOTES = { summary: "The panel moves north.", keyPoints: [{ text: "Panel moves" }], actionItems: [] };
const SPOKEN = "We agreed to move the panel two feet north.";

function fakeAi() {
  const calls: string[] = [];
  return {
    calls,
    async run(model: string) {
      calls.push(model);
      return model === SPEECH_MODEL ? { text: SPOKEN } : { response: JSON.stringify(NOTES) };
    },
  };
}

async function processingMeeting(browser: Browser) {
  const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }));
  await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: webmBytes(2048) });
  await ok(browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts: 1 } }));
  await env.DB.prepare("update meetings set processing_status = 'processing' where id = ?").bind(id).run();
  return id;
}

const processJob = (id: number, ai: ReturnType<typeof fakeAi>) =>
  runJob({ type: "process-meeting", meetingId: id }, { db: getDb(env), env: { ...env, AI: ai } as Env });

const audioKeyOf = async (id: number) =>
  (await env.DB.prepare("select r2_key from meeting_recordings where meeting_id = ?")
    .bind(id)
    .first<{ r2_key: string }>())!.r2_key;

const d1Texts = async (id: number) => ({
  meeting: (await env.DB.prepare("select transcript_text from meetings where id = ?").bind(id).first())
    ?.transcript_text,
  segments: (
    await env.DB.prepare("select transcript, transcribed_at from meeting_segments where meeting_id = ? order by seq")
      .bind(id)
      .all<{ transcript: string | null; transcribed_at: number | null }>()
  ).results,
});

/** Puts a processed meeting back as it was before the move: its texts in D1 only, no objects in R2. */
async function asBeforeTheMove(id: number, text: string) {
  const key = await audioKeyOf(id);
  await env.MEDIA.delete([transcriptKeyOf(key), segmentTranscriptKeyOf(key, 0)]);
  await env.DB.batch([
    env.DB.prepare("update meetings set transcript_text = ? where id = ?").bind(text, id),
    env.DB.prepare("update meeting_segments set transcript = ? where meeting_id = ?").bind(text, id),
  ]);
}

const exportedTranscript = async (browser: Browser, id: number) => {
  const files = unzipSync(new Uint8Array(await (await browser.fetch("/api/user/export")).arrayBuffer()));
  const meetings: { id: number; transcriptText: string | null }[] = JSON.parse(
    new TextDecoder().decode(files["meetings.json"]),
  );
  return meetings.find((m) => m.id === id)?.transcriptText;
};

describe("meeting transcripts in R2", () => {
  it("writes a new transcript and its segment's text to R2 only; every reader reads it there", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    await processJob(id, fakeAi());

    const key = await audioKeyOf(id);
    expect(await (await env.MEDIA.get(transcriptKeyOf(key)))?.text()).toBe(SPOKEN);
    expect(await (await env.MEDIA.get(segmentTranscriptKeyOf(key, 0)))?.text()).toBe(SPOKEN);
    const inD1 = await d1Texts(id);
    expect(inD1.meeting).toBeNull();
    expect(inD1.segments).toHaveLength(1);
    expect(inD1.segments[0]).toMatchObject({ transcript: null });
    expect(inD1.segments[0]?.transcribed_at).not.toBeNull();

    expect(await (await browser.fetch(`/api/meetings/${id}/transcript`)).text()).toBe(SPOKEN);
    expect(await exportedTranscript(browser, id)).toBe(SPOKEN);
  });

  it("reads a transcript written before the move from D1, then the job moves it and clears D1, once", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    await processJob(id, fakeAi());
    await asBeforeTheMove(id, "Old transcript kept in D1.");

    // The fallback: the download and the export read the D1 text.
    expect(await (await browser.fetch(`/api/meetings/${id}/transcript`)).text()).toBe("Old transcript kept in D1.");
    expect(await exportedTranscript(browser, id)).toBe("Old transcript kept in D1.");

    // The hourly retention job moves it (others' rows too: drain until a chunk comes back short).
    await runJob({ type: "retention" }, { db: getDb(env), env });
    for (let i = 0; i < 50 && (await moveTranscriptsToR2(env, getDb(env))).more; i++);
    const key = await audioKeyOf(id);
    expect(await (await env.MEDIA.get(transcriptKeyOf(key)))?.text()).toBe("Old transcript kept in D1.");
    expect(await (await env.MEDIA.get(segmentTranscriptKeyOf(key, 0)))?.text()).toBe("Old transcript kept in D1.");
    const inD1 = await d1Texts(id);
    expect(inD1.meeting).toBeNull();
    expect(inD1.segments[0]).toMatchObject({ transcript: null });
    expect(await (await browser.fetch(`/api/meetings/${id}/transcript`)).text()).toBe("Old transcript kept in D1.");

    // A second pass finds nothing of it to move and changes nothing.
    const again = await moveTranscriptsToR2(env, getDb(env));
    expect(again).toMatchObject({ meetings: 0, segments: 0, more: false });
    expect(await (await env.MEDIA.get(transcriptKeyOf(key)))?.text()).toBe("Old transcript kept in D1.");
  });

  it("moves in chunks of the limit and says when there is more", async () => {
    const { browser } = await signedUp();
    const ids = [await processingMeeting(browser), await processingMeeting(browser)];
    for (const id of ids) {
      await processJob(id, fakeAi());
      await asBeforeTheMove(id, `Old text of ${id}.`);
    }
    // Drain anything other tests left, one row at a time, checking each chunk holds at most one of each.
    let passes = 0;
    for (;;) {
      const pass = await moveTranscriptsToR2(env, getDb(env), 1);
      expect(pass.meetings).toBeLessThanOrEqual(1);
      expect(pass.segments).toBeLessThanOrEqual(1);
      passes++;
      if (!pass.more) break;
    }
    expect(passes).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      expect((await d1Texts(id)).meeting).toBeNull();
      expect(await (await browser.fetch(`/api/meetings/${id}/transcript`)).text()).toBe(`Old text of ${id}.`);
    }
  });

  it("drafts notes from a segment transcribed before the move (its text in D1), without transcribing again", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    // Completion wrote the one segment; give it a transcript saved the old way.
    await env.DB.prepare("update meeting_segments set transcript = ?, transcribed_at = ? where meeting_id = ?")
      .bind("Old segment text about the panel.", Date.now(), id)
      .run();
    const ai = fakeAi();
    await processJob(id, ai);
    expect(ai.calls).toEqual([NOTES_MODEL]);
    expect(await (await browser.fetch(`/api/meetings/${id}/transcript`)).text()).toBe(
      "Old segment text about the panel.",
    );
  });

  it("deleting a meeting deletes its segment transcripts too", async () => {
    const { browser } = await signedUp();
    const id = await processingMeeting(browser);
    await processJob(id, fakeAi());
    const key = await audioKeyOf(id);
    await ok(browser.api.meetings[":id"].$delete({ param: { id: String(id) } }));
    expect(await env.MEDIA.head(segmentTranscriptKeyOf(key, 0))).toBeNull();
    expect(await env.MEDIA.head(transcriptKeyOf(key))).toBeNull();
  });
});
