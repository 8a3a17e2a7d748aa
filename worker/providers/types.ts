// The contract every email/SMS adapter meets: send one message, say whether a failure is worth retrying.

export type DeliveryRequest = {
  /** Our message id: adapters that support it pass it on as an idempotency key. */
  messageId: number;
  /** The company it counts against: a status report finds the company's current shard by it (ADR 0234). */
  companyId?: number | null;
  to: string;
  subject: string | null;
  body: string;
};

export type DeliveryResult = {
  ok: boolean;
  /** A failure that no retry can fix (bad address, rejected credentials): stop and show it as failed. */
  permanent?: boolean;
  /**
   * The provider may have accepted the message although the answer says otherwise (Twilio documents that a 5xx can
   * follow an accepted message; a timeout says nothing): the next attempt reconciles before sending again.
   */
  ambiguous?: boolean;
  /** The recipient has opted out at the provider (Twilio 21610, they replied STOP): record it, as a STOP reply is. */
  optedOut?: boolean;
  /** The provider's id for the accepted message (Twilio's Message SID). */
  providerMessageId?: string;
  /** The local stand-in has no carrier to wait for: it reports the text delivered as soon as it is stored. */
  deliveredAtOnce?: boolean;
  /** What the provider answered, kept on the message row for a person to read. */
  response: string;
};

/** What a provider says about an earlier attempt whose answer was ambiguous. */
export type Reconciliation =
  | { found: true; providerMessageId: string; response: string }
  | { found: false; response: string }
  /** The provider could not be asked (down again): neither send nor give up; retry later. */
  | { found: "unknown"; response: string };

export type DeliveryProvider = {
  /** Stored in messages.provider: "resend", "twilio", "outbox". */
  name: string;
  send(message: DeliveryRequest): Promise<DeliveryResult>;
  /** Adapters without an idempotency key ask the provider whether an ambiguous attempt went out after all. */
  reconcile?(message: DeliveryRequest, since: Date, now?: Date): Promise<Reconciliation>;
};

/** Network errors, 5xx and 429 are worth retrying; any other 4xx means the request itself is wrong. */
export const isTransientStatus = (status: number) => status === 429 || status === 408 || status >= 500;

/** The response line kept on the row: status and at most 2,000 characters of the body. */
export const describeResponse = (status: number, text: string) =>
  `HTTP ${status}${text ? ` ${text.slice(0, 2000)}` : ""}`;

export const readBody = (res: Response) => res.text().catch(() => "");

/** Turns an HTTP answer into a DeliveryResult, keeping at most 2,000 characters of the body. */
export async function resultFromResponse(res: Response): Promise<DeliveryResult> {
  const response = describeResponse(res.status, await readBody(res));
  if (res.ok) return { ok: true, response };
  return { ok: false, permanent: !isTransientStatus(res.status), response };
}

export const networkFailure = (err: unknown): DeliveryResult => ({
  ok: false,
  permanent: false,
  response: `Network error: ${err instanceof Error ? err.message : String(err)}`,
});

/** A JSON error body's string field, or undefined when the body is not JSON (a proxy's HTML page). */
export function errorField(text: string, field: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && field in value) {
      const found = (value as Record<string, unknown>)[field];
      return typeof found === "string" ? found : undefined;
    }
  } catch {
    // Not JSON: the status alone decides.
  }
  return undefined;
}
