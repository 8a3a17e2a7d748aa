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
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof shell> = true;
