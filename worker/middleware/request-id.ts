// Names every request: takes a well-formed `x-request-id` or makes one, echoes it, and runs the request inside it so
// every log line and every job enqueued on its behalf carries it. (Workers Logs already record method, path, status.)
import type { MiddlewareHandler } from "hono";
import { acceptRequestId, withRequestId } from "../lib/log";
import type { AppEnv } from "../types";

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = acceptRequestId(c.req.header("x-request-id"));
  c.header("x-request-id", id);
  await withRequestId(id, next);
};
