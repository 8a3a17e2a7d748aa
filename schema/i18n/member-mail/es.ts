// What PayStage emails and texts a Spanish-reading member (issue 34, ADR 0243). Usted, as the app's Spanish is; a
// sentence the email shares with the bell is the bell's own Spanish (app/es/notification-texts.ts). Lines marked
// "review:" wait for a native reader (ADR 0195).

import type { SameArguments, Translation } from "../app/catalogue";
import { invite } from "../app/es/invite";
import { notificationTexts as note } from "../app/es/notification-texts";
import type { en } from "./en";

export const es = {
  greeting: "Hola, {name}:",
  billedBy: "Lo facturó {name}.",
  billingSubject: "{title}: {project}, Avance n.º {number}",
  approvedTitle: note.approvedTitle,
  approvedBody: note.approvedBody,
  rejectedTitle: note.rejectedTitle,
  rejectedReason: note.rejectedReason,
  rejectedNoReason: note.rejectedNoReason,
  signedInPerson: "Firmado en persona en su dispositivo.",
  nextApprovedTeam:
    "Siguiente paso: el cliente ya tiene sus opciones de pago. Márquelo como pagado en PayStage cuando llegue el dinero.",
  nextApprovedField:
    "Siguiente paso: el cliente ya tiene las opciones de pago. La oficina lo marca como pagado cuando llegue el dinero; usted no tiene que hacer nada.",
  nextRejected: "Siguiente paso: corrija lo que pidió el cliente y luego envíe un nuevo avance.",
  claimSubject: "Pago enviado: {project}, Avance n.º {number} ({amount})",
  claimFact: "{client} dice que envió {amount} por el Avance n.º {number} ({project}).",
  nextClaimedTeam:
    "Los recordatorios de este avance están en pausa. Cuando el dinero esté en su cuenta, abra el avance en PayStage y márquelo como pagado.",
  nextClaimedField:
    "Los recordatorios de este avance están en pausa. La oficina confirma que llegó el dinero y lo marca como pagado; usted no tiene que hacer nada.",
  recordedTitle: note.recordedTitle,
  recordedBody: note.recordedBody,
  duplicateTitle: note.duplicateTitle,
  duplicateRefunded: note.duplicateRefunded,
  duplicateUncharged: note.duplicateUncharged,
  yourSubscription: "Su suscripción: {link}",
  newDeviceTitle: note.newDeviceTitle,
  newDeviceFrom: note.newDeviceFrom,
  newDevice: note.newDevice,
  passwordTitle: note.passwordTitle,
  passwordBody: note.passwordBody,
  passkeyAddedTitle: note.passkeyAddedTitle,
  passkeyAddedBody: note.passkeyAddedBody,
  passkeyRemovedTitle: note.passkeyRemovedTitle,
  passkeyRemovedBody: note.passkeyRemovedBody,
  twoStepOnTitle: note.twoStepOnTitle,
  twoStepOnBody: note.twoStepOnBody,
  twoStepOffTitle: note.twoStepOffTitle,
  twoStepOffBody: note.twoStepOffBody,
  // review: "lo invitó" assumes a man; the invite page says the same (app/es/invite.ts).
  inviteSubject: "{inviter} lo invitó a {company} en PayStage",
  inviteBody:
    "{inviter} lo invitó a unirse a {company} en PayStage como {role}. Cree su acceso aquí: {link} (el enlace vale por {days, plural, one {# día} other {# días}}).",
  roleOwner: invite.asOwner,
  roleOffice: invite.asOffice,
  roleField: invite.asField,
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof es> = true;
