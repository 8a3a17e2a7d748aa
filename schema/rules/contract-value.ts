// What a project has billed against its contract value and what is left: the one rule behind the project page's
// "Billed / Left", the review step's warning and the server's refusal (issue 38, ADR 0142). A rejected billing was
// never owed, so it does not count; amounts are integer cents and added as such. A contract value is agreed net of
// tax, so it is compared with billings' net amounts (ADR 0149): a VAT-registered firm's £10,000 job is not "past its
// contract" at £12,000 with VAT, and an inclusive price counts only what remains after its tax.
import { formatMoneyExact } from "./money";

/**
 * Net cents billed on a project: every billing but the rejected ones. A billing read before it carried its net (a
 * device's cache from before issue 33) had no tax: its amount is its net.
 */
export const billedOnProject = (billings: readonly { amount: number; netAmount?: number; status: string }[]) =>
  billings.reduce((sum, b) => (b.status === "rejected" ? sum : sum + (b.netAmount ?? b.amount)), 0);

/**
 * How far a new billing of `netAmount` would go past the contract value, in cents; 0 within it or with no contract
 * value. With no tax the net is the amount typed.
 */
export const pastContractBy = (totalValue: number | null, billed: number, netAmount: number) =>
  totalValue === null ? 0 : Math.max(0, billed + netAmount - totalValue);

/** The company's money (issue 33): a contract value is in it; dollars when not given. */
type Money = { currency?: string; locale?: string };

/** The words of the warning at review and of the server's 400 (exact cents: it is about the money). */
export const pastContractMessage = (totalValue: number, billed: number, m: Money = {}) =>
  `This billing takes the project past its contract value of ${formatMoneyExact(totalValue, m.currency, m.locale)} (${formatMoneyExact(Math.max(0, totalValue - billed), m.currency, m.locale)} left to bill). Confirm a change of contract to bill more.`;

/**
 * A field member's refusal: the contract value is the company's money, which their role does not see (ADR 0144), and
 * raising it is the office's call, so it names no figure and offers no confirmation.
 */
export const PAST_CONTRACT_ASK_OFFICE =
  "This billing takes the project past its contract value. Ask the owner or the office to raise the contract value, then bill it.";

/** What confirming does, on the review step's checkbox. */
export const contractChangeLabel = (newTotal: number, m: Money = {}) =>
  `The contract changed: raise its value to ${formatMoneyExact(newTotal, m.currency, m.locale)}`;
