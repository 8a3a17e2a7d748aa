// The domain rules in schema/rules that web and worker share: money, calendar days in a zone, billing predicates.
// Property tests walk the edges (rounding, day boundaries, daylight saving, unknown zones).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_STATUSES } from "#schema/contracts/enums";
import { isOpen, isOverdue, reachableChannels } from "#schema/rules/billing-state";
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatInstant,
  formatLongCalendarDate,
  formatMonthDay,
  formatTimeAgo,
} from "#schema/rules/dates";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import {
  centsToDecimal,
  dollarsToCents,
  formatCount,
  formatMoney,
  formatMoneyExact,
  formatPrice,
  formatWholeDollars,
} from "#schema/rules/money";
import { addDays, isKnownTimeZone, knownTimeZone, localClock, localDate, zonedMidnight } from "#schema/rules/time";

const cents = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
const ZONES = ["America/Los_Angeles", "America/New_York", "Europe/London", "Asia/Tokyo", "Australia/Lord_Howe"];
const calendarDay = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2090, 0, 1) / DAY_MS })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));

describe("money", () => {
  it("prints exact cents without losing or inventing a cent", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatMoneyExact(c);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(BigInt(text.replace(/[$,.]/g, ""))).toBe(BigInt(c));
      }),
    );
    expect(formatMoneyExact(1_248_050)).toBe("$12,480.50");
    expect(formatMoneyExact(-5)).toBe("-$0.05");
  });

  it("never rounds a screen's amount (whole dollars only when whole), and pay links round-trip through dollarsToCents", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000_000 }), (c) => {
        expect(formatMoney(c)).toBe(c % 100 === 0 ? formatMoneyExact(c).slice(0, -3) : formatMoneyExact(c));
        expect(dollarsToCents(Number(centsToDecimal(c)))).toBe(c);
      }),
    );
  });
});

describe("money without Intl", () => {
  const intlWhole = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  it("prints whole dollars exactly as Intl's en-US USD does, signs and groups included", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const dollars = Math.trunc(c / 100) * 100;
        // Whole amounts only: the others show their cents (formatMoneyExact's own property holds those).
        expect(formatMoney(dollars)).toBe(intlWhole.format(dollars / 100 || 0));
      }),
    );
    for (const c of [0, 100, 99_900, 100_000, 123_456_700, -100_000]) {
      expect(formatMoney(c)).toBe(intlWhole.format(c / 100));
    }
    expect(formatMoneyExact(100_000_000_000)).toBe("$1,000,000,000.00");
  });

  it("prints dollars, prices and counts as en-US does (marketing figures, plan prices, hours)", () => {
    const intlCount = new Intl.NumberFormat("en-US");
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (n) => {
        expect(formatCount(n)).toBe(intlCount.format(n));
        expect(formatWholeDollars(n + 0.4)).toBe(intlWhole.format(Math.round(n + 0.4) || 0));
      }),
    );
    expect(formatWholeDollars(147_945.2)).toBe("$147,945");
    expect([5999, 21_900, 100_000, 4999].map((c) => formatPrice(c))).toEqual(["$59.99", "$219", "$1,000", "$49.99"]);
  });
});

describe("calendar days in a timezone", () => {
  it("falls back to UTC, the one rule, for an unknown or missing zone", () => {
    expect(knownTimeZone("Mars/Olympus_Mons")).toBe("UTC");
    expect(knownTimeZone(undefined)).toBe("UTC");
    expect(knownTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect([isKnownTimeZone("Asia/Tokyo"), isKnownTimeZone("Mars/Olympus_Mons"), isKnownTimeZone("")]).toEqual([
      true,
      false,
      false,
    ]);
    fc.assert(
      fc.property(instant, (at) => {
        expect(localDate("Mars/Olympus_Mons", at)).toBe(new Date(at).toISOString().slice(0, 10));
        expect(formatDate(at, "Mars/Olympus_Mons")).toBe(formatDate(at, "UTC"));
      }),
    );
  });

  it("matches fixed offsets at every instant, including either side of midnight", () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(localDate("UTC", at)).toBe(new Date(at).toISOString().slice(0, 10));
        // Etc/GMT-14 is UTC+14 and Etc/GMT+12 is UTC-12 (POSIX signs).
        expect(localDate("Etc/GMT-14", at)).toBe(new Date(at + 14 * HOUR_MS).toISOString().slice(0, 10));
        expect(localDate("Etc/GMT+12", at)).toBe(new Date(at - 12 * HOUR_MS).toISOString().slice(0, 10));
      }),
    );
  });

  it("starts each local day at its zoned midnight, across daylight-saving changes", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), calendarDay, (zone, day) => {
        const [y, m, d] = day.split("-").map(Number) as [number, number, number];
        const midnight = zonedMidnight(zone, y, m, d).getTime();
        expect(localDate(zone, midnight)).toBe(day);
        expect(localDate(zone, midnight - 1)).toBe(addDays(day, -1));
        expect(localClock(zone, midnight).hour).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("does calendar arithmetic without a clock", () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -4000, max: 4000 }), (day, n) => {
        expect(addDays(addDays(day, n), -n)).toBe(day);
      }),
    );
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("prints days exactly as the en-US formatter would, without building it", () => {
    const intl = (zone: string | undefined) =>
      new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: zone });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (at) => {
        expect(formatDate(at)).toBe(intl(undefined).format(at));
        expect(formatDate(new Date(at).toISOString())).toBe(intl(undefined).format(at));
        const day = new Date(at).toISOString().slice(0, 10);
        expect(formatCalendarDate(day)).toBe(intl("UTC").format(Date.parse(`${day}T00:00:00Z`)));
      }),
    );
    expect(formatCalendarDate("2026-02-31")).toBe("Mar 3, 2026");
    fc.assert(
      fc.property(calendarDay, instant, (day, at) => {
        const long = { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" } as const;
        expect(formatLongCalendarDate(day)).toBe(new Intl.DateTimeFormat("en-US", long).format(Date.parse(day)));
        expect(formatMonthDay(at)).toBe(
          new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" }).format(at),
        );
      }),
    );
    expect(formatCalendarDate("2026-09-01T10:00:00Z")).toBe("Sep 1, 2026");
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });

  it("prints calendar dates as the same day anywhere, and evidence times with their zone", () => {
    expect(formatCalendarDate("2026-03-04")).toBe("Mar 4, 2026");
    expect(formatCalendarDate("not a date")).toBe("not a date");
    expect(formatLongCalendarDate("2026-03-04")).toBe("March 4, 2026");
    expect(formatLongCalendarDate("2026-11-10")).toBe("November 10, 2026");
    expect(formatMonthDay(new Date(2026, 2, 4, 23, 59))).toBe("Mar 4");
    expect(formatDate(Date.UTC(2026, 2, 4, 3), "America/Los_Angeles")).toBe("Mar 3, 2026");
    expect(formatDateTime(Date.UTC(2026, 2, 4, 23, 4), "America/New_York")).toBe("Mar 4, 2026, 6:04 PM");
    expect(formatInstant(new Date(Date.UTC(2026, 10, 21, 21, 4, 5)), "America/Chicago")).toBe(
      "Nov 21, 2026, 3:04:05 PM CST",
    );
  });
});

describe("billing predicates", () => {
  it("is open only while pending or approved, and overdue only when open and past its due day", () => {
    expect(PROGRESS_STATUSES.filter(isOpen)).toEqual(["pending", "approved"]);
    fc.assert(
      fc.property(fc.constantFrom(...PROGRESS_STATUSES), fc.option(calendarDay), calendarDay, (status, due, today) => {
        expect(isOverdue({ status, dueDate: due }, today)).toBe(isOpen(status) && due !== null && due < today);
      }),
    );
  });

  it("reaches a client by text only with a phone number", () => {
    expect(reachableChannels(["email", "sms"], null)).toEqual({ ok: ["email"], missingPhone: true });
    expect(reachableChannels(["email", "sms"], "  ")).toEqual({ ok: ["email"], missingPhone: true });
    expect(reachableChannels(["sms"], "+15551234567")).toEqual({ ok: ["sms"], missingPhone: false });
  });
});

describe("formatTimeAgo", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it("names the largest whole unit, and says just now under a minute", () => {
    expect(formatTimeAgo(now - 30_000, now)).toBe("just now");
    expect(formatTimeAgo(now - 23 * 60_000, now)).toBe("23 minutes ago");
    expect(formatTimeAgo(now - 90 * 60_000, now)).toBe("1 hour ago");
    expect(formatTimeAgo(new Date(now - 10 * DAY_MS), now)).toBe("1 week ago");
    expect(formatTimeAgo(new Date(now - 3 * DAY_MS).toISOString(), now)).toBe("3 days ago");
  });
  it("writes English as Intl's en-US relative time does, without building that formatter", () => {
    const intl = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
    const units = ["year", "month", "week", "day", "hour", "minute"] as const;
    fc.assert(
      fc.property(fc.integer({ min: -5_000 * DAY_MS, max: 5_000 * DAY_MS }), (ms) => {
        const text = formatTimeAgo(now + ms, now);
        if (Math.abs(ms) < 60_000) {
          expect(text).toBe("just now");
          return;
        }
        const sizes = {
          year: 365 * DAY_MS,
          month: 30 * DAY_MS,
          week: 7 * DAY_MS,
          day: DAY_MS,
          hour: HOUR_MS,
          minute: 60_000,
        };
        const unit = units.find((u) => Math.abs(ms) >= sizes[u])!;
        expect(text).toBe(intl.format(Math.trunc(ms / sizes[unit]), unit));
      }),
    );
  });
  it("never calls a later instant more recent than an earlier one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), fc.integer({ min: 0, max: 400 * DAY_MS }), (a, b) => {
        const [older, newer] = a > b ? [a, b] : [b, a];
        const rank = (ms: number) => {
          const units = ["just now", "minute", "hour", "day", "week", "month", "year"];
          const text = formatTimeAgo(now - ms, now);
          const i = units.findIndex((u) => text.includes(u));
          return i * 1000 + (Number.parseInt(text, 10) || 0);
        };
        expect(rank(older)).toBeGreaterThanOrEqual(rank(newer));
      }),
    );
  });
});
