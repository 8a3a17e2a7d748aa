import type { SameArguments, Translation } from "../catalogue";
import type { meetingDetail as en } from "../en/meeting-detail";

export const meetingDetail = {
  meeting: "Reunión",
  deleted: "Reunión eliminada",
  deleteFailed: "No se pudo eliminar la reunión. Intente de nuevo.",
  project: "Proyecto:",
  share: "Compartir",
  delete: "Eliminar",
  description: "Descripción",
  summary: "Resumen",
  noSummary: "Aún no hay resumen.",
  noKeyPoints: "Aún no hay puntos clave.",
  noActions: "Aún no hay tareas.",
  fromMeeting: "De la reunión «{title}»",
  startChangeOrder: "Iniciar orden de cambio",
  noParticipants: "No hay participantes.",
  sharedWith: "Compartida con",
  sharedWithList: "Compartida con",
  expires: "Vence el {date}",
  opened: " · Abierta",
  revoked: "Revocada",
  expired: "Vencida",
  revoke: "Revocar",
  deleteTitle: "Eliminar reunión",
  deleteText: "¿Seguro que quiere eliminar esta reunión?",
  deleting: "Eliminando...",
  shared: "Reunión compartida",
  sentTo: "Se envió un enlace de solo lectura a {email}.",
  shareFailed: "No se pudo compartir la reunión. Intente de nuevo.",
  shareTitle: "Compartir reunión",
  shareText:
    "La persona recibe un enlace de solo lectura al resumen, los puntos clave, las tareas y los participantes. Funciona durante {days} días.",
  recipient: "Correo electrónico del destinatario",
  sending: "Enviando...",
  sendLink: "Enviar enlace",
  recording: "Grabación",
  length: "Duración {time}",
  audio: "Grabación de la reunión",
  pause: "Pausar grabación",
  play: "Reproducir grabación",
  position: "Posición en la grabación",
  positionOf: "{position} de {total}",
  transcript: "Leer la transcripción",
  statusProcessing:
    "La grabación se está procesando. El resumen, los puntos clave y las tareas aparecerán aquí cuando estén listos.",
  statusUnavailable:
    "Procesamiento no disponible: las notas automáticas no están configuradas aquí. Agregue el resumen y las notas a mano.",
  statusFailed: "No se pudieron escribir las notas automáticamente. Agregue el resumen y las notas a mano.",
  statusProcessed:
    "El resumen, los puntos clave y las tareas se escribieron a partir de la grabación. Revíselos y corríjalos.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof meetingDetail> = true;
