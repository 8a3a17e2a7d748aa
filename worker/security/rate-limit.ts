// Per-address and per-account limits on endpoints an anonymous caller can hammer (ADR 0073).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HOUR_MS } from "#schema/rules/durations";
import { bumpCounter } from "../db/rate-limits";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";
import { clientIp } from "../lib/request";
import type { AppEnv } from "../types";

export type Limit = { name: string; max: number; windowMs: number; message: string };

export const LIMITS = {
  /** Accounts created from one address: a family or crew can share a connection, a bot farm cannot. */
  register: {
    name: "register",
    max: 10,
    windowMs: 24 * HOUR_MS,
    message: "Too many accounts created from this network today. Please try again tomorrow.",
  },
  /** Public approval-link calls per address: a client opens, signs and pays; guessing tokens needs far more. */
  link: {
    name: "link",
    max: 120,
    windowMs: HOUR_MS,
    message: "Too many requests. Please wait a few minutes and try again.",
  },
  /** CSP reports per address: enough to see a real problem, too few to fill the table. */
  cspReport: { name: "csp", max: 50, windowMs: HOUR_MS, message: "Too many reports" },
} satisfies Record<string, Limit>;

/** Counts one hit for `who`; throws RATE_LIMITED (429) once the window's allowance is spent. */
export async function consume(db: Db, limit: Limit, who: string, now = new Date()) {
  const [row] = await bumpCounter(db, `${limit.name}:${who}`, now, limit.windowMs);
  if ((row?.count ?? 0) > limit.max) throw new AppError("RATE_LIMITED", limit.message);
}

/** This machine (local dev and the journeys' server): never a visitor on the internet. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Middleware form, keyed by the caller's address. Callers without an address, or on loopback, are not counted.
 * Over the allowance the app's JSON error answers, unless `onLimited` draws a page for a person's browser instead.
 */
export const limitPerAddress = (
  limit: Limit,
  onLimited?: (c: Context<AppEnv>, message: string) => Response | Promise<Response>,
) =>
  createMiddleware<AppEnv>(async (c: Context<AppEnv>, next) => {
    const ip = clientIp(c);
    if (ip && !LOOPBACK.has(ip)) {
      try {
        await consume(c.var.db, limit, ip);
      } catch (err) {
        if (onLimited && err instanceof AppError && err.code === "RATE_LIMITED") return onLimited(c, err.message);
        throw err;
      }
    }
    await next();
  });
