// Application errors with a meaning: each code maps to one HTTP status and a message a person can act on.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "ALREADY_DECIDED"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "LIMIT_REACHED"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "REAUTH_REQUIRED";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_DECIDED: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  LIMIT_REACHED: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REAUTH_REQUIRED: 403,
};

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError("BAD_REQUEST", message, errors);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const unauthorized = (message = "Not signed in") => new AppError("UNAUTHORIZED", message);
