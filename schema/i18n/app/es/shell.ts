import type { SameArguments, Translation } from "../catalogue";
import type { shell as en } from "../en/shell";

export const shell = {
  navHome: "Inicio",
  navInvoices: "Facturas",
  navNewProgress: "Nuevo avance",
  navMeetings: "Reuniones",
  navProjects: "Proyectos",
  navClients: "Clientes",
  mainNav: "Principal",
  home: "Inicio de PayStage",
  accountMenu: "Menú de la cuenta de {name}",
  profile: "Perfil",
  subscription: "Suscripción",
  achievements: "Logros",
  team: "Equipo",
  lightMode: "Modo claro",
  darkMode: "Modo oscuro",
  logout: "Cerrar sesión",
  loggedOut: "Sesión cerrada",
  loggedOutBody: "Cerró sesión correctamente.",
  logoutFailed: "No se pudo cerrar la sesión",
  help: "Ayuda para esta pantalla",
  bell: "Notificaciones",
  bellUnread: "Notificaciones, {count} sin leer",
  // The offline banner and the update prompt (web/app/pwa/app-status.tsx).
  offline:
    "Está sin conexión. Se muestra lo último que se cargó; el avance que envíe se manda cuando vuelva a tener conexión.",
  updateAvailable: "Actualización disponible",
  newVersion: "Hay una nueva versión disponible",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof shell> = true;
