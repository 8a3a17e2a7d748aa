import type { SameArguments, Translation } from "../catalogue";
import type { wizardDetails as en } from "../en/wizard-details";

export const wizardDetails = {
  willBe: "Este será el {label}",
  completion: "% de avance de obra",
  previousAt: "El avance anterior iba en {percent}%.",
  completionHint: "Qué tan completa queda toda la obra después de esta etapa.",
  amount: "Monto ({symbol})",
  dueDateOptional: "Fecha de vencimiento (opcional)",
  descriptionOptional: "Descripción (opcional)",
  descriptionPlaceholder: "Qué se hizo en esta etapa",
  smsTitle: "Aprobación por SMS con un toque",
  smsBody:
    "Su cliente recibe recordatorios por SMS y correo con enlaces para aprobar con un toque, así puede aprobar esta etapa desde su teléfono.",
  continueToPhotos: "Continuar a Fotos",
  addSalesTax: "Agregar impuesto sobre ventas",
  removeSalesTax: "Quitar impuesto sobre ventas",
  // review: the label printed on the client's invoice when the contractor keeps the default.
  salesTaxDefault: "Impuesto sobre ventas",
  salesTaxLabel: "Nombre del impuesto",
  salesTaxRate: "Tasa del impuesto (%)",
  salesTaxHelp:
    "La mayoría de los estados cobran el impuesto al comprar los materiales, no sobre su mano de obra. Consulte a su contador.",
  net: "Neto",
  total: "Total",
  tax: "Impuesto",
  salesTaxRateInvalid: "La tasa debe ser mayor que 0% y como máximo 100%, con hasta 3 decimales",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof wizardDetails> = true;
