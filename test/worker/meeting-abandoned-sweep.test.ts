// The hourly sweep of abandoned recording uploads (issue 23): an upload opened more than a day ago and never
// completed gives its month's recording back and its half-written meeting goes; finished and recent ones stay.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { StartRecordingInput } from "#schema/contracts/meetings";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { recordingStart, webmBytes } from "../factories/meetings";
import { type Browser, ok, signedUp } from "./http";

const start = (browser: Browser, json: StartRecordingInput) => browser.api.meetings.recordings.$post({ json });
const putPart = (browser: Browser, id: number, part: number, bytes: Uint8Array) =>
  browser.api.meetings[":id"].recording.parts[":part"].$put(
    { param: { id: String(id), part: String(part) } },
    { init: { body: bytes }, headers: { "Content-Type": "application/octet-stream" } },
  );
const complete = (browser: Browser, id: number, parts: number) =>
  browser.api.meetings[":id"].recording.complete.$post({ param: { id: String(id) }, json: { parts } });
const housekeeping = (now: Date) => runJob({ type: "cleanup-sessions" }, { db: getDb(env), env }, now);

describe("abandoned recording sweep", () => {
  it("gives back the quota of uploads left unfinished for a day, and only those", async () => {
    const { browser } = await signedUp();
    // One finished, one abandoned halfway (a part, no complete), one opened with nothing sent.
    const done = await ok(start(browser, recordingStart()), 201);
    await ok(putPart(browser, done.meetingId, 1, webmBytes()));
    await ok(complete(browser, done.meetingId, 1), 200);
    const half = await ok(start(browser, recordingStart()), 201);
    await ok(putPart(browser, half.meetingId, 1, webmBytes()));
    const empty = await ok(start(browser, recordingStart()), 201);
    expect((await ok(browser.api.user.$get())).meetingsUsed).toBe(3);

    // An hour later nothing is abandoned yet: a device may still be resuming.
    await housekeeping(new Date(Date.now() + HOUR_MS));
    expect((await ok(browser.api.user.$get())).meetingsUsed).toBe(3);

    const later = new Date(Date.now() + DAY_MS + HOUR_MS);
    await housekeeping(later);
    expect((await ok(browser.api.user.$get())).meetingsUsed).toBe(1);
    const ids = (await ok(browser.api.meetings.$get())).map((m) => m.id);
    expect(ids).toEqual([done.meetingId]);
    for (const id of [half.meetingId, empty.meetingId]) {
      const row = await env.DB.prepare("select 1 from meetings where id = ?").bind(id).first();
      expect(row).toBeNull();
    }
    // Idempotent: the next hour changes nothing.
    await housekeeping(new Date(later.getTime() + HOUR_MS));
    expect((await ok(browser.api.user.$get())).meetingsUsed).toBe(1);
  });
});
