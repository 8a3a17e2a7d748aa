import type { SameArguments, Translation } from "../catalogue";
import type { projectForm as en } from "../en/project-form";

export const projectForm = {
  newTitle: "Crear proyecto nuevo",
  newText: "Un trabajo que cobrará por etapas.",
  editTitle: "Editar proyecto",
  editText: "Actualice los datos del proyecto",
  created: "Proyecto creado",
  createdText: "Su proyecto nuevo se creó correctamente.",
  createFailed: "No se pudo crear el proyecto",
  updated: "Proyecto actualizado",
  updatedText: "El proyecto se actualizó correctamente.",
  updateFailed: "No se pudo actualizar el proyecto",
  name: "Nombre del proyecto",
  client: "Cliente",
  loadingClients: "Cargando clientes...",
  selectClient: "Elija un cliente",
  needsClient: "Los proyectos necesitan un cliente primero.",
  addClient: "Agregar un cliente",
  totalValue: "Valor total ({symbol}, opcional)",
  description: "Descripción (opcional)",
  completion: "Avance %",
  keptDraft:
    "Este proyecto queda guardado en este dispositivo: después de mejorar su plan, Nuevo se abre con sus datos.",
  upgrade: "Mejore su plan",
  cancel: "Cancelar",
  addClientFirst: "Primero agregue un cliente",
  creating: "Creando...",
  create: "Crear proyecto",
  thisClient: "El cliente de este proyecto",
  clientStays: "{client}: los cobros se enviaron a este cliente, así que se queda con el proyecto.",
  saving: "Guardando...",
  save: "Guardar cambios",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof projectForm> = true;
