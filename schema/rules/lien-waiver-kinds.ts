// The four US lien waiver kinds (issue 37, ADR 0208): conditional or unconditional, on a progress or the final
// payment. Their own module so the rules and the statutory texts both name them without importing each other.
export const LIEN_WAIVER_KINDS = [
  "conditional-progress",
  "unconditional-progress",
  "conditional-final",
  "unconditional-final",
] as const;
export type LienWaiverKind = (typeof LIEN_WAIVER_KINDS)[number];
