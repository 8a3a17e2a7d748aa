import type { SameArguments, Translation } from "../catalogue";
import type { planChange as en } from "../en/plan-change";

export const planChange = {
  perYear: "{amount}/año",
  perMonth: "{amount}/mes",
  // "{end}" is a date or this phrase, each after "el"/"del" in the sentences that use it.
  periodEnd: "final de este período de facturación",
  keepTitle: "¿Conservar {plan}?",
  keepText: "Se cancela su cambio a {next}. Sigue en {plan} a {price}. No se cobra nada ahora.",
  anotherPlan: "otro plan",
  keep: "Conservar {plan}",
  upgradeTitle: "¿Subir a {plan}?",
  upgradeTrialText:
    "{plan} empieza ahora; los límites de su prueba gratis siguen hasta el {date}. No se cobra nada mientras dure su prueba gratis; después, {price} a partir del {date}.",
  upgrade: "Subir a {plan}",
  upgradeText:
    "{plan} empieza ahora, con sus límites. Hoy se le cobran {now} por el resto de este período de facturación (la diferencia, prorrateada por día) y después {price} a partir del {end}.",
  seatsOne:
    " {plan} es para un solo usuario: el otro miembro sigue trabajando, pero no se puede invitar a nadie nuevo mientras esté en este plan.",
  seatsMany:
    " {plan} es para un solo usuario: los otros {count} miembros siguen trabajando, pero no se puede invitar a nadie nuevo mientras esté en este plan.",
  switchTitle: "¿Cambiar a {plan}?",
  switchText:
    "Conserva {from} hasta el {end}. Después {plan} empieza a {price}, con sus límites. No se cobra nada ahora.",
  switch: "Cambiar a {plan}",
  toYearlyTitle: "¿Cambiar a facturación anual?",
  toMonthlyTitle: "¿Cambiar a facturación mensual?",
  toYearly: "Cambiar a facturación anual",
  toMonthly: "Cambiar a facturación mensual",
  periodTrialText:
    "Después {plan} se factura a {price} a partir del {date}, cuando termine su prueba gratis. No se cobra nada ahora.",
  yearlyText:
    "La facturación anual empieza hoy a {price}. Hoy se le cobran {today}: el año, menos la parte no usada de este mes.",
  monthlyText:
    "La facturación mensual empieza hoy a {price}. La parte no usada de su año queda como crédito y paga sus próximos cargos mensuales; hoy no se cobra nada.",
  notNow: "Ahora no",
  changing: "Cambiando de plan...",
  paymentNeeded: "Falta el pago para subir de plan",
  paymentNeededText:
    "Su banco rechazó el pago o le pidió confirmarlo, así que sigue en {current} con sus límites. Pague la factura abierta para pasar a {plan}; sin pago, el cambio se cancela en un día.",
  yourPlan: "su plan",
  scheduled: "Cambio de plan programado",
  scheduledText: "{plan} empieza el {date}. No se cobró nada ahora.",
  changed: "Plan cambiado",
  onNow: "Ya está en {plan}.",
  yourNewPlan: "su plan nuevo",
  debit: "La diferencia se debita de su cuenta bancaria; tarda unos días hábiles en acreditarse.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof planChange> = true;
