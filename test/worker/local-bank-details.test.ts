// Getting paid to a local bank (issue 33, ADRs 0159-0160): each country's bank details, validated by hand-written
// rules shared by the web and the worker, offered by the company's country, and a euro IBAN's GiroCode drawn on the
// server and read back here from the link page's SVG.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { methodNotOffered } from "#schema/contracts";
import { type PaymentDetailsInput, PaymentDetailsSchema } from "#schema/contracts/payments";
import { LOCAL_PAYMENT_FIELDS } from "#schema/contracts/public-user";
import {
  formatBsb,
  formatIban,
  formatSortCode,
  ibanProblem,
  isValidAbn,
  isValidBsb,
  isValidIban,
  isValidSortCode,
  isValidUkAccountNumber,
  nzCheckDigitsOk,
  parseNzAccount,
  payIdKind,
} from "#schema/rules/bank-details";
import { epcPayload } from "#schema/rules/epc-qr";
import { QUIET_ZONE, qrMatrix, qrSvgPath } from "#worker/lib/qr-code";
import { renderInvoicePdf } from "#worker/pdf/invoice";
import { buildPaymentOptions } from "#worker/services/payment-links";
import { approvalLink, makeClient, makeProgress, makeProject, savePaymentDetails } from "../factories/billing";
import { Browser, failure, ok, signedUp } from "./http";
import { readPdf, readPdfOperators } from "./pdf-text";
import { decodeQrMatrix, matrixFromPdfOperators, matrixFromSvgPath } from "./qr-decode";

const parse = (input: Record<string, unknown>) => PaymentDetailsSchema.safeParse(input);
const errorsOf = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("bank detail rules (schema/rules/bank-details)", () => {
  it("checks an IBAN's mod-97 checksum and its country's length", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(ibanProblem("DE89370400440532013001")).toBe("checksum");
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(ibanProblem("DE8937040044053201300")).toBe("length");
    expect(ibanProblem("XX89370400440532013000")).toBe("country");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("reads UK, AU, NZ and CA details in their own formats", () => {
    expect(isValidSortCode("12-34-56")).toBe(true);
    expect(isValidSortCode("12-34-5")).toBe(false);
    expect(isValidUkAccountNumber("12345678")).toBe(true);
    expect(isValidUkAccountNumber("1234567")).toBe(false);
    expect(formatSortCode("123456")).toBe("12-34-56");
    expect(isValidBsb("062-000")).toBe(true);
    expect(isValidBsb("06200")).toBe(false);
    expect(formatBsb("062000")).toBe("062-000");
    expect(parseNzAccount("12-3456-0123456-01")).toBe("12-3456-0123456-001");
    expect(parseNzAccount("12 3456 0123456 001")).toBe("12-3456-0123456-001");
    expect(parseNzAccount("123456012345600")).toBe("12-3456-0123456-000");
    expect(parseNzAccount("12-345-0123456-001")).toBeNull();
  });

  it("checks NZ account numbers with Inland Revenue's check-digit algorithms (ADR 0173)", () => {
    const ok = (typed: string) => nzCheckDigitsOk(parseNzAccount(typed)!);
    // The specification's worked examples: algorithm A, D (bank 08) and G (bank 26, where the suffix counts).
    expect(ok("01-0902-0068389-00")).toBe(true);
    expect(ok("08-6523-1954512-001")).toBe(true);
    expect(ok("26-2600-0320871-032")).toBe(true);
    expect(ok("26-2600-0320871-033")).toBe(false);
    // python-stdnum's examples (nz/bankaccount): one digit off fails.
    expect(ok("01-0242-0100194-00")).toBe(true);
    expect(ok("01-0242-0100195-00")).toBe(false);
    // Algorithm B from account base 0990000: A's branch weights no longer count.
    expect(ok("01-0001-0990000-00")).toBe(false);
    expect(ok("01-9999-0990008-00")).toBe(true);
    // Bank 31 (X) takes any number; a bank the table does not know is left to the format check.
    expect(ok("31-2800-1234567-000")).toBe(true);
    expect(ok("99-0001-0000001-000")).toBe(true);
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("51 824 753 557")).toBe(false);
    expect(payIdKind("0412 345 678")).toBe("mobile");
    expect(payIdKind("pay@sparky.example")).toBe("email");
    expect(payIdKind("51824753556")).toBe("abn");
    expect(payIdKind("12345")).toBeNull();
  });

  it("answers each field's problem in the request schema, and stores the details bare", () => {
    const uk = parse({
      preferredPaymentMethod: "uk_bank",
      bankAccountName: "Sparks Ltd",
      sortCode: "12-34-56",
      ukAccountNumber: "1234 5678",
    });
    expect(uk.success && uk.data).toMatchObject({ sortCode: "123456", ukAccountNumber: "12345678" });
    expect(
      errorsOf({ preferredPaymentMethod: "uk_bank", bankAccountName: "S", sortCode: "1234", ukAccountNumber: "1" }),
    ).toEqual({
      sortCode: "Sort code must be 6 digits, e.g. 12-34-56",
      ukAccountNumber: "Account number must be 8 digits",
    });
    expect(
      errorsOf({ preferredPaymentMethod: "iban", bankAccountName: "S", iban: "DE89370400440532013001", bic: "COBA" }),
    ).toEqual({
      iban: "This IBAN is not valid: check it for a typo",
      bic: "A BIC has 8 or 11 letters and digits, e.g. COBADEFFXXX",
    });
    expect(errorsOf({ preferredPaymentMethod: "iban", iban: "DE8937040044053201300", bic: "COBADEFFXXX" })).toEqual({
      bankAccountName: "Account holder name is required",
      iban: "An IBAN from DE has 22 characters",
    });
    expect(
      errorsOf({ preferredPaymentMethod: "au_bank", bankAccountName: "S", bsb: "06-200", auAccountNumber: "12" }),
    ).toEqual({ bsb: "BSB must be 6 digits, e.g. 062-000", auAccountNumber: "Account number must be 5 to 10 digits" });
    expect(
      errorsOf({ preferredPaymentMethod: "nz_bank", bankAccountName: "S", nzAccountNumber: "12-3456-12" }),
    ).toEqual({
      nzAccountNumber: "Enter the account number as BB-bbbb-AAAAAAA-SSS, e.g. 12-3456-0123459-001",
    });
    expect(
      errorsOf({ preferredPaymentMethod: "nz_bank", bankAccountName: "S", nzAccountNumber: "01-0242-0100195-00" }),
    ).toEqual({
      nzAccountNumber: "This account number's check digits don't match: please copy it from your bank statement",
    });
    const nz = parse({
      preferredPaymentMethod: "nz_bank",
      bankAccountName: "S",
      nzAccountNumber: "12-3456-0123459-01",
    });
    expect(nz.success && nz.data).toMatchObject({ nzAccountNumber: "12-3456-0123459-001" });
    expect(
      errorsOf({
        preferredPaymentMethod: "ca_bank",
        bankAccountName: "S",
        caTransitNumber: "1234",
        caInstitutionNumber: "0003",
        caAccountNumber: "1234567",
      }),
    ).toEqual({
      caTransitNumber: "Transit number must be 5 digits",
      caInstitutionNumber: "Institution number must be 3 digits",
    });
    const payid = parse({ preferredPaymentMethod: "payid", payId: "0412 345 678" });
    expect(payid.success && payid.data.payId).toBe("+61412345678");
    expect(errorsOf({ preferredPaymentMethod: "interac", interacEmail: "not-an-email" })).toEqual({
      interacEmail: "Enter the email you receive Interac e-Transfers at",
    });
  });
});

const EUR_SETTINGS = {
  preferredPaymentMethod: "iban" as const,
  country: "IE",
  bankAccountName: "Müller Elektro GmbH",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  bankAccountNumber: null,
  bankRoutingNumber: null,
  paypalUsername: "mullerelektro",
  venmoUsername: null,
  zelleEmail: null,
  cashAppUsername: null,
};

describe("the EPC069-12 QR code (GiroCode)", () => {
  it("is built for a euro billing and read back from the QR code the link page draws", () => {
    const options = buildPaymentOptions({
      settings: EUR_SETTINGS,
      payeeName: "Müller Elektro",
      amountCents: 146_906,
      projectName: "Küche",
      progressNumber: 2,
      method: "all",
      currency: "EUR",
      locale: "en-IE",
      invoiceNumber: "INV-0007",
    });
    const [bank] = options.instructions;
    expect(bank?.lines).toEqual([
      "Send €1,469.06 by bank transfer to:",
      "Account name: Müller Elektro GmbH",
      "IBAN: DE89 3704 0044 0532 0130 00",
      "BIC: COBADEFFXXX",
      "Reference: Küche - Progress #2",
    ]);
    // PayPal.me carries the billing's currency.
    expect(options.paymentLinks).toEqual([
      expect.objectContaining({ method: "paypal", link: "https://paypal.me/mullerelektro/1469.06EUR" }),
    ]);
    const payload = bank?.epc ?? "";
    expect(payload.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Müller Elektro GmbH",
      "DE89370400440532013000",
      "EUR1469.06",
      "",
      "",
      "INV-0007 Küche - Progress #2",
    ]);
    const { size, d } = qrSvgPath(qrMatrix(payload));
    const decoded = decodeQrMatrix(matrixFromSvgPath(d, size, QUIET_ZONE));
    expect(decoded).toMatchObject({ text: payload, level: "M" });
    expect(decoded.version).toBeLessThanOrEqual(13);
  });

  it("stays within 331 bytes however long the name and text", () => {
    const payload = epcPayload({
      name: "Ж".repeat(90),
      iban: "DE89370400440532013000",
      amountCents: 1,
      text: "Щ".repeat(200),
    });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
    expect(payload.split("\n")[5]).toBe("Ж".repeat(70));
    expect(decodeQrMatrix(qrMatrix(payload)).text).toBe(payload);
  });

  it("is drawn in the invoice PDF's How to pay, beside the IBAN's lines, and reads back as the transfer", async () => {
    const { preferredPaymentMethod, ...settings } = EUR_SETTINGS;
    const bytes = await renderInvoicePdf({
      id: 7,
      timezone: "Europe/Dublin",
      issuedAt: new Date("2026-11-02T10:00:00Z"),
      dueDate: null,
      status: "approved",
      approvedAt: new Date("2026-11-03T10:00:00Z"),
      paidAt: null,
      contractor: { company: "Müller Elektro", name: "Jonas Müller", email: null, phone: null },
      client: { company: null, name: "Aoife Byrne", email: null, phone: null },
      projectName: "Küche",
      progressNumber: 2,
      completionPercentage: 40,
      description: null,
      amount: 146_906,
      payment: {
        ...settings,
        preferredMethod: preferredPaymentMethod,
        currency: "EUR",
        locale: "en-IE",
        invoiceNumber: "INV-0007",
      },
      photos: [],
      generatedAt: new Date("2026-11-03T12:00:00Z"),
    });
    const { text } = await readPdf(bytes);
    for (const line of ["IBAN: DE89 3704 0044 0532 0130 00", "BIC: COBADEFFXXX", "1,469.06 by bank transfer to:"])
      expect(text).toContain(line);
    const decoded = decodeQrMatrix(matrixFromPdfOperators((await readPdfOperators(bytes))[0] ?? ""));
    expect(decoded.text.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Müller Elektro GmbH",
      "DE89370400440532013000",
      "EUR1469.06",
      "",
      "",
      "INV-0007 Küche - Progress #2",
    ]);
  });

  it("is not drawn for an IBAN billed in another currency", () => {
    const options = buildPaymentOptions({
      settings: { ...EUR_SETTINGS, country: "GB" },
      payeeName: "Sparks",
      amountCents: 100_000,
      projectName: "Flat 2",
      progressNumber: 1,
      method: "iban",
      currency: "GBP",
      locale: "en-GB",
    });
    expect(options.instructions[0]?.epc).toBeUndefined();
  });
});

const setCountry = (companyId: number, country: string, currency: string) =>
  env.DB.prepare("update companies set country = ?, currency = ? where id = ?")
    .bind(country, currency, companyId)
    .run();

/** A billing of the company's, approved, with the client's link page (the page shows how to pay once approved). */
async function approvedLinkPage(browser: Browser, currency: string, amount = 146_906) {
  const client = await makeClient(browser);
  const project = await makeProject(browser, { clientId: client.id });
  const progress = await makeProgress(browser, { projectId: project.id, amount });
  const { url } = await approvalLink(browser, progress.id);
  await env.DB.prepare("update progress set status = 'approved', currency = ?, invoice_number = ? where id = ?")
    .bind(currency, `INV-${progress.id}`, progress.id)
    .run();
  const res = await new Browser().fetch(`/a/${url.split("/a/")[1]}`);
  expect(res.status).toBe(200);
  return { html: await res.text(), progress };
}

describe("PUT /api/user/payment-details by country", () => {
  it("keeps a US company's answer exactly as it was, and refuses another country's method", async () => {
    const { browser } = await signedUp();
    const body = await savePaymentDetails(browser, {
      preferredPaymentMethod: "bank",
      bankAccountName: "Reyes Electric LLC",
      bankAccountNumber: "0001 2345 6789",
      bankRoutingNumber: "021000021",
    });
    for (const field of LOCAL_PAYMENT_FIELDS) expect(body).not.toHaveProperty(field);
    const me = await ok(browser.api.user.$get());
    for (const field of LOCAL_PAYMENT_FIELDS) expect(me).not.toHaveProperty(field);
    expect(me).toMatchObject({ preferredPaymentMethod: "bank", bankAccountNumber: "000123456789" });
    const refused = await failure(
      browser.api.user["payment-details"].$put({
        json: {
          preferredPaymentMethod: "iban",
          bankAccountName: "R",
          iban: "DE89370400440532013000",
          bic: "COBADEFFXXX",
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(methodNotOffered("iban"));
    expect(refused.body.errors).toEqual({ preferredPaymentMethod: methodNotOffered("iban") });
  });

  it("lets a UK company save a sort code and account number, refuses Venmo, and shows them on the link page", async () => {
    const { browser, member } = await signedUp({ companyName: "Sparks Ltd" });
    await setCountry(member.companyId, "GB", "GBP");
    const details: PaymentDetailsInput = {
      preferredPaymentMethod: "uk_bank",
      bankAccountName: "Sparks Ltd",
      sortCode: "12 34 56",
      ukAccountNumber: "12345678",
    };
    const saved = await savePaymentDetails(browser, details);
    expect(saved).toMatchObject({ preferredPaymentMethod: "uk_bank", sortCode: "123456", ukAccountNumber: "12345678" });

    const venmo = await failure(
      browser.api.user["payment-details"].$put({ json: { ...details, venmoUsername: "sparks-ltd" } }),
    );
    expect(venmo.status).toBe(400);
    expect(venmo.body.errors).toEqual({ venmoUsername: methodNotOffered("venmo") });
    const badSortCode = await failure(
      browser.api.user["payment-details"].$put({ json: { ...details, sortCode: "12-34" } }),
    );
    expect(badSortCode.body.errors).toEqual({ sortCode: "Sort code must be 6 digits, e.g. 12-34-56" });

    const { html } = await approvedLinkPage(browser, "GBP", 123_450);
    const lines = [
      "Send £1,234.50 by bank transfer to:",
      "Account name: Sparks Ltd",
      "Sort code: 12-34-56",
      "Account number: 12345678",
    ];
    let at = 0;
    for (const line of lines) {
      const next = html.indexOf(`<li>${line}</li>`, at);
      expect(next, line).toBeGreaterThan(at);
      at = next;
    }
    expect(html).not.toContain('data-testid="girocode"');
  });

  it("removing one bank method keeps the account holder's name another still uses", async () => {
    const { browser, member } = await signedUp();
    await setCountry(member.companyId, "GB", "GBP");
    await savePaymentDetails(browser, {
      preferredPaymentMethod: "uk_bank",
      bankAccountName: "Sparks Ltd",
      sortCode: "123456",
      ukAccountNumber: "12345678",
      iban: "GB82WEST12345698765432",
      bic: "WESTGB22",
    });
    const after = await ok(browser.api.user["payment-details"][":method"].$delete({ param: { method: "iban" } }));
    expect(after).toMatchObject({
      preferredPaymentMethod: "uk_bank",
      bankAccountName: "Sparks Ltd",
      sortCode: "123456",
    });
    expect(after).not.toHaveProperty("iban");
  });

  it("shows a euro company's client the GiroCode, which reads back as the billing's transfer", async () => {
    const { browser, member } = await signedUp({ companyName: "Müller Elektro" });
    await setCountry(member.companyId, "IE", "EUR");
    await savePaymentDetails(browser, {
      preferredPaymentMethod: "iban",
      bankAccountName: "Müller Elektro GmbH",
      iban: "de89 3704 0044 0532 0130 00",
      bic: "cobadeffxxx",
    });
    const { html, progress } = await approvedLinkPage(browser, "EUR");
    expect(html).toContain("IBAN: DE89 3704 0044 0532 0130 00");
    const svg = /<svg viewBox="0 0 (\d+) \1"[^>]*data-testid="girocode"[^>]*><path d="([^"]+)"/.exec(html);
    expect(svg).not.toBeNull();
    const decoded = decodeQrMatrix(matrixFromSvgPath(svg![2]!, Number(svg![1]), QUIET_ZONE));
    const lines = decoded.text.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Müller Elektro GmbH",
      "DE89370400440532013000",
      "EUR1469.06",
    ]);
    expect(lines[10]).toMatch(new RegExp(`^INV-${progress.id} `));
  });
});
