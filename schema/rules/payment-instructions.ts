// How a client pays by each method: the one per-method rule behind the approval screen, payment emails and the
// invoice PDF. PayStage never moves money; links only pre-fill the payee, amount and reference in the client's app.
import {
  configuredMethods,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentSettings,
} from "../contracts/payment-texts";
import { type ClientWords, clientWords, type PlainClientKey } from "../i18n/client";
import { formatBsb, formatIban, formatSortCode } from "./bank-details";
import { epcPayload } from "./epc-qr";
import { centsToDecimal, formatMoneyExact } from "./money";

/** PayPal.me takes the amount, then the currency code when it is not the payee's default (US links stay as they were). */
export const paypalLink = (username: string, cents: number, currency = "USD") =>
  `https://paypal.me/${encodeURIComponent(username)}/${centsToDecimal(cents, currency)}${currency === "USD" ? "" : currency}`;

/** Venmo's web pay link; on a phone it opens the app with payee, amount and note filled in. */
export const venmoLink = (username: string, cents: number, note: string) =>
  `https://venmo.com/${encodeURIComponent(username.replace(/^@/, ""))}?txn=pay&amount=${centsToDecimal(cents)}&note=${encodeURIComponent(note)}`;

/** Cash App takes the amount in the path; the cashtag keeps its leading $. */
export const cashAppLink = (cashtag: string, cents: number) =>
  `https://cash.app/$${encodeURIComponent(cashtag.replace(/^\$/, ""))}/${centsToDecimal(cents)}`;

/**
 * The methods a client can actually use, preferred first: every method whose details are all on file, then a check
 * when the company has a mailing address to send it to (issue 38). The client's page, payment requests and the
 * invoice offer these and nothing else; a method missing its details is never offered.
 */
export function usableMethods(settings: PaymentSettings): (PaymentMethod | "check")[] {
  const methods: (PaymentMethod | "check")[] = configuredMethods(settings);
  if (settings.mailingAddress?.trim()) methods.push("check");
  return methods;
}

export type PayContext = {
  amountCents: number;
  /** "Project - Progress #n": what the client writes in the memo. */
  reference: string;
  /** Who the client pays: the company name, else the contractor's name. */
  payeeName: string;
  /** How the bank account number is printed (documents that get forwarded mask it). */
  accountNumber?: (value: string) => string;
  /** The billing's currency and locale (ISO 4217, BCP 47); US dollars when absent. */
  currency?: string;
  locale?: string;
  /** The billing's invoice number: what a GiroCode's remittance text starts with. */
  invoiceNumber?: string | null;
  /** The client's words (issue 34): their language for every line; English, exactly as before, when absent. */
  words?: ClientWords;
};

/** English as PayStage always wrote it: the default for callers that speak to the contractor (the API's answers). */
const ENGLISH = clientWords("en", "en-US");

/** The methods whose name is a description, not a brand: the client reads it in their language. */
const DESCRIBED: Partial<Record<PaymentMethod | "check", PlainClientKey>> = {
  bank: "methodBank",
  iban: "methodIban",
  uk_bank: "methodUkBank",
  au_bank: "methodAuBank",
  nz_bank: "methodNzBank",
  ca_bank: "methodCaBank",
  check: "methodCheck",
};

/** A method's name as the client reads it: a brand (PayPal, Interac e-Transfer) stays as it is. */
export function methodTitle(method: PaymentMethod | "check", words: ClientWords = ENGLISH): string {
  const key = DESCRIBED[method];
  return key ? words.t(key) : PAYMENT_METHOD_LABELS[method as PaymentMethod];
}

/**
 * One method's way to pay: `link` for methods a client taps (with a short line naming the payee), else the
 * instruction lines. Null when the contractor has not filled in what the method needs.
 */
export type PayInstruction = {
  method: PaymentMethod | "check";
  title: string;
  link?: string;
  lines: string[];
  /** The EPC069-12 payload of a euro IBAN transfer: the link page and the PDF draw it as a QR code (ADR 0160). */
  epc?: string;
};

export function payInstruction(
  method: PaymentMethod | "check",
  settings: Omit<PaymentSettings, "preferredPaymentMethod">,
  ctx: PayContext,
): PayInstruction | null {
  const w = ctx.words ?? ENGLISH;
  const { t } = w;
  const title = methodTitle(method, w);
  // English keeps the billing's own locale, as it always did; another language writes the amount its way.
  const amount = ctx.words
    ? ctx.words.money(ctx.amountCents, ctx.currency)
    : formatMoneyExact(ctx.amountCents, ctx.currency, ctx.locale);
  const holder = t("accountNameLine", { name: settings.bankAccountName ?? "" });
  const reference = t("referenceLine", { reference: ctx.reference });
  /** "Send £1,234.50 by bank transfer to:" and the account lines in the order the country's banks print them. */
  const transfer = (lines: string[]) => [t("payByTransfer", { amount }), ...lines, reference];
  switch (method) {
    case "paypal": {
      if (!settings.paypalUsername) return null;
      const link = paypalLink(settings.paypalUsername, ctx.amountCents, ctx.currency);
      return { method, title, link, lines: [link.replace("https://", "")] };
    }
    case "venmo": {
      if (!settings.venmoUsername) return null;
      const link = venmoLink(settings.venmoUsername, ctx.amountCents, ctx.reference);
      const handle = settings.venmoUsername.replace(/^@/, "");
      return { method, title, link, lines: [`@${handle} - ${centsToDecimal(ctx.amountCents)} USD`] };
    }
    case "cashapp": {
      if (!settings.cashAppUsername) return null;
      const link = cashAppLink(settings.cashAppUsername, ctx.amountCents);
      return { method, title, link, lines: [`$${settings.cashAppUsername.replace(/^\$/, "")}`] };
    }
    case "zelle":
      if (!settings.zelleEmail) return null;
      return {
        method,
        title,
        lines: [
          t("payByZelle", { amount, email: settings.zelleEmail, payee: ctx.payeeName }),
          t("memoLine", { reference: ctx.reference }),
        ],
      };
    case "bank": {
      const { bankAccountName, bankAccountNumber, bankRoutingNumber } = settings;
      if (!bankAccountName || !bankAccountNumber || !bankRoutingNumber) return null;
      return {
        method,
        title,
        lines: [
          t("payByAch", { amount }),
          holder,
          t("routingNumberLine", { number: bankRoutingNumber }),
          t("accountNumberLine", {
            number: ctx.accountNumber ? ctx.accountNumber(bankAccountNumber) : bankAccountNumber,
          }),
          reference,
        ],
      };
    }
    case "iban": {
      const { bankAccountName, iban, bic } = settings;
      if (!bankAccountName || !iban || !bic) return null;
      const lines = transfer([holder, `IBAN: ${formatIban(iban)}`, `BIC: ${bic}`]);
      // A GiroCode carries euros only (EPC069-12): another currency gets the lines alone.
      if (ctx.currency !== "EUR") return { method, title, lines };
      const text = ctx.invoiceNumber ? `${ctx.invoiceNumber} ${ctx.reference}` : ctx.reference;
      const epc = epcPayload({ bic, name: bankAccountName, iban, amountCents: ctx.amountCents, text });
      return { method, title, lines, epc };
    }
    case "uk_bank": {
      const { bankAccountName, sortCode, ukAccountNumber } = settings;
      if (!bankAccountName || !sortCode || !ukAccountNumber) return null;
      const account = [
        holder,
        t("sortCodeLine", { code: formatSortCode(sortCode) }),
        t("accountNumberLine", { number: ukAccountNumber }),
      ];
      return { method, title, lines: transfer(account) };
    }
    case "au_bank": {
      const { bankAccountName, bsb, auAccountNumber } = settings;
      if (!bankAccountName || !bsb || !auAccountNumber) return null;
      const account = [holder, `BSB: ${formatBsb(bsb)}`, t("accountNumberLine", { number: auAccountNumber })];
      return { method, title, lines: transfer(account) };
    }
    case "payid":
      if (!settings.payId) return null;
      return {
        method,
        title,
        lines: [t("payByPayId", { amount, payId: settings.payId, payee: ctx.payeeName }), reference],
      };
    case "nz_bank": {
      const { bankAccountName, nzAccountNumber } = settings;
      if (!bankAccountName || !nzAccountNumber) return null;
      const account = [holder, t("accountNumberLine", { number: nzAccountNumber })];
      return { method, title, lines: transfer(account) };
    }
    case "interac":
      if (!settings.interacEmail) return null;
      return {
        method,
        title,
        lines: [
          t("payByInterac", { amount, email: settings.interacEmail, payee: ctx.payeeName }),
          t("messageLine", { reference: ctx.reference }),
        ],
      };
    case "ca_bank": {
      const { bankAccountName, caTransitNumber, caInstitutionNumber, caAccountNumber } = settings;
      if (!bankAccountName || !caTransitNumber || !caInstitutionNumber || !caAccountNumber) return null;
      const account = [
        holder,
        t("transitNumberLine", { number: caTransitNumber }),
        t("institutionNumberLine", { number: caInstitutionNumber }),
        t("accountNumberLine", { number: caAccountNumber }),
      ];
      return { method, title, lines: transfer(account) };
    }
    case "check": {
      // A check with nowhere to mail it cannot work: not offered without the address.
      const address = settings.mailingAddress?.trim();
      if (!address) return null;
      return {
        method,
        title,
        lines: [
          t("checkPayable", { amount, payee: ctx.payeeName }),
          t("checkMemo", { reference: ctx.reference }),
          t("checkMailTo", { address: address.replace(/\s*\n\s*/g, ", ") }),
        ],
      };
    }
  }
}
