// How a client pays by each method: the one per-method rule behind the approval screen, payment emails and the
// invoice PDF. PayStage never moves money; links only pre-fill the payee, amount and reference in the client's app.
import {
  configuredMethods,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentSettings,
} from "../contracts/payment-texts";
import { centsToDecimal, formatMoneyExact } from "./money";

export const paypalLink = (username: string, cents: number) =>
  `https://paypal.me/${encodeURIComponent(username)}/${centsToDecimal(cents)}`;

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
};

/**
 * One method's way to pay: `link` for methods a client taps (with a short line naming the payee), else the
 * instruction lines. Null when the contractor has not filled in what the method needs.
 */
export type PayInstruction = { method: PaymentMethod | "check"; title: string; link?: string; lines: string[] };

export function payInstruction(
  method: PaymentMethod | "check",
  settings: Omit<PaymentSettings, "preferredPaymentMethod">,
  ctx: PayContext,
): PayInstruction | null {
  const title = method === "check" ? "Check" : PAYMENT_METHOD_LABELS[method];
  const amount = formatMoneyExact(ctx.amountCents);
  switch (method) {
    case "paypal": {
      if (!settings.paypalUsername) return null;
      const link = paypalLink(settings.paypalUsername, ctx.amountCents);
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
          `In your bank's app, send ${amount} with Zelle to ${settings.zelleEmail} (${ctx.payeeName}).`,
          `Memo: ${ctx.reference}`,
        ],
      };
    case "bank": {
      const { bankAccountName, bankAccountNumber, bankRoutingNumber } = settings;
      if (!bankAccountName || !bankAccountNumber || !bankRoutingNumber) return null;
      return {
        method,
        title,
        lines: [
          `Send ${amount} by ACH or wire transfer to:`,
          `Account name: ${bankAccountName}`,
          `Routing number: ${bankRoutingNumber}`,
          `Account number: ${ctx.accountNumber ? ctx.accountNumber(bankAccountNumber) : bankAccountNumber}`,
          `Reference: ${ctx.reference}`,
        ],
      };
    }
    case "check": {
      // A check with nowhere to mail it cannot work: not offered without the address.
      const address = settings.mailingAddress?.trim();
      if (!address) return null;
      return {
        method,
        title,
        lines: [
          `Make the check for ${amount} payable to ${ctx.payeeName}.`,
          `Write "${ctx.reference}" on the memo line.`,
          `Mail it to: ${address.replace(/\s*\n\s*/g, ", ")}`,
        ],
      };
    }
  }
}
