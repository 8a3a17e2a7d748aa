// QuickBooks Online adapter, to Intuit's docs: OAuth 2.0 authorization code (with PKCE; Intuit accepts S256),
// Accounting API v3 (query, customer, invoice, payment with LinkedTxn, CDC), `requestid` for idempotent creates,
// and webhooks signed with base64(HMAC-SHA256(verifier token, raw body)) in the `intuit-signature` header.
import type { IntegrationOptions } from "#schema/contracts/accounting";
import {
  type AccountingApi,
  AccountingError,
  amountOf,
  basicAuth,
  call,
  centsOf,
  type Fetcher,
  type ProviderPayment,
  signatureMatches,
  tokenCall,
  type WebhookChange,
} from "./types";

export type QuickBooksConfig = {
  clientId: string;
  clientSecret: string;
  webhookVerifier: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** https://quickbooks.api.intuit.com (or the sandbox host): /v3/company/{realmId}/... follows. */
  apiBase: string;
  mode: "live" | "local";
};

/** Intuit's documented endpoints; the API host is the sandbox one for development keys. */
export const quickBooksEndpoints = (sandbox: boolean) => ({
  authorizeUrl: "https://appcenter.intuit.com/connect/oauth2",
  tokenUrl: "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
  revokeUrl: "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
  apiBase: sandbox ? "https://sandbox-quickbooks.api.intuit.com" : "https://quickbooks.api.intuit.com",
});

/** The API version the shapes here were written against. */
const MINOR_VERSION = "75";
/** Only the accounting scope: PayStage reads and writes customers, invoices and payments, nothing else. */
const SCOPE = "com.intuit.quickbooks.accounting";

/** A query's string literal: QuickBooks escapes a single quote with a backslash. */
const literal = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** Fault.Error[0]: Message plus Detail, which names the field (e.g. "Invalid tax code"). */
function reasonOf(text: string) {
  try {
    const body = JSON.parse(text) as { Fault?: { Error?: Array<{ Message?: string; Detail?: string }> } };
    const e = body.Fault?.Error?.[0];
    if (e) return [e.Message, e.Detail].filter(Boolean).join(": ").slice(0, 300);
  } catch {
    // Not JSON.
  }
  return text.slice(0, 300);
}

type QbPayment = {
  Id: string;
  TxnDate: string;
  TotalAmt: number;
  Line?: Array<{ LinkedTxn?: Array<{ TxnId: string; TxnType: string }> }>;
};

const paymentOf = (p: QbPayment): ProviderPayment => ({
  id: p.Id,
  date: p.TxnDate,
  amountCents: centsOf(p.TotalAmt),
  invoiceIds: (p.Line ?? []).flatMap((l) =>
    (l.LinkedTxn ?? []).filter((t) => t.TxnType === "Invoice").map((t) => t.TxnId),
  ),
});

export function quickBooks(config: QuickBooksConfig, fetcher: Fetcher): AccountingApi {
  const basic = basicAuth(config.clientId, config.clientSecret);
  const url = (realm: string, path: string, params: Record<string, string> = {}) =>
    `${config.apiBase}/v3/company/${encodeURIComponent(realm)}/${path}?${new URLSearchParams({ ...params, minorversion: MINOR_VERSION })}`;
  const headers = (token: string) => ({
    Authorization: `Bearer ${token}`,
    Accept: "application/json",
    "Content-Type": "application/json",
  });
  const get = (s: { accessToken: string }, u: string) =>
    call(fetcher, u, { headers: headers(s.accessToken) }, reasonOf);
  const query = async <T>(s: { accessToken: string; tenantId: string }, entity: string, q: string) => {
    const body = (await get(s, url(s.tenantId, "query", { query: q }))) as {
      QueryResponse?: Record<string, T[] | undefined>;
    };
    return body.QueryResponse?.[entity] ?? [];
  };
  const create = async <T>(
    s: { accessToken: string; tenantId: string },
    entity: string,
    payload: unknown,
    key: string,
  ) => {
    // requestid makes a retried create answer the first one's result instead of creating a second record.
    const body = (await call(
      fetcher,
      url(s.tenantId, entity.toLowerCase(), { requestid: key }),
      { method: "POST", headers: headers(s.accessToken), body: JSON.stringify(payload) },
      reasonOf,
    )) as Record<string, T>;
    const record = body[entity];
    if (!record) throw new AccountingError("transient", `QuickBooks answered without a ${entity}`);
    return record;
  };

  return {
    provider: "quickbooks",
    mode: config.mode,
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const params = new URLSearchParams({
        client_id: config.clientId,
        response_type: "code",
        scope: SCOPE,
        redirect_uri: redirectUri,
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
    async tenantOf(accessToken, callback) {
      const realmId = callback.get("realmId");
      if (!realmId) throw new AccountingError("refused", "QuickBooks did not name a company (realmId)");
      let name: string | null = null;
      try {
        const info = (await get({ accessToken }, url(realmId, `companyinfo/${encodeURIComponent(realmId)}`))) as {
          CompanyInfo?: { CompanyName?: string };
        };
        name = info.CompanyInfo?.CompanyName ?? null;
      } catch {
        // The name is only for display.
      }
      return { id: realmId, name };
    },
    refresh: (refreshToken) =>
      tokenCall(fetcher, config.tokenUrl, basic, { grant_type: "refresh_token", refresh_token: refreshToken }),
    async revoke(refreshToken) {
      await call(
        fetcher,
        config.revokeUrl,
        {
          method: "POST",
          headers: { Authorization: `Basic ${basic}`, Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ token: refreshToken }),
        },
        reasonOf,
      );
    },
    async options(s): Promise<IntegrationOptions> {
      const [items, taxCodes, banks] = await Promise.all([
        query<{ Id: string; Name: string }>(s, "Item", "select * from Item where Type = 'Service' maxresults 200"),
        query<{ Id: string; Name: string }>(s, "TaxCode", "select * from TaxCode maxresults 200"),
        query<{ Id: string; Name: string }>(
          s,
          "Account",
          "select * from Account where AccountType = 'Bank' maxresults 200",
        ),
      ]);
      const pick = (rows: Array<{ Id: string; Name: string }>) => rows.map((r) => ({ id: r.Id, name: r.Name }));
      return { income: pick(items), taxCodes: pick(taxCodes), deposit: pick(banks) };
    },
    async findCustomer(s, c) {
      const byEmail = await query<{ Id: string }>(
        s,
        "Customer",
        `select * from Customer where PrimaryEmailAddr = ${literal(c.email)}`,
      );
      if (byEmail[0]) return byEmail[0].Id;
      // DisplayName is unique in a QuickBooks company: creating the same name again would be refused.
      const byName = await query<{ Id: string }>(
        s,
        "Customer",
        `select * from Customer where DisplayName = ${literal(c.name)}`,
      );
      return byName[0]?.Id ?? null;
    },
    async createCustomer(s, c, key) {
      const customer = await create<{ Id: string }>(
        s,
        "Customer",
        {
          DisplayName: c.name.slice(0, 500),
          CompanyName: c.companyName || undefined,
          PrimaryEmailAddr: { Address: c.email },
        },
        key,
      );
      return customer.Id;
    },
    async findInvoice(s, number) {
      const rows = await query<{ Id: string }>(
        s,
        "Invoice",
        `select * from Invoice where DocNumber = ${literal(number)}`,
      );
      return rows[0]?.Id ?? null;
    },
    async createInvoice(s, i, key) {
      const invoice = await create<{ Id: string }>(
        s,
        "Invoice",
        {
          DocNumber: i.number,
          TxnDate: i.date,
          DueDate: i.dueDate ?? undefined,
          CustomerRef: { value: i.customerId },
          PrivateNote: `Approval evidence: ${i.evidenceUrl}`.slice(0, 4000),
          CustomerMemo: { value: i.description.slice(0, 1000) },
          Line: [
            {
              Amount: amountOf(i.amountCents),
              DetailType: "SalesItemLineDetail",
              Description: i.description.slice(0, 4000),
              SalesItemLineDetail: {
                ItemRef: { value: i.incomeRef },
                Qty: 1,
                UnitPrice: amountOf(i.amountCents),
                ...(i.taxCode ? { TaxCodeRef: { value: i.taxCode } } : {}),
              },
            },
          ],
        },
        key,
      );
      return invoice.Id;
    },
    async createPayment(s, p, key) {
      const payment = await create<{ Id: string }>(
        s,
        "Payment",
        {
          TotalAmt: amountOf(p.amountCents),
          TxnDate: p.date,
          CustomerRef: { value: p.customerId },
          PaymentRefNum: p.reference.slice(0, 21),
          ...(p.depositRef ? { DepositToAccountRef: { value: p.depositRef } } : {}),
          Line: [{ Amount: amountOf(p.amountCents), LinkedTxn: [{ TxnId: p.invoiceId, TxnType: "Invoice" }] }],
        },
        key,
      );
      return payment.Id;
    },
    async paymentsOfChange(s, change) {
      if (change.entity !== "Payment") return [];
      const body = (await get(s, url(s.tenantId, `payment/${encodeURIComponent(change.entityId)}`))) as {
        Payment?: QbPayment;
      };
      return body.Payment ? [paymentOf(body.Payment)] : [];
    },
    async paymentsSince(s, since) {
      const body = (await get(
        s,
        url(s.tenantId, "cdc", { entities: "Payment", changedSince: since.toISOString() }),
      )) as {
        CDCResponse?: Array<{ QueryResponse?: Array<{ Payment?: QbPayment[] }> }>;
      };
      return (body.CDCResponse?.[0]?.QueryResponse ?? []).flatMap((r) => r.Payment ?? []).map(paymentOf);
    },
    verifyWebhook: (rawBody, signature) => signatureMatches(config.webhookVerifier, rawBody, signature),
    webhookChanges(rawBody) {
      const body = JSON.parse(rawBody) as {
        eventNotifications?: Array<{
          realmId: string;
          dataChangeEvent?: { entities?: Array<{ name: string; id: string; operation: string; lastUpdated: string }> };
        }>;
      };
      // The payload has no event id: the entity, its id, operation and lastUpdated name one change exactly.
      return (body.eventNotifications ?? []).flatMap((n) =>
        (n.dataChangeEvent?.entities ?? []).map(
          (e): WebhookChange => ({
            eventId: `${n.realmId}:${e.name}:${e.id}:${e.operation}:${e.lastUpdated}`,
            tenantId: n.realmId,
            entity: e.name,
            entityId: e.id,
          }),
        ),
      );
    },
  };
}
