// Recognizing D1 constraint failures, however drizzle wraps them (DrizzleQueryError keeps the D1 error as cause).
const messagesOf = (err: unknown): string[] => {
  const out: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    out.push(String((e as Error).message ?? e));
  }
  return out;
};

/** A UNIQUE constraint failure; with `column` ("table.column"), only one on that column. */
export const isUniqueViolation = (err: unknown, column?: string) =>
  messagesOf(err).some((m) => m.includes("UNIQUE constraint failed") && (!column || m.includes(column)));
