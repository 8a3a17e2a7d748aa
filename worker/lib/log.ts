// Structured JSON logs that carry one request id from the route through the service to the jobs it enqueues.
import { AsyncLocalStorage } from "node:async_hooks";

type LogContext = { requestId: string };

// Async-local, so a service deep in a call chain logs and stamps jobs with its request's id without threading it.
const storage = new AsyncLocalStorage<LogContext>();

/** Accepted from `x-request-id` (a proxy's or the client's) only when it looks like an id, never free text. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export const newRequestId = () => crypto.randomUUID();

export const acceptRequestId = (header: string | null | undefined) =>
  header && REQUEST_ID.test(header) ? header : newRequestId();

/** Runs `fn` with `requestId` as the current id for logs and enqueued jobs. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => storage.run({ requestId }, fn);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

type Level = "info" | "warn" | "error";

function errorFields(err: unknown, level: Level) {
  // Stacks only for errors: expected hiccups (a deferred enqueue) stay one short line.
  if (err instanceof Error)
    return { error: err.message, errorName: err.name, ...(level === "error" ? { stack: err.stack } : {}) };
  return err === undefined ? {} : { error: String(err) };
}

/** One JSON line per event: `{ level, msg, requestId, ...fields }`. Log ids and counts, never message bodies. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}, err?: unknown) {
  const line = JSON.stringify({ level, msg, requestId: currentRequestId(), ...fields, ...errorFields(err, level) });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
