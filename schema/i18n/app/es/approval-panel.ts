import type { SameArguments, Translation } from "../catalogue";
import type { approvalPanel as en } from "../en/approval-panel";

export const approvalPanel = {
  tryAgain: "Intentar de nuevo",
  clientApproval: "Aprobación del cliente",
  openedAt: "{name} lo abrió el {date}.",
  notOpened: "Todavía no lo abre.",
  noLinkYet: "Todavía no se le ha enviado un enlace de aprobación a {name}.",
  signInPerson: "Firmar en persona",
  approved: "Aprobado",
  approvedOfficeRecords: "{name} aprobó este avance. La oficina registra el pago cuando llegue.",
  paymentReceived: "¿Recibió el pago?",
  claimed:
    "{name} dice que envió el pago el {date}. Los recordatorios están en pausa. Revise que haya llegado y luego márquelo como pagado.",
  recordWhenIn: "Cuando el dinero esté en su cuenta, regístrelo aquí.",
  paymentRecorded: "Pago registrado",
  partPaid: "Pago parcial: {paid} de {total}",
  balanceDue: "Saldo pendiente: {balance}",
  linkDelivering: "Enlace de aprobación creado el {date}; se está entregando a su cliente.",
  linkFailed: "Enlace de aprobación creado el {date}, pero no se pudo entregar el correo.",
  linkNotSent: "Enlace de aprobación creado el {date} para que usted lo comparta.",
  linkSent: "Enlace de aprobación enviado el {date}.",
  copiedNote:
    "Péguelo en su propio mensaje o correo. Funciona 30 días, a menos que envíe un enlace de aprobación desde aquí: cada envío reemplaza todos los enlaces anteriores, incluido este.",
  willBeSent: "El enlace de aprobación se enviará",
  willBeSentBody: "La entrega a {email} se retrasó; sale sola en unos minutos. También puede copiar el enlace abajo.",
  sent: "Enlace de aprobación enviado",
  sentTo: "Enviado a {to}. Los enlaces anteriores ya no funcionan.",
  sentToCopied: "Enviado a {to}. Los enlaces anteriores, incluido el que copió, ya no funcionan.",
  and: "{first} y {second}",
  sendFailed: "No se pudo enviar el enlace de aprobación",
  copied: "Enlace de aprobación copiado",
  createFailed: "No se pudo crear el enlace de aprobación",
  sending: "Enviando...",
  resend: "Reenviar enlace de aprobación",
  send: "Enviar enlace de aprobación",
  copiedShort: "¡Copiado!",
  creating: "Creando...",
  copyLink: "Copiar enlace",
  copyThisLink: "Copie este enlace",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof approvalPanel> = true;
