// Playback of a recording made of several files (ADR 0121): each segment served alone with Range counted within it,
// only to its company, and the detail answer's count and durations that let the player show one timeline.
import { describe, expect, it } from "vitest";
import { RECORDING_DURATIONS_MISMATCH, SEGMENT_INVALID } from "#schema/contracts/meeting-texts";
import { recordingStart, webmBytes } from "../factories/meetings";
import { type Browser, failure, ok, signedUp } from "./http";

// Two files, each starting with its own WebM header, as the recorder uploads them: one object.
const first = webmBytes(3000);
const second = webmBytes(2000);
const both = new Uint8Array([...first, ...second]);

async function record(
  browser: Browser,
  json: { segments?: number[]; segmentDurationsMs?: number[] } = {
    segments: [first.length, second.length],
    segmentDurationsMs: [3000, 1800],
  },
) {
  const { meetingId: id } = await ok(browser.api.meetings.recordings.$post({ json: recordingStart() }), 201);
  const put = await browser.fetch(`/api/meetings/${id}/recording/parts/1`, { method: "PUT", body: both });
  expect(put.status).toBe(200);
  return browser.api.meetings[":id"].recording.complete.$post({
    param: { id: String(id) },
    json: { parts: 1, ...json },
  });
}

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("a recording in segments plays back file by file", () => {
  it("serves each segment alone, with Range inside it, and tells the player their count and durations", async () => {
    const { browser } = await signedUp();
    const done = await ok(record(browser), 200);
    expect(done.recording).toMatchObject({ segmentCount: 2, segmentDurationsMs: [3000, 1800] });
    const url = `${done.recordingUrl}?segment=`;

    const zero = await browser.fetch(`${url}0`);
    expect(zero.status).toBe(200);
    expect(zero.headers.get("Content-Length")).toBe("3000");
    expect(zero.headers.get("Content-Type")).toBe("audio/webm");
    expect(await bytesOf(zero)).toEqual(first);

    const one = await browser.fetch(`${url}1`);
    expect(one.status).toBe(200);
    expect(one.headers.get("Accept-Ranges")).toBe("bytes");
    expect(await bytesOf(one)).toEqual(second);
    // Each file has its own validator, so a cached segment is never taken for another.
    expect(one.headers.get("ETag")).not.toBe(zero.headers.get("ETag"));

    // Ranges count from the segment's own first byte: its header, its middle, its tail.
    const head = await browser.fetch(`${url}1`, { headers: { Range: "bytes=0-3" } });
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Range")).toBe("bytes 0-3/2000");
    expect([...(await bytesOf(head))]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const mid = await browser.fetch(`${url}1`, { headers: { Range: "bytes=100-199" } });
    expect(mid.headers.get("Content-Length")).toBe("100");
    expect(await bytesOf(mid)).toEqual(second.subarray(100, 200));
    const open = await browser.fetch(`${url}1`, { headers: { Range: "bytes=1990-" } });
    expect(await bytesOf(open)).toEqual(second.subarray(1990));
    const suffix = await browser.fetch(`${url}0`, { headers: { Range: "bytes=-10" } });
    expect(suffix.headers.get("Content-Range")).toBe("bytes 2990-2999/3000");
    expect(await bytesOf(suffix)).toEqual(first.subarray(2990));
    // Past the segment's end is past the file's end, though the object goes on.
    const past = await browser.fetch(`${url}0`, { headers: { Range: "bytes=3000-" } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe("bytes */3000");

    // The whole object is still there for players that read it.
    expect(await bytesOf(await browser.fetch(done.recordingUrl!))).toEqual(both);
  });

  it("answers 404 for a segment past the last and for another company's meeting, 400 for a malformed number", async () => {
    const { browser } = await signedUp();
    const done = await ok(record(browser), 200);
    const url = `${done.recordingUrl}?segment=`;
    for (const n of ["2", "99", "100", "999999999"]) {
      const res = await browser.fetch(`${url}${n}`);
      expect(res.status, n).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe("Recording not found");
    }
    for (const n of ["", "-1", "1.5", "one"]) {
      const res = await browser.fetch(`${url}${n}`);
      expect(res.status, n).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(SEGMENT_INVALID);
    }
    const other = await signedUp();
    const theirs = await other.browser.fetch(`${url}0`, { headers: { Range: "bytes=0-3" } });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { message: string }).message).toBe("Meeting not found");
  });

  it("refuses durations that do not match the segments", async () => {
    const { browser } = await signedUp();
    const res = await failure(record(browser, { segments: [first.length, second.length], segmentDurationsMs: [3000] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RECORDING_DURATIONS_MISMATCH);
  });

  it("estimates durations the recorder did not send, and plays an older one-file recording as segment 0", async () => {
    const { browser } = await signedUp();
    const untimed = await ok(record(browser, { segments: [first.length, second.length] }), 200);
    // Every segment but the last ran the full five minutes; the last in proportion to its bytes.
    expect(untimed.recording).toMatchObject({ segmentCount: 2, segmentDurationsMs: [300_000, 200_000] });

    const single = await ok(record(browser, {}), 200);
    expect(single.recording).toMatchObject({ segmentCount: 1, segmentDurationsMs: [null] });
    const zero = await browser.fetch(`${single.recordingUrl}?segment=0`);
    expect(await bytesOf(zero)).toEqual(both);
    expect((await browser.fetch(`${single.recordingUrl}?segment=1`)).status).toBe(404);
  });
});
