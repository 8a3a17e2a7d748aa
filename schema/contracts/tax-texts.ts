// The words of a billing's tax on the new-billing form and its review (issue 33). Kept apart from progress.ts so the
// lazily loaded tax piece carries them, not the wizard's first screen.
export const ADD_SALES_TAX = "Add sales tax";
export const REMOVE_SALES_TAX = "Remove sales tax";
export const SALES_TAX_DEFAULT_LABEL = "Sales tax";
export const SALES_TAX_LABEL_FIELD = "Sales tax label";
export const SALES_TAX_RATE_FIELD = "Sales tax rate (%)";
/** research/worldwide.md §3, US behaviour: the help beside the manual line. */
export const SALES_TAX_HELP = "Most states tax your materials purchase, not your labour. Ask your accountant.";
export const NET_LABEL = "Net";
export const TOTAL_LABEL = "Total";
export const SALES_TAX_RATE_INVALID = "Sales tax rate must be more than 0% and at most 100%, to 3 decimals";
