// The one typed client for the whole web app, and the spec's error rule: "status: response text".

import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import { type ErrorCode, isErrorCode } from "#schema/contracts/error-codes";
import type { ApiType } from "#worker/app";

/** Requests on the wire, and the sign-out under way (see fenceSignOut). */
const onTheWire = new Set<Promise<Response>>();
let signingOut: Promise<boolean> | null = null;

async function fencedFetch(input: RequestInfo | URL, init?: RequestInit) {
  // Held while the sign-out is answered; dropped (as a lost connection) once it has ended the session.
  if (signingOut && (await signingOut)) throw new DOMException("Signed out", "AbortError");
  const sent = fetch(input, init);
  void sent.then(noticeRole, () => {});
  onTheWire.add(sent);
  void sent.then(
    () => onTheWire.delete(sent),
    () => onTheWire.delete(sent),
  );
  return sent;
}

/** Every signed-in answer names the member's role now (ADR 0145); the query client listens for a change. */
let roleListener: ((role: string) => void) | null = null;
export const onMemberRole = (listener: (role: string) => void) => {
  roleListener = listener;
};
function noticeRole(res: Response) {
  const role = res.headers.get("x-member-role");
  if (role && roleListener) roleListener(role);
}

export const api = hc<ApiType>("/api", {
  init: { credentials: "same-origin" },
  fetch: fencedFetch,
});

/**
 * Signing out while reads are on the wire, or starting (a screen mounting that very moment), would have the server
 * answer them 401 once the session is gone. The sign-out waits for the ones already sent, holds new ones until it is
 * answered, then drops them if the session ended (their screens are leaving) or lets them go if it did not.
 */
export async function fenceSignOut<T>(signOut: (unfenced: typeof fetch) => Promise<T>): Promise<T> {
  let ended!: (yes: boolean) => void;
  const fence = new Promise<boolean>((resolve) => {
    ended = resolve;
  });
  signingOut = fence;
  let yes = false;
  try {
    await Promise.allSettled([...onTheWire]);
    const result = await signOut(fetch);
    yes = true;
    return result;
  } finally {
    if (signingOut === fence) signingOut = null;
    ended(yes);
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /**
     * The server's own message (the `message` of its JSON answer), for toasts that carry it. Empty when the answer
     * had none (a proxy's plain "Internal Server Error"): then each toast shows its own fallback text.
     */
    readonly serverMessage: string,
    /** Field -> message, when the server named fields. */
    readonly fieldErrors: Record<string, string> = {},
    /** The server's error code (e.g. LIMIT_REACHED), when it sent one: branch on this, not on the status. */
    readonly code?: ErrorCode,
    /** The raw response text (or status text), for the spec's "status: text" error message. */
    responseText: string = serverMessage,
  ) {
    super(`${status}: ${serverMessage || responseText}`);
    this.name = "ApiError";
  }
}

type OkBody<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 | 201 ? T : never) : never;

/** Awaits a typed client call; non-OK answers become an ApiError. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R> | R,
): Promise<OkBody<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, "No connection. Check your signal and try again.");
  }
  if (!res.ok) {
    const text = await res.text();
    let message = "";
    let errors: Record<string, string> | undefined;
    let code: ErrorCode | undefined;
    try {
      const body = JSON.parse(text) as { message?: string; errors?: Record<string, string>; code?: unknown };
      if (typeof body.message === "string") message = body.message;
      errors = body.errors;
      if (isErrorCode(body.code)) code = body.code;
    } catch {
      // Not JSON (a proxy or runtime page): no server message; the raw text stays in the error's own message.
    }
    throw new ApiError(res.status, message, errors, code, text || res.statusText);
  }
  return (await res.json()) as OkBody<R>;
}

/** Whether a failed call answered with one of these error codes (the web branches on codes, not statuses). */
export const hasErrorCode = (err: unknown, ...codes: ErrorCode[]): err is ApiError =>
  err instanceof ApiError && err.code !== undefined && codes.includes(err.code);

/** The message a destructive toast shows: the server's words when there are some. */
export const errorMessage = (err: unknown, fallback = "Something went wrong. Please try again.") =>
  err instanceof ApiError ? err.serverMessage || fallback : err instanceof Error ? err.message || fallback : fallback;
