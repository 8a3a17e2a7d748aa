// Every kind of answer carries the security policy; public/_headers (static navigations) matches the Worker's.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { listCspReports } from "#worker/db/csp-reports";
import { getDb } from "#worker/lib/db";
import { SPANISH_PATHS } from "#worker/marketing/languages";
import {
  contentSecurityPolicy,
  INDEX_INLINE_SCRIPT_HASH,
  permissionsPolicy,
  securityHeaders,
} from "#worker/security/policy";
import indexHtml from "../../index.html?raw";
import headersFile from "../../public/_headers?raw";
import { Browser, ORIGIN, signedUp } from "./http";

const assets = {
  fetch: async () => new Response('<!doctype html><div id="root"></div>', { headers: { "Content-Type": "text/html" } }),
};
const withAssets = (extra: Record<string, unknown> = {}) => ({ ...env, ASSETS: assets, ...extra }) as unknown as Env;
const get = (path: string, extra: Record<string, unknown> = {}, init: RequestInit = {}) =>
  app.fetch(new Request(`${ORIGIN}${path}`, init), withAssets(extra));

function expectPolicy(res: Response, surface: "app" | "page") {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toBe(contentSecurityPolicy(surface, false));
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBeTruthy();
  expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(res.headers.get("Reporting-Endpoints")).toContain("/api/security/csp-report");
}

describe("security headers", () => {
  it("are on API JSON, including errors and 404s", async () => {
    expectPolicy(await get("/api/health"), "page");
    expectPolicy(await get("/api/user"), "page"); // 401
    expectPolicy(await get("/api/nothing-here"), "page"); // 404
  });

  it("are on marketing pages and the marketing 404", async () => {
    const home = await get("/");
    expect(home.headers.get("Content-Type")).toMatch(/text\/html/);
    expectPolicy(home, "page");
    expect(home.headers.get("Permissions-Policy")).toContain("microphone=()");
    expectPolicy(await get("/blog/no-such-article"), "page");
    // The Spanish pages (ADR 0198) are the same surface, and so is the /es redirect.
    for (const path of SPANISH_PATHS) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectPolicy(res, "page");
    }
    expectPolicy(await get("/es", {}, { redirect: "manual" }), "page");
  });

  it("give the app's document (served by the Worker) the app policy, microphone for our own origin only", async () => {
    const { browser } = await signedUp();
    const res = await get("/", {}, { headers: { Cookie: browser.cookie } });
    expectPolicy(res, "app");
    expect(res.headers.get("Permissions-Policy")).toContain("microphone=(self)");
    expect(res.headers.has("X-PayStage-App-Document")).toBe(false);
  });

  it("keep the approval link page's own stricter referrer policy and deny it the microphone", async () => {
    // Worker-rendered (ADR 0090): the page surface, whose scripts are our own files only.
    const res = await get(`/a/${"A".repeat(43)}`);
    expectPolicy(res, "page");
    // same-origin: nothing to other sites, and the page's own form posts keep their Origin (ADR 0090).
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("Permissions-Policy")).toBe(permissionsPolicy("page"));
  });

  it("add HSTS in production only", async () => {
    expect((await get("/api/health")).headers.has("Strict-Transport-Security")).toBe(false);
    const prod = await get("/api/health", { APP_ENV: "production", RESEND_API_KEY: "re_test" });
    expect(prod.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("are what public/_headers gives static navigations (/auth, /dashboard, /progress/approve/...)", () => {
    const block = headersFile.split(/\n(?=\/)/).find((b) => b.startsWith("/*\n"));
    expect(block).toBeDefined();
    const fromFile = Object.fromEntries(
      block!
        .split("\n")
        .slice(1)
        .filter((l) => l.startsWith("  ") && l.includes(": "))
        .map((l) => [l.trim().slice(0, l.trim().indexOf(":")), l.trim().slice(l.trim().indexOf(":") + 2)]),
    );
    expect(fromFile).toEqual(securityHeaders("app", true));
  });

  it("allow index.html's inline theme script by its hash, and nothing else inline", async () => {
    const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(scripts[0]));
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    expect(hash).toBe(INDEX_INLINE_SCRIPT_HASH);
  });
});

describe("/dev in production", () => {
  it("is a real 404 for the page and the API; development keeps the outbox", async () => {
    const prod = { APP_ENV: "production", RESEND_API_KEY: "re_test" };
    const page = await get("/dev/outbox", prod);
    expect(page.status).toBe(404);
    expectPolicy(page, "page");
    expect((await get("/api/dev/outbox", prod)).status).toBe(404);
    expect((await get("/dev/outbox", { APP_ENV: "development" })).status).toBe(200);
  });
});

describe("the CSP report endpoint", () => {
  const report = (body: string, type: string, ip: string) =>
    new Browser(ORIGIN, ip).fetch("/api/security/csp-report", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });

  it("records both report formats, and answers junk, huge bodies and floods with 204, never a 500", async () => {
    const legacy = JSON.stringify({
      "csp-report": {
        "document-uri": "https://paystage.test/auth",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/x.js",
      },
    });
    expect((await report(legacy, "application/csp-report", "192.0.2.1")).status).toBe(204);
    const modern = JSON.stringify([
      {
        type: "csp-violation",
        body: {
          documentURL: "https://paystage.test/a/x",
          effectiveDirective: "frame-ancestors",
          blockedURL: "https://evil.example",
        },
      },
    ]);
    expect((await report(modern, "application/reports+json", "192.0.2.1")).status).toBe(204);
    expect((await report("not json", "text/plain", "192.0.2.1")).status).toBe(204);
    expect((await report("x".repeat(40_000), "application/csp-report", "192.0.2.1")).status).toBe(204);

    const rows = await listCspReports(getDb(env as unknown as Env));
    expect(rows.map((r) => [r.directive, r.blockedUri])).toEqual([
      ["script-src-elem", "https://evil.example/x.js"],
      ["frame-ancestors", "https://evil.example"],
    ]);

    // A flood from one address stops being stored after the allowance.
    for (let i = 0; i < 60; i++)
      expect((await report(legacy, "application/csp-report", "192.0.2.99")).status).toBe(204);
    const after = await listCspReports(getDb(env as unknown as Env), 500);
    expect(after.length).toBe(2 + 50);
  });
});
