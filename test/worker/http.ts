// The test harness's HTTP side, in one place: a browser with a cookie jar over the Worker's own fetch, the typed
// client over that browser (`hc<ApiType>`, so a changed route contract fails to compile), and sign-up helpers.
import { env, exports } from "cloudflare:workers";
import { type ClientResponse, hc } from "hono/client";
import type { Register } from "../../schema/contracts/auth";
import { type ApiErrorBody, ApiErrorBodySchema } from "../../schema/contracts/errors";
import type { CompanyId, Member } from "../../schema/db/companies";
import type { ApiType } from "../../worker/app";

// The runtime's Exports type is only as precise as GlobalProps; the default export is our fetch handler.
const worker = (exports as unknown as { default: { fetch(req: Request): Promise<Response> } }).default;

export const ORIGIN = "https://paystage.test";

const client = (origin: string, fetch: (req: Request) => Promise<Response>) =>
  hc<ApiType>(`${origin}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(new Request(input, init)),
  });
/** The web's own client type, over a test browser. */
export type Api = ReturnType<typeof client>;

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
  /** The typed client (the web's `hc<ApiType>`) over this browser: same cookies, address and handler. */
  readonly api: Api;

  constructor(
    readonly origin = ORIGIN,
    readonly ip = nextIp(),
  ) {
    this.api = client(origin, (req) => this.send(req));
  }

  /** Who answers: the Worker's own fetch, or (fault-injection tests) the app over wrapped bindings. */
  handler: (req: Request) => Promise<Response> = (req) => worker.fetch(req);

  /** Sends a request as this browser: its cookies and address go out, the cookies it is given come back into the jar. */
  async send(req: Request) {
    const headers = new Headers(req.headers);
    const jar = [this.cookie, this.deviceCookie].filter(Boolean).join("; ");
    if (jar) headers.set("Cookie", jar);
    headers.set("CF-Connecting-IP", this.ip);
    const res = await this.handler(new Request(req, { headers }));
    for (const setCookie of res.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const value = pair.endsWith("=") ? "" : pair;
      if (pair.startsWith("ps_device=")) this.deviceCookie = value;
      else this.cookie = value;
    }
    return res;
  }

  /** An untyped request by path (for what the typed client cannot say: raw bodies, odd headers, non-API pages). */
  fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return this.send(new Request(new URL(path, this.origin), { ...init, headers, body }));
  }

  /**
   * Untyped JSON by path: the body is `unknown` unless the caller names a type. Prefer `api` (typed by the route);
   * files not yet moved to it say `json<any>` out loud.
   */
  async json<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
    const res = await this.fetch(path, init);
    return { res, status: res.status, body: (await res.json()) as T };
  }
}

type OkBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 | 201 ? T : never) : never;

/** Awaits a typed call that must succeed and returns its body, typed by the route; otherwise fails with the answer. */
export async function ok<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R> | R,
  status?: 200 | 201,
): Promise<OkBody<R>> {
  const res = await call;
  if (!res.ok || (status !== undefined && res.status !== status)) {
    throw new Error(`expected ${status ?? "2xx"}, got ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as OkBody<R>;
}

/** Awaits a call that must fail and returns its status and error body, checked against the shared error contract. */
export async function failure(call: Promise<Response | ClientResponse<unknown, number, string>>) {
  const res = await call;
  const text = await res.text();
  if (res.ok) throw new Error(`expected a failure, got ${res.status}: ${text}`);
  return { status: res.status, body: ApiErrorBodySchema.parse(JSON.parse(text)) as ApiErrorBody };
}

let seq = 0;
/** A unique username per call: storage is shared by every test in a file. */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A valid registration (the contract's input); bad-input tests override fields with anything. */
export const registration = (overrides: Partial<Record<keyof Register, unknown>> = {}): Register => ({
  username: uniqueName(),
  password: "ladder-jobsite-42",
  fullName: "Dana Reyes",
  email: "dana@example.com",
  phone: "+1 555 0100",
  companyName: "Reyes Electric",
  ...(overrides as Partial<Register>),
});

/** A person as the services take them (`worker/db` scopes by the company), read by username. */
export async function memberOf(username: string): Promise<Member> {
  const row = await env.DB.prepare("select id, company_id from users where username = ?")
    .bind(username)
    .first<{ id: number; company_id: number }>();
  if (!row) throw new Error(`no user ${username}`);
  return { id: row.id, companyId: row.company_id as CompanyId };
}

/**
 * A new contractor, signed in: their browser, the public user the API answered, what they registered with, and
 * the member (person and company) the services take.
 */
export async function signedUp(overrides: Partial<Register> = {}) {
  const browser = new Browser();
  const data = registration(overrides);
  const res = await browser.api.register.$post({ json: data });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { browser, user: await res.json(), data, member: await memberOf(data.username) };
}
