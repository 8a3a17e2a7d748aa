import type { SameArguments, Translation } from "../catalogue";
import type { said as en } from "../en/said";

export const said = {
  usernameRequired: "El usuario es obligatorio",
  passwordRequired: "La contraseña es obligatoria",
  usernameTooShort: "El usuario debe tener al menos 3 caracteres",
  usernameTooLong: "El usuario puede tener como máximo 64 caracteres",
  passwordTooShort: "La contraseña debe tener al menos 6 caracteres",
  passwordTooLong: "La contraseña puede tener como máximo 200 caracteres",
  fullNameRequired: "El nombre completo es obligatorio",
  companyNameRequired: "El nombre de la empresa es obligatorio",
  confirmPassword: "Confirme su contraseña",
  passwordsDontMatch: "Las contraseñas no coinciden",
  emailInvalid: "Escriba un correo electrónico válido",
  phoneInvalid: "Escriba un número de teléfono válido",
  phoneTooLong: "El número de teléfono es demasiado largo",
  timezoneInvalid: "Elija una zona horaria válida",
  usernameTaken: "Ese usuario ya existe",
  invalidLogin: "Usuario o contraseña incorrectos",
  completionRequired: "El porcentaje de avance es obligatorio",
  completionTooHigh: "El avance no puede pasar del 100%",
  completionWhole: "El avance debe ser un número entero",
  amountRequired: "El monto es obligatorio",
  amountTooLarge: "El monto es demasiado grande",
  dueDateInvalid: "Escriba una fecha de vencimiento válida",
  projectRequired: "El proyecto es obligatorio",
  // review: "tasa de impuesto" vs "tasa de IVA" depends on the country.
  taxRateUnknown: "Elija una tasa de impuesto de la lista de su país",
  taxRateWithoutMode: "Indique en su perfil cómo cobra impuestos antes de elegir una tasa",
  salesTaxLabelRequired: "El nombre del impuesto sobre ventas es obligatorio",
  noConnection: "Sin conexión. Revise su señal e intente de nuevo.",
  uploadFailedRetry: "No se pudo subir. Revise su señal y reintente.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof said> = true;
