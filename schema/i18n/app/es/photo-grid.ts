// Spanish for contractors, as common.ts. Lines marked "review:" wait for a native reader (ADR 0195).
import type { SameArguments, Translation } from "../catalogue";
import type { photoGrid as en } from "../en/photo-grid";

export const photoGrid = {
  enlarge: "Ampliar la foto {number}",
  enlargeCaptioned: "Ampliar la foto {number}: {caption}",
  title: "Foto {number} de {count}",
  alt: "Foto {number}",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof photoGrid> = true;
