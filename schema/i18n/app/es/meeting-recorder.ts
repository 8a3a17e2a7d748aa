import type { SameArguments, Translation } from "../catalogue";
import type { meetingRecorder as en } from "../en/meeting-recorder";

export const meetingRecorder = {
  record: "Grabar reunión",
  savedOnDevice:
    "{count, plural, one {1 grabación está guardada en este dispositivo y se subirá cuando vuelva a tener conexión.} other {# grabaciones están guardadas en este dispositivo y se subirán cuando vuelva a tener conexión.}}",
  limitText:
    "Ya usó {used} de {limit} reuniones grabadas este mes. Podrá volver a grabar el {date}; mientras tanto puede escribir una reunión a mano.",
  recorded: "Reunión grabada",
  uploaded: "Se subió «{title}».",
  open: "Abrir",
  queued: "Guardada en este dispositivo. Se subirá cuando vuelva a tener conexión.",
  saveFailed: "No se pudo guardar la grabación de la reunión. Intente de nuevo.",
  goneFromDevice: "Esta grabación ya no está en este dispositivo.",
  micError: "No se pudo grabar: no hay acceso al micrófono. Revise los permisos.",
  time: "Tiempo de grabación",
  recording: "Grabando",
  stop: "Detener grabación",
  uploading: "Subiendo grabación...",
  backToRecording: "Volver a la grabación",
  limitTitle: "Llegó al límite de reuniones",
  limitDescription: "Llegó al límite mensual de reuniones grabadas.",
  upgrade: "Mejore su plan",
  onDevice: "Grabaciones en este dispositivo",
  waiting:
    "{count, plural, one {1 grabación está guardada en este dispositivo, aún sin subir.} other {# grabaciones están guardadas en este dispositivo, aún sin subir.}}",
  refused:
    "Ya se usaron las grabaciones de este mes: queda en este dispositivo hasta que la envíe el mes que viene, mejore su plan o la descarte.",
  discard: "Descartar",
  sendNow: "Enviar ahora",
  discardTitle: "¿Descartar esta grabación?",
  discardText: "«{title}» se borra de este dispositivo. Nunca se subió, así que no se puede recuperar.",
  discardConfirm: "Descartar grabación",
  keep: "Conservarla",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof meetingRecorder> = true;
