// Twilio's standard opt-out and opt-in keywords for long codes (https://www.twilio.com/docs/messaging/tutorials/
// advanced-opt-out and Twilio's "support for opt-out keywords" article): a reply that is exactly one of these words,
// in any case and with surrounding spaces, opts the number out of (or back into) our texts. Twilio itself stops
// delivering to an opted-out number (error 21610); we keep the same list so we never try, and can say why.
export const OPT_OUT_KEYWORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
export const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;

export type KeywordAction = { action: "opt-out" | "opt-in"; keyword: string } | null;

/** What a reply asks for. Twilio's OptOutType (Advanced Opt-Out's own match, custom keywords included) wins. */
export function smsKeywordAction(body: string, optOutType?: string): KeywordAction {
  const word = body.trim().toUpperCase();
  const type = optOutType?.trim().toUpperCase();
  if (type === "STOP") return { action: "opt-out", keyword: word || "STOP" };
  if (type === "START") return { action: "opt-in", keyword: word || "START" };
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { action: "opt-out", keyword: word };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { action: "opt-in", keyword: word };
  return null;
}
