// Spanish for contractors, as common.ts: "usted", "avance" for a billed stage. Lines marked "review:" wait for a
// native reader (ADR 0195).
import type { SameArguments, Translation } from "../catalogue";
import type { signingPage as en } from "../en/signing-page";

export const signingPage = {
  title: "Aprobación del avance",
  // review: "Entréguele su dispositivo" for "Hand your device".
  handDevice: "Entréguele su dispositivo a {name} para que revise el trabajo y firme.",
  loadFailed: "No se pudo cargar este avance",
  backToInvoices: "Volver a Facturas",
  backToProjects: "Volver a Proyectos",
  project: "Proyecto",
  progressNumber: "Avance #",
  amount: "Monto",
  dueDate: "Fecha de vencimiento",
  completion: "Avance de obra",
  description: "Descripción",
  photos: "Fotos ({count})",
  rejectedOn: "Rechazado el {when}",
  rejectionReason: "Motivo: {reason}",
  noReason: "No se dio ningún motivo.",
  rejectedFollowUp: "No se debe ningún pago por este avance. {company} se pondrá en contacto.",
  approvedOn: "Aprobado el {when}",
  approvedByOn: "Aprobado por {name} el {when}",
  paid: "Pagado. ¡Gracias!",
  paidOn: "Pagado el {when}. ¡Gracias!",
  approvalFinal: "Esta aprobación es definitiva. El registro firmado se adjunta a la factura.",
  notFound: "Avance no encontrado",
  notFoundText: "El avance que busca no existe o usted no tiene permiso para verlo.",
  notFoundHint: "Revise que inició sesión en la cuenta que lo envió, o abra el cobro desde Facturas.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof signingPage> = true;
