// Connected accounting sync (ADR 0126): providers, the words a person reads, and the request shapes.
import { z } from "zod";

import { ACCOUNTING_PROVIDERS, type AccountingProvider } from "./accounting-texts";

export * from "./accounting-texts";

export const AccountingProviderSchema = z.enum(ACCOUNTING_PROVIDERS, "Choose QuickBooks Online or Xero");

/** PUT /api/integrations/settings: what each invoice line books to, chosen once. */
export const IntegrationSettingsSchema = z.object({
  incomeRef: z.string().trim().min(1, "Choose an income account or item").max(100),
  taxCode: z.string().trim().max(100).nullable().optional(),
  /**
   * The books' code for each of the company's rate groups (IntegrationView.taxRates' keys), with the name the
   * provider shows, which the import files write (ADR 0171). Left out: the stored map stays.
   */
  taxCodes: z
    .record(z.string().max(80), z.object({ id: z.string().trim().min(1).max(100), name: z.string().trim().max(200) }))
    .optional(),
  depositRef: z.string().trim().max(100).nullable().optional(),
});
export type IntegrationSettings = z.infer<typeof IntegrationSettingsSchema>;

/** PUT /api/integrations/tenant: which of the organisations one Xero consent granted is this company's books. */
export const IntegrationTenantSchema = z.object({
  tenantId: z.string({ error: "Choose an organisation" }).trim().min(1, "Choose an organisation").max(100),
});

export type IntegrationView = {
  provider: AccountingProvider;
  providerName: string;
  tenantName: string | null;
  /** "choose": one consent granted several organisations and the owner has not said which one (ADR 0134). */
  status: "connected" | "reconnect" | "choose";
  /** The organisations to choose from while status is "choose", else null. */
  tenantChoices: AccountingOption[] | null;
  incomeRef: string | null;
  /** The one code of connections made before the per-rate map: used for a rate the map does not name. */
  taxCode: string | null;
  taxCodes: Record<string, TaxCodeChoice>;
  /**
   * The rate groups that need a code in these books, in the order the profile lists them: the company's country's
   * rates (QuickBooks outside the US also an "untaxed" one; a US company: Xero's sales-tax line only). Empty when
   * nothing is taxed there.
   */
  taxRates: Array<{ key: string; label: string }>;
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
export type TaxCodeChoice = { id: string; name: string };
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
  /** Synced, with something the contractor should know: the books' total differs, or a part payment there. */
  note: string | null;
} | null;
