// A billing's money as people read it (issue 33, ADR 0154): always in the billing's own currency and locale, fixed
// when it was issued, and what the client is asked to pay is its total (tax included), never the typed amount.
import { formatMoney, formatMoneyExact } from "./money";

/** What every answer and row about a billing carries; older answers may lack the total (then amount is it). */
export type BillingMoney = {
  amount: number;
  totalAmount?: number | null;
  currency?: string | null;
  locale?: string | null;
};

/** The minor units a client is asked to pay: the billing's total; a billing with no tax has total = amount. */
export const amountDue = (b: BillingMoney) => b.totalAmount ?? b.amount;

/** What a client pays from (emails, SMS, reminders, link pages): exact, in the billing's money. */
export const formatAmountDue = (b: BillingMoney) =>
  formatMoneyExact(amountDue(b), b.currency ?? undefined, b.locale ?? undefined);

/** A billing's total on a screen: whole when whole, in the billing's money. */
export const formatBillingAmount = (b: BillingMoney) =>
  formatMoney(amountDue(b), b.currency ?? undefined, b.locale ?? undefined);
