import type { SameArguments, Translation } from "../catalogue";
import type { accountingExport as en } from "../en/accounting-export";

export const accountingExport = {
  title: "Exportar para su contabilidad",
  description: "Descargue facturas o pagos en el archivo que importa su programa de contabilidad.",
  format: "Formato",
  records: "Qué exportar",
  from: "Desde",
  to: "Hasta",
  status: "Estado",
  leaveOutSynced: "Dejar fuera lo que ya está sincronizado con QuickBooks Online o Xero",
  download: "Descargar",
  emptyInvoices: "No hay cobros en este período",
  emptyPayments: "No se recibieron pagos en este período",
  checking: "Revisando...",
  started: "Su archivo se está descargando. Elija otro período u otro formato para el siguiente.",
  rangeInvoices: "Facturas con fecha en este período (el día en que se cobró cada una).",
  rangePayments: "Pagos recibidos en este período.",
  partsHint:
    "Si pasa del límite por archivo del importador (QuickBooks Online: 100 facturas; Xero: 500; cargas bancarias: 1,000 líneas), recibe un ZIP de archivos numerados.",
  eInvoices: "Facturas electrónicas: {format}, un archivo cada una (ZIP)",
  invoices: "Facturas",
  payments: "Pagos",
  all: "Todas (pendientes, aprobadas y pagadas)",
  pending: "Pendientes",
  approved: "Aprobadas",
  paid: "Pagadas",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof accountingExport> = true;
