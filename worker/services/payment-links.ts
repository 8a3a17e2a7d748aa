// Pure: turns a contractor's payment settings and a billed amount into pay links and instructions a client can follow.
// PayStage never moves money; these only pre-fill the payee, amount and reference in the client's own app.
import {
  configuredMethods,
  type LinkMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENTS_DISCLAIMER,
  type PaymentInstruction,
  type PaymentLink,
  type PaymentMethod,
  type PaymentOptions,
  type PaymentSettings,
  paymentReference,
} from "../../schema/contracts";

/** Integer cents -> "12480.50": what pay links carry (two decimals, no separators). */
export const centsToDecimal = (cents: number) => {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Amount must be whole, non-negative cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents -> "$12,480.50" for text a client pays from. */
export const formatAmount = (cents: number) => usd.format(cents / 100);

export const paypalLink = (username: string, cents: number) =>
  `https://paypal.me/${encodeURIComponent(username)}/${centsToDecimal(cents)}`;

/** Venmo's web pay link; on a phone it opens the app with payee, amount and note filled in. */
export const venmoLink = (username: string, cents: number, note: string) =>
  `https://venmo.com/${encodeURIComponent(username.replace(/^@/, ""))}?txn=pay&amount=${centsToDecimal(cents)}&note=${encodeURIComponent(note)}`;

/** Cash App takes the amount in the path; the cashtag keeps its leading $. */
export const cashAppLink = (cashtag: string, cents: number) =>
  `https://cash.app/$${encodeURIComponent(cashtag.replace(/^\$/, ""))}/${centsToDecimal(cents)}`;

export type PaymentOptionsInput = {
  settings: PaymentSettings;
  /** Who the client pays: the company name, else the contractor's name. */
  payeeName: string;
  amountCents: number;
  projectName: string;
  progressNumber: number;
  /** One method, "check", or "all" (every method on file). */
  method: LinkMethod;
};

export function buildPaymentOptions(input: PaymentOptionsInput): PaymentOptions {
  const { settings, amountCents } = input;
  const reference = paymentReference(input.projectName, input.progressNumber);
  const amount = formatAmount(amountCents);
  const methods: (PaymentMethod | "check")[] = input.method === "all" ? configuredMethods(settings) : [input.method];

  const paymentLinks: PaymentLink[] = [];
  const instructions: PaymentInstruction[] = [];
  for (const method of methods) {
    switch (method) {
      case "paypal":
        if (settings.paypalUsername)
          paymentLinks.push({
            method,
            displayName: PAYMENT_METHOD_LABELS.paypal,
            link: paypalLink(settings.paypalUsername, amountCents),
          });
        break;
      case "venmo":
        if (settings.venmoUsername)
          paymentLinks.push({
            method,
            displayName: PAYMENT_METHOD_LABELS.venmo,
            link: venmoLink(settings.venmoUsername, amountCents, reference),
          });
        break;
      case "cashapp":
        if (settings.cashAppUsername)
          paymentLinks.push({
            method,
            displayName: PAYMENT_METHOD_LABELS.cashapp,
            link: cashAppLink(settings.cashAppUsername, amountCents),
          });
        break;
      case "zelle":
        if (settings.zelleEmail)
          instructions.push({
            method,
            title: PAYMENT_METHOD_LABELS.zelle,
            lines: [
              `In your bank's app, send ${amount} with Zelle to ${settings.zelleEmail} (${input.payeeName}).`,
              `Memo: ${reference}`,
            ],
          });
        break;
      case "bank":
        if (settings.bankAccountName && settings.bankAccountNumber && settings.bankRoutingNumber)
          instructions.push({
            method,
            title: PAYMENT_METHOD_LABELS.bank,
            lines: [
              `Send ${amount} by ACH or wire transfer to:`,
              `Account name: ${settings.bankAccountName}`,
              `Routing number: ${settings.bankRoutingNumber}`,
              `Account number: ${settings.bankAccountNumber}`,
              `Reference: ${reference}`,
            ],
          });
        break;
      case "check":
        instructions.push({
          method,
          title: "Check",
          lines: [
            `Make the check for ${amount} payable to ${input.payeeName}.`,
            `Write "${reference}" on the memo line.`,
          ],
        });
        break;
    }
  }
  return { paymentLinks, instructions, reference, amount: amountCents, disclaimer: PAYMENTS_DISCLAIMER };
}

/** Plain-text "how to pay" block for emails: links first (one tap), then instructions, then the reference. */
export function paymentOptionsText(options: PaymentOptions): string {
  const parts: string[] = [];
  if (options.paymentLinks.length > 0) {
    parts.push(["Pay online:", ...options.paymentLinks.map((l) => `- ${l.displayName}: ${l.link}`)].join("\n"));
  }
  for (const instruction of options.instructions) {
    parts.push([`${instruction.title}:`, ...instruction.lines.map((line) => `  ${line}`)].join("\n"));
  }
  parts.push(`Please include the reference "${options.reference}" with your payment.`);
  return parts.join("\n\n");
}
