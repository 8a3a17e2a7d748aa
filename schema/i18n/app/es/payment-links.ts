// Spanish for the "Payment Options" card (issue 34, ADR 0195); "usted", as the other catalogues. What the client
// receives (the links' names, the instructions, the disclaimer) comes from the Worker in the client's language.
// Lines marked "review:" wait for a native reader.
import type { SameArguments, Translation } from "../catalogue";
import type { paymentLinks as en } from "../en/payment-links";

export const paymentLinks = {
  title: "Opciones de pago",
  intro: "Enlaces que abren la app de pago del cliente con el monto y la referencia ya escritos.",
  method: "Método de pago",
  all: "Todos los métodos registrados",
  check: "Cheque",
  bank: "Transferencia bancaria",
  iban: "Transferencia bancaria (IBAN)",
  uk_bank: "Transferencia bancaria del Reino Unido",
  au_bank: "Transferencia bancaria (BSB)",
  nz_bank: "Transferencia bancaria de Nueva Zelanda",
  // review: Interac's own Spanish name, if it has one.
  interac: "Transferencia electrónica Interac",
  ca_bank: "Transferencia bancaria (depósito directo)",
  generating: "Generando...",
  generate: "Generar enlaces de pago",
  failed: "No se pudieron generar los enlaces de pago",
  amount: "Monto",
  reference: "Referencia",
  links: "Enlaces de pago",
  open: "Abrir",
  instructions: "Instrucciones: {title}",
  copyFailed: "No se pudo copiar",
  copyBlocked: "Su navegador bloqueó el portapapeles. Mantenga presionado el enlace para copiarlo.",
  copiedToast: "El enlace de pago se copió al portapapeles.",
  copiedLabel: "Enlace de {label} copiado",
  copyLabel: "Copiar enlace de {label}",
  copied: "Copiado",
  copy: "Copiar",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof paymentLinks> = true;
