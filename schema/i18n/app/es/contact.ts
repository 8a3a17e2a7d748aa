import type { SameArguments, Translation } from "../catalogue";
import type { contact as en } from "../en/contact";

export const contact = {
  // review: "mensajes de texto" for SMS, as a crew says it.
  checkPhone: "Revise este número: los mensajes de texto no le llegan tal como está escrito.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof contact> = true;
