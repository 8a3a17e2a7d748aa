import type { SameArguments, Translation } from "../catalogue";
import type { notificationTexts as en } from "../en/notification-texts";

const IF_NOT_YOU =
  "Si no fue usted, cambie su contraseña ahora y quite en su Perfil cualquier llave de acceso que no reconozca.";

export const notificationTexts = {
  approvedTitle: "Avance aprobado",
  approvedBody: "{signer} aprobó el Avance n.º {number} de {project} ({amount}).",
  rejectedTitle: "Avance rechazado",
  rejectedReason: '{client} rechazó el Avance n.º {number} de {project} ({amount}). Motivo: "{reason}"',
  rejectedNoReason: "{client} rechazó el Avance n.º {number} de {project} ({amount}). No dio ningún motivo.",
  claimedTitle: "El cliente envió un pago",
  claimedBody:
    "{client} dice que envió {amount} por el Avance n.º {number} ({project}). Confirme que llegó y márquelo como pagado.",
  claimedFieldBody:
    "{client} dice que envió {amount} por el Avance n.º {number} ({project}). La oficina confirma que llegó y lo marca como pagado.",
  recordedTitle: "Pago registrado",
  recordedBody:
    "El Avance n.º {number} de {project} ({amount}) se marcó como pagado en {provider}. Sus recordatorios se detuvieron.",
  failedTitle: "Mensaje no entregado",
  failedEmail: "No se pudo entregar su correo a {to}{subject}. {error}",
  failedSms: "No se pudo entregar su mensaje de texto a {to}{subject}. {error}",
  exportTitle: "Su exportación de datos está lista",
  exportBody: "Sus datos de PayStage se pueden descargar durante las próximas 24 horas.",
  newDeviceTitle: "Nuevo inicio de sesión en su cuenta",
  newDeviceFrom: `Alguien entró con {device} desde {ip}. ${IF_NOT_YOU}`,
  newDevice: `Alguien entró con {device}. ${IF_NOT_YOU}`,
  passwordTitle: "Se cambió su contraseña",
  passwordBody: `Se cambió su contraseña de PayStage. ${IF_NOT_YOU}`,
  passkeyAddedTitle: "Se agregó una llave de acceso",
  passkeyAddedBody: `La llave de acceso "{name}" ya puede entrar en su cuenta. ${IF_NOT_YOU}`,
  passkeyRemovedTitle: "Se quitó una llave de acceso",
  passkeyRemovedBody: `La llave de acceso "{name}" ya no puede entrar. ${IF_NOT_YOU}`,
  twoStepOnTitle: "La verificación en dos pasos está activada",
  twoStepOnBody: `Al entrar ahora también se pide un código de su app de autenticación. ${IF_NOT_YOU}`,
  twoStepOffTitle: "La verificación en dos pasos está desactivada",
  twoStepOffBody: `Al entrar ya no se pide un código de autenticación. ${IF_NOT_YOU}`,
  waiverDeadlineTitle: "Plazo de una renuncia de gravamen",
  waiverDeadlineBody:
    "Solicitud n.º {number}: si no le han pagado {amount}, {state} exige una declaración jurada de falta de pago (affidavit of nonpayment) a más tardar el {date} ({statute}); después de esa fecha, la renuncia vale como si le hubieran pagado.",
  duplicateTitle: "Cancelamos una segunda suscripción",
  duplicateRefunded:
    "Se inició una segunda suscripción de PayStage para su empresa, desde un segundo pago. La cancelamos de inmediato y le devolvimos todo lo cobrado (el reembolso llega a la tarjeta en 5 a 10 días hábiles). Su plan no cambia y lo paga una sola vez.",
  duplicateUncharged:
    "Se inició una segunda suscripción de PayStage para su empresa, desde un segundo pago. La cancelamos de inmediato, antes de que cobrara nada. Su plan no cambia y lo paga una sola vez.",
  notesReadyTitle: "Las notas de la reunión están listas",
  notesReadyBody: '"{meeting}": el resumen, los puntos clave y las tareas están listos para revisar.',
  notesFailedTitle: "Las notas de la reunión necesitan su ayuda",
  notesFailedBody:
    '"{meeting}": la grabación está guardada, pero las notas no se pudieron escribir automáticamente. Agréguelas a mano.',
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof notificationTexts> = true;
