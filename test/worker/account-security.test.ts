// Passwords that resist guessing, throttling that spares the owner, security notices, passkeys, TOTP and send caps.
import { env } from "cloudflare:workers";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ChangePassword, PasskeyLoginSchema } from "#schema/contracts/security";
import { getDb } from "#worker/lib/db";
import { REAUTH_REQUIRED } from "#worker/middleware/recent-auth";
import { rangeListsSuffix } from "#worker/security/breached-passwords";
import { COMMON_PASSWORD, isCommonPassword, PERSONAL_PASSWORD } from "#worker/security/password-policy";
import { LIMITS } from "#worker/security/rate-limit";
import { ACCOUNT_ATTACK_THRESHOLD, UNDER_ATTACK_MESSAGE } from "#worker/services/login-rate-limit";
import { queueMessages } from "#worker/services/messages";
import { PASSKEY_EXPIRED } from "#worker/services/passkeys";
import { capMessage, DAILY_CAPS } from "#worker/services/send-caps";
import { codeStep } from "#worker/services/two-factor";
import { notificationsOf } from "../factories/reads";
import { logIn, secondFactor } from "../factories/sign-in";
import { SoftAuthenticator } from "../factories/webauthn";
import { Browser, failure, ORIGIN, ok, registration, signedUp } from "./http";

const RP_ID = new URL(ORIGIN).hostname;
const db = () => getDb(env as unknown as Env);

const security = (browser: Browser) => browser.api.account.security;
const changePassword = (browser: Browser, json: ChangePassword) => security(browser).password.$post({ json });
const reauthenticate = (browser: Browser, password: string) =>
  security(browser).reauthenticate.$post({ json: { password } });
const passkeyOptions = (browser: Browser) => ok(browser.api.login.passkey.options.$post());
const passkeyLogIn = (browser: Browser, json: z.input<typeof PasskeyLoginSchema>) =>
  browser.api.login.passkey.$post({ json });
/** The bell's titles (newest first, as the route lists them). */
const bellTitles = async (browser: Browser) => (await notificationsOf(browser)).items.map((n) => n.title);

const emailsTo = async (userId: number) =>
  (
    await env.DB.prepare("select subject from messages where user_id = ? order by id")
      .bind(userId)
      .all<{ subject: string }>()
  ).results.map((r) => r.subject);

/** Makes the session's last proof of identity 20 minutes old. */
const ageSession = (userId: number) =>
  env.DB.prepare("update session set authenticated_at = ? where user_id = ?")
    .bind(Date.now() - 20 * 60_000, userId)
    .run();

describe("passwords", () => {
  it("bundles at least 10,000 common passwords and refuses the issue's examples at registration", async () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("Password")).toBe(true);
    expect(isCommonPassword("qwerty123")).toBe(true);
    expect(isCommonPassword("ladder-jobsite-42")).toBe(false);
    for (const password of ["123456", "password", "qwerty123", "iloveyou"]) {
      const { status, body } = await failure(new Browser().api.register.$post({ json: registration({ password }) }));
      expect(status).toBe(400);
      expect(body.message).toBe(COMMON_PASSWORD);
      expect(body.errors?.password).toBe(COMMON_PASSWORD);
    }
    const list = (await import("#worker/security/common-passwords.txt?raw")).default.split("\n").filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(10_000);
  });

  it("keeps the spec's length message and refuses a password containing the username", async () => {
    const short = await failure(new Browser().api.register.$post({ json: registration({ password: "ab1" }) }));
    expect(short.body.message).toBe("Password must be at least 6 characters");
    const data = registration();
    const own = await failure(
      new Browser().api.register.$post({ json: { ...data, password: `${data.username}!2024` } }),
    );
    expect(own.body.message).toBe(PERSONAL_PASSWORD);
  });

  it("reads a breached-password range answer, ignoring padding rows", () => {
    const body = "0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0\r\n";
    expect(rangeListsSuffix(body, "0018A45C4D1DEF81644B54AB7F969B88D65")).toBe(true);
    expect(rangeListsSuffix(body, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC")).toBe(false);
  });
});

describe("changing the password", () => {
  it("needs a recent proof of identity, refuses common passwords, signs out other sessions, and tells the owner", async () => {
    const { browser, user, data } = await signedUp();
    const laptop = new Browser();
    expect((await logIn(laptop, data)).status).toBe(200);

    await ageSession(user.id);
    const stale = await failure(
      changePassword(browser, { newPassword: "fresh-scaffold-77", confirmPassword: "fresh-scaffold-77" }),
    );
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe(REAUTH_REQUIRED);

    expect((await reauthenticate(browser, "nope-nope")).status).toBe(401);
    expect((await reauthenticate(browser, data.password)).status).toBe(200);

    const common = await failure(changePassword(browser, { newPassword: "password1", confirmPassword: "password1" }));
    expect(common.body.message).toBe(COMMON_PASSWORD);

    const changed = await changePassword(browser, {
      newPassword: "fresh-scaffold-77",
      confirmPassword: "fresh-scaffold-77",
      signOutOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await laptop.fetch("/api/user")).status).toBe(401);
    expect((await browser.fetch("/api/user")).status).toBe(200);
    expect(await bellTitles(browser)).toContain("Your password was changed");
    expect(await emailsTo(user.id)).toContain("Your password was changed");
    expect((await logIn(new Browser(), { username: data.username, password: "fresh-scaffold-77" })).status).toBe(200);
  });
});

describe("sign-in from a new device", () => {
  it("tells a Spanish-reading member in Spanish by email; the bell stores the English it recognises (ADR 0243)", async () => {
    const { user, data } = await signedUp({ language: "es" });
    expect((await logIn(new Browser(), data)).status).toBe(200);
    const [mail] = (
      await env.DB.prepare("select subject, body from messages where user_id = ? order by id")
        .bind(user.id)
        .all<{ subject: string; body: string }>()
    ).results;
    expect(mail!.subject).toBe("Nuevo inicio de sesión en su cuenta");
    expect(mail!.body).toMatch(/^Alguien entró con .+\. Si no fue usted, cambie su contraseña ahora/);
    expect(mail!.body).not.toContain("If this wasn't you");
  });

  it("notifies the contractor once per new device, in the bell and by email", async () => {
    const { browser, user, data } = await signedUp();
    expect((await notificationsOf(browser)).items).toEqual([]);
    const phone = new Browser();
    expect((await logIn(phone, data)).status).toBe(200);
    expect((await logIn(phone, data)).status).toBe(200);
    const titles = (await notificationsOf(browser)).items.filter((n) => n.kind === "security").map((n) => n.title);
    expect(titles).toEqual(["New sign-in to your account"]);
    expect(await emailsTo(user.id)).toEqual(["New sign-in to your account"]);
  });
});

describe("an account under attack from many addresses", () => {
  it("still lets the owner in from a known device, and keeps new devices out", async () => {
    const { browser: home, data } = await signedUp();
    const known = new Browser();
    expect((await logIn(known, data)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_ATTACK_THRESHOLD; i++) {
      await new Browser(ORIGIN, `100.64.${i >> 8}.${i & 255}`).fetch("/api/login", {
        method: "POST",
        json: { username: data.username, password: `guess-${i}` },
      });
    }
    const stranger = await failure(logIn(new Browser(), data));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(UNDER_ATTACK_MESSAGE);
    expect((await logIn(known, data)).status).toBe(200);
    expect((await home.fetch("/api/user")).status).toBe(200);
  }, 60_000);
});

describe("passkeys", () => {
  async function withPasskey() {
    const account = await signedUp();
    const authenticator = new SoftAuthenticator(RP_ID, ORIGIN);
    const begin = await ok(security(account.browser).passkeys.options.$post(), 200);
    expect(begin.options.rp.id).toBe(RP_ID);
    const credential = await authenticator.register(begin.options);
    const added = await ok(
      security(account.browser).passkeys.$post({ json: { challengeId: begin.challengeId, credential } }),
      201,
    );
    return { ...account, authenticator, passkeyId: added.id, registration: { begin, credential } };
  }

  it("adds a passkey, lists it, tells the owner, and signs in with it on a new browser", async () => {
    const { browser, authenticator, passkeyId, user } = await withPasskey();
    const summary = await ok(security(browser).$get());
    expect(summary.passkeys).toHaveLength(1);
    expect(summary.passkeys[0]!.id).toBe(passkeyId);
    expect(await bellTitles(browser)).toContain("A passkey was added");

    const phone = new Browser();
    const options = await passkeyOptions(phone);
    expect(options.options.allowCredentials ?? []).toEqual([]); // discoverable: the browser offers it by autofill
    const assertion = await authenticator.assert(options.options);
    const signIn = await ok(passkeyLogIn(phone, { challengeId: options.challengeId, credential: assertion }), 200);
    expect(signIn.id).toBe(user.id);
    expect((await ok(phone.api.user.$get())).id).toBe(user.id);
  });

  it("uses each challenge once: a replayed assertion or registration is refused", async () => {
    const { browser, authenticator, registration: reg } = await withPasskey();
    const again = await failure(
      security(browser).passkeys.$post({ json: { challengeId: reg.begin.challengeId, credential: reg.credential } }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSKEY_EXPIRED);

    const options = await passkeyOptions(new Browser());
    const assertion = await authenticator.assert(options.options);
    const body = { challengeId: options.challengeId, credential: assertion };
    expect((await passkeyLogIn(new Browser(), body)).status).toBe(200);
    const replay = await failure(passkeyLogIn(new Browser(), body));
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(PASSKEY_EXPIRED);
  });

  it("refuses an assertion made for another origin (phishing) and one signed for another challenge", async () => {
    const { authenticator } = await withPasskey();
    const options = await passkeyOptions(new Browser());
    const phished = await authenticator.assert(options.options, "https://paystage-login.example");
    expect((await passkeyLogIn(new Browser(), { challengeId: options.challengeId, credential: phished })).status).toBe(
      401,
    );
    const fresh = await passkeyOptions(new Browser());
    const wrongChallenge = await authenticator.assert({ challenge: "c29tZXRoaW5nLWVsc2U" });
    expect(
      (await passkeyLogIn(new Browser(), { challengeId: fresh.challengeId, credential: wrongChallenge })).status,
    ).toBe(401);
  });

  it("needs recent re-authentication to add or remove one; removal is owner-only and ends its sign-ins", async () => {
    const { browser, user, authenticator, passkeyId } = await withPasskey();
    const stranger = await signedUp();
    expect(
      (await stranger.browser.fetch(`/api/account/security/passkeys/${passkeyId}`, { method: "DELETE" })).status,
    ).toBe(404);
    await ageSession(user.id);
    expect((await browser.fetch("/api/account/security/passkeys/options", { method: "POST" })).status).toBe(403);
    expect((await browser.fetch(`/api/account/security/passkeys/${passkeyId}`, { method: "DELETE" })).status).toBe(403);
    await env.DB.prepare("update session set authenticated_at = ? where user_id = ?").bind(Date.now(), user.id).run();
    expect((await browser.fetch(`/api/account/security/passkeys/${passkeyId}`, { method: "DELETE" })).status).toBe(200);
    const options = await passkeyOptions(new Browser());
    const assertion = await authenticator.assert(options.options);
    expect(
      (await passkeyLogIn(new Browser(), { challengeId: options.challengeId, credential: assertion })).status,
    ).toBe(401);
  });
});

describe("two-step sign-in (TOTP)", () => {
  const totp = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: 30 });

  it("accepts codes within one step of clock skew, never the same code twice, and each recovery code once", async () => {
    const { browser, data } = await signedUp();
    const setup = await ok(security(browser)["two-factor"].setup.$post());
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/PayStage:/);
    const confirm = (code: string) => security(browser)["two-factor"].confirm.$post({ json: { code } });
    expect((await confirm("000000")).status).toBe(400);
    const confirmed = await ok(confirm(totp(setup.secret).generate({ timestamp: Date.now() - 30_000 })), 200);
    const codes = confirmed.recoveryCodes;
    expect(codes).toHaveLength(10);

    /** The password step on a new browser: two-step sign-in is on, so it answers a ticket for the code. */
    const password = async () => {
      const answer = await ok(logIn(new Browser(), data));
      expect(answer).toMatchObject({ secondFactorRequired: true });
      return "ticket" in answer ? answer.ticket : "";
    };
    const first = await password();
    // The next step's code (phone clock 30 s fast) works.
    const ahead = totp(setup.secret).generate({ timestamp: Date.now() + 30_000 });
    expect((await secondFactor(new Browser(), first, ahead)).status).toBe(200);
    // The same code again (a replay) is refused, as is a ticket used twice.
    expect((await secondFactor(new Browser(), await password(), ahead)).status).toBe(401);
    expect((await secondFactor(new Browser(), first, ahead)).status).toBe(401);
    // Two steps off is too far.
    expect(
      codeStep(setup.secret, totp(setup.secret).generate({ timestamp: Date.now() - 90_000 }), new Date()),
    ).toBeNull();

    // A recovery code works once, with or without its dash.
    const rec = async (code: string) => (await secondFactor(new Browser(), await password(), code)).status;
    expect(await rec(codes[0]!.replace("-", "").toUpperCase())).toBe(200);
    expect(await rec(codes[0]!)).toBe(401);
    expect((await ok(security(browser).$get())).twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
  });
});

describe("daily send caps", () => {
  it("refuses sends past an account's daily email and SMS caps with a clear message; essentials still go", async () => {
    const { user, member } = await signedUp();
    const e = env as unknown as Env;
    const burst = (channel: "email" | "sms", n: number) =>
      Array.from({ length: n }, (_, i) => ({
        companyId: member.companyId,
        userId: user.id,
        channel,
        to: channel === "email" ? "c@example.com" : "+15550100",
        body: `m${i}`,
      }));
    await queueMessages(e, db(), burst("sms", DAILY_CAPS.sms));
    await expect(queueMessages(e, db(), burst("sms", 1))).rejects.toThrow(capMessage("sms"));
    await queueMessages(e, db(), burst("email", DAILY_CAPS.email));
    await expect(queueMessages(e, db(), burst("email", 1))).rejects.toThrow(capMessage("email"));
    // A retry of an already recorded message is not a new send, and a security notice is never held back.
    const essential = await queueMessages(e, db(), [{ ...burst("email", 1)[0]!, essential: true }]);
    expect(essential).toHaveLength(1);
  });
});

describe("per-address limits", () => {
  it("caps registrations from one address per day", async () => {
    const ip = "198.18.0.1";
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.register.max; i++) {
      statuses.push(
        (await new Browser(ORIGIN, ip).fetch("/api/register", { method: "POST", json: registration() })).status,
      );
    }
    expect(statuses.slice(0, LIMITS.register.max).every((s) => s === 201)).toBe(true);
    expect(statuses[LIMITS.register.max]).toBe(429);
  }, 60_000);

  it("caps the public approval-link API per address", async () => {
    const visitor = new Browser(ORIGIN, "198.18.0.2");
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.link.max; i++) statuses.push((await visitor.fetch(`/api/a/${"B".repeat(43)}`)).status);
    expect(statuses.slice(0, LIMITS.link.max).every((s) => s === 404)).toBe(true);
    expect(statuses[LIMITS.link.max]).toBe(429);
  }, 60_000);

  it("answers the client's link page past the cap with a page a person can read, not the API's JSON", async () => {
    const visitor = new Browser(ORIGIN, "198.18.0.3");
    const path = `/a/${"C".repeat(43)}`;
    for (let i = 0; i < LIMITS.link.max; i++) expect((await visitor.fetch(path)).status).toBe(404);
    const limited = await visitor.fetch(`${path}?from=sms`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^text\/html/);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    const html = await limited.text();
    expect(html).toContain(LIMITS.link.message);
    expect(html).toContain(`href="${path}"`);
    expect(html).toContain('role="alert"');
  }, 60_000);
});

describe("signed-in devices", () => {
  it("lists the account's sessions, signs one out, then every other one", async () => {
    const { browser, data } = await signedUp();
    const other = signedUp();
    const login = async () => {
      const b = new Browser();
      await logIn(b, data, { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1" });
      return b;
    };
    const sessionsOf = (b: Browser) => ok(security(b).sessions.$get());
    const phone = await login();
    const tablet = await login();
    const list = await sessionsOf(browser);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(browser.cookie.split("=")[1]!.slice(0, 20));
    const phoneRow = (await sessionsOf(phone)).find((s) => s.current)!;
    expect(phoneRow.device).toBe("Safari on iPhone");

    // Someone else's session id is a 404; one's own signs that device out.
    expect(
      (await (await other).browser.fetch(`/api/account/security/sessions/${phoneRow.id}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await browser.fetch(`/api/account/security/sessions/${phoneRow.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await phone.fetch("/api/user")).status).toBe(401);
    expect((await tablet.fetch("/api/user")).status).toBe(200);

    expect((await browser.fetch("/api/account/security/sessions/sign-out-others", { method: "POST" })).status).toBe(
      200,
    );
    expect((await tablet.fetch("/api/user")).status).toBe(401);
    expect((await browser.fetch("/api/user")).status).toBe(200);
    expect(await sessionsOf(browser)).toHaveLength(1);
  });
});
