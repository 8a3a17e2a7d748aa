// Every unsafe route, from the app's own route list, refuses a cross-site browser request whatever the body type;
// the same request from our own pages, or with no browser headers at all (server-to-server), is not refused.
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#schema/contracts/errors";
import { app } from "#worker/app";
import { UNSUPPORTED_MEDIA_TYPE } from "#worker/lib/validate";
import { CROSS_SITE_MESSAGE } from "#worker/middleware/cross-site";
import { ORIGIN, signedUp } from "./http";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE", "ALL"]);

/** Concrete paths for every unsafe route the app (and every branch merged into it) registers. */
const unsafeRoutes = [
  ...new Map(
    app.routes
      .filter((r) => UNSAFE.has(r.method))
      .map((r) => {
        const method = r.method === "ALL" ? "POST" : r.method;
        const path = r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1").replace(/\*/g, "x");
        return [`${method} ${path}`, { method, path }] as const;
      }),
  ).values(),
];

const BODIES: Record<string, () => BodyInit> = {
  "text/plain": () => "{}",
  "application/x-www-form-urlencoded": () => "a=1",
  "multipart/form-data": () => {
    const form = new FormData();
    form.set("file", new Blob(["x"], { type: "image/png" }), "x.png");
    return form;
  },
  "application/json": () => "{}",
};

const CROSS_SITE: Record<string, Record<string, string>> = {
  "another origin": { Origin: "https://evil.example" },
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site" },
  "a sibling subdomain (same-site)": { "Sec-Fetch-Site": "same-site", Origin: "https://shop.paystage.test" },
  "an opaque origin": { Origin: "null" },
};

function request(method: string, path: string, type: string, headers: Record<string, string>, cookie = "") {
  const body = BODIES[type]!();
  const h = new Headers(headers);
  // FormData sets its own multipart boundary.
  if (type !== "multipart/form-data") h.set("Content-Type", type);
  if (cookie) h.set("Cookie", cookie);
  h.set("CF-Connecting-IP", "198.51.100.77");
  return new Request(new URL(path, ORIGIN), { method, headers: h, body });
}

describe("cross-site requests", () => {
  it("finds the app's unsafe routes", () => {
    expect(unsafeRoutes.length).toBeGreaterThan(25);
    expect(unsafeRoutes).toContainEqual({ method: "POST", path: "/api/logout" });
    expect(unsafeRoutes).toContainEqual({ method: "POST", path: "/api/uploads" });
    expect(unsafeRoutes).toContainEqual({ method: "POST", path: "/support" });
  });

  it("refuses every unsafe route x body type x cross-site signal with 403, signed in", async () => {
    const { browser } = await signedUp();
    const failures: string[] = [];
    for (const { method, path } of unsafeRoutes) {
      for (const type of Object.keys(BODIES)) {
        for (const [how, headers] of Object.entries(CROSS_SITE)) {
          // The one exception, on purpose: a CSP violation report carries no credentials and changes nothing.
          if (path === "/api/security/csp-report") continue;
          const res = await app.fetch(request(method, path, type, headers, browser.cookie), env());
          const body = res.status === 403 ? ((await res.json()) as { message: string }) : null;
          if (res.status !== 403 || body?.message !== CROSS_SITE_MESSAGE)
            failures.push(`${method} ${path} ${type} from ${how}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("does not refuse the same requests from our own pages, or with no browser headers", async () => {
    const { browser } = await signedUp();
    const sameOrigin = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };
    const refused: string[] = [];
    for (const { method, path } of unsafeRoutes) {
      for (const headers of [sameOrigin, {}]) {
        const res = await app.fetch(request(method, path, "application/json", headers, browser.cookie), env());
        if (res.status === 403) {
          const body = (await res.clone().json()) as { message: string };
          if (body.message === CROSS_SITE_MESSAGE) refused.push(`${method} ${path}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it("keeps the issue's own example from working: a text/plain post cannot reissue an approval link", async () => {
    const { browser } = await signedUp();
    const res = await browser.fetch("/api/progress/1/approval-link", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://sibling.paystage.test", "Sec-Fetch-Site": "same-site" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});

describe("JSON routes take JSON only", () => {
  it.each([
    ["/api/register"],
    ["/api/login"],
    ["/api/clients"],
    ["/api/projects"],
    ["/api/account/security/reauthenticate"],
    ["/api/support"],
  ])("%s answers 415 for a same-origin text/plain body", async (path) => {
    const { browser } = await signedUp();
    const res = await browser.json<ApiErrorBody>(path, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: ORIGIN },
      body: '{"username":"x"}',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(UNSUPPORTED_MEDIA_TYPE);
  });

  it("never lets a text/plain body change anything through any unsafe API route", async () => {
    const { browser } = await signedUp();
    const accepted: string[] = [];
    for (const { method, path } of unsafeRoutes.filter((r) => r.path.startsWith("/api/"))) {
      const res = await app.fetch(request(method, path, "text/plain", { Origin: ORIGIN }, browser.cookie), env());
      // Only routes that read no body at all may succeed; for them the body is simply ignored.
      if (res.ok && !BODYLESS.has(`${method} ${path}`)) accepted.push(`${method} ${path}: ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it("still accepts a bodyless POST (logout)", async () => {
    const { browser } = await signedUp();
    const res = await browser.fetch("/api/logout", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
  });
});

/** Unsafe routes that take no body: a body of any type is ignored by them. */
const BODYLESS = new Set([
  "POST /api/logout",
  "POST /api/notifications/read",
  "POST /api/security/csp-report",
  "POST /api/login/passkey/options",
  "POST /api/account/security/passkeys/options",
  "POST /api/account/security/two-factor/setup",
  "DELETE /api/account/security/two-factor",
  "POST /api/account/security/sessions/sign-out-others",
  "POST /api/cancel-subscription",
  "POST /api/resume-subscription",
  "POST /api/billing-portal",
  "POST /api/test/create-accounts",
  "POST /api/user/achievements/:id/read",
  "POST /api/projects/:id/complete",
  "POST /api/projects/:id/reopen",
  "POST /api/projects/:id/archive",
]);

import { env as workerEnv } from "cloudflare:workers";

const env = () => workerEnv as unknown as Env;
