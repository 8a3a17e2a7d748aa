import type { SameArguments, Translation } from "../catalogue";
import type { notFound as en } from "../en/not-found";

export const notFound = {
  title: "Página no encontrada",
  body: "La página que busca no existe o se movió.",
  home: "Ir al inicio",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof notFound> = true;
