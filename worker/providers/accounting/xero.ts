// Xero adapter, to Xero's docs: OAuth 2.0 authorization code with PKCE and granular scopes, the organisations this
// consent granted from /connections?authEventId= and DELETE /connections/{id} to disconnect one (ADR 0134), the
// Accounting API (Contacts, ACCREC Invoices, paged Payments) with an Idempotency-Key header on creates, and webhooks
// signed with base64(HMAC-SHA256(webhook key, raw body)) in `x-xero-signature` (intent-to-receive uses the same rule).
import type { IntegrationOptions } from "#schema/contracts/accounting";
import {
  type AccountingApi,
  AccountingError,
  amountIn,
  amountOf,
  basicAuth,
  type ConsentTenant,
  call,
  centsOf,
  type Fetcher,
  type InvoiceInput,
  type ProviderInvoice,
  type ProviderPayment,
  signatureMatches,
  tokenCall,
  type WebhookChange,
} from "./types";

export type XeroConfig = {
  clientId: string;
  clientSecret: string;
  webhookKey: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  connectionsUrl: string;
  /** https://api.xero.com/api.xro/2.0 */
  apiBase: string;
  mode: "live" | "local";
};

export const XERO_ENDPOINTS = {
  authorizeUrl: "https://login.xero.com/identity/connect/authorize",
  tokenUrl: "https://identity.xero.com/connect/token",
  revokeUrl: "https://identity.xero.com/connect/revocation",
  connectionsUrl: "https://api.xero.com/connections",
  apiBase: "https://api.xero.com/api.xro/2.0",
};

/**
 * offline_access for a refresh token, and the granular scopes for exactly what PayStage reads and writes: contacts,
 * invoices, payments, and the accounts and tax rates it offers to book to. Apps created since 2 March 2026 are refused
 * the broad accounting.transactions (ADR 0134).
 */
export const XERO_SCOPE =
  "offline_access accounting.contacts accounting.invoices accounting.payments accounting.settings.read";

/** Xero's GET Payments answers 100 a page; an hour's changes beyond this many pages wait for the next run. */
export const PAYMENTS_PAGE_SIZE = 100;
export const PAYMENTS_MAX_PAGES = 20;

/**
 * The access token is a JWT whose `authentication_event_id` claim names this consent; /connections?authEventId= lists
 * only the organisations it granted. Read, not verified: the token came straight from Xero's token endpoint.
 */
export function authEventOf(accessToken: string): string | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as {
      authentication_event_id?: unknown;
    };
    return typeof json.authentication_event_id === "string" ? json.authentication_event_id : null;
  } catch {
    return null;
  }
}

type XeroConnection = { id: string; tenantId: string; tenantName?: string; tenantType?: string; authEventId?: string };

function reasonOf(text: string) {
  try {
    const body = JSON.parse(text) as {
      Message?: string;
      Detail?: string;
      Elements?: Array<{ ValidationErrors?: Array<{ Message?: string }> }>;
    };
    const validation = body.Elements?.flatMap((e) => e.ValidationErrors ?? []).map((v) => v.Message);
    if (validation?.length) return validation.filter(Boolean).join("; ").slice(0, 300);
    return (body.Detail ?? body.Message ?? "").slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}

/** Xero's dates: "/Date(1700000000000+0000)/" in JSON answers, or an ISO date. */
const dayOf = (value: string | undefined) => {
  const ms = value?.match(/\/Date\((\d+)/)?.[1];
  return ms ? new Date(Number(ms)).toISOString().slice(0, 10) : (value ?? "").slice(0, 10);
};

type XeroPayment = {
  PaymentID: string;
  Date?: string;
  Amount: number;
  Invoice?: { InvoiceID: string };
  Status?: string;
};
const paymentOf = (p: XeroPayment): ProviderPayment => ({
  id: p.PaymentID,
  date: dayOf(p.Date),
  amountCents: centsOf(p.Amount),
  invoiceIds: p.Invoice ? [p.Invoice.InvoiceID] : [],
});
/** An OData-style where clause's string literal (Xero doubles a quote inside one). */
const literal = (value: string) => `"${value.replace(/"/g, '""')}"`;

type XeroInvoice = {
  InvoiceID: string;
  Status: string;
  Contact?: { ContactID?: string };
  Total?: number;
  SubTotal?: number;
};
/** The invoice's contact and totals, so a found invoice is linked only when it is this billing's (ADR 0132). */
const invoiceOf = (i: XeroInvoice): ProviderInvoice => ({
  id: i.InvoiceID,
  customerId: i.Contact?.ContactID ?? null,
  totalCents: typeof i.Total === "number" ? centsOf(i.Total) : null,
  subtotalCents: typeof i.SubTotal === "number" ? centsOf(i.SubTotal) : null,
});

/** Xero's LineAmountTypes for each pricing (Xero: "Line amounts are exclusive of tax by default"). */
const LINE_AMOUNT_TYPES = { none: "NoTax", exclusive: "Exclusive", inclusive: "Inclusive" } as const;

/**
 * The invoice as Xero's PUT Invoices takes it (ADR 0163). An untaxed billing is one line, "NoTax": "Exclusive" would
 * add the account's default tax on top and leave a false balance owing after every payment (ADR 0134). A taxed one
 * is a line per rate group with the tax PayStage computed as its TaxAmount ("This value can be overriden if the
 * calculated <TaxAmount> is not correct"): Xero rounds tax per line, and the billing's own figures are the law's.
 */
export function xeroInvoiceOf(i: InvoiceInput) {
  const { ledger } = i;
  const money = (cents: number) => amountIn(cents, ledger.currency);
  const description = i.description.slice(0, 4000);
  const taxed = ledger.pricing !== "none";
  return {
    Type: "ACCREC",
    Contact: { ContactID: i.customerId },
    InvoiceNumber: i.number,
    Reference: i.description.slice(0, 255),
    Date: i.date,
    DueDate: i.dueDate ?? i.date,
    Url: i.evidenceUrl,
    ...(i.namesCurrency ? { CurrencyCode: ledger.currency } : {}),
    LineAmountTypes: LINE_AMOUNT_TYPES[ledger.pricing],
    Status: "AUTHORISED",
    LineItems: ledger.lines.map((line, index) => ({
      Description:
        ledger.lines.length > 1 && line.label ? `${description.slice(0, 3900)} (${line.label})` : description,
      Quantity: 1,
      UnitAmount: money(ledger.pricing === "inclusive" ? line.gross : line.net),
      AccountCode: i.incomeRef,
      // Each rate group under the TaxType the owner mapped to it (ADR 0171).
      ...(taxed ? { TaxType: i.lineTaxCodes?.[index] ?? i.taxCode, TaxAmount: money(line.tax) } : {}),
    })),
  };
}

export function xero(config: XeroConfig, fetcher: Fetcher): AccountingApi {
  const basic = basicAuth(config.clientId, config.clientSecret);
  const headers = (s: { accessToken: string; tenantId: string }, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${s.accessToken}`,
    "xero-tenant-id": s.tenantId,
    Accept: "application/json",
    "Content-Type": "application/json",
    ...extra,
  });
  const get = (s: { accessToken: string; tenantId: string }, path: string, extra: Record<string, string> = {}) =>
    call(fetcher, `${config.apiBase}/${path}`, { headers: headers(s, extra) }, reasonOf);
  const put = async <T>(s: { accessToken: string; tenantId: string }, path: string, payload: unknown, key: string) =>
    (await call(
      fetcher,
      `${config.apiBase}/${path}`,
      // PUT creates in Xero; the Idempotency-Key makes a retried create answer the first one's result.
      { method: "PUT", headers: headers(s, { "Idempotency-Key": key }), body: JSON.stringify(payload) },
      reasonOf,
    )) as T;

  return {
    provider: "xero",
    mode: config.mode,
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const params = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: XERO_SCOPE,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${config.authorizeUrl}?${params}`;
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      tokenCall(fetcher, config.tokenUrl, basic, {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),
    async tenantsOfConsent(accessToken) {
      const authEventId = authEventOf(accessToken);
      // Without the claim, the whole list would include organisations connected for other companies: never guess.
      if (!authEventId) throw new AccountingError("refused", "Xero did not say which organisations were chosen");
      const rows = (await call(
        fetcher,
        `${config.connectionsUrl}?authEventId=${encodeURIComponent(authEventId)}`,
        { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } },
        reasonOf,
      )) as XeroConnection[];
      // Xero filters by the query; a row of another consent is still never taken.
      const orgs = rows.filter(
        (r) =>
          (r.tenantType ?? "ORGANISATION") === "ORGANISATION" &&
          (r.authEventId === undefined || r.authEventId === authEventId),
      );
      if (orgs.length === 0) throw new AccountingError("refused", "Xero did not grant access to an organisation");
      return orgs.map((r): ConsentTenant => ({ id: r.tenantId, name: r.tenantName ?? null, connectionId: r.id }));
    },
    async tenantOf(accessToken) {
      const orgs = await this.tenantsOfConsent!(accessToken);
      if (orgs.length !== 1) throw new AccountingError("refused", "Choose one Xero organisation");
      return { id: orgs[0]!.id, name: orgs[0]!.name };
    },
    refresh: (refreshToken) =>
      tokenCall(fetcher, config.tokenUrl, basic, { grant_type: "refresh_token", refresh_token: refreshToken }),
    async revoke(refreshToken) {
      await call(
        fetcher,
        config.revokeUrl,
        {
          method: "POST",
          headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token: refreshToken }).toString(),
        },
        reasonOf,
      );
    },
    async disconnectTenant(s, connectionId) {
      const auth = { Authorization: `Bearer ${s.accessToken}`, Accept: "application/json" };
      let id = connectionId;
      if (!id) {
        // A connection made before its id was kept: find this organisation's row, and only this one.
        const rows = (await call(fetcher, config.connectionsUrl, { headers: auth }, reasonOf)) as XeroConnection[];
        id = rows.find((r) => r.tenantId === s.tenantId)?.id ?? null;
        if (!id) return;
      }
      try {
        await call(
          fetcher,
          `${config.connectionsUrl}/${encodeURIComponent(id)}`,
          { method: "DELETE", headers: auth },
          reasonOf,
        );
      } catch (err) {
        // Already disconnected in Xero (the person removed the app there): nothing left to remove.
        if (err instanceof AccountingError && err.kind === "refused" && /404|not found/i.test(err.message)) return;
        throw err;
      }
    },
    async options(s): Promise<IntegrationOptions> {
      const [accounts, rates] = await Promise.all([
        get(s, "Accounts") as Promise<{
          Accounts?: Array<{ Code?: string; Name: string; Type: string; Status?: string }>;
        }>,
        get(s, "TaxRates") as Promise<{
          TaxRates?: Array<{ TaxType: string; Name: string; Status?: string; CanApplyToRevenue?: boolean }>;
        }>,
      ]);
      const active = (accounts.Accounts ?? []).filter((a) => a.Code && a.Status !== "ARCHIVED");
      return {
        income: active
          .filter((a) => a.Type === "REVENUE" || a.Type === "SALES")
          .map((a) => ({ id: a.Code!, name: a.Name })),
        // Sales lines take only a rate Xero lets revenue use ("CanApplyToRevenue"), and never an archived one.
        taxCodes: (rates.TaxRates ?? [])
          .filter((r) => r.CanApplyToRevenue !== false && (r.Status ?? "ACTIVE") === "ACTIVE")
          .map((r) => ({ id: r.TaxType, name: r.Name })),
        deposit: active.filter((a) => a.Type === "BANK").map((a) => ({ id: a.Code!, name: a.Name })),
      };
    },
    async findCustomer(s, c) {
      for (const where of [`EmailAddress==${literal(c.email)}`, `Name==${literal(c.name)}`]) {
        const body = (await get(s, `Contacts?where=${encodeURIComponent(where)}`)) as {
          Contacts?: Array<{ ContactID: string }>;
        };
        if (body.Contacts?.[0]) return body.Contacts[0].ContactID;
      }
      return null;
    },
    async createCustomer(s, c, key) {
      const body = await put<{ Contacts?: Array<{ ContactID: string }> }>(
        s,
        "Contacts",
        { Contacts: [{ Name: c.name, EmailAddress: c.email }] },
        key,
      );
      const id = body.Contacts?.[0]?.ContactID;
      if (!id) throw new AccountingError("transient", "Xero answered without a contact");
      return id;
    },
    async findInvoices(s, lookup) {
      const body = (await get(s, `Invoices?InvoiceNumbers=${encodeURIComponent(lookup.number)}`)) as {
        Invoices?: XeroInvoice[];
      };
      return (body.Invoices ?? []).filter((i) => i.Status !== "DELETED" && i.Status !== "VOIDED").map(invoiceOf);
    },
    async createInvoice(s, i, key) {
      const body = await put<{ Invoices?: XeroInvoice[] }>(s, "Invoices", { Invoices: [xeroInvoiceOf(i)] }, key);
      const invoice = body.Invoices?.[0];
      if (!invoice?.InvoiceID) throw new AccountingError("transient", "Xero answered without an invoice");
      return invoiceOf(invoice);
    },
    async createPayment(s, p, key) {
      if (!p.depositRef) throw new AccountingError("refused", "Choose the bank account payments go to");
      const body = await put<{ Payments?: Array<{ PaymentID: string }> }>(
        s,
        "Payments",
        {
          Payments: [
            {
              Invoice: { InvoiceID: p.invoiceId },
              Account: { Code: p.depositRef },
              Date: p.date,
              Amount: amountOf(p.amountCents),
              Reference: p.reference.slice(0, 255),
            },
          ],
        },
        key,
      );
      const id = body.Payments?.[0]?.PaymentID;
      if (!id) throw new AccountingError("transient", "Xero answered without a payment");
      return id;
    },
    async paymentsOfChange(s, change) {
      // Xero's webhooks announce invoices and contacts; a payment shows as the invoice's update.
      if (change.entity !== "INVOICE") return [];
      const body = (await get(s, `Invoices/${encodeURIComponent(change.entityId)}`)) as {
        Invoices?: Array<{ InvoiceID: string; Payments?: XeroPayment[] }>;
      };
      const invoice = body.Invoices?.[0];
      return (invoice?.Payments ?? []).map((p) => paymentOf({ ...p, Invoice: { InvoiceID: invoice!.InvoiceID } }));
    },
    async paymentsSince(s, since) {
      // Paged: an unpaged GET Payments answers only the first page, and a busy hour has more than that.
      const all: ProviderPayment[] = [];
      for (let page = 1; page <= PAYMENTS_MAX_PAGES; page++) {
        const body = (await get(s, `Payments?page=${page}&pageSize=${PAYMENTS_PAGE_SIZE}`, {
          "If-Modified-Since": since.toISOString().slice(0, 19),
        })) as { Payments?: XeroPayment[]; pagination?: { pageCount?: number } };
        const rows = body.Payments ?? [];
        all.push(...rows.filter((p) => p.Status !== "DELETED").map(paymentOf));
        const last = body.pagination?.pageCount;
        if (rows.length < PAYMENTS_PAGE_SIZE || (last !== undefined && page >= last)) break;
      }
      return all;
    },
    verifyWebhook: (rawBody, signature) => signatureMatches(config.webhookKey, rawBody, signature),
    webhookChanges(rawBody) {
      const body = JSON.parse(rawBody) as {
        events?: Array<{
          resourceId: string;
          tenantId: string;
          eventCategory: string;
          eventType: string;
          eventDateUtc: string;
        }>;
      };
      // Xero's events carry no id of their own: resource, type and time name one change.
      return (body.events ?? []).map(
        (e): WebhookChange => ({
          eventId: `${e.tenantId}:${e.eventCategory}:${e.resourceId}:${e.eventType}:${e.eventDateUtc}`,
          tenantId: e.tenantId,
          entity: e.eventCategory,
          entityId: e.resourceId,
        }),
      );
    },
  };
}
