// Spanish for contractors, as common.ts: "usted", "avance" for a billed stage. Lines marked "review:" wait for a
// native reader (ADR 0195).
import type { SameArguments, Translation } from "../catalogue";
import type { outbox as en } from "../en/outbox";

export const outbox = {
  title: "Avances en este dispositivo",
  photos: "{count, plural, one {# foto} other {# fotos}}",
  queuedOnline: "En cola: se envía en un momento",
  // review: "cuando vuelva a tener conexión" for "when you're back online".
  queuedOffline: "En cola: se envía cuando vuelva a tener conexión",
  sending: "Enviando...",
  sent: "Enviado",
  notSent: "No enviado: {reason}",
  refused: "el servidor lo rechazó",
  viewStatus: "Ver estado del pago",
  dismiss: "Quitar",
  tryAgain: "Reintentar",
  discard: "Descartar",
  sentToast: "Avance enviado",
  sentToClient: "{billing} se envió a su cliente.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof outbox> = true;
