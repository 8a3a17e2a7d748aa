// What each plan offers, in Spanish (issue 34, ADR 0198): the pricing cards' lines after the English of
// schema/contracts/plan-pitch.ts and describeQuotas (plans.ts). Plan names are product names and stay as checkout shows
// them. Lines marked "review:" wait for a native reader.
import type { PlanPitch } from "#schema/contracts/plan-pitch";
import { isUnlimited, type Plan, type PlanId } from "#schema/contracts/plans";
import { formatMessage } from "#schema/i18n/message-format";

export const PLAN_PITCH_ES: Record<PlanId, PlanPitch> = {
  solo: {
    audience: "Para el dueño que lleva cada obra",
    features: [
      "Cobros por avance con fotos desde tu celular",
      "Aprobación del cliente con su firma en la pantalla",
      "Recordatorios de pago por correo y SMS",
      "Facturas en PDF con la aprobación firmada",
    ],
  },
  starter: {
    audience: "Para un equipo pequeño con varias obras en marcha",
    features: [
      "Todo lo de Solo Contractor",
      "Tus propias plantillas y calendarios de recordatorios",
      "Resumen del flujo de efectivo de todas tus obras",
    ],
  },
  professional: {
    audience: "Para negocios que cobran varias obras cada semana",
    features: [
      "Todo lo de Starter Package",
      "Resúmenes y tareas con IA de las juntas grabadas en la obra",
      "Soporte prioritario",
    ],
  },
  enterprise: {
    // review: "cuadrillas" for crews.
    audience: "Para contratistas con varias cuadrillas y grupos del ramo",
    features: [
      "Todo lo de Professional Package",
      "Ayuda para configurar a tu personal de oficina y de campo",
      "Un gerente de cuenta asignado",
      "Condiciones de contrato y facturación a la medida de tu empresa",
    ],
  },
};

const QUOTAS = {
  projects: "{count, plural, one {# proyecto activo} other {# proyectos activos}}",
  projectsUnlimited: "Proyectos activos ilimitados",
  users: "{count, plural, one {# usuario} other {# usuarios}}",
  usersUnlimited: "Usuarios ilimitados",
  meetings: "{count, plural, one {# junta grabada al mes} other {# juntas grabadas al mes}}",
  meetingsUnlimited: "Juntas grabadas ilimitadas",
};

/** describeQuotas in Spanish: the same three lines in the same order. */
export function describeQuotasEs(plan: Plan): string[] {
  const { activeProjects, meetingsPerMonth, users } = plan.quotas;
  const count = (message: string, n: number) => formatMessage(message, { count: n }, "es-US");
  return [
    isUnlimited(activeProjects) ? QUOTAS.projectsUnlimited : count(QUOTAS.projects, activeProjects),
    isUnlimited(users) ? QUOTAS.usersUnlimited : count(QUOTAS.users, users),
    isUnlimited(meetingsPerMonth) ? QUOTAS.meetingsUnlimited : count(QUOTAS.meetings, meetingsPerMonth),
  ];
}
