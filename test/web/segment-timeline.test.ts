// The segmented player's timeline: which file and offset a point of the whole recording is.
import { describe, expect, it } from "vitest";
import { formatClock } from "#schema/rules/clock";
import { locate, secondsOf, startsOf, totalOf } from "#web/features/meetings/components/segment-timeline";

describe("segment timeline", () => {
  const seconds = secondsOf([300_000, 300_000, 42_500]);

  it("adds the segments up and finds where each starts", () => {
    expect(totalOf(seconds)).toBe(642.5);
    expect(startsOf(seconds)).toEqual([0, 300, 600]);
  });

  it("puts a point in the segment that holds it, a boundary at the next one's start", () => {
    expect(locate(seconds, 0)).toEqual({ index: 0, offset: 0 });
    expect(locate(seconds, 299.5)).toEqual({ index: 0, offset: 299.5 });
    expect(locate(seconds, 300)).toEqual({ index: 1, offset: 0 });
    expect(locate(seconds, 610)).toEqual({ index: 2, offset: 10 });
    // Past the end is the end of the last file; before the start is its start.
    expect(locate(seconds, 9999)).toEqual({ index: 2, offset: 42.5 });
    expect(locate(seconds, -3)).toEqual({ index: 0, offset: 0 });
  });

  it("prints the clock as mm:ss, minutes past an hour included", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(642.5)).toBe("10:42");
    expect(formatClock(3725)).toBe("62:05");
  });
});
