// The EU countries PayStage serves whose companies can send over Peppol once registered (ADR 0204). Its own module:
// the profile page reads it on its first load, which has no room for the Peppol sentences beside it.
export const PEPPOL_SENDER_COUNTRIES: ReadonlySet<string> = new Set(["BE", "DE", "FR", "NL", "ES", "IE"]);
