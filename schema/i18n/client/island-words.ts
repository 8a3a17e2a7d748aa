// The words the link page's script shows while a decision is on its way (web/link/island.ts), which the Worker writes
// into the page in the client's language when it is not English (ADR 0175). A list of keys only: the island carries
// no catalogue, so its size stays what it was.
export const ISLAND_KEYS = [
  "signatureRequired",
  "signerNameRequired",
  "signerNameTooLong",
  "approve",
  "approving",
  "approved",
  "approvalFailed",
  "rejectSubmit",
  "rejecting",
  "rejected",
  "rejectionFailed",
  "linkBusy",
  "notified",
] as const;
export type IslandWords = Record<(typeof ISLAND_KEYS)[number], string>;
