import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Profile } from "#schema/contracts/auth";
import { DERIVED_USER_FIELDS, PRIVATE_USER_FIELDS, PUBLIC_USER_FIELDS } from "#schema/contracts/public-user";
import { SCRYPT_PARAMS } from "#worker/lib/crypto";
import { toPublicUser } from "#worker/services/accounts";
import { FREE_FAILURES, rateLimitMessage } from "#worker/services/login-rate-limit";
import type { SessionUser } from "#worker/services/sessions";
import { notificationsOf } from "../factories/reads";
import { logIn } from "../factories/sign-in";
import { Browser, failure, ok, registration, signedUp, uniqueName } from "./http";

const profile = (browser: Browser, json: Profile) => browser.api.user.profile.$put({ json });

describe("register", () => {
  it("creates the account, starts a session and never returns the password", async () => {
    const browser = new Browser();
    const data = registration({ username: "  NewUser1 " });
    const res = await browser.api.register.$post({ json: data });
    const body = await ok(res, 201);
    expect(body).toMatchObject({ username: "newuser1", fullName: "Dana Reyes", userType: "contractor" });
    expect(body).not.toHaveProperty("password");
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^ps_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const me = await ok(browser.api.user.$get(), 200);
    expect(me.username).toBe("newuser1");
    const row = await env.DB.prepare("select password from users where username = ?")
      .bind("newuser1")
      .first<{ password: string }>();
    expect(row?.password).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it("shows only the allow-listed user columns: a column added later stays private", async () => {
    const { browser } = await signedUp();
    const me = await ok(browser.api.user.$get());
    const allowed = new Set<string>([...PUBLIC_USER_FIELDS, ...DERIVED_USER_FIELDS]);
    expect(Object.keys(me).filter((key) => !allowed.has(key))).toEqual([]);
    for (const field of PRIVATE_USER_FIELDS) expect(me).not.toHaveProperty(field);
    // A row with a column nobody has classified yet (as a migration would add it) does not leak it.
    const row = await env.DB.prepare("select * from users where username = ?").bind(me.username).first();
    const withNewColumn = {
      ...row,
      twoFactorSecret: "JBSWY3DPEHPK3PXP",
      createdAt: new Date(),
    } as unknown as SessionUser;
    expect(toPublicUser(withNewColumn)).not.toHaveProperty("twoFactorSecret");
  });

  it("omits Secure on localhost so local development works over http", async () => {
    const browser = new Browser("http://localhost:5173");
    const res = await browser.api.register.$post({ json: registration() });
    expect(res.headers.get("Set-Cookie")).not.toMatch(/Secure/);
  });

  it.each([
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: undefined }, "Username must be at least 3 characters"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
    [{ fullName: "   " }, "Full name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ companyName: "" }, "Company name is required"],
  ])("rejects %o with the spec's message", async (overrides, message) => {
    const { status, body } = await failure(new Browser().api.register.$post({ json: registration(overrides) }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it("refuses a username that exists, whatever its case, with a clear 400", async () => {
    const { data } = await signedUp();
    const again = await failure(
      new Browser().api.register.$post({ json: registration({ username: data.username.toUpperCase() }) }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Username already exists");
  });

  it("answers two simultaneous registrations of one name with one account and one clear 400", async () => {
    const data = registration();
    const results = await Promise.all([
      new Browser().api.register.$post({ json: data }),
      new Browser().api.register.$post({ json: data }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const count = await env.DB.prepare("select count(*) as n from users where username = ?")
      .bind(data.username)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("makes the configured admin username an admin", async () => {
    const { user } = await signedUp({ username: env.ADMIN_USERNAME });
    expect(user.userType).toBe("admin");
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await new Browser().fetch("/api/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
  });
});

describe("login and sessions", () => {
  it("gives the spec's messages for missing fields", async () => {
    // The typed client cannot leave out a required field: the missing username goes by path.
    const a = await failure(new Browser().fetch("/api/login", { method: "POST", json: { password: "x" } }));
    expect(a.status).toBe(400);
    expect(a.body.message).toBe("Username is required");
    const b = await failure(logIn(new Browser(), { username: "someone", password: "" }));
    expect(b.body.message).toBe("Password is required");
  });

  it("logs in with the right password only", async () => {
    const { data } = await signedUp();
    const wrong = await failure(logIn(new Browser(), { username: data.username, password: "wrong-password" }));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid username or password");
    const unknown = await failure(logIn(new Browser(), { username: uniqueName("ghost"), password: "whatever" }));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Invalid username or password");
    const browser = new Browser();
    const signedIn = await ok(logIn(browser, data), 200);
    expect(signedIn).toMatchObject({ username: data.username });
    expect((await browser.fetch("/api/user")).status).toBe(200);
  });

  it("answers 401 on /api/user without a session or with a forged token", async () => {
    expect((await new Browser().fetch("/api/user")).status).toBe(401);
    const forged = new Browser();
    forged.cookie = "ps_session=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl";
    expect((await forged.fetch("/api/user")).status).toBe(401);
  });

  it("answers 401 on the subscription routes without a session or with a forged token, and keeps the webhook public", async () => {
    const forged = new Browser();
    forged.cookie = "ps_session=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl";
    for (const [method, path] of [
      ["GET", "/api/subscription-status"],
      ["POST", "/api/create-checkout-session"],
      ["POST", "/api/cancel-subscription"],
      ["POST", "/api/resume-subscription"],
      ["POST", "/api/billing-portal"],
      ["POST", "/api/test-checkout/complete"],
    ]) {
      for (const browser of [new Browser(), forged]) {
        const res = await browser.fetch(path!, {
          method,
          json: method === "GET" ? undefined : { priceId: "price_solo" },
        });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    // Stripe has no session: the webhook is authenticated by its signature instead (400 without one, not 401).
    const webhook = await new Browser().fetch("/api/stripe/webhook", { method: "POST", body: "{}" });
    expect(webhook.status).toBe(400);
  });

  it("starts a new session at each login; logout revokes only its own", async () => {
    const { data, browser: first } = await signedUp();
    const second = new Browser();
    await ok(logIn(second, data));
    expect(second.cookie).not.toBe(first.cookie);
    const stolen = first.cookie;
    await ok(first.api.logout.$post(), 200);
    expect(first.cookie).toBe("");
    const replay = new Browser();
    replay.cookie = stolen;
    expect((await replay.fetch("/api/user")).status).toBe(401);
    expect((await second.fetch("/api/user")).status).toBe(200);
  });

  it("ends idle sessions and sessions past their absolute expiry", async () => {
    const { browser, user } = await signedUp();
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await env.DB.prepare("update session set last_seen_at = ? where user_id = ?").bind(eightDaysAgo, user.id).run();
    expect((await browser.fetch("/api/user")).status).toBe(401);

    const other = await signedUp();
    await env.DB.prepare("update session set expire = ? where user_id = ?")
      .bind(Date.now() - 1000, other.user.id)
      .run();
    expect((await other.browser.fetch("/api/user")).status).toBe(401);
  });

  it("slows guesses from one address without locking the owner out elsewhere", async () => {
    const { data } = await signedUp();
    const attacker = new Browser("https://paystage.test", "198.51.100.9");
    for (let i = 0; i < FREE_FAILURES; i++) {
      const r = await failure(logIn(attacker, { username: data.username, password: "bad-guess" }));
      expect(r.status).toBe(401);
    }
    // The attacker's address now waits, even with the right password...
    const blocked = await failure(logIn(attacker, data));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(rateLimitMessage(60_000));
    // ...while the owner, from another address and a new device, signs in.
    await ok(logIn(new Browser("https://paystage.test", "203.0.113.200"), data), 200);
  });

  it("limits failed logins per IP across usernames", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await new Browser("https://paystage.test", ip).fetch("/api/login", {
        method: "POST",
        json: { username: uniqueName("spray"), password: "bad-guess" },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("profile", () => {
  it("updates the signed-in user's profile and validates it", async () => {
    const { browser } = await signedUp();
    const bad = await failure(profile(browser, { fullName: "", email: "x@example.com" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Full name is required");
    const badEmail = await failure(profile(browser, { fullName: "A B", email: "nope" }));
    expect(badEmail.body.message).toBe("Please enter a valid email");
    const badTz = await failure(profile(browser, { fullName: "A B", email: "a@b.co", timezone: "Mars/Olympus" }));
    expect(badTz.body.message).toBe("Please choose a valid timezone");
    const updated = await ok(
      profile(browser, {
        fullName: "Dana R. Reyes",
        email: "DANA@EXAMPLE.COM",
        phone: "",
        companyName: "Reyes & Sons",
        timezone: "Asia/Tokyo",
      }),
      200,
    );
    expect(updated).toMatchObject({
      fullName: "Dana R. Reyes",
      email: "dana@example.com",
      phone: null,
      timezone: "Asia/Tokyo",
    });
  });

  it("requires a session", async () => {
    const r = await new Browser().fetch("/api/user/profile", {
      method: "PUT",
      json: { fullName: "A", email: "a@b.co" },
    });
    expect(r.status).toBe(401);
  });
});

describe("the person's app language (issue 34, ADR 0195)", () => {
  it("starts from the form's choice, else the browser's Accept-Language, else English", async () => {
    const chosen = await ok(new Browser().api.register.$post({ json: registration({ language: "es" }) }), 201);
    expect(chosen.language).toBe("es");
    const spanishBrowser = await ok(
      new Browser().api.register.$post(
        { json: registration() },
        { headers: { "Accept-Language": "es-US,es;q=0.9,en;q=0.8" } },
      ),
      201,
    );
    expect(spanishBrowser.language).toBe("es");
    const frenchBrowser = await ok(
      new Browser().api.register.$post({ json: registration() }, { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } }),
      201,
    );
    expect(frenchBrowser.language).toBe("en");
    const bad = await failure(new Browser().api.register.$post({ json: registration({ language: "fr" }) }));
    expect(bad.status).toBe(400);
  });

  it("is each person's own on /profile: saved, kept when absent, refused when unknown", async () => {
    const { browser } = await signedUp();
    const base = { fullName: "Dana Reyes", email: "dana@example.com" };
    expect((await ok(profile(browser, { ...base, language: "es" }), 200)).language).toBe("es");
    expect((await ok(browser.api.user.$get(), 200)).language).toBe("es");
    // A save from a screen that does not send the field leaves the choice as it is.
    expect((await ok(profile(browser, base), 200)).language).toBe("es");
    const bad = await failure(profile(browser, { ...base, language: "de" as "es" }));
    expect(bad.status).toBe(400);
    expect((await ok(profile(browser, { ...base, language: "en" }), 200)).language).toBe("en");
  });
});

describe("password hashing", () => {
  it("stays within workerd's limits (N*r*p < 2^20, memory well under 128 MB)", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(N * r * p).toBeLessThan(2 ** 20);
    expect(128 * N * r).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404", async () => {
    const { status, body } = await failure(new Browser().fetch("/api/nothing-here"));
    expect(status).toBe(404);
    expect(body.message).toBe("Not found");
  });
});

describe("notifications", () => {
  it("lists only the owner's notifications with an unread count, and marks them read", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await env.DB.prepare(
      "insert into notifications (user_id, kind, title, body) values (?, 'approved', 'Progress approved', 'Kitchen rewire #1 was approved'), (?, 'rejected', 'Progress rejected', 'other user')",
    )
      .bind(a.user.id, b.user.id)
      .run();
    const list = await ok(a.browser.api.notifications.$get(), 200);
    expect(list.unreadCount).toBe(1);
    expect(list.items.map((n) => n.body)).toEqual(["Kitchen rewire #1 was approved"]);
    await ok(a.browser.api.notifications.read.$post());
    expect((await notificationsOf(a.browser)).unreadCount).toBe(0);
    expect((await notificationsOf(b.browser)).unreadCount).toBe(1);
    expect((await new Browser().fetch("/api/notifications")).status).toBe(401);
  });
});
