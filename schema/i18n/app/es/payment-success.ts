// Spanish for /payment-success (issue 34, ADR 0195); "usted", as the subscription screen.
import type { SameArguments, Translation } from "../catalogue";
import type { paymentSuccess as en } from "../en/payment-success";

export const paymentSuccess = {
  started: "Suscripción iniciada",
  successful: "Pago realizado",
  activated: "Se activó su suscripción {plan}.",
  updated: "Se actualizó su suscripción {plan}.",
  noPlan: "de PayStage",
  nothingCharged: "Hoy no se le cobró nada. Su prueba gratis dura hasta el {date}.",
  waiting: "Esperando la confirmación",
  waitingBody:
    "Stripe todavía no nos ha confirmado su pago. Suele tardar unos segundos; su plan se activa en cuanto lo confirme, y no se le cobrará dos veces.",
  confirming: "Confirmando su pago...",
  fewSeconds: "Tarda unos segundos.",
  dashboard: "Ir al inicio",
  manage: "Administrar suscripción",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof paymentSuccess> = true;
