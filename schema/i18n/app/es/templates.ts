import type { SameArguments, Translation } from "../catalogue";
import type { templates as en } from "../en/templates";

export const templates = {
  header: "Configurar plantillas",
  subtitle: "Plantillas de recordatorio",
  deleted: "Plantilla eliminada",
  deleteFailed: "No se pudo eliminar la plantilla",
  title: "Plantillas de recordatorio",
  nineAm: "Los recordatorios automáticos salen a las 9:00 a.m., su hora, el día que corresponde.",
  new: "Nueva",
  noneFound: "No hay plantillas",
  noneHint: "Cree su primera plantilla de recordatorio para empezar a recordarles a sus clientes.",
  newTemplate: "Nueva plantilla",
  deleteTitle: "¿Eliminar la plantilla?",
  deleteText: 'Esto eliminará para siempre la plantilla "{name}". No se puede deshacer.',
  delete: "Eliminar",
  deleting: "Eliminando...",
  edit: "Editar {name}",
  deleteOne: "Eliminar {name}",
  automatic: "Automático",
  manualOnly: "Solo a mano",
  noun: "plantillas",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof templates> = true;
