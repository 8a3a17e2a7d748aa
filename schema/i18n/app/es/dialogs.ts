import type { SameArguments, Translation } from "../catalogue";
import type { dialogs as en } from "../en/dialogs";

export const dialogs = {
  close: "Cerrar",
  cancel: "Cancelar",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof dialogs> = true;
