// An accounting connection's tokens: sealed at rest (secret-box), refreshed before expiry by one worker at a time,
// and the rotated refresh token stored in the same write as the new access token (ADR 0126).
import { ACCOUNTING_REFRESH_LEASE_MS, ACCOUNTING_REFRESH_MARGIN_MS } from "#schema/rules/durations";
import {
  claimRefreshLease,
  findIntegrationById,
  type IntegrationRow,
  releaseRefreshLease,
  storeRefreshedTokens,
  updateIntegration,
} from "../../db/accounting";
import type { Db } from "../../lib/db";
import { keyringOf, open, seal } from "../../lib/secret-box";
import { type AccountingApi, AccountingError, type ApiSession, type Tokens } from "../../providers/accounting/types";
import { withTurn } from "./pacing";

/** Authenticated data for each sealed token: a value copied to another company's row does not open there. */
const context = (row: Pick<IntegrationRow, "companyId" | "provider">, which: "access" | "refresh") =>
  `accounting:${row.companyId}:${row.provider}:${which}`;

export async function sealTokens(env: Env, row: Pick<IntegrationRow, "companyId" | "provider">, tokens: Tokens) {
  const ring = await keyringOf(env);
  return {
    accessToken: await seal(ring, tokens.accessToken, context(row, "access")),
    refreshToken: await seal(ring, tokens.refreshToken, context(row, "refresh")),
    accessExpiresAt: tokens.expiresAt,
  };
}

export async function openToken(env: Env, row: IntegrationRow, which: "access" | "refresh") {
  const ring = await keyringOf(env);
  return (await open(ring, which === "access" ? row.accessToken : row.refreshToken, context(row, which))).plaintext;
}

/**
 * Spends the refresh token once. Only the holder of the lease (taken over the token version it read) calls the
 * provider; anyone else retries later and reads the tokens the holder stored. invalid_grant means the token was
 * already used or revoked: the connection is marked for reconnecting, never retried with the same token.
 */
export async function refreshTokens(env: Env, db: Db, api: AccountingApi, row: IntegrationRow, now = new Date()) {
  const lease = await claimRefreshLease(
    db,
    row.id,
    row.tokenVersion,
    now,
    new Date(now.getTime() + ACCOUNTING_REFRESH_LEASE_MS),
  );
  if (!lease) {
    const fresh = await findIntegrationById(db, row.id);
    if (fresh && fresh.tokenVersion !== row.tokenVersion && fresh.status === "connected") return fresh;
    throw new AccountingError("transient", "The connection's tokens are being refreshed; trying again shortly");
  }
  let tokens: Tokens;
  try {
    tokens = await api.refresh(await openToken(env, row, "refresh"));
  } catch (err) {
    if (err instanceof AccountingError && (err.kind === "revoked" || err.kind === "refused")) {
      await updateIntegration(db, row.id, { status: "reconnect", refreshLeaseUntil: null });
      throw new AccountingError("revoked", err.message);
    }
    // A lost answer: the same token is tried again later, inside the providers' reuse window, not spent twice now.
    await releaseRefreshLease(db, row.id);
    throw err;
  }
  const stored = await storeRefreshedTokens(db, row.id, row.tokenVersion, await sealTokens(env, row, tokens));
  if (!stored) throw new AccountingError("transient", "The connection changed while refreshing");
  return stored;
}

/** A live session for API calls, refreshing first when the access token is close to expiry. */
export async function sessionOf(env: Env, db: Db, api: AccountingApi, row: IntegrationRow, now = new Date()) {
  if (row.status !== "connected") throw new AccountingError("revoked", "The connection must be made again");
  let current = row;
  if (row.accessExpiresAt.getTime() - now.getTime() < ACCOUNTING_REFRESH_MARGIN_MS) {
    current = await refreshTokens(env, db, api, row, now);
  }
  return {
    row: current,
    session: { accessToken: await openToken(env, current, "access"), tenantId: current.tenantId },
  };
}

/**
 * Runs `work` with a session, holding the organisation's turn (pacing, ADR 0134); an access token refused (401) before
 * its expiry is refreshed once and the work tried again (the provider revoked it early, e.g. after a password change).
 */
export async function withSession<T>(
  env: Env,
  db: Db,
  api: AccountingApi,
  row: IntegrationRow,
  work: (s: ApiSession) => Promise<T>,
): Promise<T> {
  return withTurn(db, row, async () => {
    const { row: current, session } = await sessionOf(env, db, api, row);
    try {
      return await work(session);
    } catch (err) {
      if (!(err instanceof AccountingError) || err.kind !== "auth") throw err;
      const fresh = await refreshTokens(env, db, api, current);
      return work({ accessToken: await openToken(env, fresh, "access"), tenantId: fresh.tenantId });
    }
  });
}
