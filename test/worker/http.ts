// A tiny HTTP client over the Worker's own fetch, with a cookie jar per "browser".
import { exports } from "cloudflare:workers";

// The runtime's Exports type is only as precise as GlobalProps; the default export is our fetch handler.
const worker = (exports as unknown as { default: { fetch(req: Request): Promise<Response> } }).default;

export const ORIGIN = "https://paystage.test";

export class Browser {
  cookie = "";
  constructor(
    readonly origin = ORIGIN,
    readonly ip = "203.0.113.10",
  ) {}

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("Cookie", this.cookie);
    headers.set("CF-Connecting-IP", this.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await worker.fetch(new Request(new URL(path, this.origin), { ...init, headers, body }));
    const setCookie = res.headers.get("Set-Cookie");
    if (setCookie) {
      const pair = setCookie.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? "" : pair;
    }
    return res;
  }

  async json<T = any>(path: string, init: RequestInit & { json?: unknown } = {}) {
    const res = await this.fetch(path, init);
    return { res, status: res.status, body: (await res.json()) as T };
  }
}

let seq = 0;
/** A unique username per call: storage is shared by every test in a file. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueName(),
  password: "ladder-jobsite-42",
  fullName: "Dana Reyes",
  email: "dana@example.com",
  phone: "+1 555 0100",
  companyName: "Reyes Electric",
  ...overrides,
});

export async function signedUp(overrides: Record<string, unknown> = {}) {
  const browser = new Browser();
  const data = registration(overrides);
  const { status, body } = await browser.json("/api/register", { method: "POST", json: data });
  if (status !== 201) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return { browser, user: body, data };
}
