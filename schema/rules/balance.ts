// What a billing still owes (ADR 0165): its total less what it received. One rule for every screen, link, reminder
// and request: they ask for the balance, never the total, once part of it is paid.

type Owed = { status: string; amount: number; totalAmount: number; amountPaid: number };

/** What the client is asked to pay in all. A row with no total (0: written around migration 0020's backfill, as raw
 * fixtures do) owes what was typed, which is the total of every billing without tax. */
export const owedTotalOf = (b: Pick<Owed, "amount" | "totalAmount">) => (b.totalAmount > 0 ? b.totalAmount : b.amount);

/** Minor units still owed: 0 once paid. */
export const balanceDueOf = (b: Owed) => (b.status === "paid" ? 0 : Math.max(0, owedTotalOf(b) - b.amountPaid));

/** An approved billing that has received part of its total: shown "Part paid", its status stays approved. */
export const isPartPaid = (b: Owed) => b.status === "approved" && b.amountPaid > 0 && b.amountPaid < owedTotalOf(b);
