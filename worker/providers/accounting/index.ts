// Picks each accounting adapter from configuration (ADR 0126): the provider's real endpoints when its keys are set,
// else (outside production) the same adapter pointed at the local stand-in, which this app serves itself.
import type { AccountingProvider } from "#schema/contracts/accounting";
import { ACCOUNTING_KEYS } from "../../lib/env";
import { quickBooks, quickBooksEndpoints } from "./quickbooks";
import type { AccountingApi, Fetcher } from "./types";
import { XERO_ENDPOINTS, xero } from "./xero";

export type { AccountingApi } from "./types";

/** The stand-in's client and signing key: fixed and public, because the stand-in exists only off production. */
export const LOCAL_CLIENT = { id: "paystage-local", secret: "paystage-local-secret" } as const;
export const LOCAL_WEBHOOK_KEY = "paystage-local-accounting-webhook-key";
export const LOCAL_PATH = "/api/local-accounting";

export const hasKeys = (env: Env, provider: AccountingProvider) => ACCOUNTING_KEYS[provider].every((key) => env[key]);

/** A provider can be connected: real keys, or the stand-in off production. */
export const isAvailable = (env: Env, provider: AccountingProvider) =>
  hasKeys(env, provider) || env.APP_ENV !== "production";

type Dispatch = (request: Request, env: Env) => Promise<Response>;
let dispatch: Dispatch | null = null;

/** worker/app.ts hands over its own fetch, so the stand-in answers in-process (no import cycle back to the app). */
export const registerLocalBooks = (handler: Dispatch) => {
  dispatch = handler;
};

/**
 * The stand-in's requests are answered by this same app in-process: a Worker cannot fetch its own hostname, and
 * the adapter code (URLs, shapes, headers) is exactly what runs against the real provider.
 */
export const localFetcher =
  (env: Env): Fetcher =>
  async (input, init) => {
    if (!dispatch) throw new Error("The local accounting stand-in is not registered (worker/app.ts)");
    return dispatch(new Request(input, init), env);
  };

/**
 * The adapter for a provider. `origin` is where a browser reaches this app (the stand-in's consent page is one of its
 * pages); server-to-server calls to the stand-in never leave the Worker.
 */
export function accountingApi(
  env: Env,
  provider: AccountingProvider,
  origin: string,
  fetcher: Fetcher = fetch,
): AccountingApi | null {
  if (provider === "quickbooks" && hasKeys(env, "quickbooks")) {
    return quickBooks(
      {
        clientId: env.QUICKBOOKS_CLIENT_ID!,
        clientSecret: env.QUICKBOOKS_CLIENT_SECRET!,
        webhookVerifier: env.QUICKBOOKS_WEBHOOK_VERIFIER!,
        ...quickBooksEndpoints(env.QUICKBOOKS_SANDBOX === "true"),
        mode: "live",
      },
      fetcher,
    );
  }
  if (provider === "xero" && hasKeys(env, "xero")) {
    return xero(
      {
        clientId: env.XERO_CLIENT_ID!,
        clientSecret: env.XERO_CLIENT_SECRET!,
        webhookKey: env.XERO_WEBHOOK_KEY!,
        ...XERO_ENDPOINTS,
        mode: "live",
      },
      fetcher,
    );
  }
  if (env.APP_ENV === "production") return null;
  const base = `${origin}${LOCAL_PATH}/${provider}`;
  const local = localFetcher(env);
  if (provider === "quickbooks") {
    return quickBooks(
      {
        clientId: LOCAL_CLIENT.id,
        clientSecret: LOCAL_CLIENT.secret,
        webhookVerifier: LOCAL_WEBHOOK_KEY,
        authorizeUrl: `${base}/oauth2/authorize`,
        tokenUrl: `${base}/oauth2/token`,
        revokeUrl: `${base}/oauth2/revoke`,
        apiBase: base,
        mode: "local",
      },
      local,
    );
  }
  return xero(
    {
      clientId: LOCAL_CLIENT.id,
      clientSecret: LOCAL_CLIENT.secret,
      webhookKey: LOCAL_WEBHOOK_KEY,
      authorizeUrl: `${base}/oauth2/authorize`,
      tokenUrl: `${base}/oauth2/token`,
      revokeUrl: `${base}/oauth2/revoke`,
      connectionsUrl: `${base}/connections`,
      apiBase: `${base}/api.xro/2.0`,
      mode: "local",
    },
    local,
  );
}
