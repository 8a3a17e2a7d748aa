// Invoices: the list's tabs and spec texts (how a billing is named lives in billing-labels.ts).

export const INVOICE_STATUS_TABS = ["all", "pending", "approved", "paid"] as const;
export type InvoiceStatusTab = (typeof INVOICE_STATUS_TABS)[number];

/**
 * The list's Export button (ADR 0125). Here, not with the export's other words: the page would otherwise carry them
 * all, since the dialog loaded on intent shares whatever module the page imports.
 */
export const EXPORT_BUTTON = "Export";

export const NO_INVOICES = "No invoices found";
export const NO_INVOICES_SEARCH_HINT = "Try a different search term or clear your search";
export const NO_INVOICES_HINT = "Submit progress on your projects to generate invoices.";

export const INVOICE_DOWNLOADED = {
  title: "Invoice downloaded",
  description: "Your PDF invoice has been downloaded successfully.",
};
export const INVOICE_DOWNLOAD_FAILED = {
  title: "Download failed",
  description: "Failed to download the PDF invoice. Please try again.",
};

/** What a client reads about money movement on every invoice and payment screen. */
export const PAYMENTS_DISCLAIMER =
  "PayStage does not process payments. Pay the contractor directly using the details above; PayStage never holds or moves your money.";
/** A paid invoice prints no payment details: its note points to none (issue 38). */
export const PAID_PAYMENTS_DISCLAIMER =
  "PayStage does not process payments: this payment went to the contractor directly. PayStage never holds or moves your money.";
