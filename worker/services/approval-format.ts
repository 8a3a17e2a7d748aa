// Money and dates as the approval emails, notifications and certificate print them (exact cents; the owner's timezone).
const exact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents -> "$12,480.50": the client pays from these documents. */
export const formatCentsExact = (cents: number) => exact.format(cents / 100);

const safeZone = (timeZone: string | undefined) => {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
};

/** "Nov 21, 2026". A calendar date string (YYYY-MM-DD) is printed as is; an instant in `timeZone`. */
export function formatDay(value: Date | string, timeZone?: string): string {
  if (typeof value === "string") {
    const [y, m, d] = value.slice(0, 10).split("-").map(Number);
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
    );
  }
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: safeZone(timeZone) }).format(value);
}

/** "Nov 21, 2026, 3:04:05 PM CST": evidence times, with the zone named. */
export const formatInstant = (value: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "long", timeZone: safeZone(timeZone) }).format(
    value,
  );
