// A cold screen's document (ADR 0110): its scripts preloaded and, for the person opening it, the answers of its
// first reads inside it, exactly as the API gives them; never for a script's fetch, never stored by a cache.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { BOOT_ELEMENT_ID, type BootPayload, FIRST_SCREENS_FILE } from "#schema/contracts/first-screens";
import { app } from "#worker/app";
import { forgetPreloadMap } from "#worker/lib/first-screen";
import { Browser, signedUp } from "./http";

const DOCUMENT = '<!doctype html><html><head><title>PayStage</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  "/dashboard": ["/assets/dashboard-page-abc.js", "/assets/app-shell-def.js"],
  "/dashboard en": ["/assets/dashboard-words-en.js"],
  "/dashboard es": ["/assets/dashboard-words-es.js"],
  "/auth": [],
  "/auth en": ["/assets/auth-words-en.js"],
  "/auth es": ["/assets/auth-words-es.js"],
};

/** The test pool has no static assets: stand in for the built document and the build's preload map. */
const assets = {
  fetch: async (req: Request) =>
    new URL(req.url).pathname === FIRST_SCREENS_FILE
      ? Response.json(PRELOADS)
      : new Response(DOCUMENT, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"abc"' } }),
};

/** Opens `path` as a browser navigation (or, with `mode`, as another kind of fetch). */
function open(browser: Browser, path: string, mode = "navigate", languages?: string) {
  browser.handler = async (req) => app.fetch(req, { ...env, ASSETS: assets } as unknown as Env);
  const headers: Record<string, string> = { "Sec-Fetch-Mode": mode };
  if (languages) headers["Accept-Language"] = languages;
  return browser.send(new Request(new URL(path, browser.origin), { headers }));
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

function bootOf(html: string): BootPayload | null {
  const m = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as BootPayload) : null;
}

beforeEach(() => forgetPreloadMap());

describe("a cold screen's document", () => {
  it("carries the dashboard's preloads and its first reads, as the API answers them, for the person opening it", async () => {
    const { browser, user } = await signedUp({ fullName: "Dana Reyes" });
    const res = await open(browser, "/dashboard");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const href of PRELOADS["/dashboard"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    }
    const boot = bootOf(html)!;
    expect(Object.keys(boot.reads).sort()).toEqual([
      "/api/dashboard",
      "/api/notifications",
      "/api/subscription-status",
      "/api/user",
    ]);
    expect(boot.reads["/api/user"]).toMatchObject({ status: 200, body: { id: user.id, fullName: "Dana Reyes" } });
    // The same answers the API gives over the network.
    const api = async (path: string) => (await browser.send(new Request(new URL(path, browser.origin)))).json();
    expect(boot.reads["/api/dashboard"]!.body).toEqual(await api("/api/dashboard"));
    expect(boot.reads["/api/subscription-status"]!.body).toEqual(await api("/api/subscription-status"));
    // Personal: private, never stored, no validator that could answer another person's 304.
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(res.headers.get("ETag")).toBeNull();
    // Still the app document's security policy.
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("gives a signed-in visitor of / the dashboard's document, and a signed-out visitor of /auth a 401 user", async () => {
    const { browser, user } = await signedUp();
    const home = bootOf(await (await open(browser, "/")).text())!;
    expect(home.reads["/api/user"]).toMatchObject({ status: 200, body: { id: user.id } });
    expect(home.reads["/api/dashboard"]?.status).toBe(200);

    const stranger = new Browser();
    const auth = bootOf(await (await open(stranger, "/auth")).text())!;
    expect(auth.reads).toEqual({
      "/api/user": { status: 401, body: expect.objectContaining({ code: "UNAUTHORIZED" }) },
    });
    // A forged session reads nothing of anyone.
    stranger.cookie = browser.cookie.replace(/=.{6}/, "=forged");
    const forged = bootOf(await (await open(stranger, "/dashboard")).text())!;
    expect(Object.values(forged.reads).map((r) => r.status)).toEqual([401, 401, 401, 401]);
  });

  it("preloads the words of the language the screen draws in, and never another language's (ADR 0244)", async () => {
    // A member who reads Spanish, on a browser that asks for English: their own language wins.
    const { browser } = await signedUp({ language: "es" });
    const spanish = preloaded(await (await open(browser, "/dashboard", "navigate", "en-US,en;q=0.9")).text());
    expect(spanish).toEqual([...PRELOADS["/dashboard"], ...PRELOADS["/dashboard es"]]);
    const { browser: english } = await signedUp({ language: "en" });
    expect(preloaded(await (await open(english, "/dashboard", "navigate", "es-US")).text())).toEqual([
      ...PRELOADS["/dashboard"],
      ...PRELOADS["/dashboard en"],
    ]);
    // Before sign-in, the browser's languages decide, as the app's own first draw does.
    expect(preloaded(await (await open(new Browser(), "/auth", "navigate", "es-MX,en;q=0.5")).text())).toEqual(
      PRELOADS["/auth es"],
    );
    expect(preloaded(await (await open(new Browser(), "/auth", "navigate", "de-DE,en;q=0.5")).text())).toEqual(
      PRELOADS["/auth en"],
    );
  });

  it("is the plain document for anything but a navigation (a script's or the service worker's fetch)", async () => {
    const { browser } = await signedUp();
    const res = await open(browser, "/dashboard", "cors");
    const html = await res.text();
    expect(html).toBe(DOCUMENT);
    expect(bootOf(html)).toBeNull();
  });

  it("cannot be closed early by what a person typed", async () => {
    const name = '</script><script>alert("x")</script><!--';
    const { browser } = await signedUp({ fullName: name });
    const html = await (await open(browser, "/dashboard")).text();
    expect(html).not.toContain("</script><script>alert");
    expect(html).not.toContain("<!--");
    expect(bootOf(html)!.reads["/api/user"]).toMatchObject({ body: { fullName: name } });
  });
});
