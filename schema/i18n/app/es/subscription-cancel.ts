import type { SameArguments, Translation } from "../catalogue";
import type { subscriptionCancel as en } from "../en/subscription-cancel";

export const subscriptionCancel = {
  cancelTitle: "¿Cancelar la suscripción?",
  cancelText:
    "¿Seguro que quiere cancelar su suscripción? Conservará el acceso hasta el final de su periodo de facturación actual.",
  cancelSwitch: "{text} También se anula su cambio a {plan}; si reanuda, elíjalo de nuevo.",
  cancelSwitchOn: "{text} También se anula su cambio a {plan} del {date}; si reanuda, elíjalo de nuevo.",
  keepSub: "Mantener suscripción",
  canceling: "Cancelando...",
  canceled: "Suscripción cancelada",
  canceledText: "Termina al final del periodo de facturación.",
  canceledOn: "Termina al final del periodo de facturación, el {date}.",
  cancelFailed: "No se pudo cancelar la suscripción",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof subscriptionCancel> = true;
