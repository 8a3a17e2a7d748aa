import type { SameArguments, Translation } from "../catalogue";
import type { meetings as en } from "../en/meetings";

export const meetings = {
  title: "Actas de reuniones",
  newMeeting: "Nueva reunión",
  filter: "Filtrar reuniones",
  all: "Todas las reuniones",
  drafts: "Borradores",
  completed: "Completadas",
  noun: "reuniones",
  none: "Aún no hay reuniones",
  noneHint:
    "Grabe una reunión en la obra con su teléfono y reciba el resumen, los puntos clave y las tareas ya escritos, o escriba usted las notas.",
  recordFirst: "Grabar la primera reunión",
  manual: "Escribir a mano",
  noDrafts: "No hay reuniones en borrador",
  noCompleted: "No hay reuniones completadas",
  noneWithStatus: "Aquí aparecen las reuniones que guarde con este estado.",
  project: "Proyecto: ",
  recording: "Grabación",
  offline: "Grabada sin conexión",
  participants: "{count, plural, one {# participante} other {# participantes}}",
  more: "+{count} más",
  usage: "Uso de reuniones",
  recordedThisMonth: "Reuniones grabadas este mes",
  recorded: "{count} grabadas",
  unlimited: "Ilimitadas",
  resets: "Se reinicia el {date}",
  of: "de {limit}",
  used: "{used} de {limit} reuniones usadas",
  atLimit: "Llegó al límite mensual de reuniones grabadas.",
  nearLimit: "Está cerca de su límite mensual.",
  upgrade: "Mejore su plan",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof meetings> = true;
