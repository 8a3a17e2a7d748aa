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

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === "param") throw new AppError("NOT_FOUND", "Not found");
    const issues = result.error.issues;
    throw badRequest(issues[0]?.message ?? "Invalid request", issuesToErrors(issues));
  });
