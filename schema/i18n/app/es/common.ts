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
  // The route guards and a page that failed to load (web/app/guards.tsx, route-error.tsx).
  loadingAccount: "Cargando su cuenta",
  unreachable: "No se puede conectar con PayStage",
  unreachableBody: "Revise su señal y vuelva a intentarlo. No se pierde nada de lo que escribió.",
  tryAgain: "Reintentar",
  pageFailed: "Esta página no se cargó",
  pageFailedBody: "Puede que se haya cortado la conexión. Vuelva a cargar para intentarlo de nuevo.",
  reload: "Volver a cargar",
  // The shared dialogs (web/components/ui/dialog.tsx, confirm-dialog-view.tsx) and the plan-limit toast.
  close: "Cerrar",
  cancel: "Cancelar",
  upgradePlan: "Mejore su plan",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof common> = true;
