import type { SameArguments, Translation } from "../catalogue";
import type { profile as en } from "../en/profile";

export const profile = {
  myProfile: "Mi perfil",
  accountNav: "Cuenta",
  team: "Equipo",
  subscription: "Suscripción",
  achievements: "Logros",
  businessAndTax: "Empresa e impuestos",
  paymentSettings: "Formas de cobro",
  integrations: "Integraciones",
  security: "Inicio de sesión y seguridad",
  peppol: "Facturas electrónicas por Peppol",
  yourData: "Sus datos",
  demoAccounts: "Cuentas de demostración",
  deleteCompany: "Borrar la cuenta de la empresa",
  profile: "Perfil",
  fullName: "Nombre completo",
  email: "Correo electrónico",
  phone: "Teléfono",
  companyName: "Nombre de la empresa",
  timezone: "Zona horaria",
  timezoneHint: "Las fechas de vencimiento y los recordatorios automáticos siguen esta zona horaria.",
  country: "País",
  countryHint: "Los teléfonos escritos sin + se leen como números de este país.",
  countryReadOnly:
    "País: {country}. Los teléfonos escritos sin + se leen como números de este país; el dueño de la empresa puede cambiarlo.",
  language: "Idioma",
  languageHint: "El idioma en que ve PayStage. Cada miembro de su equipo elige el suyo.",
  saving: "Guardando...",
  saveProfile: "Guardar perfil",
  profileUpdated: "Perfil actualizado",
  updateFailed: "No se pudo actualizar",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof profile> = true;
