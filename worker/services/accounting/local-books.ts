// The local stand-in for QuickBooks Online and Xero (ADR 0126; never in production): consent, token endpoint with
// rotation and PKCE, customers/contacts, invoices and payments in each provider's JSON shapes, idempotent creates,
// armed faults (429/5xx), and a "Record payment" that sends the app a correctly signed webhook (QuickBooks: in the
// CloudEvents shape Intuit sends now). QuickBooks' company settings (custom transaction numbers, country) and its tax
// are played too: a taxable code adds tax on top unless the invoice says TaxInclusive (ADR 0132).
import { ACCOUNTING_PROVIDER_NAMES, type AccountingProvider } from "#schema/contracts/accounting";
import { HOUR_MS } from "#schema/rules/durations";
import {
  deleteLocalRecord,
  deleteLocalTokens,
  findLocalByKey,
  findLocalRecord,
  type LocalRecord,
  listLocalRecords,
  putLocalRecord,
  takeLocalFault,
  updateLocalRecord,
} from "../../db/local-accounting";
import { randomToken } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { LOCAL_CLIENT, LOCAL_PATH, LOCAL_WEBHOOK_KEY, localFetcher } from "../../providers/accounting";
import { basicAuth, hmacBase64 } from "../../providers/accounting/types";
import { codeChallengeOf } from "./connect";

// biome-ignore lint/suspicious/noExplicitAny: the stand-in reads request JSON loosely, checking fields as the provider does.
type LooseJson = Record<string, any>;

export type LocalAnswer = { status: number; body: unknown; headers?: Record<string, string> };

type Customer = { name: string; email: string; companyName: string; active?: boolean };
type Invoice = {
  number: string;
  customerId: string;
  date: string;
  dueDate: string | null;
  /** What the customer owes: the lines, plus any tax the books added. */
  amountCents: number;
  /** QuickBooks: the lines before tax, and the tax added (absent on Xero's). */
  lineCents?: number;
  taxCents?: number;
  description: string;
  url: string | null;
  paymentIds: string[];
  /** The currency named on the invoice (Xero CurrencyCode, QuickBooks CurrencyRef); absent: the home currency. */
  currency?: string;
  /** Xero: how the line amounts relate to tax, and the lines as sent (each with its tax), for the stand-in's list. */
  lineAmountTypes?: string;
  lines?: Array<{ description: string; amountCents: number; taxType: string | null; taxCents: number }>;
  /** QuickBooks: each line's TaxCodeRef as sent (ADR 0171). */
  taxCodes?: Array<string | null>;
  /** QuickBooks: TxnTaxDetail.TaxLine as sent, one per TaxRate (ADR 0211). */
  taxLines?: Array<{ rateId: string; percent: number; netCents: number; taxCents: number }>;
};
type Payment = {
  invoiceId: string;
  amountCents: number;
  date: string;
  reference: string;
  updatedAt: string;
  /** QuickBooks: one payment over several invoices, each line's Amount on its invoice. */
  lines?: Array<{ invoiceId: string; amountCents: number }>;
};
/** The stand-in QuickBooks company's settings (Preferences.SalesFormsPrefs.CustomTxnNumbers, CompanyInfo.Country). */
export type LocalCompany = {
  customTxnNumbers: boolean;
  country: string;
  /** Preferences.CurrencyPrefs: the home currency, and whether invoices may be in others. */
  homeCurrency?: string;
  multiCurrency?: boolean;
};
/**
 * Custom numbers on (a bookkeeper who numbers invoices, so the stand-in's list shows PS-{id}), a US company.
 * QuickBooks' own default is off: tests turn it off to see QuickBooks number the invoice.
 */
const LOCAL_COMPANY: LocalCompany = { customTxnNumbers: true, country: "US" };
/** The stand-in's one sales tax rate for its "TAX" code: $1,000.00 becomes $1,082.50. */
export const LOCAL_TAX_RATE = 0.0825;

/** What the stand-in company offers to book to (the picker's choices). */
const QB_ITEMS = [
  { Id: "1", Name: "Services", Type: "Service" },
  { Id: "2", Name: "Progress billing", Type: "Service" },
];
/** A TaxCode's SalesTaxRateList as QuickBooks answers it: the sales rates the code charges, in order. */
const salesRates = (...ids: string[]) => ({
  SalesTaxRateList: {
    TaxRateDetail: ids.map((id, i) => ({ TaxRateRef: { value: id }, TaxTypeApplicable: "TaxOnAmount", TaxOrder: i })),
  },
});
const QB_TAX_CODES: Array<{ Id: string; Name: string } & Partial<ReturnType<typeof salesRates>>> = [
  { Id: "NON", Name: "Non-taxable" },
  { Id: "TAX", Name: "Taxable", ...salesRates("3") },
  // A UK company's sales codes, as QuickBooks names them: standard, reduced and zero rate.
  { Id: "20", Name: "20.0% S", ...salesRates("4") },
  { Id: "5", Name: "5.0% R", ...salesRates("6") },
  { Id: "Z", Name: "0.0% Z", ...salesRates("7") },
  // A Quebec company's one code for its two taxes, as QuickBooks Canada books them.
  { Id: "GQ", Name: "GST/QST QC - 9.975", ...salesRates("8", "9") },
];
/** The stand-in's TaxRate list (RateValue in percent), the rates its codes reference. */
const QB_TAX_RATES = [
  { Id: "3", Name: "Sales tax", RateValue: 8.25 },
  { Id: "4", Name: "20.0% S", RateValue: 20 },
  { Id: "6", Name: "5.0% R", RateValue: 5 },
  { Id: "7", Name: "0.0% Z", RateValue: 0 },
  { Id: "8", Name: "GST", RateValue: 5 },
  { Id: "9", Name: "QST", RateValue: 9.975 },
];
const QB_BANKS = [{ Id: "35", Name: "Checking", AccountType: "Bank" }];
/** The stand-in's taxable codes and their rates: "TAX" its US-style rate, "20" UK VAT. */
const TAXABLE_CODES = new Map([
  ["TAX", LOCAL_TAX_RATE],
  ["20", 0.2],
  ["5", 0.05],
  ["GQ", 0.14975],
]);
const XERO_ACCOUNTS = [
  { Code: "200", Name: "Sales", Type: "REVENUE", Status: "ACTIVE" },
  { Code: "090", Name: "Business Bank Account", Type: "BANK", Status: "ACTIVE" },
];
const XERO_TAX_RATES = [
  { TaxType: "NONE", Name: "No Tax" },
  { TaxType: "OUTPUT", Name: "Tax on Sales" },
  // A UK organisation's VAT on sales, standard and reduced, and a purchases-only rate sales never take.
  { TaxType: "OUTPUT2", Name: "20% (VAT on Income)", Status: "ACTIVE", CanApplyToRevenue: true },
  { TaxType: "RROUTPUT", Name: "5% (VAT on Income)", Status: "ACTIVE", CanApplyToRevenue: true },
  { TaxType: "INPUT2", Name: "20% (VAT on Expenses)", Status: "ACTIVE", CanApplyToRevenue: false },
];

const decimal = (cents: number) => Number((cents / 100).toFixed(2));
const parse = <T>(r: LocalRecord) => JSON.parse(r.body) as T;
/** Xero's ids are GUIDs: the record id in the last group, so it reads back. */
const guid = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`;
const idOf = (provider: AccountingProvider, external: string) =>
  Number(provider === "xero" ? external.split("-").at(-1) : external);
const ext = (provider: AccountingProvider, id: number) => (provider === "xero" ? guid(id) : String(id));

const qbFault = (status: number, message: string, detail = "", code = String(status)) => ({
  status,
  body: { Fault: { Error: [{ Message: message, Detail: detail, code }], type: "ValidationFault" } },
});
const xeroFault = (status: number, message: string) => ({
  status,
  body: {
    ErrorNumber: 10,
    Type: "ValidationException",
    Message: "A validation exception occurred",
    Elements: [{ ValidationErrors: [{ Message: message }] }],
  },
});
const faultOf = (provider: AccountingProvider, status: number, message: string) =>
  provider === "xero" ? xeroFault(status, message) : qbFault(status, message);

// --- OAuth ---

export const localTenantName = (provider: AccountingProvider) => `Local ${ACCOUNTING_PROVIDER_NAMES[provider]} company`;

/** The consent page's Connect: a code bound to the PKCE challenge and redirect URI, and a new stand-in company. */
export async function approveConsent(db: Db, provider: AccountingProvider, params: URLSearchParams) {
  const redirectUri = params.get("redirect_uri") ?? "";
  const state = params.get("state") ?? "";
  if (params.get("client_id") !== LOCAL_CLIENT.id || !redirectUri) return null;
  const tenant = `local-${provider}-${randomToken(6).replace(/[^A-Za-z0-9]/g, "x")}`;
  const code = randomToken(24);
  // Xero names each consent (authentication_event_id in the access token; /connections?authEventId= lists its rows).
  const authEventId = crypto.randomUUID();
  await putLocalRecord(
    db,
    { provider, tenantId: tenant, kind: "code" },
    { challenge: params.get("code_challenge"), redirectUri, used: false, authEventId },
    code,
  );
  const back = new URL(redirectUri);
  back.searchParams.set("code", code);
  back.searchParams.set("state", state);
  if (provider === "quickbooks") back.searchParams.set("realmId", tenant);
  return back.toString();
}

/** base64url of JSON, for the stand-in's JWT-shaped Xero access tokens. */
const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

async function issueTokens(
  db: Db,
  provider: AccountingProvider,
  tenant: string,
  now: Date,
  authEventId: string | null = null,
): Promise<LocalAnswer> {
  // Xero's access token is a JWT carrying the consent's authentication_event_id; the stand-in's is shaped the same
  // (unsigned: only this app reads it).
  const access =
    provider === "xero"
      ? `${b64url({ alg: "none", typ: "JWT" })}.${b64url({ authentication_event_id: authEventId, nonce: randomToken(12) })}.local`
      : `local_at_${randomToken(24)}`;
  const refresh = `local_rt_${randomToken(24)}`;
  await putLocalRecord(
    db,
    { provider, tenantId: tenant, kind: "token" },
    { expiresAt: now.getTime() + HOUR_MS, authEventId },
    `at:${access}`,
  );
  await putLocalRecord(
    db,
    { provider, tenantId: tenant, kind: "token" },
    { used: false, authEventId },
    `rt:${refresh}`,
  );
  return {
    status: 200,
    body: {
      access_token: access,
      refresh_token: refresh,
      token_type: "bearer",
      expires_in: 3600,
      ...(provider === "quickbooks" ? { x_refresh_token_expires_in: 8_726_400 } : {}),
    },
  };
}

/** The token endpoint: client authentication, code + PKCE, or refresh with rotation (a used token is invalid_grant). */
export async function tokenGrant(
  db: Db,
  provider: AccountingProvider,
  authorization: string | undefined,
  form: URLSearchParams,
  now = new Date(),
): Promise<LocalAnswer> {
  if (authorization !== `Basic ${basicAuth(LOCAL_CLIENT.id, LOCAL_CLIENT.secret)}`) {
    return { status: 401, body: { error: "invalid_client" } };
  }
  const invalid = { status: 400, body: { error: "invalid_grant" } };
  if (form.get("grant_type") === "authorization_code") {
    const code = await findLocalByKey(db, provider, "code", form.get("code") ?? "");
    if (!code) return invalid;
    const stored = parse<{ challenge: string | null; redirectUri: string; used: boolean; authEventId?: string }>(code);
    // Single use: deleted as it is redeemed.
    await deleteLocalRecord(db, code.id);
    if (stored.redirectUri !== form.get("redirect_uri")) return invalid;
    if (stored.challenge && stored.challenge !== (await codeChallengeOf(form.get("code_verifier") ?? "")))
      return invalid;
    return issueTokens(db, provider, code.tenantId, now, stored.authEventId ?? null);
  }
  if (form.get("grant_type") === "refresh_token") {
    const row = await findLocalByKey(db, provider, "token", `rt:${form.get("refresh_token") ?? ""}`);
    const token = row ? parse<{ used: boolean; authEventId?: string | null }>(row) : null;
    if (!row || !token || token.used) return invalid;
    await updateLocalRecord(db, row.id, { used: true, authEventId: token.authEventId ?? null });
    return issueTokens(db, provider, row.tenantId, now, token.authEventId ?? null);
  }
  return { status: 400, body: { error: "unsupported_grant_type" } };
}

/** The revocation endpoint (Intuit's tokens/revoke, Xero's connect/revocation); an armed fault answers first. */
export async function revokeToken(db: Db, provider: AccountingProvider, token: string): Promise<LocalAnswer> {
  const row = await findLocalByKey(db, provider, "token", `rt:${token}`);
  const fault = row ? await armedFault(db, provider, row.tenantId) : null;
  if (fault) return fault;
  if (row) await updateLocalRecord(db, row.id, { used: true, revoked: true });
  return { status: 200, body: {} };
}

/**
 * Xero's DELETE /connections/{id}: the stand-in's consent holds one organisation, so ending the connection ends every
 * token of it (the API then answers 401 and a refresh invalid_grant, as Xero does for a removed connection).
 */
export async function disconnectLocalTenant(db: Db, authorization: string | undefined, connectionId: string) {
  const tenant = await tenantOfBearer(db, "xero", authorization);
  if (!tenant) return { status: 401, body: { Title: "Unauthorized" } } satisfies LocalAnswer;
  const fault = await armedFault(db, "xero", tenant);
  if (fault) return fault;
  if (connectionId !== `connection-${tenant}`) return { status: 404, body: { Title: "Not Found", Status: 404 } };
  await deleteLocalTokens(db, "xero", tenant);
  return { status: 204, body: null } satisfies LocalAnswer;
}

/** The tenant a bearer token acts for, or null (expired, unknown). */
export async function tenantOfBearer(
  db: Db,
  provider: AccountingProvider,
  authorization: string | undefined,
  now = new Date(),
) {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return null;
  const row = await findLocalByKey(db, provider, "token", `at:${token}`);
  if (!row || parse<{ expiresAt: number }>(row).expiresAt < now.getTime()) return null;
  return row.tenantId;
}

/** Xero's GET /connections[?authEventId=]: the stand-in's one organisation per consent, with its connection id. */
export async function xeroConnections(db: Db, authorization: string | undefined, authEventId: string | null) {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1] ?? "";
  const row = await findLocalByKey(db, "xero", "token", `at:${token}`);
  const tenant = await tenantOfBearer(db, "xero", authorization);
  if (!row || !tenant) return null;
  const event = parse<{ authEventId?: string | null }>(row).authEventId ?? null;
  if (authEventId && authEventId !== event) return [];
  return [
    {
      id: `connection-${tenant}`,
      authEventId: event,
      tenantId: tenant,
      tenantType: "ORGANISATION",
      tenantName: localTenantName("xero"),
    },
  ];
}

/** An armed fault for the tenant (tests and hand testing: a 429 or 503 before the next call). */
export async function armedFault(db: Db, provider: AccountingProvider, tenant: string): Promise<LocalAnswer | null> {
  const fault = await takeLocalFault(db, provider, tenant);
  if (!fault) return null;
  const status = parse<{ status: number }>(fault).status;
  return {
    ...faultOf(provider, status, status === 429 ? "Too many requests" : "Service unavailable"),
    headers: { "Retry-After": "1" },
  };
}

export const armFaults = async (db: Db, provider: AccountingProvider, tenant: string, statuses: number[]) => {
  for (const status of statuses)
    await putLocalRecord(db, { provider, tenantId: tenant, kind: "fault" }, { status }, null);
};

// --- The stand-in QuickBooks company's settings ---

export async function localCompanyOf(db: Db, tenant: string): Promise<LocalCompany> {
  const row = await findLocalByKey(db, "quickbooks", "setting", `company:${tenant}`);
  return row ? { ...LOCAL_COMPANY, ...parse<Partial<LocalCompany>>(row) } : LOCAL_COMPANY;
}

/** Tests and hand testing: turn custom transaction numbers off, or make the company a non-US one. */
export async function setLocalCompany(db: Db, tenant: string, settings: Partial<LocalCompany>) {
  const next = { ...(await localCompanyOf(db, tenant)), ...settings };
  const row = await findLocalByKey(db, "quickbooks", "setting", `company:${tenant}`);
  if (row) await updateLocalRecord(db, row.id, next);
  else
    await putLocalRecord(db, { provider: "quickbooks", tenantId: tenant, kind: "setting" }, next, `company:${tenant}`);
  return next;
}

/** A vendor (or, for QuickBooks' name rule, an employee): shares the DisplayName space with customers. */
export const putLocalVendor = (db: Db, tenant: string, name: string) =>
  putLocalRecord(db, { provider: "quickbooks", tenantId: tenant, kind: "vendor" }, { name }, null);

// --- Records ---

const list = async <T>(
  db: Db,
  provider: AccountingProvider,
  tenant: string,
  kind: "customer" | "invoice" | "payment" | "vendor",
) =>
  (await listLocalRecords(db, { provider, tenantId: tenant, kind })).map((r) => ({ id: r.id, row: r, ...parse<T>(r) }));

function qbCustomer(id: number, c: Customer) {
  return {
    Id: String(id),
    SyncToken: "0",
    Active: c.active !== false,
    DisplayName: c.name,
    CompanyName: c.companyName,
    PrimaryEmailAddr: { Address: c.email },
  };
}
function qbInvoice(id: number, i: Invoice, paid: number) {
  return {
    Id: String(id),
    DocNumber: i.number,
    TxnDate: i.date,
    DueDate: i.dueDate ?? undefined,
    CustomerRef: { value: i.customerId },
    PrivateNote: i.url ?? undefined,
    ...(i.currency ? { CurrencyRef: { value: i.currency } } : {}),
    TotalAmt: decimal(i.amountCents),
    Balance: decimal(Math.max(0, i.amountCents - paid)),
    TxnTaxDetail: {
      TotalTax: decimal(i.taxCents ?? 0),
      ...(i.taxLines
        ? {
            TaxLine: i.taxLines.map((t) => ({
              Amount: decimal(t.taxCents),
              DetailType: "TaxLineDetail",
              TaxLineDetail: {
                TaxRateRef: { value: t.rateId },
                PercentBased: true,
                TaxPercent: t.percent,
                NetAmountTaxable: decimal(t.netCents),
              },
            })),
          }
        : {}),
    },
    Line: [
      {
        Amount: decimal(i.lineCents ?? i.amountCents),
        Description: i.description,
        DetailType: "SalesItemLineDetail",
      },
      { Amount: decimal(i.lineCents ?? i.amountCents), DetailType: "SubTotalLineDetail", SubTotalLineDetail: {} },
    ],
  };
}
const linesOf = (p: Payment) => p.lines ?? [{ invoiceId: p.invoiceId, amountCents: p.amountCents }];
function qbPayment(id: number, p: Payment) {
  return {
    Id: String(id),
    TxnDate: p.date,
    TotalAmt: decimal(p.amountCents),
    PaymentRefNum: p.reference,
    Line: linesOf(p).map((l) => ({
      Amount: decimal(l.amountCents),
      LinkedTxn: [{ TxnId: l.invoiceId, TxnType: "Invoice" }],
    })),
    MetaData: { LastUpdatedTime: p.updatedAt },
  };
}
const xeroContact = (id: number, c: Customer) => ({ ContactID: guid(id), Name: c.name, EmailAddress: c.email });
const xeroPayment = (id: number, p: Payment) => ({
  PaymentID: guid(id),
  Date: p.date,
  Amount: decimal(p.amountCents),
  Reference: p.reference,
  Status: "AUTHORISED",
  Invoice: { InvoiceID: p.invoiceId },
});

async function paidOf(db: Db, provider: AccountingProvider, tenant: string) {
  const payments = await list<Payment>(db, provider, tenant, "payment");
  const paid = new Map<string, number>();
  for (const p of payments)
    for (const l of linesOf(p)) paid.set(l.invoiceId, (paid.get(l.invoiceId) ?? 0) + l.amountCents);
  return { payments, paid };
}

async function xeroInvoices(db: Db, tenant: string) {
  const invoices = await list<Invoice>(db, "xero", tenant, "invoice");
  const { payments, paid } = await paidOf(db, "xero", tenant);
  return invoices.map((i) => {
    const amountPaid = paid.get(guid(i.id)) ?? 0;
    const total = i.amountCents + (i.taxCents ?? 0);
    return {
      InvoiceID: guid(i.id),
      Type: "ACCREC",
      InvoiceNumber: i.number,
      Contact: { ContactID: i.customerId },
      Date: i.date,
      DueDate: i.dueDate,
      Url: i.url,
      Status: amountPaid >= total ? "PAID" : "AUTHORISED",
      CurrencyCode: i.currency ?? "USD",
      LineAmountTypes: i.lineAmountTypes ?? "NoTax",
      SubTotal: decimal(i.amountCents),
      TotalTax: decimal(i.taxCents ?? 0),
      Total: decimal(total),
      LineItems: (i.lines ?? []).map((l) => ({
        Description: l.description,
        LineAmount: decimal(l.amountCents),
        TaxType: l.taxType ?? "NONE",
        TaxAmount: decimal(l.taxCents),
      })),
      AmountPaid: decimal(amountPaid),
      AmountDue: decimal(Math.max(0, total - amountPaid)),
      Payments: payments.filter((p) => p.invoiceId === guid(i.id)).map((p) => xeroPayment(p.id, p)),
    };
  });
}

/** QuickBooks' GET .../query: the `select * from X [where Field = 'value']` forms PayStage sends. */
export async function qbQuery(db: Db, tenant: string, query: string): Promise<LocalAnswer> {
  const m = query.match(
    /^select \* from (\w+)(?: where( Active in \(true, false\) and)? (\w+) = '((?:[^'\\]|\\.)*)')?/i,
  );
  if (!m) return qbFault(400, "QueryParserError", query);
  const [, entity, anyActive, field, raw] = m;
  const value = raw?.replace(/\\(.)/g, "$1");
  const answer = (rows: unknown[]) => ({
    status: 200,
    body: { QueryResponse: { [entity!]: rows }, time: new Date().toISOString() },
  });
  if (entity === "Item") return answer(QB_ITEMS);
  if (entity === "TaxCode") return answer(QB_TAX_CODES);
  if (entity === "TaxRate") return answer(QB_TAX_RATES);
  if (entity === "Account") return answer(QB_BANKS);
  if (entity === "Customer") {
    // Like QuickBooks, a query answers active customers unless it asks for inactive ones too.
    const rows = (await list<Customer>(db, "quickbooks", tenant, "customer")).filter(
      (c) =>
        (anyActive || c.active !== false) &&
        (!field ||
          (field === "PrimaryEmailAddr" ? c.email === value : field === "DisplayName" ? c.name === value : false)),
    );
    return answer(rows.map((c) => qbCustomer(c.id, c)));
  }
  if (entity === "Invoice") {
    const { paid } = await paidOf(db, "quickbooks", tenant);
    const rows = (await list<Invoice>(db, "quickbooks", tenant, "invoice")).filter(
      (i) => !field || (field === "CustomerRef" ? i.customerId === value : i.number === value),
    );
    return answer(rows.map((i) => qbInvoice(i.id, i, paid.get(String(i.id)) ?? 0)));
  }
  return answer([]);
}

/** QuickBooks' POST .../{entity}?requestid=: validated like QuickBooks validates, idempotent by requestid. */
export async function qbCreate(db: Db, tenant: string, entity: string, body: LooseJson, requestId: string | null) {
  const where = (kind: "customer" | "invoice" | "payment") => ({
    provider: "quickbooks" as const,
    tenantId: tenant,
    kind,
  });
  if (entity === "customer") {
    // A sparse update: what PayStage sends is Active: true, bringing back an inactive customer.
    if (body.sparse === true && body.Id) {
      const row = await findLocalRecord(db, where("customer"), Number(body.Id));
      if (!row) return qbFault(400, "Object Not Found", `Customer ${body.Id}`);
      const next = { ...parse<Customer>(row), ...(typeof body.Active === "boolean" ? { active: body.Active } : {}) };
      await updateLocalRecord(db, row.id, next);
      return { status: 200, body: { Customer: qbCustomer(row.id, next) } };
    }
    const name = String(body.DisplayName ?? "");
    const customers = await list<Customer>(db, "quickbooks", tenant, "customer");
    const vendors = await list<{ name: string }>(db, "quickbooks", tenant, "vendor");
    const replay = requestId ? await findLocalByKey(db, "quickbooks", "customer", requestId) : undefined;
    // DisplayName is unique across customers (active or not), vendors and employees: error 6240.
    if (!replay && [...customers, ...vendors].some((c) => c.name === name)) {
      return qbFault(
        400,
        "Duplicate Name Exists Error",
        "The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name.",
        "6240",
      );
    }
    const customer: Customer = {
      name,
      email: body.PrimaryEmailAddr?.Address ?? "",
      companyName: body.CompanyName ?? "",
    };
    const { record } = await putLocalRecord(db, where("customer"), customer, requestId);
    return { status: 200, body: { Customer: qbCustomer(record.id, parse<Customer>(record)) } };
  }
  if (entity === "invoice") {
    const lines = (body.Line ?? []) as LooseJson[];
    const line = lines[0];
    for (const l of lines) {
      const item = l?.SalesItemLineDetail?.ItemRef?.value;
      const code = l?.SalesItemLineDetail?.TaxCodeRef?.value;
      if (!QB_ITEMS.some((i) => i.Id === item))
        return qbFault(400, "Invalid Reference Id", "Invalid Reference Id : Item");
      if (code && !QB_TAX_CODES.some((t) => t.Id === code))
        return qbFault(400, "Invalid tax code", `Tax code ${code} does not exist`);
    }
    const tax = line?.SalesItemLineDetail?.TaxCodeRef?.value;
    const taxLines = ((body.TxnTaxDetail?.TaxLine ?? []) as LooseJson[]).map((t) => ({
      rateId: String(t?.TaxLineDetail?.TaxRateRef?.value ?? ""),
      percent: Number(t?.TaxLineDetail?.TaxPercent),
      netCents: Math.round(Number(`${t?.TaxLineDetail?.NetAmountTaxable}e2`)),
      taxCents: Math.round(Number(`${t?.Amount}e2`)),
    }));
    // As QuickBooks (non-US): a TaxLine's rate is one of the line codes' SalesTaxRateList, and each rate is listed once.
    const ratesOfCodes = new Set(
      lines.flatMap((l) => {
        const code = QB_TAX_CODES.find((c) => c.Id === l?.SalesItemLineDetail?.TaxCodeRef?.value);
        return (code?.SalesTaxRateList?.TaxRateDetail ?? []).map((d) => d.TaxRateRef.value);
      }),
    );
    for (const [n, t] of taxLines.entries()) {
      if (!ratesOfCodes.has(t.rateId) || taxLines.findIndex((o) => o.rateId === t.rateId) !== n)
        return qbFault(400, "Invalid tax rate", `Tax rate ${t.rateId} is not in the transaction's tax codes`);
    }
    const company = await localCompanyOf(db, tenant);
    const currency = body.CurrencyRef?.value as string | undefined;
    // As QuickBooks: another currency than the home one needs Multicurrency turned on.
    if (currency && currency !== (company.homeCurrency ?? "USD") && !company.multiCurrency)
      return qbFault(400, "Business Validation Error", "Multicurrency is not enabled for this company", "6000");
    const lineCents = lines.reduce((sum, l) => sum + Math.round(Number(`${l.Amount}e2`)), 0);
    // As QuickBooks: a taxable code adds the rate on top, unless the invoice's amounts include tax (non-US only);
    // a TxnTaxDetail.TotalTax sent with the invoice is the tax it takes (non-US).
    const inclusive = company.country !== "US" && body.GlobalTaxCalculation === "TaxInclusive";
    const rate = tax ? TAXABLE_CODES.get(tax) : undefined;
    const given = company.country !== "US" ? body.TxnTaxDetail?.TotalTax : undefined;
    const taxCents =
      rate === undefined
        ? 0
        : typeof given === "number"
          ? Math.round(Number(`${given}e2`))
          : inclusive
            ? Math.round(lineCents - lineCents / (1 + rate))
            : Math.round(lineCents * rate);
    const invoices = await list<Invoice>(db, "quickbooks", tenant, "invoice");
    const invoice: Invoice = {
      // With custom transaction numbers off, QuickBooks numbers the invoice itself and a sent DocNumber is ignored.
      number: company.customTxnNumbers && body.DocNumber ? body.DocNumber : String(1001 + invoices.length),
      customerId: body.CustomerRef?.value,
      date: body.TxnDate,
      dueDate: body.DueDate ?? null,
      // Inclusive: the line's amount is the total, and QuickBooks shows the line net of the tax inside it.
      amountCents: inclusive ? lineCents : lineCents + taxCents,
      lineCents: inclusive ? lineCents - taxCents : lineCents,
      taxCents,
      description: line?.Description ?? "",
      url: body.PrivateNote ?? null,
      paymentIds: [],
      ...(currency ? { currency } : {}),
      taxCodes: lines.map((l) => (l?.SalesItemLineDetail?.TaxCodeRef?.value as string | undefined) ?? null),
      ...(taxLines.length ? { taxLines } : {}),
    };
    const { record } = await putLocalRecord(db, where("invoice"), invoice, requestId);
    return { status: 200, body: { Invoice: qbInvoice(record.id, parse<Invoice>(record), 0) } };
  }
  if (entity === "payment") {
    const lines = ((body.Line ?? []) as LooseJson[]).map((l) => ({
      invoiceId: String(l.LinkedTxn?.[0]?.TxnId ?? ""),
      amountCents: Math.round(Number(`${l.Amount ?? body.TotalAmt}e2`)),
    }));
    for (const l of lines) {
      if (!l.invoiceId || !(await findLocalRecord(db, where("invoice"), Number(l.invoiceId)))) {
        return qbFault(400, "Invalid Reference Id", "Invalid Reference Id : Invoice");
      }
    }
    if (lines.length === 0) return qbFault(400, "Invalid Reference Id", "Invalid Reference Id : Invoice");
    const payment: Payment = {
      invoiceId: lines[0]!.invoiceId,
      amountCents: Math.round(Number(`${body.TotalAmt}e2`)),
      date: body.TxnDate,
      reference: body.PaymentRefNum ?? "",
      updatedAt: new Date().toISOString(),
      ...(lines.length > 1 ? { lines } : {}),
    };
    const { record } = await putLocalRecord(db, where("payment"), payment, requestId);
    return { status: 200, body: { Payment: qbPayment(record.id, parse<Payment>(record)) } };
  }
  return qbFault(400, "Unsupported Operation", entity);
}

export async function qbRead(db: Db, tenant: string, entity: string, id: string): Promise<LocalAnswer> {
  const company = await localCompanyOf(db, tenant);
  if (entity === "companyinfo")
    return {
      status: 200,
      body: { CompanyInfo: { CompanyName: localTenantName("quickbooks"), Country: company.country } },
    };
  if (entity === "preferences")
    return {
      status: 200,
      body: {
        Preferences: {
          SalesFormsPrefs: { CustomTxnNumbers: company.customTxnNumbers },
          CurrencyPrefs: {
            MultiCurrencyEnabled: company.multiCurrency === true,
            HomeCurrency: { value: company.homeCurrency ?? "USD" },
          },
        },
      },
    };
  if (entity !== "payment") return qbFault(400, "Unsupported Operation", entity);
  const row = await findLocalRecord(db, { provider: "quickbooks", tenantId: tenant, kind: "payment" }, Number(id));
  if (!row) return qbFault(400, "Object Not Found", `Payment ${id}`);
  return { status: 200, body: { Payment: qbPayment(row.id, parse<Payment>(row)) } };
}

export async function qbChanges(db: Db, tenant: string, since: string): Promise<LocalAnswer> {
  const payments = (await list<Payment>(db, "quickbooks", tenant, "payment")).filter((p) => p.updatedAt >= since);
  return {
    status: 200,
    body: { CDCResponse: [{ QueryResponse: [{ Payment: payments.map((p) => qbPayment(p.id, p)) }] }] },
  };
}

/** Xero's GET api.xro/2.0/{resource}[/{id}]. */
export async function xeroRead(
  db: Db,
  tenant: string,
  resource: string,
  id: string | null,
  params: URLSearchParams,
  modifiedSince: string | null,
): Promise<LocalAnswer> {
  if (resource === "Accounts") return { status: 200, body: { Accounts: XERO_ACCOUNTS } };
  if (resource === "TaxRates") return { status: 200, body: { TaxRates: XERO_TAX_RATES } };
  if (resource === "Contacts") {
    const where = params.get("where") ?? "";
    const m = where.match(/^(EmailAddress|Name)=="((?:[^"]|"")*)"$/);
    const value = m?.[2]?.replace(/""/g, '"');
    const rows = (await list<Customer>(db, "xero", tenant, "customer")).filter(
      (c) => !m || (m[1] === "EmailAddress" ? c.email === value : c.name === value),
    );
    return { status: 200, body: { Contacts: rows.map((c) => xeroContact(c.id, c)) } };
  }
  if (resource === "Invoices") {
    const numbers = params.get("InvoiceNumbers")?.split(",");
    const rows = (await xeroInvoices(db, tenant)).filter(
      (i) => (!id || i.InvoiceID === id) && (!numbers || numbers.includes(i.InvoiceNumber)),
    );
    return { status: 200, body: { Invoices: rows } };
  }
  if (resource === "Payments") {
    const since = modifiedSince ?? "";
    const rows = (await list<Payment>(db, "xero", tenant, "payment")).filter((p) => p.updatedAt >= since);
    // Paged as Xero pages: `page` from 1, `pageSize` (100 unless asked).
    const size = Math.min(Math.max(Number(params.get("pageSize")) || 100, 1), 1000);
    const page = Math.max(Number(params.get("page")) || 1, 1);
    const slice = rows.slice((page - 1) * size, page * size);
    return {
      status: 200,
      body: {
        pagination: { page, pageSize: size, pageCount: Math.ceil(rows.length / size), itemCount: rows.length },
        Payments: slice.map((p) => xeroPayment(p.id, p)),
      },
    };
  }
  return xeroFault(404, `No resource ${resource}`);
}

/** Xero's PUT api.xro/2.0/{resource}: creates, idempotent by the Idempotency-Key header. */
export async function xeroCreate(
  db: Db,
  tenant: string,
  resource: string,
  body: LooseJson,
  key: string | null,
): Promise<LocalAnswer> {
  const where = (kind: "customer" | "invoice" | "payment") => ({ provider: "xero" as const, tenantId: tenant, kind });
  if (resource === "Contacts") {
    const c = body.Contacts?.[0] ?? {};
    const { record } = await putLocalRecord(
      db,
      where("customer"),
      { name: c.Name, email: c.EmailAddress ?? "", companyName: "" },
      key,
    );
    return { status: 200, body: { Contacts: [xeroContact(record.id, parse<Customer>(record))] } };
  }
  if (resource === "Invoices") {
    const i = body.Invoices?.[0] ?? {};
    const items = (i.LineItems ?? [{}]) as LooseJson[];
    const line = items[0] ?? {};
    for (const l of items) {
      if (!XERO_ACCOUNTS.some((a) => a.Code === l.AccountCode && a.Type === "REVENUE")) {
        return xeroFault(400, `Account code '${l.AccountCode}' is not a valid code for this document.`);
      }
      if (l.TaxType && !XERO_TAX_RATES.some((t) => t.TaxType === l.TaxType)) {
        return xeroFault(
          400,
          `The TaxType code '${l.TaxType}' does not exist or cannot be used for this type of transaction.`,
        );
      }
    }
    // As Xero does, per line: "Exclusive" adds the line's tax on top (its TaxAmount when sent, else the Sales
    // account's default Tax on Sales, 10% here); "Inclusive" takes the tax out of the line; "NoTax" has none.
    const lines = items.map((l) => {
      const amountCents = Math.round(Number(`${l.UnitAmount}e2`)) * (l.Quantity ?? 1);
      const taxType = i.LineAmountTypes === "NoTax" ? null : ((l.TaxType as string | undefined) ?? "OUTPUT");
      const given = typeof l.TaxAmount === "number" ? Math.round(Number(`${l.TaxAmount}e2`)) : null;
      const taxCents =
        taxType === null || taxType === "NONE"
          ? 0
          : (given ?? (i.LineAmountTypes === "Exclusive" && taxType === "OUTPUT" ? Math.round(amountCents / 10) : 0));
      return { description: String(l.Description ?? ""), amountCents, taxType, taxCents };
    });
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((n, l) => n + f(l), 0);
    const inclusive = i.LineAmountTypes === "Inclusive";
    const invoice: Invoice = {
      number: i.InvoiceNumber,
      customerId: i.Contact?.ContactID,
      date: i.Date,
      dueDate: i.DueDate ?? null,
      // The invoice's total is amountCents + taxCents: inclusive lines already hold their tax.
      amountCents: inclusive ? sum((l) => l.amountCents - l.taxCents) : sum((l) => l.amountCents),
      taxCents: sum((l) => l.taxCents),
      description: line.Description ?? "",
      url: i.Url ?? null,
      paymentIds: [],
      currency: i.CurrencyCode ?? "USD",
      lineAmountTypes: i.LineAmountTypes ?? "Exclusive",
      lines,
    };
    await putLocalRecord(db, where("invoice"), invoice, key);
    const rows = await xeroInvoices(db, tenant);
    return { status: 200, body: { Invoices: rows.filter((r) => r.InvoiceNumber === invoice.number).slice(-1) } };
  }
  if (resource === "Payments") {
    const p = body.Payments?.[0] ?? {};
    const invoiceId = p.Invoice?.InvoiceID;
    if (!invoiceId || !(await findLocalRecord(db, where("invoice"), idOf("xero", invoiceId)))) {
      return xeroFault(400, "Invoice could not be found");
    }
    if (!XERO_ACCOUNTS.some((a) => a.Code === p.Account?.Code && a.Type === "BANK")) {
      return xeroFault(400, "Account type is invalid for making a payment to/from");
    }
    const payment: Payment = {
      invoiceId,
      amountCents: Math.round(Number(`${p.Amount}e2`)),
      date: p.Date,
      reference: p.Reference ?? "",
      updatedAt: new Date().toISOString(),
    };
    const { record } = await putLocalRecord(db, where("payment"), payment, key);
    return { status: 200, body: { Payments: [xeroPayment(record.id, parse<Payment>(record))] } };
  }
  return xeroFault(404, `No resource ${resource}`);
}

// --- The stand-in's own screen: invoices, and "Record payment" ---

export type BookInvoice = {
  id: string;
  number: string;
  customer: string;
  date: string;
  amountCents: number;
  paid: boolean;
};

export async function booksOf(db: Db, provider: AccountingProvider, tenant: string): Promise<BookInvoice[]> {
  const customers = new Map(
    (await list<Customer>(db, provider, tenant, "customer")).map((c) => [ext(provider, c.id), c.name]),
  );
  const { paid } = await paidOf(db, provider, tenant);
  return (await list<Invoice>(db, provider, tenant, "invoice")).map((i) => ({
    id: ext(provider, i.id),
    number: i.number,
    customer: customers.get(i.customerId) ?? i.customerId,
    date: i.date,
    amountCents: i.amountCents + (i.taxCents ?? 0),
    paid: (paid.get(ext(provider, i.id)) ?? 0) >= i.amountCents + (i.taxCents ?? 0),
  }));
}

/**
 * "Record payment": the full balance, today, recorded in the stand-in's books, then the webhook the provider would
 * send, signed with the stand-in's key and POSTed to the app's real webhook route.
 */
export async function recordLocalPayment(
  env: Env,
  db: Db,
  provider: AccountingProvider,
  tenant: string,
  invoiceId: string,
  origin: string,
) {
  const row = await findLocalRecord(db, { provider, tenantId: tenant, kind: "invoice" }, idOf(provider, invoiceId));
  if (!row) return false;
  const invoice = parse<Invoice>(row);
  const { paid } = await paidOf(db, provider, tenant);
  const due = invoice.amountCents + (invoice.taxCents ?? 0) - (paid.get(invoiceId) ?? 0);
  if (due <= 0) return true;
  const now = new Date();
  const payment: Payment = {
    invoiceId,
    amountCents: due,
    date: now.toISOString().slice(0, 10),
    reference: "Recorded in the local books",
    updatedAt: now.toISOString(),
  };
  const { record } = await putLocalRecord(db, { provider, tenantId: tenant, kind: "payment" }, payment, null);
  // QuickBooks sends CloudEvents (an array; Intuit's "Upcoming change to webhooks payload structure").
  const body =
    provider === "quickbooks"
      ? [
          {
            specversion: "1.0",
            id: crypto.randomUUID(),
            source: `intuit.${LOCAL_CLIENT.id}`,
            type: "qbo.payment.created.v1",
            datacontenttype: "application/json",
            time: now.toISOString(),
            intuitentityid: String(record.id),
            intuitaccountid: tenant,
            data: {},
          },
        ]
      : {
          events: [
            {
              resourceUrl: `${origin}${LOCAL_PATH}/xero/api.xro/2.0/Invoices/${invoiceId}`,
              resourceId: invoiceId,
              eventDateUtc: now.toISOString(),
              eventType: "UPDATE",
              eventCategory: "INVOICE",
              tenantId: tenant,
              tenantType: "ORGANISATION",
            },
          ],
          firstEventSequence: record.id,
          lastEventSequence: record.id,
          entropy: randomToken(8),
        };
  const raw = JSON.stringify(body);
  const header = provider === "quickbooks" ? "intuit-signature" : "x-xero-signature";
  await localFetcher(env)(`${origin}/api/accounting/webhooks/${provider}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [header]: await hmacBase64(LOCAL_WEBHOOK_KEY, raw) },
    body: raw,
  });
  return true;
}
