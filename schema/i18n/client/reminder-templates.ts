// The four default reminder templates in every client language (issue 34, ADR 0175), {{variable}} syntax as the
// template editor writes it. A company's templates start as the English ones; a client who reads another language
// gets that language's words while the company's template is still the English default word for word (the worker's
// reminder-translations.ts decides; the Send reminders preview shows the same). Loaded on intent by the web.
import type { ReminderFacts } from "../../contracts/nudge-texts";
import { formatDayIn } from "../../rules/locale-formats";
import { clientLocale, type Language } from "../languages";

export type ReminderTexts = { emailSubject: string; emailBody: string; smsBody: string };
export type DefaultReminderName = "Payment Reminder" | "Due Today" | "Past Due" | "Approval Follow-up";

const signOff = "{{userName}}\n{{companyName}}";

/** PayStage's English defaults, as every new account starts with them (worker/services/default-templates.ts). */
const en: Record<DefaultReminderName, ReminderTexts> = {
  "Payment Reminder": {
    emailSubject: "Payment reminder: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nThis is a friendly reminder that {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due {{dueDate}}.\n\nYou can review the work and see how to pay here:\n{{paymentLink}}\n\nThank you for your business,\n${signOff}`,
    smsBody:
      "{{companyName}}: friendly reminder, {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due {{dueDate}}. Details: {{paymentLink}}",
  },
  "Due Today": {
    emailSubject: "Due today: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nPayment of {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due today, {{dueDate}}.\n\nThe work details and payment options are here:\n{{paymentLink}}\n\nThank you,\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} for {{projectName}} (Progress #{{progressNumber}}) is due today. Review or pay: {{paymentLink}}",
  },
  "Past Due": {
    emailSubject: "Past due: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nOur records show {{amount}} for {{projectName}} (Progress #{{progressNumber}}) was due {{dueDate}} and is still open.\n\nIf you have already paid, thank you. Please let us know on the page below so we can match it. Otherwise you can pay there:\n{{paymentLink}}\n\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} for {{projectName}} (Progress #{{progressNumber}}) was due {{dueDate}}. Pay, or tell us it's sent: {{paymentLink}}",
  },
  "Approval Follow-up": {
    emailSubject: "Please review: {{projectName}}, Progress #{{progressNumber}}",
    emailBody: `Hi {{clientName}},\n\nProgress #{{progressNumber}} on {{projectName}} ({{amount}}) is waiting for your review. The photos and details are here, and you can approve with your signature in under a minute, no account needed:\n{{approvalLink}}\n\nThank you,\n${signOff}`,
    smsBody:
      "{{companyName}}: Progress #{{progressNumber}} on {{projectName}} ({{amount}}) is waiting for your approval. Review and sign: {{approvalLink}}",
  },
};

const es: Record<DefaultReminderName, ReminderTexts> = {
  "Payment Reminder": {
    emailSubject: "Recordatorio de pago: {{projectName}}, avance #{{progressNumber}}",
    emailBody: `Hola, {{clientName}}:\n\nLe recordamos que el pago de {{amount}} por {{projectName}} (avance #{{progressNumber}}) vence el {{dueDate}}.\n\nAquí puede revisar el trabajo y ver cómo pagar:\n{{paymentLink}}\n\nGracias por su confianza,\n${signOff}`,
    smsBody:
      "{{companyName}}: le recordamos que {{amount}} por {{projectName}} (avance #{{progressNumber}}) vence el {{dueDate}}. Detalles: {{paymentLink}}",
  },
  "Due Today": {
    emailSubject: "Vence hoy: {{projectName}}, avance #{{progressNumber}}",
    emailBody: `Hola, {{clientName}}:\n\nEl pago de {{amount}} por {{projectName}} (avance #{{progressNumber}}) vence hoy, {{dueDate}}.\n\nLos detalles del trabajo y las formas de pago están aquí:\n{{paymentLink}}\n\nGracias,\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} por {{projectName}} (avance #{{progressNumber}}) vence hoy. Revise o pague: {{paymentLink}}",
  },
  "Past Due": {
    emailSubject: "Pago vencido: {{projectName}}, avance #{{progressNumber}}",
    emailBody: `Hola, {{clientName}}:\n\nSegún nuestros registros, el pago de {{amount}} por {{projectName}} (avance #{{progressNumber}}) venció el {{dueDate}} y sigue pendiente.\n\nSi ya pagó, gracias. Avísenos en la página de abajo para poder identificarlo. Si no, puede pagar ahí:\n{{paymentLink}}\n\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} por {{projectName}} (avance #{{progressNumber}}) venció el {{dueDate}}. Pague o avísenos que ya lo envió: {{paymentLink}}",
  },
  "Approval Follow-up": {
    emailSubject: "Por favor revise: {{projectName}}, avance #{{progressNumber}}",
    emailBody: `Hola, {{clientName}}:\n\nEl avance #{{progressNumber}} de {{projectName}} ({{amount}}) espera su revisión. Aquí están las fotos y los detalles, y puede aprobarlo con su firma en menos de un minuto, sin crear una cuenta:\n{{approvalLink}}\n\nGracias,\n${signOff}`,
    smsBody:
      "{{companyName}}: el avance #{{progressNumber}} de {{projectName}} ({{amount}}) espera su aprobación. Revise y firme: {{approvalLink}}",
  },
};

const fr: Record<DefaultReminderName, ReminderTexts> = {
  "Payment Reminder": {
    emailSubject: "Rappel de paiement : {{projectName}}, situation n° {{progressNumber}}",
    emailBody: `Bonjour {{clientName}},\n\nPetit rappel : le paiement de {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) est dû le {{dueDate}}.\n\nVous pouvez consulter les travaux et voir comment payer ici :\n{{paymentLink}}\n\nMerci de votre confiance,\n${signOff}`,
    smsBody:
      "{{companyName}} : petit rappel, {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) est dû le {{dueDate}}. Détails : {{paymentLink}}",
  },
  "Due Today": {
    emailSubject: "Échéance aujourd'hui : {{projectName}}, situation n° {{progressNumber}}",
    emailBody: `Bonjour {{clientName}},\n\nLe paiement de {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) arrive à échéance aujourd'hui, le {{dueDate}}.\n\nLe détail des travaux et les moyens de paiement sont ici :\n{{paymentLink}}\n\nMerci,\n${signOff}`,
    smsBody:
      "{{companyName}} : {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) est dû aujourd'hui. Consulter ou payer : {{paymentLink}}",
  },
  "Past Due": {
    emailSubject: "Paiement en retard : {{projectName}}, situation n° {{progressNumber}}",
    emailBody: `Bonjour {{clientName}},\n\nSelon nos dossiers, le paiement de {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) était dû le {{dueDate}} et n'a pas encore été reçu.\n\nSi vous avez déjà payé, merci. Indiquez-le sur la page ci-dessous pour que nous puissions le retrouver. Sinon, vous pouvez y payer :\n{{paymentLink}}\n\n${signOff}`,
    smsBody:
      "{{companyName}} : {{amount}} pour {{projectName}} (situation n° {{progressNumber}}) était dû le {{dueDate}}. Payez, ou dites-nous que c'est envoyé : {{paymentLink}}",
  },
  "Approval Follow-up": {
    emailSubject: "À vérifier : {{projectName}}, situation n° {{progressNumber}}",
    emailBody: `Bonjour {{clientName}},\n\nLa situation n° {{progressNumber}} de {{projectName}} ({{amount}}) attend votre vérification. Les photos et le détail sont ici, et vous pouvez l'approuver avec votre signature en moins d'une minute, sans compte :\n{{approvalLink}}\n\nMerci,\n${signOff}`,
    smsBody:
      "{{companyName}} : la situation n° {{progressNumber}} de {{projectName}} ({{amount}}) attend votre approbation. Consultez et signez : {{approvalLink}}",
  },
};

/** Québec's words for a billed stage ("demande de paiement"), otherwise France's. review: a Québec reader. */
const frCA = Object.fromEntries(
  Object.entries(fr).map(([name, texts]) => [
    name,
    Object.fromEntries(
      Object.entries(texts).map(([k, v]) => [
        k,
        v
          .replace(/[Ll]a situation n°/g, (m) =>
            m[0] === "L" ? "La demande de paiement n°" : "la demande de paiement n°",
          )
          .replace(/situation n°/g, "demande de paiement n°"),
      ]),
    ) as ReminderTexts,
  ]),
) as Record<DefaultReminderName, ReminderTexts>;

const de: Record<DefaultReminderName, ReminderTexts> = {
  "Payment Reminder": {
    emailSubject: "Zahlungserinnerung: {{projectName}}, Abschlag Nr. {{progressNumber}}",
    emailBody: `Guten Tag {{clientName}},\n\nwir möchten Sie freundlich daran erinnern, dass {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) am {{dueDate}} fällig ist.\n\nHier können Sie die Arbeiten ansehen und sehen, wie Sie zahlen können:\n{{paymentLink}}\n\nVielen Dank für Ihren Auftrag\n${signOff}`,
    smsBody:
      "{{companyName}}: freundliche Erinnerung, {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) ist am {{dueDate}} fällig. Details: {{paymentLink}}",
  },
  "Due Today": {
    emailSubject: "Heute fällig: {{projectName}}, Abschlag Nr. {{progressNumber}}",
    emailBody: `Guten Tag {{clientName}},\n\ndie Zahlung von {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) ist heute, am {{dueDate}}, fällig.\n\nDie Einzelheiten der Arbeiten und die Zahlungswege finden Sie hier:\n{{paymentLink}}\n\nVielen Dank\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) ist heute fällig. Ansehen oder zahlen: {{paymentLink}}",
  },
  "Past Due": {
    emailSubject: "Überfällig: {{projectName}}, Abschlag Nr. {{progressNumber}}",
    emailBody: `Guten Tag {{clientName}},\n\nnach unseren Unterlagen war {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) am {{dueDate}} fällig und ist noch offen.\n\nFalls Sie schon gezahlt haben, vielen Dank. Bitte geben Sie uns auf der Seite unten Bescheid, damit wir die Zahlung zuordnen können. Andernfalls können Sie dort zahlen:\n{{paymentLink}}\n\n${signOff}`,
    smsBody:
      "{{companyName}}: {{amount}} für {{projectName}} (Abschlag Nr. {{progressNumber}}) war am {{dueDate}} fällig. Zahlen oder Zahlung melden: {{paymentLink}}",
  },
  "Approval Follow-up": {
    emailSubject: "Bitte prüfen: {{projectName}}, Abschlag Nr. {{progressNumber}}",
    emailBody: `Guten Tag {{clientName}},\n\nAbschlag Nr. {{progressNumber}} für {{projectName}} ({{amount}}) wartet auf Ihre Prüfung. Fotos und Einzelheiten finden Sie hier, und Sie können ihn in weniger als einer Minute mit Ihrer Unterschrift freigeben, ganz ohne Konto:\n{{approvalLink}}\n\nVielen Dank\n${signOff}`,
    smsBody:
      "{{companyName}}: Abschlag Nr. {{progressNumber}} für {{projectName}} ({{amount}}) wartet auf Ihre Freigabe. Ansehen und unterschreiben: {{approvalLink}}",
  },
};

export const DEFAULT_REMINDER_TEXTS: Record<Language, Record<DefaultReminderName, ReminderTexts>> = {
  en,
  es,
  fr,
  "fr-CA": frCA,
  de,
};

/** What {{dueDate}} says when the progress has none, in each language. */
export const NO_DUE_DATE: Record<Language, string> = {
  en: "upon receipt",
  es: "al recibirla",
  fr: "à réception",
  "fr-CA": "à réception",
  de: "sofort nach Erhalt",
};

/**
 * A reminder as a client reading `language` gets it: the default's words in their language while `template` is the
 * English default, their dates and numbers. English: exactly the template and facts given. Shared by the Worker's
 * sends and the Send reminders preview, so the contractor sees what the client will read.
 */
export function reminderInLanguage(
  template: ReminderTexts,
  facts: ReminderFacts,
  language: Language,
): { template: ReminderTexts; facts: ReminderFacts } {
  if (language === "en") return { template, facts };
  const name = (Object.keys(DEFAULT_REMINDER_TEXTS.en) as DefaultReminderName[]).find((n) => {
    const d = DEFAULT_REMINDER_TEXTS.en[n];
    return (
      d.emailSubject === template.emailSubject && d.emailBody === template.emailBody && d.smsBody === template.smsBody
    );
  });
  const locale = clientLocale(language, facts.locale ?? "en-US");
  return {
    template: name ? DEFAULT_REMINDER_TEXTS[language][name] : template,
    facts: { ...facts, locale, dayText: (iso) => formatDayIn(iso, locale), noDueDateText: NO_DUE_DATE[language] },
  };
}
