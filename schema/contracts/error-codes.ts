// The API's error codes and their HTTP statuses: the worker throws them, the web branches on them (never on bare
// statuses). Zod-free so the web's first load can take it.
/** Each code maps to one HTTP status (ERROR_STATUS); the message says what a person can do about it. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** The session ended because the owner removed the member: the sign-in page says so (ADR 0145). */
  MEMBER_REMOVED: 401,
  /** A cross-site write refused. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A retried approve/reject of a billing already decided: resolves cleanly on the client. */
  ALREADY_DECIDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Well-formed input that breaks a business rule in the rule's words (a pay application's overbilling, issue 37). */
  UNPROCESSABLE: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The plan's quota (projects, recordings): the web offers an upgrade. */
  LIMIT_REACHED: 403,
  /** The member's role may not do this (schema/contracts/permissions.ts); the web hides what would get it. */
  ROLE_FORBIDDEN: 403,
  /** A security change needs a fresh password (or passkey) proof. */
  REAUTH_REQUIRED: 403,
  /** A deploy without a required secret. */
  MISCONFIGURED: 500,
  /**
   * A provider (Stripe) failed or did not answer: nothing was recorded, and the same request later can succeed.
   * Answered with Retry-After; Stripe redelivers a webhook on any status outside 2xx.
   */
  UPSTREAM_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
