// The quota month: the next first of the month at midnight in the user's own timezone.
import { describe, expect, it } from "vitest";
import { nextMonthStart } from "#worker/services/meetings/quota";

describe("nextMonthStart", () => {
  it("is local midnight on the 1st, across zones, year ends and DST", () => {
    // 23:30 on Nov 30 in Chicago is already Dec 1 in UTC: Chicago's month still ends at Dec 1 06:00Z.
    expect(nextMonthStart("America/Chicago", new Date("2026-12-01T05:30:00Z")).toISOString()).toBe(
      "2026-12-01T06:00:00.000Z",
    );
    expect(nextMonthStart("America/Chicago", new Date("2026-12-01T06:30:00Z")).toISOString()).toBe(
      "2027-01-01T06:00:00.000Z",
    );
    expect(nextMonthStart("Asia/Kolkata", new Date("2026-12-31T19:00:00Z")).toISOString()).toBe(
      "2027-01-31T18:30:00.000Z",
    );
    // March in New York: the month starts in EST, April starts in EDT.
    expect(nextMonthStart("America/New_York", new Date("2027-03-15T12:00:00Z")).toISOString()).toBe(
      "2027-04-01T04:00:00.000Z",
    );
    expect(nextMonthStart("Not/AZone", new Date("2026-06-10T00:00:00Z")).toISOString()).toBe(
      "2026-07-01T00:00:00.000Z",
    );
  });
});
