// Builds the Hono app: middleware, the /api route chain, public pages, and the one error handler.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ApiErrorBody } from "../schema/contracts";
import { assertEnv, ConfigError } from "./lib/env";
import { getDb } from "./lib/db";
import { AppError } from "./lib/errors";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { notificationRoutes } from "./routes/notifications";
import { userRoutes } from "./routes/user";
import type { AppEnv } from "./types";

/** Everything under /api. Its type is what the web's typed client is built from. */
export const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Answers are per user and often personal: never cache them in shared caches.
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  })
  .route("/health", healthRoutes)
  .route("/", authRoutes)
  .route("/user", userRoutes)
  .route("/notifications", notificationRoutes);

export type ApiType = typeof api;

export const app = new Hono<AppEnv>();

app.use(secureHeaders({ crossOriginResourcePolicy: "same-origin", xFrameOptions: "DENY" }));
app.use(async (c, next) => {
  assertEnv(c.env);
  c.set("db", getDb(c.env));
  await next();
});
app.route("/api", api);
app.all("/api/*", (c) => c.json<ApiErrorBody>({ message: "Not found", code: "NOT_FOUND" }, 404));
// Everything else is the single-page app.
app.all("*", (c) => c.env.ASSETS.fetch(new Request(new URL("/index.html", c.req.url), c.req.raw)));

app.onError((err, c) => {
  if (err instanceof AppError) {
    return c.json<ApiErrorBody>({ message: err.message, code: err.code, errors: err.errors }, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono's own 4xx, e.g. a body that is not valid JSON.
    const message = err.status === 400 ? "The request body is not valid JSON" : err.message || "Request failed";
    return c.json<ApiErrorBody>({ message, code: "BAD_REQUEST" }, err.status);
  }
  if (err instanceof ConfigError) {
    console.error(err.message);
    return c.json<ApiErrorBody>({ message: err.message, code: "MISCONFIGURED" }, 500);
  }
  console.error("Unhandled error", c.req.method, c.req.path, err);
  return c.json<ApiErrorBody>({ message: "Something went wrong on our side. Please try again." }, 500);
});
