// Stripe-shaped events for webhook tests, signed like Stripe signs them (the Stripe-Signature header).
import Stripe from "stripe";

const crypto = Stripe.createSubtleCryptoProvider();
let seq = 0;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function sign(body: string, secret: string, timestamp = nowSeconds()) {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret, timestamp, cryptoProvider: crypto });
}

export function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  return {
    id: `evt_test_${Date.now().toString(36)}${(seq++).toString(36)}`,
    object: "event",
    type,
    created,
    data: { object },
  };
}

export function subscription(args: {
  id: string;
  customer: string;
  price?: string;
  status?: string;
  cancel?: boolean;
  periodEnd?: number;
  userId?: number;
}) {
  return {
    id: args.id,
    object: "subscription",
    customer: args.customer,
    status: args.status ?? "active",
    cancel_at_period_end: args.cancel ?? false,
    metadata: args.userId ? { userId: String(args.userId) } : {},
    items: {
      object: "list",
      data: [
        {
          price: { id: args.price ?? "price_starter" },
          current_period_end: args.periodEnd ?? nowSeconds() + 30 * 86400,
        },
      ],
    },
  };
}

export function invoice(args: { subscription: string; customer: string; periodEnd?: number }) {
  return {
    id: `in_test_${seq++}`,
    object: "invoice",
    customer: args.customer,
    parent: { type: "subscription_details", subscription_details: { subscription: args.subscription } },
    lines: { data: [{ period: { start: nowSeconds(), end: args.periodEnd ?? nowSeconds() + 30 * 86400 } }] },
  };
}

/** Stripe's list of an invoice's payments (GET /v1/invoice_payments): one paid by `paymentIntent`. */
export const paidInvoicePayments = (paymentIntent: string) => ({
  object: "list",
  has_more: false,
  data: [
    {
      id: "inpay_1",
      object: "invoice_payment",
      status: "paid",
      payment: { type: "payment_intent", payment_intent: paymentIntent },
    },
  ],
});
