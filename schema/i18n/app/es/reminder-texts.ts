import type { SameArguments, Translation } from "../catalogue";
import type { reminderTexts as en } from "../en/reminder-texts";

export const reminderTexts = {
  email: "Correo",
  sms: "Mensaje de texto (SMS)",
  trigger_days_after_submission: "Días después del envío",
  trigger_days_before_due: "Días antes del vencimiento",
  trigger_on_due_date: "El día del vencimiento",
  trigger_days_after_due: "Días después del vencimiento",
  when_on_due_date: "El día del vencimiento",
  when_days_after_submission: "{count, plural, one {# día} other {# días}} después del envío",
  when_days_before_due: "{count, plural, one {# día} other {# días}} antes del vencimiento",
  when_days_after_due: "{count, plural, one {# día} other {# días}} después del vencimiento",
  emailPreview: "Vista previa del correo",
  textPreview: "Vista previa del mensaje de texto",
  textMessage: "Mensaje de texto",
  to: "para {to}",
  inLanguage: "en {language}",
  smsLength: "{count} caracteres",
  smsLengthLink: "Unos {count} caracteres con el enlace",
  sentAsTexts: ", se envía como {count} mensajes",
  characters: "{count, plural, one {# carácter} other {# caracteres}}",
  segmentCount: "{count, plural, one {# segmento} other {# segmentos}}",
  beforeFilled: "{segments}, antes de llenar los nombres y el enlace",
  // review: "alfabeto básico de mensajes de texto" for GSM-7.
  unicode:
    '. "{letter}" no está en el alfabeto básico de mensajes de texto, así que cada segmento lleva 70 caracteres en vez de 160',
  byLanguage: "Los clientes que leen otro idioma lo reciben en el suyo: {list}",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof reminderTexts> = true;
