import type { SameArguments, Translation } from "../catalogue";
import type { wizardPhotos as en } from "../en/wizard-photos";

export const wizardPhotos = {
  photosTitle: "Fotos del trabajo",
  photosHint: "Muestre el trabajo que cubre esta etapa. Los clientes aprueban más rápido cuando lo pueden ver.",
  takePhoto: "Tomar foto",
  choosePhotos: "Elegir fotos",
  filesNotAdded: "Archivos no agregados",
  dismiss: "Descartar {name}",
  noPhotos: "Todavía no hay fotos. Agregue al menos una para continuar.",
  photosList: "Fotos",
  photoN: "Foto {index}",
  captionFor: "Descripción de la foto {index}",
  captionPlaceholder: "Descripción (opcional)",
  removePhoto: "Quitar la foto {index}",
  uploadFailed: "No se pudo subir",
  savedOnDevice: "Guardada en este dispositivo. Se sube cuando vuelva a tener conexión.",
  uploaded: "Subida",
  preparing: "Preparando...",
  uploading: "Subiendo {percent}%",
  uploadOf: "Subida de {name}",
  continueToReview: "Continuar a Revisar",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof wizardPhotos> = true;
