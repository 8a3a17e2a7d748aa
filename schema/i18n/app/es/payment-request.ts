import type { SameArguments, Translation } from "../catalogue";
import type { paymentRequest as en } from "../en/payment-request";

export const paymentRequest = {
  title: "Solicitar pago",
  description: "Envíe a {name} el monto pendiente y cómo pagar.",
  sent: "Solicitud de pago enviada.",
  failed: "No se pudo enviar la solicitud de pago",
  unknownError: "Ocurrió un error desconocido",
  sendBy: "Enviar por",
  email: "Correo",
  both: "Ambos",
  emailAndSms: "Correo y SMS",
  goesToBoth: "El correo va a {email}; los mensajes de texto a {phone}.",
  goesToEmail: "El correo va a {email}. Agregue un teléfono a este cliente para enviar mensajes de texto.",
  message: "Mensaje",
  allMethods: "Incluir todas las formas de pago registradas",
  signAs: "Firmar como",
  company: "Empresa",
  accounting: "Departamento de contabilidad",
  finance: "Equipo de finanzas",
  collections: "Departamento de cobranza",
  personal: "Personal (su nombre)",
  signature: "Su firma",
  signatureHint: "Déjela en blanco para firmar con su nombre.",
  cancel: "Cancelar",
  sending: "Enviando...",
  send: "Enviar solicitud",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof paymentRequest> = true;
