// Pure: turns a contractor's payment settings and a billed amount into pay links and instructions a client can follow.
// PayStage never moves money; these only pre-fill the payee, amount and reference in the client's own app.
import {
  type LinkMethod,
  type PaymentInstruction,
  type PaymentLink,
  type PaymentMethod,
  type PaymentOptions,
  type PaymentSettings,
  paymentReference,
} from "#schema/contracts";
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { payInstruction, usableMethods } from "#schema/rules/payment-instructions";

// The link builders and the per-method rule live in schema/rules/payment-instructions (the PDF uses them too).
export { centsToDecimal } from "#schema/rules/money";
export { cashAppLink, paypalLink, venmoLink } from "#schema/rules/payment-instructions";

export type PaymentOptionsInput = {
  settings: PaymentSettings;
  /** Who the client pays: the company name, else the contractor's name. */
  payeeName: string;
  amountCents: number;
  projectName: string;
  progressNumber: number;
  /** One method, "check", or "all" (every usable method: those on file, and a check once there is an address). */
  method: LinkMethod;
  /** The billing's currency, locale and invoice number (issue 33); US dollars when absent. */
  currency?: string;
  locale?: string;
  invoiceNumber?: string | null;
  /** The client's words (issue 34) when the options are for the client to read; English for the contractor's API. */
  words?: ClientWords;
};

const ENGLISH = clientWords("en", "en-US");

export function buildPaymentOptions(input: PaymentOptionsInput): PaymentOptions {
  const { settings, amountCents } = input;
  const reference = paymentReference(input.projectName, input.progressNumber);
  const methods: (PaymentMethod | "check")[] = input.method === "all" ? usableMethods(settings) : [input.method];
  const { currency, locale, invoiceNumber, words } = input;
  const ctx = { amountCents, reference, payeeName: input.payeeName, currency, locale, invoiceNumber, words };

  const paymentLinks: PaymentLink[] = [];
  const instructions: PaymentInstruction[] = [];
  for (const method of methods) {
    const way = payInstruction(method, settings, ctx);
    if (!way) continue;
    if (way.link && way.method !== "check") {
      paymentLinks.push({ method: way.method, displayName: way.title, link: way.link });
    } else {
      instructions.push({
        method: way.method,
        title: way.title,
        lines: way.lines,
        ...(way.epc ? { epc: way.epc } : {}),
      });
    }
  }
  const money = { currency: input.currency ?? "USD", locale: input.locale ?? "en-US" };
  const disclaimer = (words ?? ENGLISH).t("paymentsDisclaimer");
  return { paymentLinks, instructions, reference, amount: amountCents, ...money, disclaimer };
}

/** Plain-text "how to pay" block for emails: links first (one tap), then instructions, then the reference. */
export function paymentOptionsText(options: PaymentOptions, words: ClientWords = ENGLISH): string {
  const parts: string[] = [];
  if (options.paymentLinks.length > 0) {
    parts.push([words.t("payOnline"), ...options.paymentLinks.map((l) => `- ${l.displayName}: ${l.link}`)].join("\n"));
  }
  for (const instruction of options.instructions) {
    parts.push([`${instruction.title}:`, ...instruction.lines.map((line) => `  ${line}`)].join("\n"));
  }
  parts.push(words.t("includeReferenceQuoted", { reference: options.reference }));
  return parts.join("\n\n");
}
