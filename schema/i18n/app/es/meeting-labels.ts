import type { SameArguments, Translation } from "../catalogue";
import type { meetingLabels as en } from "../en/meeting-labels";

export const meetingLabels = {
  jobsite: "Obra",
  office: "Oficina",
  remote: "A distancia",
  client: "Sitio del cliente",
  processing: "Procesando",
  processed: "Notas de IA listas",
  unavailable: "Procesamiento no disponible",
  failed: "Las notas necesitan su ayuda",
  draft: "Borrador",
  completed: "Completada",
  edit: "Editar",
  editNamed: "Editar {title}",
  automaticTitle: "Reunión del {date}",
  loadFailed: "No se pudo cargar esta reunión",
  keyPoints: "Puntos clave",
  actionItems: "Tareas pendientes",
  participants: "Participantes",
  assignedTo: "Asignada a {name}",
  due: "Vence el {date}",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof meetingLabels> = true;
