// What an access point does for PayStage (ADR 0193): register a company as a sender, send one billing's Peppol BIS
// Billing 3.0 UBL, read its delivery status, and check the signature of its webhooks.

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** The company as the access point registers it for sending. */
export type PeppolSender = {
  vatNumber: string;
  name: string;
  email: string;
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
};

/** What a send needs besides the UBL: whose registration it goes out under, and the key that makes a retry a no-op. */
export type PeppolSendMeta = { registrationId: string; idempotencyKey: string };

export type PeppolSendResult =
  | { ok: true; orderId: string | null }
  /** permanent: sending the same document again cannot succeed (refused as invalid, recipient not on Peppol). */
  | { ok: false; permanent: boolean; reason: string };

export type PeppolStatus = { delivered: boolean; failed: boolean; reason: string | null };

export interface PeppolAccessPoint {
  name: string;
  registerSender(sender: PeppolSender): Promise<{ ok: true; registrationId: string } | { ok: false; reason: string }>;
  send(ublXml: string, meta: PeppolSendMeta): Promise<PeppolSendResult>;
  status(registrationId: string, orderId: string): Promise<PeppolStatus | null>;
  verifyWebhook(signature: string | undefined, body: string): boolean;
}
