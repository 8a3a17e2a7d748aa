import type { SameArguments, Translation } from "../catalogue";
import type { markPaid as en } from "../en/mark-paid";

export const markPaid = {
  title: "Marcar como pagado",
  description: "Registre el pago cuando ya esté en su cuenta.",
  paid: "Marcado como pagado",
  paidText: "El pago quedó registrado y los recordatorios se detuvieron.",
  partRecorded: "Pago parcial registrado",
  partRecordedText: "Se registró {amount}. Saldo pendiente: {balance}.",
  failed: "No se pudo marcar como pagado",
  amount: "Monto recibido ({currency})",
  amountHint:
    "Saldo pendiente: {balance}. Un monto menor se registra como pago parcial; el resto se puede registrar después.",
  dateReceived: "Fecha de recibo",
  paidBy: "Forma de pago",
  chooseMethod: "Elija una forma de pago",
  reference: "Referencia (opcional)",
  referencePlaceholder: "Número de cheque, ID de la transacción...",
  cancel: "Cancelar",
  saving: "Guardando...",
  bank: "Transferencia bancaria",
  check: "Cheque",
  cash: "Efectivo",
  card: "Tarjeta",
  other: "Otro",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof markPaid> = true;
