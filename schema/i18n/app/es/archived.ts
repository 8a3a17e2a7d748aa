import type { SameArguments, Translation } from "../catalogue";
import type { archived as en } from "../en/archived";

export const archived = {
  archivedFailed: "No se pudieron cargar. Ciérrelo y ábralo para intentar de nuevo.",
  restore: "Restaurar",
  restoreNamed: "Restaurar {title}",
  restoreFailed: "No se pudo restaurar",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof archived> = true;
