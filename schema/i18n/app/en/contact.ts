// The contact block's note under a phone number the E.164 backfill could not read (issue 34, ADR 0195, ADR 0118).
export const contact = {
  checkPhone: "Check this number: texts cannot reach it as written.",
} as const;
