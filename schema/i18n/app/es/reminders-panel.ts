import type { SameArguments, Translation } from "../catalogue";
import type { remindersPanel as en } from "../en/reminders-panel";

export const remindersPanel = {
  sentToast: "Recordatorio enviado.",
  sendFailed: "No se pudo enviar el recordatorio",
  title: "Recordatorios",
  paidNoMore: "Pagado: ya no se envían recordatorios.",
  rejectedNone: "Rechazado: no se envían recordatorios.",
  claimedPaused: "Su cliente dice que el pago va en camino, así que los recordatorios automáticos están en pausa.",
  automaticFollow: "Los recordatorios automáticos siguen sus plantillas. También puede enviar uno ahora.",
  sending: "Enviando...",
  sendReminder: "Enviar recordatorio",
  chooseTemplate: "Elegir una plantilla",
  history: "Historial de recordatorios",
  statusSent: "Enviado",
  statusDelivering: "Entregando",
  statusFailed: "Falló",
  channelText: "SMS",
  channelEmail: "Correo",
  loadingHistory: "Cargando el historial de recordatorios",
  historyFailed: "No se pudo cargar el historial de recordatorios: {error}",
  noneYet: "Todavía no se han enviado recordatorios.",
  deletedTemplate: "Plantilla eliminada",
  automatic: "Automático",
  sentByYou: "Enviado por usted",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof remindersPanel> = true;
