// How a billing is named wherever it is shown: "Progress #3", "Invoice #42", its PDF file and the payment reference.
// A module of its own, so a screen that names a billing does not carry the invoice list's texts.

/**
 * "Invoice #42": the list card, the search target and the PDF all say the same. Outside the US an invoice is named by
 * the company's own series, as its PDF prints it ("Invoice INV-0007", document profiles' printsSeriesNumber); a US
 * company's keep the spec's "Invoice #<id>".
 */
export const invoiceLabel = (progressId: number, invoiceNumber?: string | null, country = "US") =>
  country !== "US" && invoiceNumber ? `Invoice ${invoiceNumber}` : `Invoice #${progressId}`;

export const invoiceFileName = (progressId: number) => `invoice-${progressId}.pdf`;

/** "Progress #3": how a billing is named on every screen, message and document. */
export const progressLabel = (progressNumber: number) => `Progress #${progressNumber}`;

/** The payment reference a client quotes with the payment (spec section 9). */
export const paymentReference = (projectName: string, progressNumber: number) =>
  `${projectName} - ${progressLabel(progressNumber)}`;

/** A project with no billing yet, wherever its latest billing would show (never "$0 · Progress #1 · Pending"). */
export const NOT_BILLED_YET = "Not billed yet";
