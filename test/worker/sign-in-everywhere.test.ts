// Sign-in that works on every host (ADR 0122): passkeys bound to APP_URL whichever host a request reached, the
// counter and backup flags kept as @simplewebauthn documents, and TOTP secrets sealed at rest with key rotation.
import { env } from "cloudflare:workers";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { notePasskeyUse } from "#worker/db/passkeys";
import { getDb } from "#worker/lib/db";
import { assertEnv, ConfigError } from "#worker/lib/env";
import { keyringOf, open, parseDataKeys, seal } from "#worker/lib/secret-box";
import { resealTotpSecrets } from "#worker/services/totp-secrets";
import { logIn, secondFactor } from "../factories/sign-in";
import { SoftAuthenticator } from "../factories/webauthn";
import { Browser, ORIGIN, ok, registration } from "./http";

const db = () => getDb(env as unknown as Env);
const APP_URL = "https://app.paystage.test";
const APP_HOST = new URL(APP_URL).hostname;
/** Two hosts that reach the same deployment (a custom domain and workers.dev, say); APP_URL is the public one. */
const HOST_A = "https://paystage.acme-workers.test";
const HOST_B = "https://paystage-eu.acme-workers.test";

/** A browser whose requests reach the Worker at `host`, under an environment with `vars` changed. */
function browserAt(
  host: string,
  vars: { APP_URL?: string; DATA_ENCRYPTION_KEYS?: string; APP_ENV?: string; RESEND_API_KEY?: string } = {},
) {
  const browser = new Browser(host);
  const configured = { ...env, ...vars } as unknown as Env;
  browser.handler = async (req) => app.fetch(req, configured);
  return browser;
}

async function signUpAt(browser: Browser) {
  const data = registration();
  const user = await ok(browser.api.register.$post({ json: data }), 201);
  return { data, user };
}

const passkeyRow = (id: string) =>
  env.DB.prepare("select counter, device_type, backed_up from passkeys where id = ?")
    .bind(id)
    .first<{ counter: number; device_type: string; backed_up: number }>();

/** Adds a passkey through `browser` (signed in) and answers the passkey's id. */
async function addPasskey(browser: Browser, authenticator: SoftAuthenticator) {
  const begin = await ok(browser.api.account.security.passkeys.options.$post(), 200);
  const credential = await authenticator.register(begin.options);
  const added = await ok(
    browser.api.account.security.passkeys.$post({ json: { challengeId: begin.challengeId, credential } }),
    201,
  );
  return { begin, id: added.id };
}

/** A passkey sign-in through `browser`; the authenticator signs for `origin` (the page the person is on). */
async function passkeySignIn(browser: Browser, authenticator: SoftAuthenticator, origin = authenticator.origin) {
  const options = await ok(browser.api.login.passkey.options.$post(), 200);
  const credential = await authenticator.assert(options.options, origin);
  return {
    options,
    res: await browser.api.login.passkey.$post({ json: { challengeId: options.challengeId, credential } }),
  };
}

describe("passkeys on every host of one APP_URL", () => {
  it("registers through one host, signs in through another, and refuses any origin but APP_URL's", async () => {
    const owner = browserAt(HOST_A, { APP_URL });
    const { user } = await signUpAt(owner);
    const authenticator = new SoftAuthenticator(APP_HOST, APP_URL);
    const { begin } = await addPasskey(owner, authenticator);
    // The RP ID is APP_URL's host, not the host the request reached.
    expect(begin.options.rp.id).toBe(APP_HOST);

    const elsewhere = browserAt(HOST_B, { APP_URL });
    const { options, res } = await passkeySignIn(elsewhere, authenticator);
    expect(options.options.rpId).toBe(APP_HOST);
    expect(res.status).toBe(200);
    expect((await ok(elsewhere.api.user.$get())).id).toBe(user.id);

    // A page on the host the request reached is not APP_URL: before ADR 0122 this was the one origin accepted.
    expect((await passkeySignIn(browserAt(HOST_B, { APP_URL }), authenticator, HOST_B)).res.status).toBe(401);
    expect((await passkeySignIn(browserAt(HOST_A, { APP_URL }), authenticator, HOST_A)).res.status).toBe(401);
  });

  it("refuses a credential made for another RP ID even when signed for APP_URL's origin", async () => {
    const owner = browserAt(HOST_A, { APP_URL });
    await signUpAt(owner);
    const begin = await ok(owner.api.account.security.passkeys.options.$post(), 200);
    const wrongRp = new SoftAuthenticator(new URL(HOST_A).hostname, APP_URL);
    const credential = await wrongRp.register(begin.options);
    const res = await owner.api.account.security.passkeys.$post({
      json: { challengeId: begin.challengeId, credential },
    });
    expect(res.status).toBe(400);
  });

  it("refuses an assertion whose userHandle is missing or names another account than the passkey's owner", async () => {
    const owner = browserAt(HOST_A, { APP_URL });
    await signUpAt(owner);
    const authenticator = new SoftAuthenticator(APP_HOST, APP_URL);
    await addPasskey(owner, authenticator);
    const handle = authenticator.userHandle!;
    expect(
      new TextDecoder().decode(
        Uint8Array.from(atob(handle.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0)),
      ),
    ).toMatch(/^paystage-user-\d+$/);

    const other = browserAt(HOST_A, { APP_URL });
    const { user: stranger } = await signUpAt(other);
    authenticator.userHandle = btoa(`paystage-user-${stranger.id}`).replace(/=+$/, "");
    expect((await passkeySignIn(browserAt(APP_URL, { APP_URL }), authenticator)).res.status).toBe(401);
    authenticator.userHandle = undefined;
    expect((await passkeySignIn(browserAt(APP_URL, { APP_URL }), authenticator)).res.status).toBe(401);
    // The owner's own handle still signs in (and the refused attempts moved no counter).
    authenticator.userHandle = handle;
    expect((await passkeySignIn(browserAt(APP_URL, { APP_URL }), authenticator)).res.status).toBe(200);
  });

  it("in production sends a page opened through another host to the same path on APP_URL; the API stays put", async () => {
    const prod = { APP_URL, APP_ENV: "production", RESEND_API_KEY: "re_test" } as const;
    const elsewhere = browserAt(HOST_B, prod);
    const page = await elsewhere.fetch("/auth?next=%2Fprofile", { redirect: "manual" });
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe(`${APP_URL}/auth?next=%2Fprofile`);
    expect((await elsewhere.fetch("/", { method: "HEAD", redirect: "manual" })).headers.get("location")).toBe(
      `${APP_URL}/`,
    );
    // Webhooks are signed over their own URL, and a signed-in API call must not lose its cookie.
    expect((await elsewhere.fetch("/api/user", { redirect: "manual" })).status).toBe(401);
    expect((await elsewhere.fetch("/api/health", { redirect: "manual" })).status).not.toBe(301);
    // On APP_URL itself, and in development, nothing moves.
    const here = await browserAt(APP_URL, prod).fetch("/robots.txt", { redirect: "manual" });
    expect([here.status, here.headers.get("location")]).toEqual([200, null]);
    const dev = await browserAt(HOST_B, { APP_URL }).fetch("/robots.txt", { redirect: "manual" });
    expect([dev.status, dev.headers.get("location")]).toEqual([200, null]);
  });

  it("needs APP_URL in production, and names it", () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_test", APP_URL: undefined } as unknown as Env;
    expect(() => assertEnv(prod)).toThrow(ConfigError);
    expect(() => assertEnv(prod)).toThrow(/APP_URL is required in production/);
  });
});

describe("the local server's connection to workerd (ADR 0137)", () => {
  /** A JSON body that notes how far it was read: the Worker answers 401 before it would parse it. */
  function trackedPost(vars: { APP_ENV: string; RESEND_API_KEY?: string }) {
    const chunks = [new TextEncoder().encode('{"count":'), new TextEncoder().encode("3}")];
    let read = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks[read++];
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const req = new Request(`${ORIGIN}/api/test/create-accounts`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    return {
      res: app.fetch(req, { ...env, APP_URL: ORIGIN, ...vars } as unknown as Env),
      fullyRead: () => read > chunks.length,
    };
  }

  it("outside production, reads a body the Worker did not, before answering; production leaves it", async () => {
    const dev = trackedPost({ APP_ENV: "development" });
    expect((await dev.res).status).toBe(401);
    expect(dev.fullyRead()).toBe(true);
    const prod = trackedPost({ APP_ENV: "production", RESEND_API_KEY: "re_test" });
    expect((await prod.res).status).toBe(401);
    expect(prod.fullyRead()).toBe(false);
  });
});

describe("the signature counter and backup flags", () => {
  const rpId = new URL(ORIGIN).hostname;

  async function withPasskey(setUp: (a: SoftAuthenticator) => void = () => {}) {
    const browser = new Browser();
    await signUpAt(browser);
    const authenticator = new SoftAuthenticator(rpId, ORIGIN);
    setUp(authenticator);
    const { id } = await addPasskey(browser, authenticator);
    return { authenticator, id };
  }

  it("refuses a counter that went backwards (a cloned authenticator) and keeps the stored one", async () => {
    const { authenticator, id } = await withPasskey();
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(200);
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(200);
    expect((await passkeyRow(id))?.counter).toBe(2);
    authenticator.signCount = 0; // the clone's next assertion says 1
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(401);
    expect((await passkeyRow(id))?.counter).toBe(2);
  });

  it("moves the counter forward only, in the UPDATE itself (two sign-ins racing)", async () => {
    const { authenticator, id } = await withPasskey();
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(200);
    const use = { counter: 5, backedUp: false };
    expect(await notePasskeyUse(db(), id, use, new Date())).toEqual({ id });
    // The second of two sign-ins that both read counter 1 and both carry 5: the guard refuses it.
    expect(await notePasskeyUse(db(), id, use, new Date())).toBeUndefined();
    expect(await notePasskeyUse(db(), id, { counter: 0, backedUp: false }, new Date())).toBeUndefined();
    expect((await passkeyRow(id))?.counter).toBe(5);
  });

  it("accepts an authenticator that always reports 0, and stores the backup flags at registration and each use", async () => {
    const { authenticator, id } = await withPasskey((a) => {
      a.noCounter = true;
      a.backupEligible = true;
    });
    expect(await passkeyRow(id)).toEqual({ counter: 0, device_type: "multiDevice", backed_up: 0 });
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(200);
    authenticator.backedUp = true; // the provider has synced it since
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(200);
    expect(await passkeyRow(id)).toEqual({ counter: 0, device_type: "multiDevice", backed_up: 1 });
  });

  it("refuses an assertion whose backup eligibility differs from the credential's", async () => {
    const { authenticator } = await withPasskey();
    authenticator.backupEligible = true;
    expect((await passkeySignIn(new Browser(), authenticator)).res.status).toBe(401);
  });
});

describe("TOTP secrets at rest", () => {
  const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: 30 });
  const OLD_KEYS = env.DATA_ENCRYPTION_KEYS;
  /** A rotation: a new key in front of the old one. */
  const ROTATED = `t2:${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")},${OLD_KEYS}`;
  const stored = (userId: number) =>
    env.DB.prepare("select secret, secret_key_id from totp_factors where user_id = ?")
      .bind(userId)
      .first<{ secret: string; secret_key_id: string | null }>();

  /** Signs up through `browser`, turns two-step sign-in on, and answers what a sign-in needs. */
  async function withTwoStep(browser: Browser) {
    const { data, user } = await signUpAt(browser);
    const setup = await ok(browser.api.account.security["two-factor"].setup.$post(), 200);
    const code = totp(setup.secret).generate({ timestamp: Date.now() });
    await ok(browser.api.account.security["two-factor"].confirm.$post({ json: { code } }), 200);
    return { data, user, secret: setup.secret };
  }

  /**
   * The next step's code (a phone clock a little fast): always later than the step the setup accepted, even when a
   * step boundary passes mid-test, so it is never refused as a replay (codes are one step apart at most).
   */
  const next = (secret: string) => totp(secret).generate({ timestamp: Date.now() + 30_000 });

  /** The password step, then a code, through a fresh browser under `vars`. */
  async function signInWithCode(data: { username: string; password: string }, secret: string, vars = {}) {
    const password = await ok(logIn(browserAt(ORIGIN, vars), data), 200);
    const ticket = "ticket" in password ? password.ticket : "";
    return (await secondFactor(browserAt(ORIGIN, vars), ticket, next(secret))).status;
  }

  it("stores the secret sealed, never as the app showed it, and still signs in with a code", async () => {
    const { data, user, secret } = await withTwoStep(new Browser());
    const row = await stored(user.id);
    expect(row?.secret).not.toContain(secret);
    expect(row?.secret).toMatch(/^sb1:t1:/);
    expect(row?.secret_key_id).toBe("t1");
    expect(await signInWithCode(data, secret)).toBe(200);
  });

  it("after a rotation, opens a secret sealed with the old key and seals it again with the new one", async () => {
    const { data, user, secret } = await withTwoStep(new Browser());
    expect(await signInWithCode(data, secret, { DATA_ENCRYPTION_KEYS: ROTATED })).toBe(200);
    const row = await stored(user.id);
    expect(row?.secret_key_id).toBe("t2");
    expect(row?.secret).toMatch(/^sb1:t2:/);
    const opened = await open(await keyringOf({ DATA_ENCRYPTION_KEYS: ROTATED }), row!.secret, `totp:${user.id}`);
    expect(opened).toEqual({ plaintext: secret, stale: false });
  });

  it("seals a plain secret from before on first use, and the hourly backfill seals the rest", async () => {
    const first = await withTwoStep(new Browser());
    const second = await withTwoStep(new Browser());
    for (const { user, secret } of [first, second]) {
      await env.DB.prepare("update totp_factors set secret = ?, secret_key_id = null where user_id = ?")
        .bind(secret, user.id)
        .run();
    }
    expect(await signInWithCode(first.data, first.secret)).toBe(200);
    expect((await stored(first.user.id))?.secret_key_id).toBe("t1");

    expect(await resealTotpSecrets(env as unknown as Env, db())).toBeGreaterThanOrEqual(1);
    const row = await stored(second.user.id);
    expect(row).toMatchObject({ secret_key_id: "t1" });
    expect(row?.secret).not.toContain(second.secret);
    expect(await signInWithCode(second.data, second.secret)).toBe(200);
  });

  it("binds a sealed value to its row and refuses one under a key no longer configured", async () => {
    const ring = await keyringOf({ DATA_ENCRYPTION_KEYS: ROTATED });
    const sealed = await seal(ring, "JBSWY3DPEHPK3PXP", "totp:1");
    await expect(open(ring, sealed, "totp:2")).rejects.toThrow();
    await expect(open(await keyringOf(env), sealed, "totp:1")).rejects.toThrow(/DATA_ENCRYPTION_KEYS lacks/);
    expect(parseDataKeys("k1:short")).toBeNull();
    expect(parseDataKeys(`k1:${"A".repeat(43)},k1:${"B".repeat(43)}`)).toBeNull();
    expect(parseDataKeys(ROTATED)?.map((k) => k.id)).toEqual(["t2", "t1"]);
    expect(() => assertEnv({ ...env, DATA_ENCRYPTION_KEYS: "plain-text" } as unknown as Env)).toThrow(
      /DATA_ENCRYPTION_KEYS must be id:key pairs/,
    );
  });
});
