// A recording fetch for the real Stripe adapter: every request kept, each answered as Stripe documents it.
export type Call = { method: string; url: string; body: URLSearchParams; headers: Headers };

/** A recorded Stripe answer with a status other than 200 (Stripe's error bodies: `{ error: { type, message } }`). */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers Stripe sends with it, e.g. `Stripe-Should-Retry: false` (the SDK then does not resend it). */
    readonly headers: Record<string, string> = {},
  ) {}
}

export function recorder(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      url: String(input),
      body: new URLSearchParams(typeof init?.body === "string" ? init.body : ""),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const reply = answer(call);
    const [status, body, headers] =
      reply instanceof Answer ? [reply.status, reply.body, reply.headers] : [200, reply, {}];
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", "Request-Id": "req_test", ...headers },
    });
  }) as typeof fetch;
  return { calls, fetcher };
}
