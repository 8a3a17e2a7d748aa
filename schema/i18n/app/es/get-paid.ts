// Spanish for contractors, as common.ts: "usted", "cobrar" for getting paid. Lines marked "review:" wait for a native
// reader (ADR 0195).
import type { SameArguments, Translation } from "../catalogue";
import type { getPaid as en } from "../en/get-paid";

export const getPaid = {
  title: "Cobrar",
  approved: "Aprobado. Envíele a {name} el monto a pagar con sus enlaces e instrucciones de pago.",
  request: "Solicitar pago",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof getPaid> = true;
