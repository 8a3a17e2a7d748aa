import type { SameArguments, Translation } from "../catalogue";
import type { checkout as en } from "../en/checkout";

export const checkout = {
  title: "Pago de prueba",
  invalid: "Este enlace de pago no es válido",
  choosePlan: "Elegir un plan",
  testMode:
    "Modo de prueba: no hay claves de Stripe configuradas, así que esta página sustituye a Stripe Checkout. No se cobra a ninguna tarjeta. Al confirmar se envían eventos firmados de Stripe al webhook de esta app, igual que lo haría Stripe.",
  subscribeTo: "Suscribirse a {plan}",
  plan: "Plan",
  billedY: "Facturación anual",
  billedM: "Facturación mensual",
  perYear: "{price}/año",
  perMonth: "{price}/mes",
  dueToday: "A pagar hoy",
  trialLine:
    "Hoy no se cobra nada. Su prueba gratis sigue hasta el {date}; después {price}, y puede cancelar antes de esa fecha.",
  processing: "Procesando...",
  startTrial: "Empezar la suscripción, hoy no se cobra nada",
  pay: "Pagar {price} y suscribirse",
  back: "Cancelar y volver",
  failed: "No se pudo abrir el pago",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof checkout> = true;
