// The test harness's HTTP side in workerd: a browser with a cookie jar over the Worker's own fetch (an Actor the
// factories take, with the typed client over it), and sign-up helpers that read the database.
import { env, exports } from "cloudflare:workers";
import type { Register } from "#schema/contracts/auth";
import type { CompanyId, Member } from "#schema/db/companies";
import { type Actor, type Api, apiClient, registration } from "../factories/api";

// The runtime-neutral half lives with the factories (Playwright loads it too); worker tests keep importing it here.
export { type Actor, type Api, failure, ok, registration, uniqueName } from "../factories/api";

// The runtime's Exports type is only as precise as GlobalProps; the default export is our fetch handler.
const worker = (exports as unknown as { default: { fetch(req: Request): Promise<Response> } }).default;

export const ORIGIN = "https://paystage.test";

let ipSeq = 0;
/** Each browser is a different person on a different connection (per-address limits count per address). */
const nextIp = () => {
  const n = ipSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export class Browser implements Actor {
  /** The session cookie ("ps_session=..."), or "" when signed out; tests set it to forge or drop a session. */
  cookie = "";
  /** The long-lived device cookie, kept like a real browser keeps it. */
  deviceCookie = "";
  /** The D1 bookmark cookie ("ps_d1=..."), set after a write so the next reads see it (ADR 0128). */
  bookmarkCookie = "";
  /** The typed client (the web's `hc<ApiType>`) over this browser: same cookies, address and handler. */
  readonly api: Api;

  constructor(
    readonly origin = ORIGIN,
    readonly ip = nextIp(),
  ) {
    this.api = apiClient(origin, (req) => this.send(req));
  }

  /** Who answers: the Worker's own fetch, or (fault-injection tests) the app over wrapped bindings. */
  handler: (req: Request) => Promise<Response> = (req) => worker.fetch(req);

  /** Sends a request as this browser: its cookies and address go out, the cookies it is given come back into the jar. */
  async send(req: Request) {
    const headers = new Headers(req.headers);
    const jar = [this.cookie, this.deviceCookie, this.bookmarkCookie].filter(Boolean).join("; ");
    if (jar) headers.set("Cookie", jar);
    headers.set("CF-Connecting-IP", this.ip);
    const res = await this.handler(new Request(req, { headers }));
    for (const setCookie of res.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const value = pair.endsWith("=") ? "" : pair;
      if (pair.startsWith("ps_device=")) this.deviceCookie = value;
      else if (pair.startsWith("ps_d1=")) this.bookmarkCookie = value;
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
   * JSON by path, for what the typed client cannot say (a non-API page, an odd header on any route): the body is
   * `unknown` unless the caller names a type. Everything else goes through `api`, typed by the route.
   */
  async json<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
    const res = await this.fetch(path, init);
    return { res, status: res.status, body: (await res.json()) as T };
  }
}

/** A person as the services take them (`worker/db` scopes by the company), read by username. */
export async function memberOf(username: string): Promise<Member> {
  // On whichever shard holds the company (ADR 0185): the default one, or `eu` for a European company.
  for (const db of [env.DB, env.DB_EU]) {
    const row = await db
      .prepare("select id, company_id from users where username = ?")
      .bind(username)
      .first<{ id: number; company_id: number }>();
    if (row) return { id: row.id, companyId: row.company_id as CompanyId };
  }
  throw new Error(`no user ${username}`);
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
