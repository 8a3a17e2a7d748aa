// "Toque" for tap, as on a phone; the buttons named in a step are the Spanish screens' own names.
import type { SameArguments, Translation } from "../catalogue";
import type { tour as en } from "../en/tour";

export const tour = {
  step: "Paso {n} de {count}",
  close: "Cerrar el recorrido",
  skip: "Saltar el recorrido",
  welcome: "Bienvenido a PayStage",
  welcomeBody:
    "Cobre cada etapa de una obra desde su teléfono, reciba la firma de su cliente por mensaje de texto y deje que PayStage se encargue de cobrar. Configurarlo toma unos cinco minutos.",
  showMe: "Muéstreme cómo",
  fieldWelcomeBody:
    "Cobre desde su teléfono cada etapa que termine, con fotos. Su panel muestra sus propios avances y en qué estado está cada uno.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof tour> = true;
