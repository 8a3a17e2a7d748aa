import type { SameArguments, Translation } from "../catalogue";
import type { lists as en } from "../en/lists";

export const lists = {
  loadingNoun: "Cargando {noun}",
  loadFailed: "No se pudieron cargar sus {noun}",
  tryAgain: "Intentar de nuevo",
  loadMore: "Cargar más",
  loadingMore: "Cargando más...",
  loading: "Cargando...",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof lists> = true;
