// Spanish for contractors in the US and Latin America: "usted", "avance" for a billed stage (avance de obra), the
// words a crew uses on site. Lines marked "review:" wait for a native reader (ADR 0195).
import type { SameArguments, Translation } from "../catalogue";
import type { common as en } from "../en/common";

export const common = {
  loading: "Cargando",
  username: "Usuario",
  password: "Contraseña",
  confirmPassword: "Confirme la contraseña",
  progressNumber: "Avance #{number}",
  notBilledYet: "Sin facturar todavía",
  statusPending: "Pendiente",
  statusApproved: "Aprobado",
  statusPaid: "Pagado",
  statusRejected: "Rechazado",
  statusOverdue: "Vencido",
  statusCompleted: "Terminado",
  statusArchived: "Archivado",
  statusActive: "Activo",
  retry: "Reintentar",
  back: "Atrás",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof common> = true;
