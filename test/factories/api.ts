// The typed API as the tests speak it, with no runtime of its own: workerd's test browser (test/worker/http.ts) and
// Playwright's signed-in page (test/e2e/fixtures.ts) each give it a fetch, and the factories work over either.
import { type ClientResponse, hc } from "hono/client";
import type { Register } from "#schema/contracts/auth";
import { type ApiErrorBody, ApiErrorBodySchema } from "#schema/contracts/errors";
import { localDate } from "#schema/rules/time";
import type { ApiType } from "#worker/app";

/** The web's own client (`hc<ApiType>`, so a changed route contract fails to compile) over a given fetch. */
export const apiClient = (origin: string, fetch: (req: Request) => Promise<Response>) =>
  hc<ApiType>(`${origin}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(new Request(input, init)),
  });
/** The web's own client type, over a test browser or a Playwright page. */
export type Api = ReturnType<typeof apiClient>;

/**
 * Whoever a factory acts as: the typed client, and an untyped request by path for what the client cannot say
 * (multipart uploads, which the upload route reads itself). A workerd `Browser` is one; so is a signed-in page.
 */
export type Actor = {
  readonly api: Api;
  fetch(path: string, init?: RequestInit): Promise<Response>;
};

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
/** A unique username per call: storage is shared by every test in a file (and every journey on one server). */
export const uniqueName = (prefix = "user") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The calendar a registration without a timezone gets (the registration service's default). */
export const REGISTERED_TIMEZONE = "America/New_York";

/**
 * Today as a contractor in `timeZone` sees it: payment dates and due dates are calendar days in the company's zone,
 * so a test that used the UTC date would call tomorrow "today" for five hours after midnight UTC.
 */
export const todayIn = (timeZone = REGISTERED_TIMEZONE) => localDate(timeZone);

/** A valid registration (the contract's input); bad-input tests override fields with anything. */
export const registration = (overrides: Partial<Record<keyof Register, unknown>> = {}): Register => ({
  username: uniqueName(),
  password: "ladder-jobsite-42",
  fullName: "Dana Reyes",
  email: "dana@example.com",
  phone: "+1 512 555 0100",
  companyName: "Reyes Electric",
  ...(overrides as Partial<Register>),
});
