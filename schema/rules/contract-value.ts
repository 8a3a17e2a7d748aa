// What a project has billed against its contract value and what is left: the one rule behind the project page's
// "Billed / Left", the review step's warning and the server's refusal (issue 38, ADR 0142). A rejected billing was
// never owed, so it does not count; amounts are integer cents and added as such.
import { formatMoneyExact } from "./money";

/** Cents billed on a project: every billing but the rejected ones. */
export const billedOnProject = (billings: readonly { amount: number; status: string }[]) =>
  billings.reduce((sum, b) => (b.status === "rejected" ? sum : sum + b.amount), 0);

/** How far a new billing of `amount` would go past the contract value, in cents; 0 within it or with no contract value. */
export const pastContractBy = (totalValue: number | null, billed: number, amount: number) =>
  totalValue === null ? 0 : Math.max(0, billed + amount - totalValue);

/** The company's money (issue 33): a contract value is in it; dollars when not given. */
type Money = { currency?: string; locale?: string };

/** The words of the warning at review and of the server's 400 (exact cents: it is about the money). */
export const pastContractMessage = (totalValue: number, billed: number, m: Money = {}) =>
  `This billing takes the project past its contract value of ${formatMoneyExact(totalValue, m.currency, m.locale)} (${formatMoneyExact(Math.max(0, totalValue - billed), m.currency, m.locale)} left to bill). Confirm a change of contract to bill more.`;

/** What confirming does, on the review step's checkbox. */
export const contractChangeLabel = (newTotal: number, m: Money = {}) =>
  `The contract changed: raise its value to ${formatMoneyExact(newTotal, m.currency, m.locale)}`;
