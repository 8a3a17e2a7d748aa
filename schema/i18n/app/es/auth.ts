import type { SameArguments, Translation } from "../catalogue";
import type { auth as en } from "../en/auth";

export const auth = {
  tagline: "Cobre cada etapa desde la obra. Reciba su pago más rápido.",
  tabsLabel: "Inicie sesión o cree una cuenta",
  loginTab: "Iniciar sesión",
  registerTab: "Registrarse",
  loginHeading: "Inicie sesión en PayStage",
  registerHeading: "Cree su cuenta de PayStage",
  signIn: "Entrar",
  signingIn: "Entrando...",
  usePasskey: "Usar una llave de acceso",
  waitingForPasskey: "Esperando su llave de acceso...",
  noAccount: "¿No tiene cuenta?",
  registerNow: "Regístrese ahora",
  loginSuccessful: "Sesión iniciada",
  welcomeBack: "¡Bienvenido de nuevo!",
  loginFailed: "No se pudo iniciar sesión",
  fullName: "Nombre completo",
  companyName: "Nombre de la empresa",
  email: "Correo electrónico",
  phoneOptional: "Teléfono (opcional)",
  country: "País",
  countryHint: "Sus facturas usan su moneda y formatos; puede cambiarlos después en su perfil.",
  createAccount: "Crear cuenta",
  creatingAccount: "Creando la cuenta...",
  haveAccount: "¿Ya tiene cuenta?",
  registrationSuccessful: "Registro completado",
  accountCreated: "Su cuenta fue creada.",
  registrationFailed: "No se pudo completar el registro",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof auth> = true;
