import type { SameArguments, Translation } from "../catalogue";
import type { wizardSubmitted as en } from "../en/wizard-submitted";

export const wizardSubmitted = {
  submitted: "Avance enviado con éxito",
  linkSent: "Le enviamos a su cliente un enlace para aprobar y firmar.",
  linkLater: "El envío se retrasó: el enlace de aprobación le llegará a su cliente solo en unos minutos.",
  linkNotSent: "No se pudo enviar el enlace de aprobación. Abra el estado del pago para reenviarlo o copiarlo.",
  viewPaymentStatus: "Ver estado del pago",
  done: "Listo",
  sendPaymentReminder: "Enviar recordatorio de pago",
  reminderBody:
    "El enlace de aprobación va en camino a su cliente, y PayStage le recuerda según su calendario. Envíe uno ahora solo si necesita respuesta hoy.",
  skip: "Omitir",
  sendReminder: "Enviar recordatorio",
  savedOnDevice: "Guardado en este dispositivo",
  backToDashboard: "Volver al inicio",
  stateSent: "Enviado. Su cliente recibe el enlace para aprobar y firmar.",
  stateSending: "Enviando...",
  stateFailed: "No se envió: {error}. Véalo en su inicio.",
  serverRefused: "el servidor lo rechazó",
  // review: "en cola" for a billing waiting on the device.
  stateQueued: "En cola. Se envía automáticamente, una sola vez, cuando vuelva a tener conexión. Puede cerrar la app.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof wizardSubmitted> = true;
