import type { SameArguments, Translation } from "../catalogue";
import type { banner as en } from "../en/banner";

export const banner = {
  label: "Suscripción",
  trialLastDay: "Último día de su prueba gratis",
  trialDaysLeft: "Le quedan {days} días de prueba gratis",
  officeTrialLastDay: "Último día de la prueba gratis",
  officeTrialDaysLeft: "Quedan {days} días de la prueba gratis",
  trialText:
    "Tiene acceso completo a Professional. Elija un plan para seguir agregando proyectos y grabando reuniones después de la prueba.",
  seePlans: "Ver planes",
  pastDue: "Su último pago no se pudo cobrar",
  officePastDue: "El último pago no se pudo cobrar",
  pastDueText:
    "Stripe volverá a intentar con la tarjeta. Actualícela para mantener su plan. Sus proyectos, aprobaciones, enlaces de pago, recordatorios y facturas siguen funcionando.",
  fixPayment: "Corregir el pago",
  endsOn: "Su {plan} termina el {date}",
  endsAtPeriodEnd: "Su {plan} termina al final del período de facturación",
  officeEndsOn: "El {plan} termina el {date}",
  officeEndsAtPeriodEnd: "El {plan} termina al final del período de facturación",
  plan: "plan",
  cancelingText: "Mantiene el acceso completo hasta entonces. Puede reanudarlo cuando quiera antes de que termine.",
  resume: "Reanudar",
  trialEnded: "Su prueba gratis terminó",
  subscriptionEnded: "Su suscripción terminó",
  officeTrialEnded: "La prueba gratis terminó",
  officeSubscriptionEnded: "La suscripción terminó",
  lapsedText:
    "Los proyectos nuevos y las grabaciones de reuniones están en pausa. Sus proyectos, aprobaciones, enlaces de pago, recordatorios y facturas siguen funcionando.",
  choosePlan: "Elegir un plan",
  askOwner: "Solo el dueño elige y paga el plan. Pídaselo a {whom} para cambiarlo.",
  theOwner: "{name}, el dueño",
  yourOwner: "el dueño de su empresa",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof banner> = true;
