// Connected accounting sync (ADR 0126): providers, the words a person reads, and the request shapes.
import { z } from "zod";

export const ACCOUNTING_PROVIDERS = ["quickbooks", "xero"] as const;
export type AccountingProvider = (typeof ACCOUNTING_PROVIDERS)[number];

export const ACCOUNTING_PROVIDER_NAMES: Record<AccountingProvider, string> = {
  quickbooks: "QuickBooks Online",
  xero: "Xero",
};

export const AccountingProviderSchema = z.enum(ACCOUNTING_PROVIDERS, "Choose QuickBooks Online or Xero");

export const INTEGRATION_NOT_CONNECTED = "No accounting software is connected.";
export const INTEGRATION_ALREADY_CONNECTED = "Disconnect the connected accounting software first.";
export const INTEGRATION_STATE_INVALID = "That connection link has expired. Start connecting again.";
export const INTEGRATION_DENIED = "The connection was cancelled.";
export const INTEGRATION_UNAVAILABLE = "This accounting software cannot be connected on this server yet.";
export const INTEGRATION_RECONNECT = "The connection has expired. Connect again to keep syncing.";
export const SYNC_RETRY_QUEUED = "Sync queued.";
export const INTEGRATION_CONNECTED = "Connected. Choose what invoices book to, once.";
export const INTEGRATION_SETTINGS_SAVED = "Saved. Approved billings now sync.";
export const INTEGRATION_DISCONNECTED = "Disconnected. The tokens were revoked and deleted.";
export const SYNC_NOT_NEEDED = "Only approved or paid billings are synced.";

/** The line a billing shows when its provider refused it. */
export const notSyncedText = (reason: string) => `Not synced: ${reason}`;

/** The paymentReference a billing marked paid from the provider carries. */
export const providerPaymentReference = (provider: AccountingProvider, paymentId: string) =>
  `${ACCOUNTING_PROVIDER_NAMES[provider]} payment ${paymentId}`;

export const paidInProviderNotification = (provider: AccountingProvider, what: string) => ({
  title: "Payment recorded",
  body: `${what} was marked paid in ${ACCOUNTING_PROVIDER_NAMES[provider]}. Reminders for it have stopped.`,
});

/** PUT /api/integrations/settings: what each invoice line books to, chosen once. */
export const IntegrationSettingsSchema = z.object({
  incomeRef: z.string().trim().min(1, "Choose an income account or item").max(100),
  taxCode: z.string().trim().max(100).nullable().optional(),
  depositRef: z.string().trim().max(100).nullable().optional(),
});
export type IntegrationSettings = z.infer<typeof IntegrationSettingsSchema>;

export type IntegrationView = {
  provider: AccountingProvider;
  providerName: string;
  tenantName: string | null;
  status: "connected" | "reconnect";
  incomeRef: string | null;
  taxCode: string | null;
  depositRef: string | null;
  connectedAt: string;
  /** The local stand-in's invoice page for this connection (development only); null with real keys. */
  booksUrl: string | null;
};

export type IntegrationsView = {
  integration: IntegrationView | null;
  /** Providers this server can connect to (real keys, or the local stand-in outside production). */
  available: AccountingProvider[];
};

export type AccountingOption = { id: string; name: string };
export type IntegrationOptions = {
  income: AccountingOption[];
  taxCodes: AccountingOption[];
  deposit: AccountingOption[];
};

export type SyncStateView = {
  provider: AccountingProvider;
  providerName: string;
  status: "pending" | "synced" | "failed";
  /** "Not synced: reason" when failed. */
  text: string;
  reason: string | null;
} | null;
