// Spanish for Project Details' "Manage project" card (issue 34, ADR 0195); "usted", and "Facturas" for the Invoices
// tab, as the shell names it. Lines marked "review:" wait for a native reader.
import type { SameArguments, Translation } from "../catalogue";
import type { projectActions as en } from "../en/project-actions";

export const projectActions = {
  archivedNote:
    "Archivado. Ya no aparece en sus listas; sus facturas, firmas e historial de pagos se conservan y se abren desde Facturas.",
  title: "Administrar proyecto",
  edit: "Editar proyecto",
  reopened: "Proyecto reabierto",
  reopenedNote: "Puede volver a enviar avances en él.",
  reopenFailed: "No se pudo reabrir el proyecto",
  reopening: "Reabriendo...",
  reopen: "Reabrir proyecto",
  completed: "Proyecto terminado",
  // review: "Enviar avance" is how the projects list names Submit Progress.
  completedNote: "Pasa a la pestaña Terminados y deja de ofrecer Enviar avance.",
  completeFailed: "No se pudo terminar el proyecto",
  saving: "Guardando...",
  complete: "Marcar como terminado",
  delete: "Eliminar proyecto",
  archived: "Proyecto archivado",
  archivedToast: "Sus facturas e historial de pagos se conservan en Facturas.",
  deleted: "Proyecto eliminado",
  deletedNote: "El proyecto se eliminó.",
  deleteFailed: "No se pudo eliminar el proyecto",
  archiveTitle: "¿Archivar «{name}»?",
  deleteTitle: "¿Eliminar «{name}»?",
  archiveBody:
    "Este proyecto tiene facturaciones, así que se archivará en lugar de eliminarse: sale de sus listas, y cada factura, firma y pago queda en Facturas.",
  deleteBody: "Esto eliminará para siempre el proyecto «{name}». Esta acción no se puede deshacer.",
  archive: "Archivar proyecto",
  archiving: "Archivando...",
  cancel: "Cancelar",
  deleting: "Eliminando...",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof projectActions> = true;
