import type { SameArguments, Translation } from "../catalogue";
import type { wizard as en } from "../en/wizard";

export const wizard = {
  title: "Enviar avance",
  stepsLabel: "Pasos para enviar el avance",
  stepProject: "Proyecto",
  stepDetails: "Detalles",
  stepPhotos: "Fotos",
  stepReview: "Revisar",
  stepDone: " (listo)",
  restored: "Guardamos el avance que aún no había enviado.",
  startOver: "Empezar de nuevo",
  loadingProject: "Cargando el proyecto",
  projectGone: "El proyecto que eligió ya no se puede facturar (terminado, archivado o eliminado). Elija otro.",
  projectNotFound: "No se encontró la información del proyecto",
  projectNotFoundHint:
    "Puede estar terminado (reábralo desde sus detalles para volver a facturar), archivado o eliminado.",
  chooseProject: "Elegir un proyecto",
  selectProject: "Elija un proyecto",
  searchProjects: "Buscar proyectos...",
  loadingProjects: "Cargando proyectos",
  projectsFailed: "No se pudieron cargar sus proyectos",
  noProjects: "No se encontraron proyectos",
  noProjectsSearch: "Pruebe con otra búsqueda o borre la búsqueda",
  noProjectsHint: "Primero cree un proyecto para enviar un avance",
  clearSearch: "Borrar búsqueda",
  goToProjects: "Ir a Proyectos",
  lastProgress: "Último: {label}",
  noPreviousProgress: "Sin avances anteriores",
  payAppsTitle: "Este proyecto se factura con solicitudes de pago",
  payAppsHint: "Empiece su próxima solicitud desde la página del proyecto.",
  newPayApp: "Nueva solicitud de pago",
  submittedToast: "Avance enviado",
  submitFailed: "No se pudo enviar el avance",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof wizard> = true;
