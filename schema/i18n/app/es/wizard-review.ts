import type { SameArguments, Translation } from "../catalogue";
import type { wizardReview as en } from "../en/wizard-review";

export const wizardReview = {
  title: "Revisar",
  reviewCompletion: "Avance de obra",
  reviewAmount: "Monto",
  reviewDueDate: "Fecha de vencimiento",
  noDueDate: "Sin fecha de vencimiento",
  reviewDescription: "Descripción",
  noDescription: "Sin descripción",
  reviewPhotos: "Fotos",
  photoCount: "{count, plural, one {# foto} other {# fotos}}",
  photoThumbnails: "Miniaturas de las fotos",
  photoN: "Foto {index}",
  offlineSubmit:
    "No tiene conexión. Al enviar, este avance y sus fotos se guardan en este dispositivo y se envían solos, una sola vez, cuando vuelva a tener conexión.",
  waitingFor: "Esperando a que {count, plural, one {termine de subir # foto} other {terminen de subir # fotos}}...",
  failedUploads:
    "{count, plural, one {No se pudo subir # foto. Reinténtela o quítela primero.} other {No se pudieron subir # fotos. Reinténtelas o quítelas primero.}}",
  fixPhotos: "Corregir fotos",
  submitting: "Enviando...",
  submitProgress: "Enviar avance",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof wizardReview> = true;
