// Spanish for signing in person and the app's /thank-you (issue 34, ADR 0195, ADR 0230), in the words the client's
// Spanish link page uses (schema/i18n/client/es.ts). Lines marked "review:" wait for a native reader.
import type { SameArguments, Translation } from "../catalogue";
import type { signing as en } from "../en/signing";

export const signing = {
  form: "Firmar y aprobar",
  signatureTitle: "Firma del cliente",
  clear: "Borrar",
  signHere: "Firme aquí con el dedo o el mouse",
  padFailed: "No se pudo cargar el recuadro de la firma. Revise su señal y vuelva a cargar.",
  padLoading: "Cargando el recuadro de la firma...",
  signatureRequired: "La firma es obligatoria",
  signerName: "Su nombre completo",
  reject: "Rechazar",
  approve: "Aprobar",
  approving: "Aprobando...",
  approved: "Avance aprobado",
  approvalFailed: "No se pudo aprobar",
  rejected: "Avance rechazado",
  rejectionFailed: "No se pudo rechazar",
  notified: "Se le avisó a {company}.",
  decidedApproved: "Aprobado.",
  decidedRejected: "Rechazado.",
  oneMoment: "Un momento...",
  rejectTitle: "¿Rechazar este avance?",
  rejectDescription:
    "Se le avisará a {company}, con su motivo si lo indica. No se debe ningún pago por un avance rechazado.",
  rejectReason: "Motivo (opcional)",
  rejectPlaceholder: "¿Qué debe cambiar antes de que usted lo apruebe?",
  cancel: "Cancelar",
  rejectSubmit: "Rechazar avance",
  rejecting: "Rechazando...",
  thanks: "Gracias",
  thanksApprovedTitle: "¡Gracias!",
  thanksApproved:
    "Su aprobación se envió a {company}. Ya se les avisó, y su aprobación firmada se adjunta a la factura.",
  thanksRejectedTitle: "Gracias por avisarnos",
  thanksRejected:
    "Se le avisó a {company} que este avance fue rechazado, con su motivo si lo indicó. No se debe ningún pago por él. Se pondrán en contacto para corregirlo y luego le enviarán un nuevo avance para aprobar.",
  nextSteps: "Qué sigue",
  stepInvoice: "{company} le envía la factura y las formas de pago.",
  stepConfirm: "Le confirman cuando llegue su pago.",
  recorded: "Se registró su respuesta. Puede cerrar esta página; ya se le avisó al contratista.",
  // review: handing the phone back, said to the client.
  handBack: "Por favor, devuelva el dispositivo a {company}.",
  backToStatus: "Volver al estado del pago",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof signing> = true;
