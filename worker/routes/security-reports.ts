// POST /api/security/csp-report: what a browser's Content-Security-Policy blocked. Always 204 to the browser.
import { Hono } from "hono";
import { AppError } from "../lib/errors";
import { clientIp, userAgent } from "../lib/request";
import { MAX_REPORT_BYTES, parseCspReport } from "../security/csp-reports";
import { consume, LIMITS } from "../security/rate-limit";
import { recordCspReports } from "../services/csp-reports";
import type { AppEnv } from "../types";

export const securityReportRoutes = new Hono<AppEnv>().post("/csp-report", async (c) => {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > MAX_REPORT_BYTES) return c.body(null, 204);
  try {
    await consume(c.var.db, LIMITS.cspReport, clientIp(c) ?? "unknown");
  } catch (err) {
    // Over the allowance: drop it quietly; a browser does nothing useful with a 429.
    if (err instanceof AppError) return c.body(null, 204);
    throw err;
  }
  const text = await c.req.text();
  if (text.length > MAX_REPORT_BYTES) return c.body(null, 204);
  const rows = parseCspReport(text, userAgent(c));
  if (rows.length > 0) {
    console.warn("CSP violation", rows.map((r) => `${r.directive} ${r.blockedUri ?? ""}`).join("; "));
    await recordCspReports(c.var.db, rows);
  }
  return c.body(null, 204);
});
