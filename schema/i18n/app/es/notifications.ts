// The notifications' own titles and texts are written by the Worker in English and stay so for now (ADR 0196).
import type { SameArguments, Translation } from "../catalogue";
import type { notifications as en } from "../en/notifications";

export const notifications = {
  title: "Notificaciones",
  caughtUp: "Está al día.",
  unread: "Sin leer: ",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof notifications> = true;
