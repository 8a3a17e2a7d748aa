// The photo grid's words (issue 34, ADR 0195): loaded with the grid, Spanish in a chunk of its own.
import { photoGrid } from "#schema/i18n/app/en/photo-grid";
import { defineWords } from "../../lib/words";

export const usePhotoGridWords = defineWords(photoGrid, () =>
  import("#schema/i18n/app/es/photo-grid").then((m) => m.photoGrid),
);
