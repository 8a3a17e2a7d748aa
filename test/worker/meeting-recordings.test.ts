// Recording uploads: resumable multipart parts, content checks, idempotent retries, quota (incl. a race), Range.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { StartRecordingInput } from "#schema/contracts/meetings";
import { RECORDING_PART_BYTES } from "#schema/contracts/meetings";
import { recordingStart, webmBytes } from "../factories/meetings";
import { updateCompanyOf } from "../factories/rows";
import { type Browser, failure, ok, signedUp } from "./http";

const start = (browser: Browser, json: StartRecordingInput) => browser.api.meetings.recordings.$post({ json });

/** A part goes up as the raw bytes of the request (the route reads its body itself, no validator). */
const putPart = (browser: Browser, id: number, part: number, bytes: Uint8Array) =>
  browser.api.meetings[":id"].recording.parts[":part"].$put(
    { param: { id: String(id), part: String(part) } },
    { init: { body: bytes }, headers: { "Content-Type": "application/octet-stream" } },
  );

const complete = (browser: Browser, id: number, parts: number) =>
  browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts } });

const userOf = (browser: Browser) => ok(browser.api.user.$get());

async function setPlan(userId: number, plan: string | null, status: string) {
  // Past the free trial (trial_ends_at 0): a subscription in it keeps the trial's quotas (ADR 0123).
  await updateCompanyOf(
    env.DB,
    userId,
    "subscription_plan = ?, subscription_status = ?, trial_ends_at = 0",
    plan,
    status,
  );
}

/** A one-part recording that must go through: started (201), uploaded, completed (200); the completed meeting. */
async function record(browser: Browser, bytes = webmBytes()) {
  const { meetingId } = await ok(start(browser, recordingStart()), 201);
  await ok(putPart(browser, meetingId, 1, bytes));
  return ok(complete(browser, meetingId, 1), 200);
}

describe("recording upload", () => {
  it("streams parts into private R2, resumes after a drop, and completes once", async () => {
    const { browser, user } = await signedUp();
    const input = recordingStart({ isOfflineQueued: true });
    const started = await ok(start(browser, input), 201);
    expect(started).toMatchObject({ status: "uploading", parts: [], partBytes: RECORDING_PART_BYTES });
    const id = started.meetingId;

    const full = webmBytes(RECORDING_PART_BYTES + 1000);
    const first = full.subarray(0, RECORDING_PART_BYTES);
    const last = full.subarray(RECORDING_PART_BYTES);
    expect((await putPart(browser, id, 1, first)).status).toBe(200);
    // The connection drops; the device asks again with the same key and learns part 1 is there.
    const again = await ok(start(browser, input), 200);
    expect(again).toMatchObject({ meetingId: id, parts: [{ partNumber: 1, size: RECORDING_PART_BYTES }] });
    // Finishing early names what is missing.
    const early = await failure(complete(browser, id, 2));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Some parts of the recording are missing; resume the upload");
    // A retried part replaces, never duplicates.
    expect((await putPart(browser, id, 2, last)).status).toBe(200);
    expect((await putPart(browser, id, 2, last)).status).toBe(200);
    const done = await ok(complete(browser, id, 2), 200);
    expect(done).toMatchObject({
      id,
      recordingUrl: `/api/meetings/${id}/audio`,
      // No AI binding in tests: completed by hand.
      processingStatus: "unavailable",
      isOfflineQueued: true,
      recording: { status: "complete", size: full.length, contentType: "audio/webm" },
    });
    await ok(complete(browser, id, 2), 200);
    const late = await failure(putPart(browser, id, 1, first));
    expect(late.status).toBe(409);

    expect(await ok(browser.api.meetings.$get())).toHaveLength(1);
    const stored = await env.MEDIA.list({ prefix: `m/${user.id}/` });
    expect(stored.objects).toHaveLength(1);
    expect(stored.objects[0]!.size).toBe(full.length);
    expect((await userOf(browser)).meetingsUsed).toBe(1);
  });

  it("checks the bytes, not the name: text, images and empty bodies are refused", async () => {
    const { browser } = await signedUp();
    const id = (await ok(start(browser, recordingStart()), 201)).meetingId;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3]);
    for (const bytes of [new TextEncoder().encode("<html>not audio at all</html>"), jpeg]) {
      const res = await failure(putPart(browser, id, 1, bytes));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Recordings must be WebM, Ogg, MP4 or WAV audio");
    }
    const empty = await failure(putPart(browser, id, 1, new Uint8Array(0)));
    expect(empty.status).toBe(400);
    const tooBig = await failure(putPart(browser, id, 2, new Uint8Array(RECORDING_PART_BYTES + 1)));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe("Every part but the last must be exactly 5 MB");
    const beyond = await failure(putPart(browser, id, 41, new Uint8Array(10)));
    expect(beyond.status).toBe(404);
    for (const [magic, type] of [
      [[0x4f, 0x67, 0x67, 0x53], "audio/ogg"],
      [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45], "audio/wav"],
      [[0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20], "audio/mp4"],
    ] as const) {
      const { meetingId } = await ok(start(browser, recordingStart()), 201);
      const bytes = new Uint8Array(64);
      bytes.set(magic);
      await ok(putPart(browser, meetingId, 1, bytes), 200);
      const done = await ok(complete(browser, meetingId, 1));
      expect(done.recording!.contentType).toBe(type);
    }
  });

  it("serves the audio to its owner only, with Range so the player can seek", async () => {
    const { browser } = await signedUp();
    const bytes = webmBytes(10_000);
    const done = await record(browser, bytes);
    const url = done.recordingUrl!;
    const whole = await browser.fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(whole.headers.get("Content-Type")).toBe("audio/webm");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const mid = await browser.fetch(url, { headers: { Range: "bytes=100-199" } });
    expect(mid.status).toBe(206);
    expect(mid.headers.get("Content-Range")).toBe("bytes 100-199/10000");
    expect(mid.headers.get("Content-Length")).toBe("100");
    expect(new Uint8Array(await mid.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const open = await browser.fetch(url, { headers: { Range: "bytes=9990-" } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.subarray(9990));
    const suffix = await browser.fetch(url, { headers: { Range: "bytes=-10" } });
    expect(suffix.headers.get("Content-Range")).toBe("bytes 9990-9999/10000");
    await suffix.arrayBuffer();

    const bad = await browser.fetch(url, { headers: { Range: "bytes=20000-" } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("Content-Range")).toBe("bytes */10000");

    const other = await signedUp();
    expect((await other.browser.fetch(url)).status).toBe(404);
  });

  it("deletes the audio from R2 with the meeting", async () => {
    const { browser, user } = await signedUp();
    const done = await record(browser);
    expect((await env.MEDIA.list({ prefix: `m/${user.id}/` })).objects).toHaveLength(1);
    await ok(browser.api.meetings[":id"].$delete({ param: { id: String(done.id) } }), 200);
    expect((await env.MEDIA.list({ prefix: `m/${user.id}/` })).objects).toHaveLength(0);
  });
});

describe("monthly recording quota", () => {
  it("follows the plan: the trial is unlimited, Solo allows 3, a lapsed account none", async () => {
    const { browser, user } = await signedUp();
    const me = await userOf(browser);
    expect(me).toMatchObject({ meetingsUsed: 0, meetingsLimit: "unlimited" });
    expect(Date.parse(me.meetingsResetDate)).toBeGreaterThan(Date.now());

    await setPlan(user.id, "solo", "active");
    for (let i = 0; i < 3; i++) await record(browser);
    const refused = await failure(start(browser, recordingStart()));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Monthly meeting limit reached");
    expect(await userOf(browser)).toMatchObject({ meetingsUsed: 3, meetingsLimit: 3 });
    // Manual entries are not recordings and stay free.
    await ok(
      browser.api.meetings.$post({
        json: { title: "Typed notes", meetingDate: new Date().toISOString(), location: "office" },
      }),
      201,
    );

    // A new month (the stored reset instant has passed) starts at zero again.
    await updateCompanyOf(env.DB, user.id, "meetings_reset_date = ?", Date.now() - 1000);
    expect((await userOf(browser)).meetingsUsed).toBe(0);
    await record(browser);
    expect((await userOf(browser)).meetingsUsed).toBe(1);

    await setPlan(user.id, null, "canceled");
    expect((await userOf(browser)).meetingsLimit).toBe(0);
    const lapsed = await failure(start(browser, recordingStart()));
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.message).toBe("Monthly meeting limit reached");
  });

  it("lets exactly one of two recordings racing for the last slot win", async () => {
    const { browser, user } = await signedUp();
    await setPlan(user.id, "solo", "active");
    await record(browser);
    await record(browser);
    const racers = await Promise.all([0, 1, 2].map(() => start(browser, recordingStart())));
    expect(racers.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    const row = await env.DB.prepare(
      "select meetings_used as used from companies where id = (select company_id from users where id = ?)",
    )
      .bind(user.id)
      .first<{ used: number }>();
    expect(row?.used).toBe(3);
    expect(await ok(browser.api.meetings.$get())).toHaveLength(3);
  });

  it("counts a retried start once", async () => {
    const { browser } = await signedUp();
    const input = recordingStart();
    const [a, b] = await Promise.all([start(browser, input), start(browser, input)]);
    expect((await ok(a)).meetingId).toBe((await ok(b)).meetingId);
    expect((await userOf(browser)).meetingsUsed).toBe(1);
  });
});
