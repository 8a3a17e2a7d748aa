import type { SameArguments, Translation } from "../catalogue";
import type { projects as en } from "../en/projects";

export const projects = {
  title: "Proyectos",
  new: "Nuevo",
  upgrade: "Mejore su plan",
  search: "Buscar proyectos...",
  tabs: "Estado del proyecto",
  active: "Activos",
  completed: "Terminados",
  all: "Todos",
  archived: "Proyectos archivados",
  none: "No se encontraron proyectos",
  tryOther: "Pruebe otra búsqueda o borre la búsqueda",
  first: "Empiece creando su primer proyecto",
  noCompleted: "Todavía no hay proyectos terminados.",
  noActive: "No hay proyectos activos en este momento.",
  clear: "Borrar búsqueda",
  newProject: "Nuevo proyecto",
  more: "Cargar más proyectos",
  noProgress: "Todavía no hay avances",
  completion: "Avance de obra",
  completionOf: "Avance de obra de {name}",
  details: "Ver detalles",
  detailsOf: "Ver detalles: {name}",
  // review: "solicitud de pago" for an AIA-style pay application, as the status screen says.
  newPayApp: "Nueva solicitud de pago",
  newPayAppOf: "Nueva solicitud de pago: {name}",
  submit: "Enviar avance",
  submitOf: "Enviar avance: {name}",
  noArchived: "No hay proyectos archivados.",
  archivedClient: "{client} (cliente archivado: restáurelo primero)",
  restored: "Proyecto restaurado como terminado. Reábralo para volver a facturar.",
  noun: "proyectos",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof projects> = true;
