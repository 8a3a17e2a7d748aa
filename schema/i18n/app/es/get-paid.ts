import type { SameArguments, Translation } from "../catalogue";
import type { getPaid as en } from "../en/get-paid";

export const getPaid = {
  title: "Cobrar",
  approved: "Aprobado. Envíe a {name} el monto pendiente con sus enlaces de pago e instrucciones.",
  request: "Solicitar pago",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof getPaid> = true;
