// Spanish for the "Client approval" card (issue 34, ADR 0195); "usted", as the other catalogues. Lines marked
// "review:" wait for a native reader.
import type { SameArguments, Translation } from "../catalogue";
import type { approval as en } from "../en/approval";

export const approval = {
  tryAgain: "Reintentar",
  title: "Aprobación del cliente",
  openedOn: "{name} lo abrió el {date}.",
  notOpened: "Todavía no lo ha abierto.",
  noLink: "Todavía no se ha enviado un enlace de aprobación a {name}.",
  signInPerson: "Firmar en persona",
  approved: "Aprobado",
  approvedNote: "{name} aprobó esta facturación. La oficina registra el pago cuando llegue.",
  received: "¿Recibió el pago?",
  claimed:
    "{name} dice que envió el pago el {date}. Los recordatorios están en pausa. Verifique que llegó y luego márquelo como pagado.",
  recordHere: "Cuando el dinero esté en su cuenta, regístrelo aquí.",
  recorded: "Pago registrado",
  paid: "Pagado",
  paidOn: " el {date}",
  paidBy: " por {method}",
  reference: " (referencia {reference})",
  partPaid: "Pago parcial: {paid} de {total}",
  balanceDue: "Saldo pendiente: {balance}",
  delivering: "Enlace de aprobación creado el {when}; se está enviando a su cliente.",
  failed: "Enlace de aprobación creado el {when}, pero no se pudo entregar el correo.",
  notSent: "Enlace de aprobación creado el {when} para que usted lo comparta.",
  sent: "Enlace de aprobación enviado el {when}.",
  copiedNote:
    "Péguelo en su propio mensaje o correo. Funciona por 30 días, a menos que envíe un enlace de aprobación desde aquí: cada envío reemplaza todos los enlaces anteriores, incluido este.",
  willSend: "El enlace de aprobación se enviará",
  // review: "demorado" vs "retrasado".
  delayed:
    "El envío a {email} está demorado; saldrá automáticamente en unos minutos. También puede copiar el enlace de abajo.",
  linkSent: "Enlace de aprobación enviado",
  sentTo: "Enviado a {to}. Los enlaces anteriores ya no funcionan.",
  sentToCopied: "Enviado a {to}. Los enlaces anteriores, incluido el que copió, ya no funcionan.",
  and: "{email} y {phone}",
  sendFailed: "No se pudo enviar el enlace de aprobación",
  copied: "Enlace de aprobación copiado",
  createFailed: "No se pudo crear el enlace de aprobación",
  sending: "Enviando...",
  resend: "Reenviar enlace de aprobación",
  send: "Enviar enlace de aprobación",
  copiedShort: "¡Copiado!",
  creating: "Creando...",
  copy: "Copiar enlace",
  copyThis: "Copie este enlace",
  bank: "Transferencia bancaria",
  check: "Cheque",
  cash: "Efectivo",
  card: "Tarjeta",
  other: "Otro",
  markPaid: "Marcar como pagado",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof approval> = true;
