// A meeting as read back (issue 38): its time once, in the profile's zone with the zone named; no stale "Processing
// unavailable" once completed by hand; and a length for a recording whose WebM file says Infinity.
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shownTitle } from "#web/features/meetings/components/labels";
import { RecordingPlayer } from "#web/features/meetings/components/recording-player";

const recorded = {
  id: 7,
  recordingUrl: "/api/meetings/7/audio",
  transcriptUrl: null,
  processingStatus: "unavailable",
  status: "draft",
  recording: { segmentCount: 1, segmentDurationsMs: [65_000] },
};

describe("a meeting's title", () => {
  it("shows an automatic title's time in the profile's zone, named, and says the time once", () => {
    // 20:03 UTC is 14:03 in Chicago; the stored title was written on a device in another zone.
    const shown = shownTitle(
      { title: "Meeting on 11/27/2026 at 21:03", meetingDate: "2026-11-27T20:03:00.000Z" },
      "America/Chicago",
    );
    expect(shown).toEqual({ title: "Meeting on Nov 27, 2026, 2:03 PM CST", timeInTitle: true });
  });

  it("leaves a title someone typed as it is", () => {
    expect(shownTitle({ title: "Rough-in walkthrough", meetingDate: "2026-11-27T20:03:00.000Z" }, "UTC")).toEqual({
      title: "Rough-in walkthrough",
      timeInTitle: false,
    });
  });
});

describe("the recording player", () => {
  it("says Processing unavailable while the notes are still to be written by hand", () => {
    render(<RecordingPlayer meeting={recorded} />);
    expect(screen.getByText("Processing unavailable")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Add the summary and notes by hand");
  });

  it("drops the badge and the request once the meeting was completed by hand", () => {
    render(<RecordingPlayer meeting={{ ...recorded, status: "completed" }} />);
    expect(screen.queryByText("Processing unavailable")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the length the recorder measured, and has the player find the file's own (WebM says Infinity)", () => {
    render(<RecordingPlayer meeting={recorded} />);
    expect(screen.getByText("Length 01:05")).toBeTruthy();
    const audio = screen.getByLabelText("Meeting recording") as HTMLAudioElement;
    let duration = Number.POSITIVE_INFINITY;
    let position = 0;
    Object.defineProperty(audio, "duration", { get: () => duration });
    Object.defineProperty(audio, "currentTime", {
      get: () => position,
      set: (v: number) => {
        position = v;
      },
    });
    fireEvent(audio, new Event("loadedmetadata"));
    // Seeking past the end makes the browser read to the end of the file...
    expect(position).toBeGreaterThan(1e9);
    duration = 65.2;
    fireEvent(audio, new Event("durationchange"));
    // ...and once it knows the length, the player is back at the start.
    expect(position).toBe(0);
  });
});
