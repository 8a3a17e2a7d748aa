// Accounting connection words, provider names and sync lines, without zod: the profile's Integrations card and the
// billing pages show them without loading a validator (accounting.ts re-exports all of it beside its schemas, ADR 0093).
import { formatMoneyExact } from "../rules/money";

export const ACCOUNTING_PROVIDERS = ["quickbooks", "xero"] as const;
export type AccountingProvider = (typeof ACCOUNTING_PROVIDERS)[number];

export const ACCOUNTING_PROVIDER_NAMES: Record<AccountingProvider, string> = {
  quickbooks: "QuickBooks Online",
  xero: "Xero",
};

export const INTEGRATION_NOT_CONNECTED = "No accounting software is connected.";
export const INTEGRATION_ALREADY_CONNECTED = "Disconnect the connected accounting software first.";
export const INTEGRATION_STATE_INVALID = "That connection link has expired. Start connecting again.";
export const INTEGRATION_DENIED = "The connection was cancelled.";
export const INTEGRATION_UNAVAILABLE = "This accounting software cannot be connected on this server yet.";
export const INTEGRATION_RECONNECT = "The connection has expired. Connect again to keep syncing.";
export const SYNC_RETRY_QUEUED = "Sync queued.";
export const INTEGRATION_CONNECTED = "Connected. Choose what invoices book to, once.";
export const INTEGRATION_SETTINGS_SAVED = "Saved. Approved billings now sync.";
export const INTEGRATION_DISCONNECTED = "Disconnected. New billings and payments no longer sync.";
export const INTEGRATION_CHOOSE_TENANT = "Xero gave access to more than one organisation. Choose this company's books.";
export const INTEGRATION_TENANT_CHOSEN = "Organisation chosen. Choose what invoices book to, once.";
export const INTEGRATION_TENANT_UNKNOWN = "Choose one of the organisations Xero listed.";
export const INTEGRATION_NOTHING_TO_CHOOSE = "There is no organisation to choose.";
/** A reconnect must reach the same books: another organisation would not hold the invoices already synced. */
export const integrationOtherTenant = (tenantName: string | null) =>
  `To reconnect, choose ${tenantName ?? "the same organisation"} in Xero. Disconnect first to use other books.`;
export const disconnectQuestion = (providerName: string) => `Disconnect ${providerName}?`;
export const disconnectExplained = (providerName: string) =>
  `Approved billings and payments will stop syncing to ${providerName}. Invoices already there stay there.`;
export const SYNC_NOT_NEEDED = "Only approved or paid billings are synced.";

/** The line a billing shows when its provider refused it. */
export const notSyncedText = (reason: string) => `Not synced: ${reason}`;

/**
 * The paymentReference a billing marked paid from the provider carries: words a person recognises (the invoice number
 * they see in their books), never the provider's internal payment id (a Xero GUID).
 */
export const providerPaymentReference = (provider: AccountingProvider, invoiceNumber: string) =>
  `Recorded in ${ACCOUNTING_PROVIDER_NAMES[provider]} on invoice ${invoiceNumber}`;

/** A billing waiting on the provider's rate limit: pending, with the reason, never "Not synced". */
export const SYNC_WAITING_RATE_LIMIT = "Waiting for the provider's rate limit; it goes through by itself.";

export const paidInProviderNotification = (provider: AccountingProvider, what: string) => ({
  title: "Payment recorded",
  body: `${what} was marked paid in ${ACCOUNTING_PROVIDER_NAMES[provider]}. Reminders for it have stopped.`,
});

/** Above the Integrations card's tax-code pickers: one per rate, each sent with the tax PayStage worked out (ADR 0171). */
export const TAX_CODE_HINT = "Each rate's lines go to your books with the tax code you choose for it.";

/** The picker for what QuickBooks books an invoice without tax under (outside the US every line needs a code). */
export const UNTAXED_TAX_CODE_LABEL = "Invoices without tax (reverse charge, not registered)";
/** The picker for a US company's manual sales-tax line, which Xero books under a tax rate of its own. */
export const SALES_TAX_CODE_LABEL = "Sales tax added to a billing";
/** PUT /api/integrations/settings named a rate this company does not bill at. */
export const TAX_CODE_RATE_UNKNOWN = "Choose tax codes only for your company's own tax rates";
/** A sync refused before it reaches the books: the rate whose code the owner has not chosen (ADR 0171). */
export const chooseTaxCodeFor = (label: string) => `Choose the tax code for ${label} in Profile > Integrations`;

/** The books computed another total than the billing's (tax added there): said on the billing (ADR 0132). */
export const providerTotalDiffersText = (
  provider: AccountingProvider,
  providerCents: number,
  billingCents: number,
  currency = "USD",
) =>
  `${ACCOUNTING_PROVIDER_NAMES[provider]} shows ${formatMoneyExact(providerCents, currency)}, this billing is ${formatMoneyExact(billingCents, currency)}`;

/** A payment in the books covers part of the billing: it stays open, and says what the books hold. */
export const partPaidInProviderText = (
  provider: AccountingProvider,
  paidCents: number,
  billingCents: number,
  currency = "USD",
) =>
  `Part paid in ${ACCOUNTING_PROVIDER_NAMES[provider]}: ${formatMoneyExact(paidCents, currency)} of ${formatMoneyExact(billingCents, currency)}`;
