// Picks the Peppol access point from configuration (ADR 0193): Billit when its keys are set, the local stand-in (the
// same adapter over an in-memory Billit) in development and tests, and none in production without keys.
import { BILLIT_HOSTS, billitAccessPoint } from "./billit";
import { LOCAL_PEPPOL_HOST, LOCAL_PEPPOL_WEBHOOK_SECRET, localBillit } from "./local";
import type { Fetcher, PeppolAccessPoint } from "./types";

export type { PeppolAccessPoint, PeppolSender } from "./types";

export function peppolAccessPoint(env: Env, fetcher: Fetcher = fetch): PeppolAccessPoint | null {
  if (env.BILLIT_API_KEY && env.BILLIT_WEBHOOK_SECRET) {
    const host = env.BILLIT_SANDBOX === "true" ? BILLIT_HOSTS.sandbox : BILLIT_HOSTS.live;
    return billitAccessPoint({ apiKey: env.BILLIT_API_KEY, webhookSecret: env.BILLIT_WEBHOOK_SECRET, host }, fetcher);
  }
  if (env.APP_ENV === "production") return null;
  return billitAccessPoint(
    { apiKey: "paystage-local", webhookSecret: LOCAL_PEPPOL_WEBHOOK_SECRET, host: LOCAL_PEPPOL_HOST },
    localBillit,
  );
}
