import type { SameArguments, Translation } from "../catalogue";
import type { ownBillings as en } from "../en/own-billings";

export const ownBillings = {
  yourBillings: "Sus avances",
  loadingYourBillings: "Cargando sus avances",
  awaitingApproval: "Esperando aprobación",
  changesRequested: "Cambios solicitados",
  billings: "{count, plural, one {# avance} other {# avances}}",
  statusApproved: "Aprobado",
  statusPaid: "Pagado",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof ownBillings> = true;
