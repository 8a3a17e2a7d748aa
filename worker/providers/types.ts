// The contract every email/SMS adapter meets: send one message, say whether a failure is worth retrying.

export type DeliveryRequest = {
  /** Our message id: adapters that support it pass it on as an idempotency key. */
  messageId: number;
  to: string;
  subject: string | null;
  body: string;
};

export type DeliveryResult = {
  ok: boolean;
  /** A failure that no retry can fix (bad address, rejected credentials): stop and show it as failed. */
  permanent?: boolean;
  /** What the provider answered, kept on the message row for a person to read. */
  response: string;
};

export type DeliveryProvider = {
  /** Stored in messages.provider: "resend", "twilio", "outbox". */
  name: string;
  send(message: DeliveryRequest): Promise<DeliveryResult>;
};

/** Network errors, 5xx and 429 are worth retrying; any other 4xx means the request itself is wrong. */
export const isTransientStatus = (status: number) => status === 429 || status === 408 || status >= 500;

/** Turns an HTTP answer into a DeliveryResult, keeping at most 2,000 characters of the body. */
export async function resultFromResponse(res: Response): Promise<DeliveryResult> {
  const text = (await res.text().catch(() => "")).slice(0, 2000);
  const response = `HTTP ${res.status}${text ? ` ${text}` : ""}`;
  if (res.ok) return { ok: true, response };
  return { ok: false, permanent: !isTransientStatus(res.status), response };
}

export const networkFailure = (err: unknown): DeliveryResult => ({
  ok: false,
  permanent: false,
  response: `Network error: ${err instanceof Error ? err.message : String(err)}`,
});
