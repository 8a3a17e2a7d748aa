// QuickBooks Online adapter, to Intuit's docs: OAuth 2.0 authorization code (with PKCE; Intuit accepts S256),
// Accounting API v3 (query, customer, invoice, payment with LinkedTxn, CDC, preferences), `requestid` for idempotent
// creates, and webhooks signed with base64(HMAC-SHA256(verifier token, raw body)) in the `intuit-signature` header,
// in the CloudEvents shape and the legacy `eventNotifications` one (ADR 0132).
import type { IntegrationOptions } from "#schema/contracts/accounting";
import type { LedgerTax } from "#schema/rules/ledger-tax";
import {
  type AccountingApi,
  AccountingError,
  amountIn,
  amountOf,
  basicAuth,
  call,
  centsOf,
  type Fetcher,
  type InvoiceInput,
  type InvoiceLookup,
  type ProviderInvoice,
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
  Line?: Array<{ Amount?: number; LinkedTxn?: Array<{ TxnId: string; TxnType: string }> }>;
};

/** Each Line's Amount is what this payment puts on that line's invoice: a payment over several invoices is split. */
const paymentOf = (p: QbPayment): ProviderPayment => {
  const applied = (p.Line ?? []).flatMap((l) =>
    (l.LinkedTxn ?? [])
      .filter((t) => t.TxnType === "Invoice")
      .map((t) => ({ invoiceId: t.TxnId, amountCents: centsOf(l.Amount ?? p.TotalAmt) })),
  );
  return {
    id: p.Id,
    date: p.TxnDate,
    amountCents: centsOf(p.TotalAmt),
    invoiceIds: applied.map((a) => a.invoiceId),
    applied,
  };
};

type QbInvoice = {
  Id: string;
  DocNumber?: string;
  CustomerRef?: { value: string };
  TotalAmt?: number;
  PrivateNote?: string;
  Line?: Array<{ Amount?: number; DetailType?: string }>;
};

/** What a QuickBooks company's settings decide about an invoice (Preferences and CompanyInfo, read once a run). */
export type QbCompanyRules = {
  customNumbers: boolean;
  us: boolean;
  multiCurrency: boolean;
  homeCurrency: string | null;
};

/** A TaxCode's sales rates as QuickBooks lists them (SalesTaxRateList), each with its RateValue (percent). */
export type QbTaxCodeRates = Map<string, Array<{ id: string; percent: number }>>;

/**
 * TxnTaxDetail.TaxLine: one line per TaxRate the invoice charges, with the billing's own tax as its Amount, its
 * percent and the net it is charged on (ADR 0211). Intuit: the TaxRate "must be in the referenced tax code's rate
 * list (SalesTaxRateList ...)" and "Each rate may only be listed once", so a part goes to its code's rate of the same
 * percent (or the code's only rate) and lines at one rate are added together. Empty when a part's rate is not found
 * (the books' lists unread, or a code whose rates differ from the billing's): TotalTax alone is sent, as before.
 */
export function qbTaxLinesOf(ledger: LedgerTax, lineCodes: Array<string | null>, rates: QbTaxCodeRates) {
  const byRate = new Map<string, { percent: number; net: number; tax: number }>();
  for (const [index, line] of ledger.lines.entries()) {
    const choices = rates.get(lineCodes[index] ?? "") ?? [];
    for (const part of line.parts) {
      const rate = choices.length === 1 ? choices[0] : choices.find((r) => r.percent === part.rate);
      if (!rate) return [];
      const sum = byRate.get(rate.id) ?? { percent: part.rate, net: 0, tax: 0 };
      sum.net += line.net;
      sum.tax += part.tax;
      byRate.set(rate.id, sum);
    }
  }
  const money = (cents: number) => amountIn(cents, ledger.currency);
  return [...byRate].map(([id, r]) => ({
    Amount: money(r.tax),
    DetailType: "TaxLineDetail",
    TaxLineDetail: {
      TaxRateRef: { value: id },
      PercentBased: true,
      TaxPercent: r.percent,
      NetAmountTaxable: money(r.net),
    },
  }));
}

export const qbMultiCurrencyOff = (currency: string) =>
  `Turn on Multicurrency in QuickBooks (Account and settings > Advanced > Currency) to book invoices in ${currency}`;

/**
 * The invoice as QuickBooks' create takes it (ADR 0163). US companies keep today's request: one line, non-taxable
 * (NON), of the billing's total (US sales tax is not coded per line here, so a manual sales-tax line rides in the
 * total). Elsewhere every line needs a tax code: an untaxed billing keeps the chosen code applied inclusive of the
 * amount (so the total stays the billing's); a taxed one says how its amounts relate to tax (GlobalTaxCalculation
 * TaxExcluded or TaxInclusive), a line per rate group with the chosen code, and the billing's tax as TxnTaxDetail's
 * TotalTax. The currency is named (CurrencyRef) when multicurrency is on, as Intuit requires; without it only the
 * home currency can be booked.
 */
export function qbInvoiceOf(i: InvoiceInput, rules: QbCompanyRules, rates: QbTaxCodeRates = new Map()) {
  const { ledger } = i;
  const money = (cents: number) => amountIn(cents, ledger.currency);
  const taxed = !rules.us && ledger.pricing !== "none";
  if (i.namesCurrency && !rules.multiCurrency && rules.homeCurrency && rules.homeCurrency !== ledger.currency) {
    throw new AccountingError("refused", qbMultiCurrencyOff(ledger.currency));
  }
  // Intuit (non-US): "For each taxable line, a TaxCode is applied to the line" - each rate group its own (ADR 0171).
  const taxCodeOf = (index: number) => (rules.us ? "NON" : (i.lineTaxCodes?.[index] ?? i.taxCode));
  const description = i.description.slice(0, 4000);
  const lines = taxed ? ledger.lines : [{ net: ledger.total, gross: ledger.total, tax: 0, label: "" }];
  return {
    // Intuit: with custom transaction numbers off, QuickBooks assigns the next number itself.
    ...(rules.customNumbers ? { DocNumber: i.number } : {}),
    ...(rules.us
      ? {}
      : { GlobalTaxCalculation: taxed && ledger.pricing === "exclusive" ? "TaxExcluded" : "TaxInclusive" }),
    ...(i.namesCurrency && rules.multiCurrency ? { CurrencyRef: { value: ledger.currency } } : {}),
    TxnDate: i.date,
    DueDate: i.dueDate ?? undefined,
    CustomerRef: { value: i.customerId },
    PrivateNote: `Approval evidence: ${i.evidenceUrl}`.slice(0, 4000),
    CustomerMemo: { value: i.description.slice(0, 1000) },
    Line: lines.map((line, index) => {
      const taxCode = taxCodeOf(index);
      const amount = money(taxed && ledger.pricing === "exclusive" ? line.net : line.gross);
      return {
        Amount: amount,
        DetailType: "SalesItemLineDetail",
        Description: lines.length > 1 && line.label ? `${description.slice(0, 3900)} (${line.label})` : description,
        SalesItemLineDetail: {
          ItemRef: { value: i.incomeRef },
          Qty: 1,
          UnitPrice: amount,
          ...(taxCode ? { TaxCodeRef: { value: taxCode } } : {}),
        },
      };
    }),
    // No TxnTaxCodeRef: Intuit documents it "For US editions only"; outside the US each line names its TaxCode.
    ...(taxed ? { TxnTaxDetail: txnTaxDetailOf(i, rates) } : {}),
  };
}

function txnTaxDetailOf(i: InvoiceInput, rates: QbTaxCodeRates) {
  const codes = i.ledger.lines.map((_, index) => i.lineTaxCodes?.[index] ?? i.taxCode);
  const taxLines = qbTaxLinesOf(i.ledger, codes, rates);
  return {
    TotalTax: amountIn(i.ledger.tax, i.ledger.currency),
    ...(taxLines.length ? { TaxLine: taxLines } : {}),
  };
}

const invoiceOf = (i: QbInvoice): ProviderInvoice => {
  const lines = (i.Line ?? []).filter((l) => l.DetailType === "SalesItemLineDetail");
  return {
    id: i.Id,
    customerId: i.CustomerRef?.value ?? null,
    totalCents: typeof i.TotalAmt === "number" ? centsOf(i.TotalAmt) : null,
    subtotalCents: lines.length ? lines.reduce((sum, l) => sum + centsOf(l.Amount ?? 0), 0) : null,
  };
};

/** What the company file's settings decide about an invoice (Preferences and CompanyInfo, read once per job). */
type CompanyRules = QbCompanyRules;

/** Intuit's refusal of a DisplayName another customer, vendor or employee (active or not) already has: error 6240. */
const isDuplicateName = (err: unknown) =>
  err instanceof AccountingError && err.kind === "refused" && /^Duplicate Name Exists/i.test(err.message);

/** The name a customer gets when a vendor or employee already has the client's: distinct, and still recognisable. */
export const customerNameBesideOther = (name: string) => `${name.slice(0, 488)} (customer)`;

/** One CloudEvent (Intuit's webhook format since 2025; mandatory from May 2026). */
type CloudEvent = { id?: string; type?: string; intuitentityid?: string; intuitaccountid?: string };

/** "qbo.payment.created.v1" -> "Payment": the entity as the legacy payload and the API name it. */
const entityOfType = (type: string) => {
  const name = type.split(".")[1] ?? "";
  return name.charAt(0).toUpperCase() + name.slice(1);
};

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

  /** Read once per adapter (one job): whether DocNumber is ours to send, and whether US sales tax rules apply. */
  let rules: Promise<CompanyRules> | null = null;
  const companyRules = (s: { accessToken: string; tenantId: string }) => {
    rules ??= Promise.all([
      get(s, url(s.tenantId, "preferences")) as Promise<{
        Preferences?: {
          SalesFormsPrefs?: { CustomTxnNumbers?: boolean };
          CurrencyPrefs?: { MultiCurrencyEnabled?: boolean; HomeCurrency?: { value?: string } };
        };
      }>,
      get(s, url(s.tenantId, `companyinfo/${encodeURIComponent(s.tenantId)}`)) as Promise<{
        CompanyInfo?: { Country?: string };
      }>,
    ]).then(([prefs, info]) => ({
      customNumbers: prefs.Preferences?.SalesFormsPrefs?.CustomTxnNumbers === true,
      us: (info.CompanyInfo?.Country ?? "US") === "US",
      multiCurrency: prefs.Preferences?.CurrencyPrefs?.MultiCurrencyEnabled === true,
      homeCurrency: prefs.Preferences?.CurrencyPrefs?.HomeCurrency?.value ?? null,
    }));
    rules.catch(() => {
      rules = null;
    });
    return rules;
  };
  /** Read once per adapter (one job), only for a taxed invoice outside the US: each TaxCode's sales rates. */
  let taxRates: Promise<QbTaxCodeRates> | null = null;
  const taxCodeRates = (s: { accessToken: string; tenantId: string }) => {
    taxRates ??= Promise.all([
      query<{ Id: string; SalesTaxRateList?: { TaxRateDetail?: Array<{ TaxRateRef?: { value?: string } }> } }>(
        s,
        "TaxCode",
        "select * from TaxCode maxresults 200",
      ),
      query<{ Id: string; RateValue?: number }>(s, "TaxRate", "select * from TaxRate maxresults 200"),
    ]).then(([codes, rates]) => {
      const percent = new Map(rates.map((r) => [r.Id, Number(r.RateValue ?? Number.NaN)]));
      return new Map(
        codes.map((c) => [
          c.Id,
          (c.SalesTaxRateList?.TaxRateDetail ?? []).flatMap((d) => {
            const id = d.TaxRateRef?.value;
            return id ? [{ id, percent: percent.get(id) ?? Number.NaN }] : [];
          }),
        ]),
      );
    });
    taxRates.catch(() => {
      taxRates = null;
    });
    return taxRates;
  };
  /** Customers by DisplayName, inactive ones too (a plain query answers only active records). */
  const customersNamed = (s: { accessToken: string; tenantId: string }, name: string) =>
    query<{ Id: string; SyncToken: string; Active?: boolean }>(
      s,
      "Customer",
      `select * from Customer where Active in (true, false) and DisplayName = ${literal(name)}`,
    );
  /** An inactive customer comes back with a sparse update (Active: true); an active one is used as it is. */
  const usable = async (
    s: { accessToken: string; tenantId: string },
    c: { Id: string; SyncToken: string; Active?: boolean },
    key: string,
  ) => {
    if (c.Active !== false) return c.Id;
    const back = await create<{ Id: string }>(
      s,
      "Customer",
      { Id: c.Id, SyncToken: c.SyncToken, sparse: true, Active: true },
      `${key}-reactivate`,
    );
    return back.Id;
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
      const make = async (name: string, k: string) =>
        (
          await create<{ Id: string }>(
            s,
            "Customer",
            {
              DisplayName: name.slice(0, 500),
              CompanyName: c.companyName || undefined,
              PrimaryEmailAddr: { Address: c.email },
            },
            k,
          )
        ).Id;
      try {
        return await make(c.name, key);
      } catch (err) {
        if (!isDuplicateName(err)) throw err;
      }
      // 6240: the name is taken by an inactive customer (reactivated and used, as an active one would be) or by a
      // vendor or employee (the customer gets a distinct name); never a billing stuck on the name.
      const inactive = (await customersNamed(s, c.name))[0];
      if (inactive) return usable(s, inactive, key);
      const other = customerNameBesideOther(c.name);
      const already = (await customersNamed(s, other))[0];
      if (already) return usable(s, already, key);
      return make(other, `${key}-distinct`);
    },
    async findInvoices(s, lookup: InvoiceLookup) {
      const { customNumbers } = await companyRules(s);
      // With custom numbers off, QuickBooks numbers the invoice itself: ours are the customer's invoices whose
      // private note carries the billing's evidence link.
      const rows = customNumbers
        ? await query<QbInvoice>(s, "Invoice", `select * from Invoice where DocNumber = ${literal(lookup.number)}`)
        : (
            await query<QbInvoice>(
              s,
              "Invoice",
              `select * from Invoice where CustomerRef = ${literal(lookup.customerId)} maxresults 1000`,
            )
          ).filter((i) => i.PrivateNote?.includes(lookup.evidenceUrl));
      return rows.map(invoiceOf);
    },
    async createInvoice(s, i, key) {
      const rules = await companyRules(s);
      const rates = !rules.us && i.ledger.pricing !== "none" ? await taxCodeRates(s) : new Map();
      const invoice = await create<QbInvoice>(s, "Invoice", qbInvoiceOf(i, rules, rates), key);
      return invoiceOf(invoice);
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
      if (change.entity.toLowerCase() !== "payment") return [];
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
      const parsed = JSON.parse(rawBody) as unknown;
      // CloudEvents: an array of events, each with its own id (the dedupe key), the entity in `type`, the record in
      // `intuitentityid` and the company (realm) in `intuitaccountid`.
      if (Array.isArray(parsed)) {
        return (parsed as CloudEvent[]).flatMap((e): WebhookChange[] =>
          e && typeof e.id === "string" && typeof e.type === "string" && e.intuitentityid && e.intuitaccountid
            ? [
                {
                  eventId: e.id,
                  tenantId: String(e.intuitaccountid),
                  entity: entityOfType(e.type),
                  entityId: String(e.intuitentityid),
                },
              ]
            : [],
        );
      }
      const body = parsed as {
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
