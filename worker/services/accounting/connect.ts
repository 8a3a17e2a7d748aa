// Connecting QuickBooks Online or Xero (ADR 0126): authorization code with PKCE, a `state` stored only as a hash,
// bound to the session that asked, single use and short-lived; the organisation this consent chose (Xero may grant
// several: the owner picks one), reconnecting to the same books, the booking choices, and a disconnect that removes
// only this company's organisation (ADR 0134).
import {
  ACCOUNTING_PROVIDER_NAMES,
  ACCOUNTING_PROVIDERS,
  type AccountingProvider,
  INTEGRATION_ALREADY_CONNECTED,
  INTEGRATION_NOT_CONNECTED,
  INTEGRATION_NOTHING_TO_CHOOSE,
  INTEGRATION_STATE_INVALID,
  INTEGRATION_TENANT_UNKNOWN,
  INTEGRATION_UNAVAILABLE,
  type IntegrationSettings,
  type IntegrationsView,
  integrationOtherTenant,
  TAX_CODE_RATE_UNKNOWN,
} from "#schema/contracts/accounting";
import type { Member } from "#schema/db/companies";
import { ACCOUNTING_STATE_TTL_MS } from "#schema/rules/durations";
import type { OwnTaxRate } from "#schema/rules/own-tax-rates";
import {
  deleteIntegrationStatements,
  findIntegration,
  type IntegrationRow,
  insertIntegration,
  insertOauthState,
  takeOauthState,
  updateIntegration,
} from "../../db/accounting";
import { listCompanyTaxRates } from "../../db/company-tax-rates";
import { randomToken, sha256Hex } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { log } from "../../lib/log";
import { keyringOf, open, seal } from "../../lib/secret-box";
import { type AccountingApi, accountingApi, hasKeys, isAvailable, LOCAL_PATH } from "../../providers/accounting";
import { AccountingError, type ConsentTenant } from "../../providers/accounting/types";
import { taxRatesToMap } from "./tax-codes";
import { openToken, sealTokens, withSession } from "./tokens";

export const callbackPath = (provider: AccountingProvider) => `/api/integrations/${provider}/callback`;

/** S256: base64url(SHA-256(verifier)) (RFC 7636 section 4.2). */
export async function codeChallengeOf(verifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return Buffer.from(digest).toString("base64url");
}

const verifierContext = (stateHash: string) => `accounting-pkce:${stateHash}`;

function apiOrThrow(env: Env, provider: AccountingProvider, origin: string) {
  const api = accountingApi(env, provider, origin);
  if (!api) throw badRequest(INTEGRATION_UNAVAILABLE);
  return api;
}

/** Who asks: the member, with the company's country and address (its province picks Canada's rates). */
type Asker = Member & {
  country: string;
  address?: { region?: string | null } | null;
  /** The company's own rates (ADR 0211), mapped like the seeded ones. */
  ownTaxRates?: readonly OwnTaxRate[];
};

/** The asker with the company's own rates read, for a view that lists the rates to map. */
const withOwnRates = async (db: Db, member: Asker): Promise<Asker> => ({
  ...member,
  ownTaxRates: await listCompanyTaxRates(db, member.companyId),
});

export function viewOf(env: Env, row: IntegrationRow | undefined, company?: Asker): IntegrationsView {
  return {
    integration: row
      ? {
          provider: row.provider,
          providerName: ACCOUNTING_PROVIDER_NAMES[row.provider],
          tenantName: row.tenantName,
          status: row.status,
          incomeRef: row.incomeRef,
          taxCode: row.taxCode,
          taxCodes: row.taxCodes ?? {},
          taxRates: company ? ratesOf(row, company) : [],
          depositRef: row.depositRef,
          connectedAt: row.createdAt.toISOString(),
          tenantChoices:
            row.status === "choose" ? choicesOf(row).map((c) => ({ id: c.id, name: c.name ?? c.id })) : null,
          booksUrl: hasKeys(env, row.provider)
            ? null
            : `${LOCAL_PATH}/${row.provider}/books?tenant=${encodeURIComponent(row.tenantId)}`,
        }
      : null,
    available: ACCOUNTING_PROVIDERS.filter((p) => isAvailable(env, p)),
  };
}

/** The organisations a consent granted, kept while the owner chooses. */
const choicesOf = (row: Pick<IntegrationRow, "tenantChoices">): ConsentTenant[] => {
  try {
    return row.tenantChoices ? (JSON.parse(row.tenantChoices) as ConsentTenant[]) : [];
  } catch {
    return [];
  }
};

/** The rate groups the connection maps, as in force today (rates change on a date). */
const ratesOf = (row: Pick<IntegrationRow, "provider">, company: Asker) =>
  taxRatesToMap(
    row.provider,
    { country: company.country, region: company.address?.region },
    new Date().toISOString().slice(0, 10),
    company.ownTaxRates ?? [],
  );

export const integrationsOf = async (env: Env, db: Db, member: Asker) =>
  viewOf(env, await findIntegration(db, member.companyId), await withOwnRates(db, member));

/** POST /api/integrations/{provider}/connect: where to send the browser for consent. */
export async function startConnect(
  env: Env,
  db: Db,
  member: Member,
  sessionId: string,
  provider: AccountingProvider,
  origin: string,
  now = new Date(),
) {
  const api = apiOrThrow(env, provider, origin);
  const existing = await findIntegration(db, member.companyId);
  // Connecting again is how an expired connection is renewed (same provider), or a choice started over.
  if (existing && (existing.status === "connected" || existing.provider !== provider)) {
    throw new AppError("CONFLICT", INTEGRATION_ALREADY_CONNECTED);
  }
  const state = randomToken(32);
  // 64 base64url characters: inside RFC 7636's 43-128 unreserved characters.
  const verifier = randomToken(48);
  const stateHash = await sha256Hex(state);
  const ring = await keyringOf(env);
  await insertOauthState(db, {
    stateHash,
    provider,
    companyId: member.companyId,
    userId: member.id,
    sessionHash: await sha256Hex(sessionId),
    codeVerifier: await seal(ring, verifier, verifierContext(stateHash)),
    expiresAt: new Date(now.getTime() + ACCOUNTING_STATE_TTL_MS),
  });
  return {
    url: api.authorizeUrl({
      state,
      codeChallenge: await codeChallengeOf(verifier),
      redirectUri: `${origin}${callbackPath(provider)}`,
    }),
  };
}

/**
 * GET /api/integrations/{provider}/callback: the provider sends the browser back with a code. The state must be the
 * one this session asked for, unused and unexpired; then the code is exchanged (with the PKCE verifier) and the
 * tokens sealed before they are stored.
 */
export async function finishConnect(
  env: Env,
  db: Db,
  member: Member,
  sessionId: string,
  provider: AccountingProvider,
  origin: string,
  query: URLSearchParams,
  now = new Date(),
) {
  const api = apiOrThrow(env, provider, origin);
  const state = query.get("state");
  const stateHash = state ? await sha256Hex(state) : null;
  const row = stateHash ? await takeOauthState(db, stateHash) : undefined;
  if (
    !row ||
    !stateHash ||
    row.expiresAt.getTime() < now.getTime() ||
    row.provider !== provider ||
    row.userId !== member.id ||
    row.companyId !== member.companyId ||
    row.sessionHash !== (await sha256Hex(sessionId))
  ) {
    throw badRequest(INTEGRATION_STATE_INVALID);
  }
  const code = query.get("code");
  if (!code) throw badRequest(INTEGRATION_STATE_INVALID);
  const verifier = (await open(await keyringOf(env), row.codeVerifier, verifierContext(stateHash))).plaintext;
  try {
    return await connectWithCode(env, db, member, api, provider, origin, query, code, verifier);
  } catch (err) {
    // The provider's own words (a refused code, no organisation granted) reach the profile as they are.
    if (err instanceof AccountingError) throw badRequest(err.message);
    throw err;
  }
}

async function connectWithCode(
  env: Env,
  db: Db,
  member: Member,
  api: AccountingApi,
  provider: AccountingProvider,
  origin: string,
  query: URLSearchParams,
  code: string,
  verifier: string,
) {
  const tokens = await api.exchangeCode({
    code,
    codeVerifier: verifier,
    redirectUri: `${origin}${callbackPath(provider)}`,
  });
  // Xero names the organisations of this consent (authEventId), never "the last one listed"; QuickBooks names one.
  const tenants: ConsentTenant[] = api.tenantsOfConsent
    ? await api.tenantsOfConsent(tokens.accessToken)
    : [{ ...(await api.tenantOf(tokens.accessToken, query)), connectionId: null }];
  const sealed = await sealTokens(env, { companyId: member.companyId, provider }, tokens);
  const existing = await findIntegration(db, member.companyId);
  if (existing?.status === "reconnect") {
    // Reconnecting renews the same books: the invoices and customers already linked live in that organisation.
    const same = tenants.find((t) => t.id === existing.tenantId);
    if (!same) throw badRequest(integrationOtherTenant(existing.tenantName));
    return updateIntegration(db, existing.id, {
      ...sealed,
      tokenVersion: existing.tokenVersion + 1,
      refreshLeaseUntil: null,
      status: "connected",
      connectionId: same.connectionId ?? existing.connectionId,
      tenantName: same.name ?? existing.tenantName,
    });
  }
  const only = tenants.length === 1 ? tenants[0]! : null;
  const values = {
    ...sealed,
    tenantId: only?.id ?? "",
    tenantName: only?.name ?? null,
    connectionId: only?.connectionId ?? null,
    // Several organisations: the owner says which is this company's before anything syncs.
    status: only ? ("connected" as const) : ("choose" as const),
    tenantChoices: only ? null : JSON.stringify(tenants),
  };
  if (existing?.status === "choose") {
    return updateIntegration(db, existing.id, { ...values, tokenVersion: existing.tokenVersion + 1 });
  }
  try {
    return await insertIntegration(db, { companyId: member.companyId, provider, connectedBy: member.id, ...values });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", INTEGRATION_ALREADY_CONNECTED);
    throw err;
  }
}

/** PUT /api/integrations/tenant: the owner's choice among the organisations one consent granted. */
export async function chooseTenant(env: Env, db: Db, member: Asker, tenantId: string) {
  const row = await findIntegration(db, member.companyId);
  if (!row) throw notFound(INTEGRATION_NOT_CONNECTED);
  if (row.status !== "choose") throw new AppError("CONFLICT", INTEGRATION_NOTHING_TO_CHOOSE);
  const chosen = choicesOf(row).find((t) => t.id === tenantId);
  if (!chosen) throw badRequest(INTEGRATION_TENANT_UNKNOWN);
  const saved = await updateIntegration(db, row.id, {
    tenantId: chosen.id,
    tenantName: chosen.name,
    connectionId: chosen.connectionId,
    tenantChoices: null,
    status: "connected",
  });
  return viewOf(env, saved, await withOwnRates(db, member));
}

/**
 * PUT /api/integrations/settings: the income account or item, the tax code for each of the company's rates, and the
 * deposit account, chosen once. A code for a rate the company does not bill at is refused; a field left out keeps
 * what is stored.
 */
export async function saveSettings(env: Env, db: Db, asker: Asker, input: IntegrationSettings) {
  const member = await withOwnRates(db, asker);
  const row = await findIntegration(db, member.companyId);
  if (!row) throw notFound(INTEGRATION_NOT_CONNECTED);
  if (input.taxCodes) {
    const keys = new Set(ratesOf(row, member).map((r) => r.key));
    if (Object.keys(input.taxCodes).some((key) => !keys.has(key))) {
      throw badRequest(TAX_CODE_RATE_UNKNOWN, { taxCodes: TAX_CODE_RATE_UNKNOWN });
    }
  }
  const saved = await updateIntegration(db, row.id, {
    incomeRef: input.incomeRef,
    ...(input.taxCode !== undefined ? { taxCode: input.taxCode } : {}),
    ...(input.taxCodes !== undefined ? { taxCodes: input.taxCodes } : {}),
    depositRef: input.depositRef ?? null,
  });
  return viewOf(env, saved, member);
}

/** GET /api/integrations/options: what the provider offers to book to. */
export async function integrationOptions(env: Env, db: Db, member: Member, origin: string) {
  const row = await findIntegration(db, member.companyId);
  if (!row) throw notFound(INTEGRATION_NOT_CONNECTED);
  const api = apiOrThrow(env, row.provider, origin);
  try {
    return await withSession(env, db, api, row, (s) => api.options(s));
  } catch (err) {
    if (err instanceof AccountingError) throw new AppError("UPSTREAM_UNAVAILABLE", err.message);
    throw err;
  }
}

/**
 * DELETE /api/integrations: ends this company's access at the provider, then deletes the connection, its sealed tokens
 * and the id map in one batch. Xero: DELETE /connections/{id} for this organisation only; revoking the token would cut
 * every other organisation the same person connected, other contractors' books included (ADR 0134). QuickBooks: the
 * token is this company's alone, and is revoked. A failure there is logged and the tokens are deleted anyway: a
 * person asked to disconnect, and nothing here can use them again.
 */
export async function disconnect(env: Env, db: Db, member: Member, origin: string) {
  const row = await findIntegration(db, member.companyId);
  if (!row) return viewOf(env, undefined);
  try {
    await endAtProvider(env, db, row, origin);
  } catch (err) {
    log(
      "warn",
      "accounting disconnect at the provider failed; deleting the tokens anyway",
      { integrationId: row.id },
      err,
    );
  }
  await db.batch([...deleteIntegrationStatements(db, member.companyId)]);
  return viewOf(env, undefined);
}

/**
 * Ends this connection's access at its provider, as disconnect does (and the account's erasure, ADR 0236); throws the
 * provider's error for the caller to weigh. A connection whose adapter is gone (keys removed in production) has
 * nothing to call.
 */
export async function endAtProvider(env: Env, db: Db, row: IntegrationRow, origin: string) {
  const api = accountingApi(env, row.provider, origin);
  if (!api) return;
  if (api.disconnectTenant) {
    // While choosing, no organisation is this company's yet: the ones listed may serve other companies.
    if (row.status === "connected") {
      await withSession(env, db, api, row, (s) => api.disconnectTenant!(s, row.connectionId));
    }
    return;
  }
  await api.revoke(await openToken(env, row, "refresh"));
}
