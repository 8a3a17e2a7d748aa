// The contract both accounting adapters meet (QuickBooks Online, Xero), and the errors they raise (ADR 0126).
import type { AccountingProvider, IntegrationOptions } from "#schema/contracts/accounting";
import type { LedgerTax } from "#schema/rules/ledger-tax";
import { centsToDecimal } from "#schema/rules/money";

export type Tokens = { accessToken: string; refreshToken: string; expiresAt: Date };
/** What every API call needs: a live access token and the realm/tenant it acts in. */
export type ApiSession = { accessToken: string; tenantId: string };

export type CustomerInput = { name: string; email: string; companyName: string };
export type InvoiceInput = {
  number: string;
  customerId: string;
  /** YYYY-MM-DD. */
  date: string;
  dueDate: string | null;
  /** What the client pays: the billing's total (tax included). */
  amountCents: number;
  description: string;
  /** The approval evidence, so the bookkeeper can see what the client signed. */
  evidenceUrl: string;
  incomeRef: string;
  /** The code for a line lineTaxCodes does not name. */
  taxCode: string | null;
  /**
   * Each ledger line's own code, in the ledger's order (ADR 0171): a GB 5% line and a 20% line, or Quebec's GST+QST,
   * go under the codes the owner mapped to them.
   */
  lineTaxCodes?: Array<string | null>;
  /**
   * The billing's money and tax as PayStage issued them (ADR 0163): the lines go to the books as they are, with their
   * tax amounts, never recomputed there.
   */
  ledger: LedgerTax;
  /**
   * Name the invoice's currency (Xero CurrencyCode, QuickBooks CurrencyRef): false only for a US company's dollars,
   * whose request stays as it was.
   */
  namesCurrency: boolean;
};
export type PaymentInput = {
  invoiceId: string;
  customerId: string;
  amountCents: number;
  date: string;
  reference: string;
  depositRef: string | null;
};
/** What the books hold for an invoice: its customer and the total the provider computed (tax included). */
export type ProviderInvoice = {
  id: string;
  customerId: string | null;
  totalCents: number | null;
  /** Before tax: what was sent, when the provider added tax on top. */
  subtotalCents?: number | null;
};
/** How an invoice PayStage made is looked for again (a create whose answer was lost). */
export type InvoiceLookup = { number: string; customerId: string; amountCents: number; evidenceUrl: string };
/**
 * A payment as the provider holds it: which of its invoices it pays and, where the provider says so (QuickBooks'
 * Line[].Amount), how much of the payment goes to each one.
 */
export type ProviderPayment = {
  id: string;
  invoiceIds: string[];
  date: string;
  amountCents: number;
  applied?: Array<{ invoiceId: string; amountCents: number }>;
};
/** An organisation a consent granted (Xero: one row of GET /connections). */
export type ConsentTenant = { id: string; name: string | null; connectionId: string | null };
/** One change a webhook announced (the payload carries ids only; the adapter reads the record itself). */
export type WebhookChange = { eventId: string; tenantId: string; entity: string; entityId: string };

export type AccountingApi = {
  provider: AccountingProvider;
  /** Real endpoints, or the local stand-in (which plays the provider with its shapes). */
  mode: "live" | "local";
  authorizeUrl(args: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(args: { code: string; codeVerifier: string; redirectUri: string }): Promise<Tokens>;
  /** The company file the consent granted: QuickBooks names it in the callback (realmId), Xero in /connections. */
  tenantOf(accessToken: string, callback: URLSearchParams): Promise<{ id: string; name: string | null }>;
  /**
   * Xero: every organisation this consent granted (GET /connections?authEventId=), so the owner chooses when there are
   * several; a provider without it names one tenant through tenantOf (ADR 0134).
   */
  tenantsOfConsent?(accessToken: string): Promise<ConsentTenant[]>;
  refresh(refreshToken: string): Promise<Tokens>;
  revoke(refreshToken: string): Promise<void>;
  /**
   * Xero: DELETE /connections/{id} for this company's organisation only. Revoking the token would cut every other
   * organisation the same person connected (ADR 0134). Without it, disconnect revokes the refresh token.
   */
  disconnectTenant?(s: ApiSession, connectionId: string | null): Promise<void>;
  options(s: ApiSession): Promise<IntegrationOptions>;
  findCustomer(s: ApiSession, c: CustomerInput): Promise<string | null>;
  createCustomer(s: ApiSession, c: CustomerInput, idempotencyKey: string): Promise<string>;
  /** Invoices that may be the one PayStage made for this billing; the caller links one only if customer and amount match. */
  findInvoices(s: ApiSession, lookup: InvoiceLookup): Promise<ProviderInvoice[]>;
  createInvoice(s: ApiSession, i: InvoiceInput, idempotencyKey: string): Promise<ProviderInvoice>;
  createPayment(s: ApiSession, p: PaymentInput, idempotencyKey: string): Promise<string>;
  /** Payments a webhook change points at (QuickBooks: the Payment; Xero: the paid Invoice's payments). */
  paymentsOfChange(s: ApiSession, change: WebhookChange): Promise<ProviderPayment[]>;
  /** Payments created or changed since `since` (QuickBooks CDC, Xero If-Modified-Since). */
  paymentsSince(s: ApiSession, since: Date): Promise<ProviderPayment[]>;
  /** Checks the signature over the raw body. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<boolean>;
  webhookChanges(rawBody: string): WebhookChange[];
};

/**
 * A call that did not succeed. transient: 429, 5xx, network (back off and retry); auth: the access token was refused
 * (refresh once); refused: the provider said no to this record (bad tax code, closed period) and a person must act;
 * revoked: the refresh token is dead, the connection must be made again.
 */
export class AccountingError extends Error {
  constructor(
    readonly kind: "transient" | "auth" | "refused" | "revoked",
    message: string,
    readonly retryAfterSeconds?: number,
    /** The provider's rate limit (429), or our own pacing: the job waits and goes again, never counted as failed. */
    readonly rateLimited = false,
  ) {
    super(message);
  }
}

/** Intuit: "If you see this [429], wait 60 seconds before retrying"; Xero sends Retry-After itself. */
export const RATE_LIMIT_DEFAULT_WAIT_SECONDS = 60;

/**
 * A 429 as both providers send it: Retry-After in seconds (Xero, on its minute and day limits) and Xero's
 * X-Rate-Limit-Problem naming the limit ("concurrent", "minute", "day"). Never shown as a refusal.
 */
export function rateLimitError(res: Response) {
  const after = Number(res.headers.get("Retry-After"));
  const problem = res.headers.get("X-Rate-Limit-Problem")?.trim().toLowerCase() ?? "";
  const wait =
    Number.isFinite(after) && after > 0
      ? Math.ceil(after)
      : // A concurrent-limit 429 clears as soon as a call in flight ends.
        problem.startsWith("concurrent")
        ? 5
        : RATE_LIMIT_DEFAULT_WAIT_SECONDS;
  const which = problem ? ` (${problem} limit)` : "";
  return new AccountingError("transient", `Rate limited by the provider${which}; trying again shortly`, wait, true);
}

/** Integer cents as the providers' decimal amount: exact, two places at most ("12480.5"). */
export const amountOf = (cents: number) => Number((cents / 100).toFixed(2));
/** Minor units of a currency as the providers' decimal amount, from its ISO digits (never a float's). */
export const amountIn = (minor: number, currency: string) => Number(centsToDecimal(minor, currency));
/** A provider's decimal amount as integer cents. */
export const centsOf = (amount: number) => Math.round(Number(`${amount}e2`));

export type Fetcher = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** Sends one request, turning network errors and status codes into AccountingError. */
export async function call(fetcher: Fetcher, url: string, init: RequestInit, reasonOf: (text: string) => string) {
  let res: Response;
  try {
    res = await fetcher(url, init);
  } catch (err) {
    throw new AccountingError("transient", `Network error: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await res.text().catch(() => "");
  if (res.ok) return text ? (JSON.parse(text) as unknown) : null;
  if (res.status === 429) throw rateLimitError(res);
  const reason = reasonOf(text) || `HTTP ${res.status}`;
  if (res.status >= 500) {
    const after = Number(res.headers.get("Retry-After"));
    throw new AccountingError("transient", reason, Number.isFinite(after) && after > 0 ? after : undefined);
  }
  if (res.status === 401) throw new AccountingError("auth", reason);
  throw new AccountingError("refused", reason);
}

/** The token endpoint's answer (RFC 6749 section 5.1); invalid_grant means the refresh token is spent or revoked. */
export async function tokenCall(fetcher: Fetcher, url: string, basic: string, form: Record<string, string>) {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams(form).toString(),
    });
  } catch (err) {
    throw new AccountingError("transient", `Network error: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await res.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the status decides.
  }
  if (res.ok && typeof body.access_token === "string" && typeof body.refresh_token === "string") {
    const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 1800;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    } satisfies Tokens;
  }
  if (res.status === 429) throw rateLimitError(res);
  if (res.status >= 500) throw new AccountingError("transient", `Token endpoint: HTTP ${res.status}`);
  const error = typeof body.error === "string" ? body.error : `HTTP ${res.status}`;
  // The provider's own words (error_description) are what a person can act on when a connection fails.
  const description = typeof body.error_description === "string" ? `: ${body.error_description}` : "";
  throw new AccountingError(
    error === "invalid_grant" ? "revoked" : "refused",
    `Token endpoint: ${error}${description}`.slice(0, 300),
  );
}

export const basicAuth = (id: string, secret: string) => btoa(`${id}:${secret}`);

/** base64(HMAC-SHA256(key, body)), compared in constant time: both providers sign webhooks this way. */
export async function hmacBase64(key: string, body: string) {
  const k = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(body));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

export async function signatureMatches(key: string, body: string, signature: string | undefined) {
  if (!signature) return false;
  const expected = new TextEncoder().encode(await hmacBase64(key, body));
  const given = new TextEncoder().encode(signature.trim());
  if (expected.length !== given.length) return false;
  return crypto.subtle.timingSafeEqual(expected, given);
}
