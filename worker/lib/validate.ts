// zod validation at the edge: a failure answers 400 with the first field's message and every field's message.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError, badRequest } from "./errors";

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const UNSUPPORTED_MEDIA_TYPE = "Send the request body as JSON (Content-Type: application/json)";

/**
 * A JSON route takes JSON only. Hono's json validator reads any other body as {}, which let a cross-site
 * text/plain form post pass for an empty JSON request. A request with no body at all (no Content-Type, no
 * length) is still read as {} so bodyless POSTs keep working.
 */
export function assertJsonBody(contentType: string | undefined, contentLength: string | undefined) {
  if (contentType === undefined) {
    if (contentLength !== undefined && contentLength !== "0")
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_MEDIA_TYPE);
    return;
  }
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_MEDIA_TYPE);
  }
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) => {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw new AppError("NOT_FOUND", "Not found");
    const issues = result.error.issues;
    throw badRequest(issues[0]?.message ?? "Invalid request", issuesToErrors(issues));
  });
  if (target !== "json") return validator;
  // Same type as the validator, so routes keep their typed input (and the web client its types).
  const jsonOnly: typeof validator = async (c, next) => {
    assertJsonBody(c.req.header("Content-Type"), c.req.header("Content-Length"));
    return validator(c, next);
  };
  return jsonOnly;
};
