// The real QuickBooks Online and Xero adapters (ADR 0126), with keys set and a recording fetch: the documented
// endpoints, headers and shapes, idempotency keys on every create, exact amounts, and errors sorted for the queue.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ledgerTaxOf, untaxedLedger } from "#schema/rules/ledger-tax";
import { assertEnv, ConfigError } from "#worker/lib/env";
import { accountingApi } from "#worker/providers/accounting";
import { type AccountingError, amountOf, centsOf, hmacBase64 } from "#worker/providers/accounting/types";

type Sent = { url: string; method: string; headers: Headers; body: string };

const KEYS = {
  QUICKBOOKS_CLIENT_ID: "qb-client",
  QUICKBOOKS_CLIENT_SECRET: "qb-secret",
  QUICKBOOKS_WEBHOOK_VERIFIER: "qb-verifier",
  XERO_CLIENT_ID: "xero-client",
  XERO_CLIENT_SECRET: "xero-secret",
  XERO_WEBHOOK_KEY: "xero-key",
};
const live = { ...env, ...KEYS } as Env;

/** A fetch that records each request and answers from `reply`. */
function recorder(reply: (s: Sent) => Response) {
  const sent: Sent[] = [];
  const fetcher = async (input: Request | string | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const s = { url: req.url, method: req.method, headers: req.headers, body: await req.text() };
    sent.push(s);
    return reply(s);
  };
  return { sent, fetcher };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const session = { accessToken: "at", tenantId: "9130" };
/** Intuit's answers to GET preferences and GET companyinfo/{realm}, as recorded (the fields PayStage reads). */
const qbPreferences = (customTxnNumbers: boolean) => ({
  Preferences: { SalesFormsPrefs: { CustomTxnNumbers: customTxnNumbers }, TaxPrefs: { PartnerTaxEnabled: true } },
  time: "2026-11-27T10:00:00.000-08:00",
});
/** Intuit's 6240 answer, as its developer blog lists it. */
const duplicateName = {
  Fault: {
    Error: [
      {
        Message: "Duplicate Name Exists Error",
        Detail: "The name supplied already exists. : Another customer, vendor or employee is already using this name.",
        code: "6240",
      },
    ],
    type: "ValidationFault",
  },
};
const invoiceInput = (over: { taxCode?: string } = {}) => ({
  number: "PS-7",
  customerId: "58",
  date: "2026-11-24",
  dueDate: null,
  amountCents: 100_000,
  description: "Kitchen - Progress #1",
  evidenceUrl: "https://app.example/progress/7",
  incomeRef: "1",
  taxCode: over.taxCode ?? "TAX",
  ledger: untaxedLedger(100_000),
  namesCurrency: false,
});
/** A UK billing exclusive of VAT as the tax engine freezes it: £1,000.00 + VAT 20% £200.00 = £1,200.00. */
const gbpLedger = (amount = 100_000) =>
  ledgerTaxOf({
    amount,
    currency: "GBP",
    netAmount: 100_000,
    taxAmount: 20_000,
    totalAmount: 120_000,
    taxLines: [{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }],
    reverseCharge: null,
  });
const qbCompany = (country: string) => ({
  CompanyInfo: { CompanyName: "Reyes Electric", Country: country, Id: "1", SyncToken: "4" },
  time: "2026-11-27T10:00:00.000-08:00",
});

describe("QuickBooks Online adapter (live endpoints)", () => {
  it("authorizes at Intuit with the accounting scope and an S256 challenge", () => {
    const api = accountingApi(live, "quickbooks", "https://app.example")!;
    expect(api.mode).toBe("live");
    const url = new URL(api.authorizeUrl({ state: "s", codeChallenge: "c", redirectUri: "https://app.example/cb" }));
    expect(`${url.origin}${url.pathname}`).toBe("https://appcenter.intuit.com/connect/oauth2");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "qb-client",
      response_type: "code",
      scope: "com.intuit.quickbooks.accounting",
      state: "s",
      code_challenge: "c",
      code_challenge_method: "S256",
    });
  });

  it("refreshes at the token endpoint with Basic client authentication; invalid_grant means reconnect", async () => {
    const { sent, fetcher } = recorder(() => json({ error: "invalid_grant" }, 400));
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    await expect(api.refresh("rt-old")).rejects.toMatchObject({ kind: "revoked" });
    expect(sent[0]!.url).toBe("https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer");
    expect(sent[0]!.headers.get("Authorization")).toBe(`Basic ${btoa("qb-client:qb-secret")}`);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      grant_type: "refresh_token",
      refresh_token: "rt-old",
    });
  });

  it("creates an invoice with requestid, the item, NON in a US company, and the amount in exact decimal dollars", async () => {
    const { sent, fetcher } = recorder((s) =>
      s.url.includes("/preferences")
        ? json(qbPreferences(true))
        : s.url.includes("/companyinfo/")
          ? json(qbCompany("US"))
          : json({ Invoice: { Id: "145", CustomerRef: { value: "58" }, TotalAmt: 12480.5 } }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const invoice = await api.createInvoice(
      session,
      {
        number: "PS-7",
        customerId: "58",
        date: "2026-11-24",
        dueDate: "2026-12-15",
        amountCents: 1_248_050,
        description: "Kitchen - Progress #1",
        evidenceUrl: "https://app.example/progress/7",
        incomeRef: "1",
        taxCode: "TAX",
        ledger: untaxedLedger(1_248_050),
        namesCurrency: false,
      },
      "paystage-3-invoice-7",
    );
    expect(invoice).toMatchObject({ id: "145", customerId: "58", totalCents: 1_248_050 });
    const post = sent.find((s) => s.method === "POST")!;
    const url = new URL(post.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://quickbooks.api.intuit.com/v3/company/9130/invoice");
    expect(url.searchParams.get("requestid")).toBe("paystage-3-invoice-7");
    expect(url.searchParams.get("minorversion")).toBeTruthy();
    expect(post.headers.get("Authorization")).toBe("Bearer at");
    const body = JSON.parse(post.body);
    expect(body).toMatchObject({
      DocNumber: "PS-7",
      TxnDate: "2026-11-24",
      DueDate: "2026-12-15",
      CustomerRef: { value: "58" },
    });
    // The billing carries no tax: the owner's taxable code is not sent, nothing is added on top (ADR 0132).
    expect(body.GlobalTaxCalculation).toBeUndefined();
    expect(body.Line[0]).toMatchObject({
      Amount: 12480.5,
      DetailType: "SalesItemLineDetail",
      SalesItemLineDetail: { ItemRef: { value: "1" }, TaxCodeRef: { value: "NON" } },
    });
  });

  it("pays an invoice with a LinkedTxn and reads payments from CDC", async () => {
    const { sent, fetcher } = recorder((s) =>
      s.url.includes("/cdc")
        ? json({
            CDCResponse: [
              {
                QueryResponse: [
                  {
                    Payment: [
                      {
                        Id: "9",
                        TxnDate: "2026-11-20",
                        TotalAmt: 100.1,
                        Line: [{ LinkedTxn: [{ TxnId: "145", TxnType: "Invoice" }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          })
        : json({ Payment: { Id: "9" } }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    await api.createPayment(
      session,
      {
        invoiceId: "145",
        customerId: "58",
        amountCents: 10_010,
        date: "2026-11-20",
        reference: "PS-7",
        depositRef: "35",
      },
      "paystage-3-payment-7",
    );
    const body = JSON.parse(sent[0]!.body);
    expect(body).toMatchObject({
      TotalAmt: 100.1,
      CustomerRef: { value: "58" },
      DepositToAccountRef: { value: "35" },
      Line: [{ Amount: 100.1, LinkedTxn: [{ TxnId: "145", TxnType: "Invoice" }] }],
    });
    const payments = await api.paymentsSince(session, new Date("2026-11-19T00:00:00Z"));
    expect(new URL(sent[1]!.url).searchParams.get("entities")).toBe("Payment");
    expect(payments).toEqual([
      {
        id: "9",
        date: "2026-11-20",
        amountCents: 10_010,
        invoiceIds: ["145"],
        applied: [{ invoiceId: "145", amountCents: 10_010 }],
      },
    ]);
  });

  it("escapes quotes in a customer query", async () => {
    const { sent, fetcher } = recorder(() => json({ QueryResponse: {} }));
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    expect(
      await api.findCustomer(session, { name: "O'Brien Homes", email: "o'b@example.com", companyName: "" }),
    ).toBeNull();
    expect(new URL(sent[1]!.url).searchParams.get("query")).toBe(
      "select * from Customer where DisplayName = 'O\\'Brien Homes'",
    );
  });

  it("sorts failures: 429 and 5xx back off (with Retry-After), 401 refreshes, 400 is a refusal with Intuit's words", async () => {
    const answers = [
      json({}, 429, { "Retry-After": "7" }),
      json({}, 503),
      json({ Fault: { Error: [{ Message: "AuthenticationFailed" }] } }, 401),
      json({ Fault: { Error: [{ Message: "Account Period Closed", Detail: "The account period has closed." }] } }, 400),
    ];
    const { fetcher } = recorder(() => answers.shift()!);
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const attempt = () =>
      api.createCustomer(session, { name: "A", email: "a@b.c", companyName: "" }, "k").catch((e: AccountingError) => e);
    expect(await attempt()).toMatchObject({ kind: "transient", retryAfterSeconds: 7 });
    expect(await attempt()).toMatchObject({ kind: "transient" });
    expect(await attempt()).toMatchObject({ kind: "auth" });
    expect(await attempt()).toMatchObject({
      kind: "refused",
      message: "Account Period Closed: The account period has closed.",
    });
  });

  it("a 429 without Retry-After waits the 60 seconds Intuit asks, as a rate limit, never a refusal", async () => {
    const { fetcher } = recorder(() => json({ Fault: { Error: [{ Message: "ThrottleExceeded" }] } }, 429));
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    await expect(
      api.findInvoices(session, {
        number: "PS-1",
        customerId: "1",
        amountCents: 100,
        evidenceUrl: "https://app.example/progress/1",
      }),
    ).rejects.toMatchObject({
      kind: "transient",
      rateLimited: true,
      retryAfterSeconds: 60,
    });
  });

  it("verifies intuit-signature over the raw body with the verifier token", async () => {
    const api = accountingApi(live, "quickbooks", "https://app.example")!;
    const body = '{"eventNotifications":[]}';
    expect(await api.verifyWebhook(body, await hmacBase64("qb-verifier", body))).toBe(true);
    expect(await api.verifyWebhook(body, await hmacBase64("other", body))).toBe(false);
    expect(await api.verifyWebhook(body, undefined)).toBe(false);
  });
});

describe("QuickBooks Online as Intuit documents it now (issue 32, ADR 0132)", () => {
  it("reads a CloudEvents delivery: entity from type, id from intuitentityid, realm from intuitaccountid, event id", () => {
    const api = accountingApi(live, "quickbooks", "https://app.example")!;
    // Intuit's own sample ("Upcoming change to webhooks payload structure"), with a payment and an account.
    const body = JSON.stringify([
      {
        specversion: "1.0",
        id: "88cd52aa-33b6-4351-9aa4-47572edbd068",
        source: "intuit.dsnBgbseACLLRZNxo2dfc4evmEJdxde58xeeYcZliOU=",
        type: "qbo.payment.created.v1",
        datacontenttype: "application/json",
        time: "2025-09-10T21:31:25.179851517Z",
        intuitentityid: "1234",
        intuitaccountid: "310687",
        data: {},
      },
      {
        specversion: "1.0",
        id: "0d2e6a3c-7b2f-4a49-9a57-0f6f1d9b1a11",
        source: "intuit.dsnBgbseACLLRZNxo2dfc4evmEJdxde58xeeYcZliOU=",
        type: "qbo.account.created.v1",
        time: "2025-09-10T21:31:25.179851517Z",
        intuitentityid: "77",
        intuitaccountid: "310687",
        data: {},
      },
    ]);
    expect(api.webhookChanges(body)).toEqual([
      { eventId: "88cd52aa-33b6-4351-9aa4-47572edbd068", tenantId: "310687", entity: "Payment", entityId: "1234" },
      { eventId: "0d2e6a3c-7b2f-4a49-9a57-0f6f1d9b1a11", tenantId: "310687", entity: "Account", entityId: "77" },
    ]);
  });

  it("still reads the legacy eventNotifications shape", () => {
    const api = accountingApi(live, "quickbooks", "https://app.example")!;
    const body = JSON.stringify({
      eventNotifications: [
        {
          realmId: "310687",
          dataChangeEvent: {
            entities: [{ id: "1234", operation: "Create", name: "Payment", lastUpdated: "2025-09-08T20:52:31.657Z" }],
          },
        },
      ],
    });
    expect(api.webhookChanges(body)).toEqual([
      {
        eventId: "310687:Payment:1234:Create:2025-09-08T20:52:31.657Z",
        tenantId: "310687",
        entity: "Payment",
        entityId: "1234",
      },
    ]);
  });

  it("reads the payment a CloudEvent names (its entity in lower case from the type) from the API", async () => {
    const { sent, fetcher } = recorder(() =>
      json({
        Payment: {
          Id: "1234",
          TxnDate: "2026-11-26",
          TotalAmt: 100,
          Line: [{ Amount: 100, LinkedTxn: [{ TxnId: "145", TxnType: "Invoice" }] }],
        },
      }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const payments = await api.paymentsOfChange(session, {
      eventId: "e",
      tenantId: "9130",
      entity: "Payment",
      entityId: "1234",
    });
    expect(new URL(sent[0]!.url).pathname).toBe("/v3/company/9130/payment/1234");
    expect(payments[0]).toMatchObject({ id: "1234", applied: [{ invoiceId: "145", amountCents: 10_000 }] });
  });

  it("outside the US, sends the chosen code tax-inclusive, so the total QuickBooks answers is the billing's", async () => {
    const { sent, fetcher } = recorder((s) =>
      s.url.includes("/preferences")
        ? json(qbPreferences(true))
        : s.url.includes("/companyinfo/")
          ? json(qbCompany("CA"))
          : // Recorded shape of a TaxInclusive invoice: the line net of tax, the total as sent.
            json({
              Invoice: {
                Id: "146",
                CustomerRef: { value: "58" },
                GlobalTaxCalculation: "TaxInclusive",
                TotalAmt: 1000,
                TxnTaxDetail: { TotalTax: 47.62 },
                Line: [
                  { Amount: 952.38, DetailType: "SalesItemLineDetail" },
                  { Amount: 952.38, DetailType: "SubTotalLineDetail" },
                ],
              },
            }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const invoice = await api.createInvoice(session, invoiceInput({ taxCode: "5" }), "k");
    const body = JSON.parse(sent.find((s) => s.method === "POST")!.body);
    expect(body.GlobalTaxCalculation).toBe("TaxInclusive");
    expect(body.Line[0].SalesItemLineDetail.TaxCodeRef).toEqual({ value: "5" });
    expect(invoice).toEqual({ id: "146", customerId: "58", totalCents: 100_000, subtotalCents: 95_238 });
  });

  it("answers the total QuickBooks computed (tax added on top in the books), so the billing can say so", async () => {
    const { fetcher } = recorder((s) =>
      s.url.includes("/preferences")
        ? json(qbPreferences(true))
        : s.url.includes("/companyinfo/")
          ? json(qbCompany("US"))
          : json({
              Invoice: {
                Id: "147",
                CustomerRef: { value: "58" },
                TotalAmt: 1082.5,
                TxnTaxDetail: { TotalTax: 82.5 },
                Line: [{ Amount: 1000, DetailType: "SalesItemLineDetail" }],
              },
            }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    expect(await api.createInvoice(session, invoiceInput(), "k")).toEqual({
      id: "147",
      customerId: "58",
      totalCents: 108_250,
      subtotalCents: 100_000,
    });
  });

  it("a UK company's GBP billing: TaxExcluded, the chosen code, TxnTaxDetail's TotalTax, CurrencyRef with multicurrency", async () => {
    const prefs = (multi: boolean) => ({
      Preferences: {
        SalesFormsPrefs: { CustomTxnNumbers: true },
        CurrencyPrefs: { MultiCurrencyEnabled: multi, HomeCurrency: { value: "GBP" } },
      },
    });
    for (const multi of [true, false]) {
      const { sent, fetcher } = recorder((s) =>
        s.url.includes("/preferences")
          ? json(prefs(multi))
          : s.url.includes("/companyinfo/")
            ? json(qbCompany("GB"))
            : json({ Invoice: { Id: "150", CustomerRef: { value: "58" }, TotalAmt: 1200 } }),
      );
      const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
      const input = { ...invoiceInput({ taxCode: "20" }), amountCents: 120_000 };
      await api.createInvoice(session, { ...input, ledger: gbpLedger(), namesCurrency: true }, "k");
      const body = JSON.parse(sent.find((s) => s.method === "POST")!.body);
      expect(body).toMatchObject({ GlobalTaxCalculation: "TaxExcluded", TxnTaxDetail: { TotalTax: 200 } });
      expect(body.Line).toEqual([
        {
          Amount: 1000,
          DetailType: "SalesItemLineDetail",
          Description: "Kitchen - Progress #1",
          SalesItemLineDetail: { ItemRef: { value: "1" }, Qty: 1, UnitPrice: 1000, TaxCodeRef: { value: "20" } },
        },
      ]);
      // Intuit: CurrencyRef is "required if multicurrency enabled"; without it the home currency is implied.
      expect(body.CurrencyRef).toEqual(multi ? { value: "GBP" } : undefined);
    }
  });

  it("Quebec: GST and QST as two TaxLines under the one combined code's rates, no TxnTaxCodeRef (ADR 0211)", async () => {
    const ledger = ledgerTaxOf({
      amount: 100_000,
      currency: "CAD",
      netAmount: 100_000,
      taxAmount: 14_975,
      totalAmount: 114_975,
      taxLines: [
        { code: "CA-QC-GST", label: "GST 5%", rate: 5, base: 100_000, tax: 5_000 },
        { code: "CA-QC-QST", label: "QST 9.975%", rate: 9.975, base: 100_000, tax: 9_975 },
      ],
      reverseCharge: null,
    });
    const taxCode = {
      Id: "12",
      Name: "GST/QST QC - 9.975",
      SalesTaxRateList: { TaxRateDetail: [{ TaxRateRef: { value: "40" } }, { TaxRateRef: { value: "41" } }] },
    };
    const { sent, fetcher } = recorder((s) =>
      s.url.includes("/preferences")
        ? json(qbPreferences(true))
        : s.url.includes("/companyinfo/")
          ? json(qbCompany("CA"))
          : s.url.includes("from+TaxCode")
            ? json({ QueryResponse: { TaxCode: [{ Id: "13", Name: "HST ON" }, taxCode] } })
            : s.url.includes("from+TaxRate")
              ? json({
                  QueryResponse: {
                    TaxRate: [
                      { Id: "41", RateValue: 9.975 },
                      { Id: "40", RateValue: 5 },
                    ],
                  },
                })
              : json({ Invoice: { Id: "160", CustomerRef: { value: "58" }, TotalAmt: 1149.75 } }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const input = { ...invoiceInput({ taxCode: "12" }), amountCents: 114_975, ledger, namesCurrency: true };
    await api.createInvoice(session, input, "k");
    const body = JSON.parse(sent.find((s) => s.method === "POST")!.body);
    expect(body.GlobalTaxCalculation).toBe("TaxExcluded");
    expect(body.TxnTaxDetail).toEqual({
      TotalTax: 149.75,
      TaxLine: [
        {
          Amount: 50,
          DetailType: "TaxLineDetail",
          TaxLineDetail: { TaxRateRef: { value: "40" }, PercentBased: true, TaxPercent: 5, NetAmountTaxable: 1000 },
        },
        {
          Amount: 99.75,
          DetailType: "TaxLineDetail",
          TaxLineDetail: { TaxRateRef: { value: "41" }, PercentBased: true, TaxPercent: 9.975, NetAmountTaxable: 1000 },
        },
      ],
    });
    expect(body.Line).toHaveLength(1);
    expect(body.Line[0].SalesItemLineDetail.TaxCodeRef).toEqual({ value: "12" });
  });

  it("with custom transaction numbers off, sends no DocNumber and finds its invoice by the customer and the note", async () => {
    const { sent, fetcher } = recorder((s) =>
      s.url.includes("/preferences")
        ? json(qbPreferences(false))
        : s.url.includes("/companyinfo/")
          ? json(qbCompany("US"))
          : s.url.includes("/query")
            ? json({
                QueryResponse: {
                  Invoice: [
                    { Id: "1", DocNumber: "1001", CustomerRef: { value: "58" }, TotalAmt: 1000, PrivateNote: "other" },
                    {
                      Id: "2",
                      DocNumber: "1002",
                      CustomerRef: { value: "58" },
                      TotalAmt: 1000,
                      PrivateNote: "Approval evidence: https://app.example/progress/7",
                    },
                  ],
                },
              })
            : json({ Invoice: { Id: "3", DocNumber: "1003", CustomerRef: { value: "58" }, TotalAmt: 1000 } }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    await api.createInvoice(session, invoiceInput(), "k");
    const body = JSON.parse(sent.find((s) => s.method === "POST")!.body);
    expect(body.DocNumber).toBeUndefined();
    const found = await api.findInvoices(session, {
      number: "PS-7",
      customerId: "58",
      amountCents: 100_000,
      evidenceUrl: "https://app.example/progress/7",
    });
    expect(found.map((i) => i.id)).toEqual(["2"]);
    const q = new URL(sent.at(-1)!.url).searchParams.get("query");
    expect(q).toBe("select * from Invoice where CustomerRef = '58' maxresults 1000");
    // The company's settings were read once for both calls.
    expect(sent.filter((s) => s.url.includes("/preferences"))).toHaveLength(1);
  });

  it("6240: reactivates an inactive customer of the same name", async () => {
    const { sent, fetcher } = recorder((s) => {
      if (s.method === "POST" && !JSON.parse(s.body).sparse) return json(duplicateName, 400);
      if (s.method === "POST") return json({ Customer: { Id: "61", Active: true } });
      return json({ QueryResponse: { Customer: [{ Id: "61", SyncToken: "3", Active: false }] } });
    });
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    expect(await api.createCustomer(session, { name: "Marcus Webb", email: "m@w.example", companyName: "" }, "k")).toBe(
      "61",
    );
    expect(new URL(sent[1]!.url).searchParams.get("query")).toBe(
      "select * from Customer where Active in (true, false) and DisplayName = 'Marcus Webb'",
    );
    expect(JSON.parse(sent[2]!.body)).toEqual({ Id: "61", SyncToken: "3", sparse: true, Active: true });
  });

  it("6240: a vendor or employee has the name, so the customer is created under a distinct one", async () => {
    const { sent, fetcher } = recorder((s) => {
      if (s.method === "POST") {
        return JSON.parse(s.body).DisplayName === "Marcus Webb"
          ? json(duplicateName, 400)
          : json({ Customer: { Id: "62" } });
      }
      return json({ QueryResponse: {} });
    });
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    expect(await api.createCustomer(session, { name: "Marcus Webb", email: "m@w.example", companyName: "" }, "k")).toBe(
      "62",
    );
    const created = sent.filter((s) => s.method === "POST").map((s) => JSON.parse(s.body).DisplayName);
    expect(created).toEqual(["Marcus Webb", "Marcus Webb (customer)"]);
    expect(new URL(sent.at(-1)!.url).searchParams.get("requestid")).toBe("k-distinct");
  });

  it("splits one payment over two invoices by each line's Amount", async () => {
    const { fetcher } = recorder(() =>
      json({
        Payment: {
          Id: "90",
          TxnDate: "2026-11-26",
          TotalAmt: 1300,
          Line: [
            { Amount: 1000, LinkedTxn: [{ TxnId: "145", TxnType: "Invoice" }] },
            { Amount: 300, LinkedTxn: [{ TxnId: "146", TxnType: "Invoice" }] },
          ],
        },
      }),
    );
    const api = accountingApi(live, "quickbooks", "https://app.example", fetcher)!;
    const [payment] = await api.paymentsOfChange(session, {
      eventId: "e",
      tenantId: "9130",
      entity: "Payment",
      entityId: "90",
    });
    expect(payment!.applied).toEqual([
      { invoiceId: "145", amountCents: 100_000 },
      { invoiceId: "146", amountCents: 30_000 },
    ]);
  });
});

describe("Xero adapter (live endpoints)", () => {
  it("authorizes with PKCE, offline_access and the granular scopes, and lists this consent's organisations", async () => {
    const { sent, fetcher } = recorder(() =>
      json([
        { id: "c1", authEventId: "e-1", tenantId: "t-123", tenantType: "ORGANISATION", tenantName: "Reyes Electric" },
      ]),
    );
    const api = accountingApi(live, "xero", "https://app.example", fetcher)!;
    const url = new URL(api.authorizeUrl({ state: "s", codeChallenge: "c", redirectUri: "https://app.example/cb" }));
    expect(`${url.origin}${url.pathname}`).toBe("https://login.xero.com/identity/connect/authorize");
    const scopes = url.searchParams.get("scope")!.split(" ");
    expect(scopes).toEqual(
      expect.arrayContaining(["offline_access", "accounting.contacts", "accounting.invoices", "accounting.payments"]),
    );
    // Refused for apps created since 2 March 2026: the owner would only see "cancelled".
    expect(scopes).not.toContain("accounting.transactions");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const token = `h.${btoa(JSON.stringify({ authentication_event_id: "e-1" })).replace(/=+$/, "")}.s`;
    expect(await api.tenantOf(token, new URLSearchParams())).toEqual({ id: "t-123", name: "Reyes Electric" });
    expect(sent[0]!.url).toBe("https://api.xero.com/connections?authEventId=e-1");
  });

  it("creates an ACCREC invoice with an Idempotency-Key and the tenant header", async () => {
    const { sent, fetcher } = recorder(() => json({ Invoices: [{ InvoiceID: "inv-1" }] }));
    const api = accountingApi(live, "xero", "https://app.example", fetcher)!;
    await api.createInvoice(
      session,
      {
        number: "PS-7",
        customerId: "contact-1",
        date: "2026-11-24",
        dueDate: null,
        amountCents: 99_999,
        description: "Kitchen - Progress #1",
        evidenceUrl: "https://app.example/progress/7",
        incomeRef: "200",
        taxCode: "OUTPUT",
        ledger: untaxedLedger(99_999),
        namesCurrency: false,
      },
      "paystage-3-invoice-7",
    );
    expect(sent[0]!.method).toBe("PUT");
    expect(sent[0]!.url).toBe("https://api.xero.com/api.xro/2.0/Invoices");
    expect(sent[0]!.headers.get("Idempotency-Key")).toBe("paystage-3-invoice-7");
    expect(sent[0]!.headers.get("xero-tenant-id")).toBe("9130");
    const invoice = JSON.parse(sent[0]!.body).Invoices[0];
    expect(invoice).toMatchObject({
      Type: "ACCREC",
      InvoiceNumber: "PS-7",
      Status: "AUTHORISED",
      Url: "https://app.example/progress/7",
    });
    // The billing carries no tax: NoTax, so Xero adds none on top of what the client pays.
    expect(invoice.LineAmountTypes).toBe("NoTax");
    expect(invoice.LineItems[0]).toMatchObject({ UnitAmount: 999.99, Quantity: 1, AccountCode: "200" });
    expect(invoice.LineItems[0].TaxType).toBeUndefined();
    expect(invoice.CurrencyCode).toBeUndefined();
  });

  it("a GBP billing exclusive of VAT: CurrencyCode, Exclusive, the chosen TaxType and the billing's TaxAmount per line", async () => {
    const { sent, fetcher } = recorder(() => json({ Invoices: [{ InvoiceID: "inv-2", Total: 1200 }] }));
    const api = accountingApi(live, "xero", "https://app.example", fetcher)!;
    const input = { ...invoiceInput({ taxCode: "OUTPUT2" }), incomeRef: "200", amountCents: 120_000 };
    await api.createInvoice(session, { ...input, ledger: gbpLedger(), namesCurrency: true }, "k");
    const invoice = JSON.parse(sent[0]!.body).Invoices[0];
    expect(invoice).toMatchObject({ CurrencyCode: "GBP", LineAmountTypes: "Exclusive" });
    expect(invoice.LineItems).toEqual([
      {
        Description: "Kitchen - Progress #1",
        Quantity: 1,
        UnitAmount: 1000,
        AccountCode: "200",
        TaxType: "OUTPUT2",
        TaxAmount: 200,
      },
    ]);
    // Inclusive: the line is the gross, the tax inside it.
    await api.createInvoice(session, { ...input, ledger: gbpLedger(120_000), namesCurrency: true }, "k2");
    const inclusive = JSON.parse(sent[1]!.body).Invoices[0];
    expect(inclusive.LineAmountTypes).toBe("Inclusive");
    expect(inclusive.LineItems[0]).toMatchObject({ UnitAmount: 1200, TaxAmount: 200 });
  });

  it("reads a validation error's message as the refusal", async () => {
    const { fetcher } = recorder(() =>
      json({ Elements: [{ ValidationErrors: [{ Message: "The TaxType code 'X' does not exist" }] }] }, 400),
    );
    const api = accountingApi(live, "xero", "https://app.example", fetcher)!;
    await expect(
      api.createCustomer(session, { name: "A", email: "a@b.c", companyName: "" }, "k"),
    ).rejects.toMatchObject({
      kind: "refused",
      message: "The TaxType code 'X' does not exist",
    });
  });
});

describe("money and configuration", () => {
  it("turns cents into exact decimals and back", () => {
    for (const cents of [0, 1, 10, 99, 1_248_050, 1_248_055, 100_000_001]) expect(centsOf(amountOf(cents))).toBe(cents);
    expect(amountOf(1_248_050)).toBe(12480.5);
  });

  it("refuses half a provider's keys at start", () => {
    const half = { ...env, QUICKBOOKS_CLIENT_ID: "x" } as Env;
    expect(() => assertEnv(half)).toThrow(ConfigError);
    expect(() => assertEnv(half)).toThrow(/QUICKBOOKS_CLIENT_SECRET/);
  });

  it("offers no connection in production without keys", () => {
    const prod = { ...env, APP_ENV: "production" } as Env;
    expect(accountingApi(prod, "quickbooks", "https://app.example")).toBeNull();
    expect(accountingApi(prod, "xero", "https://app.example")).toBeNull();
  });
});
