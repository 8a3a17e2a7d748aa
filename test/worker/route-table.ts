// The app's own route table, for sweeps that must cover every route the day it is added (401, tenancy, cross-site).
import { inspectRoutes } from "hono/dev";
import { app } from "#worker/app";

/** Every /api route the app (and every branch merged into it) answers, as "METHOD /api/path/:param". */
export const API_ROUTES = [
  ...new Set(
    inspectRoutes(app)
      // Middleware (`use`, validators) is not a route; "/api/*" is the JSON 404 for everything else.
      .filter((r) => !r.isMiddleware && r.path.startsWith("/api/") && r.path !== "/api/*")
      .map((r) => `${r.method} ${r.path}`),
  ),
];

export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "METHOD /path" -> its parts; an ALL route is exercised as a POST. */
export const splitRoute = (route: string) => {
  const [method, path] = route.split(" ") as [string, string];
  return { method: method === "ALL" ? "POST" : method, path };
};

/** The path's parameters, each named by the collection it follows ("clients/:id", "shares/:shareId"). */
export const paramsOf = (path: string) =>
  [...path.matchAll(/([^/]+)\/(:[A-Za-z]+(?:\{[^}]*\})?)/g)].map((m) => `${m[1]}/${m[2]}`);

/** A concrete path with every parameter filled with `value` (enough to reach the route's first check). */
export const fillParams = (path: string, value = "1") => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value);

/** The only hand-kept part of the 401 sweep: routes that answer without a session, each with why. */
export const PUBLIC: Record<string, string> = {
  "GET /api/health": "uptime checks",
  "POST /api/register": "signing up",
  "POST /api/login": "signing in",
  "POST /api/login/second-factor": "signing in",
  "POST /api/login/passkey/options": "signing in",
  "POST /api/login/passkey": "signing in",
  "POST /api/logout": "harmless without a session",
  "GET /api/a/:token": "the client's approval link (the token is the key)",
  "GET /api/a/:token/photos/:index": "the client's approval link",
  "POST /api/a/:token/approve": "the client's approval link",
  "POST /api/a/:token/reject": "the client's approval link",
  "POST /api/a/:token/payment-claim": "the client's approval link",
  "GET /api/a/:token/invoice.pdf": "the client's approval link",
  "POST /api/support": "the public support form",
  "POST /api/support/newsletter": "the public subscribe box",
  "POST /api/security/csp-report": "browsers report without credentials",
  "POST /api/stripe/webhook": "Stripe, verified by signature",
  "POST /api/twilio/status": "Twilio's status callback, verified by X-Twilio-Signature",
  "POST /api/twilio/inbound": "Twilio's incoming texts (STOP/START), verified by X-Twilio-Signature",
  "POST /api/peppol/webhook": "Billit's Peppol events, verified by Billit-Signature",
  "GET /api/dev/outbox": "development only (404 in production, below)",
  "GET /api/dev/faults": "development only",
  "PUT /api/dev/faults": "development only",
  "POST /api/dev/seed": "development only",
  "POST /api/dev/end-trial": "development only",
  "GET /api/invites/:token": "the invitee's link (the token is the key)",
  "POST /api/invites/:token/accept": "the invitee's link (the token is the key)",
  "POST /api/accounting/webhooks/:provider": "QuickBooks and Xero, verified by their HMAC signature",
  // The local accounting stand-in (ADR 0126): development only, 404 in production like /api/dev.
  "GET /api/local-accounting/:provider/oauth2/authorize": "development only",
  "POST /api/local-accounting/:provider/oauth2/authorize": "development only",
  "POST /api/local-accounting/:provider/oauth2/token": "development only (client credentials)",
  "POST /api/local-accounting/:provider/oauth2/revoke": "development only",
  "GET /api/local-accounting/xero/connections": "development only (bearer token)",
  "DELETE /api/local-accounting/xero/connections/:id": "development only (bearer token)",
  "POST /api/local-accounting/:provider/faults": "development only",
  "GET /api/local-accounting/quickbooks/v3/company/:realm/:entity": "development only (bearer token)",
  "POST /api/local-accounting/quickbooks/v3/company/:realm/:entity": "development only (bearer token)",
  "GET /api/local-accounting/quickbooks/v3/company/:realm/:entity/:id": "development only (bearer token)",
  "POST /api/local-accounting/quickbooks/v3/company/:realm/:entity/:id": "development only (bearer token)",
  "GET /api/local-accounting/xero/api.xro/2.0/:resource": "development only (bearer token)",
  "PUT /api/local-accounting/xero/api.xro/2.0/:resource": "development only (bearer token)",
  "GET /api/local-accounting/xero/api.xro/2.0/:resource/:id": "development only (bearer token)",
  "PUT /api/local-accounting/xero/api.xro/2.0/:resource/:id": "development only (bearer token)",
  "GET /api/local-accounting/:provider/books": "development only",
  "POST /api/local-accounting/:provider/books/invoices/:id/pay": "development only",
};
