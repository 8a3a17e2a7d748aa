// The letters an avatar shows for a person or a company.

/** First letters of the first two words, at most 2, upper case. */
export const initials = (name: string | null | undefined) =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();
