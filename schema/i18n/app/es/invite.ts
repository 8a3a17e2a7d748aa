import type { SameArguments, Translation } from "../catalogue";
import type { invite as en } from "../en/invite";

export const invite = {
  loading: "Cargando su invitación",
  cantUse: "Esta invitación no se puede usar",
  notValid: "Este enlace de invitación no es válido.",
  goToSignIn: "Ir a iniciar sesión",
  invited: "{who} lo invitó a unirse a {company} como {role}",
  theirCompany: "su empresa",
  asOwner: "dueño",
  asOffice: "personal de oficina",
  asField: "técnico de campo",
  signedInAs:
    "Tiene la sesión abierta como {name} ({username}). Esta invitación crea un acceso nuevo: cierre sesión para aceptarla.",
  signedInAsOf:
    "Tiene la sesión abierta como {name} ({username}) de {company}. Esta invitación crea un acceso nuevo: cierre sesión para aceptarla.",
  signingOut: "Cerrando sesión...",
  signOutContinue: "Cerrar sesión y continuar",
  staySignedIn: "Seguir con la sesión abierta",
  welcome: "Bienvenido al equipo",
  loginReady: "Su acceso está listo.",
  setupFailed: "No se pudo crear su acceso",
  fullName: "Nombre completo",
  emailOptional: "Correo electrónico (opcional)",
  email: "Correo electrónico",
  mobileNumber: "Número de celular",
  phoneOptional: "Teléfono (opcional)",
  joining: "Uniéndose...",
  join: "Unirse al equipo",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof invite> = true;
