// A tiny HTTP client over the Worker's own fetch, with a cookie jar per "browser".
import { exports } from "cloudflare:workers";

// The runtime's Exports type is only as precise as GlobalProps; the default export is our fetch handler.
const worker = (exports as unknown as { default: { fetch(req: Request): Promise<Response> } }).default;

export const ORIGIN = "https://paystage.test";

let ipSeq = 0;
/** Each browser is a different person on a different connection (per-address limits count per address). */
const nextIp = () => {
  const n = ipSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export class Browser {
  /** The session cookie ("ps_session=..."), or "" when signed out; tests set it to forge or drop a session. */
  cookie = "";
  /** The long-lived device cookie, kept like a real browser keeps it. */
  deviceCookie = "";
  constructor(
    readonly origin = ORIGIN,
    readonly ip = nextIp(),
  ) {}

  /** Who answers: the Worker's own fetch, or (fault-injection tests) the app over wrapped bindings. */
  handler: (req: Request) => Promise<Response> = (req) => worker.fetch(req);

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    const jar = [this.cookie, this.deviceCookie].filter(Boolean).join("; ");
    if (jar) headers.set("Cookie", jar);
    headers.set("CF-Connecting-IP", this.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await this.handler(new Request(new URL(path, this.origin), { ...init, headers, body }));
    for (const setCookie of res.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const value = pair.endsWith("=") ? "" : pair;
      if (pair.startsWith("ps_device=")) this.deviceCookie = value;
      else this.cookie = value;
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
