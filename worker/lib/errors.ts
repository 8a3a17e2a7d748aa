// Application errors with a meaning: each code maps to one HTTP status and a message a person can act on.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode } from "#schema/contracts/error-codes";

// The codes and their statuses live in schema/contracts/error-codes.ts, so the web branches on the same codes.
export type { ErrorCode };

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError("BAD_REQUEST", message, errors);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const unauthorized = (message = "Not signed in") => new AppError("UNAUTHORIZED", message);

export const payloadTooLarge = (message: string, errors?: Record<string, string>) =>
  new AppError("PAYLOAD_TOO_LARGE", message, errors);

/** How long a client (Stripe's webhook redelivery, a person's retry) is asked to wait after UPSTREAM_UNAVAILABLE. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 60;

/** A provider failed before anything was recorded: 503 with Retry-After, so the same request later completes it. */
export const upstreamUnavailable = (message: string) => new AppError("UPSTREAM_UNAVAILABLE", message);
