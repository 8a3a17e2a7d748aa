// Every signed-in route's permission, in one table keyed by the route as Hono registers it, and the check that
// requireUser and readAsUser apply from it: a route is authorized by role the day it is added (ADR 0115).
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { can, FORBIDDEN_MESSAGE, type Permission } from "#schema/contracts/permissions";
import type { Role } from "#schema/contracts/team";
import { AppError } from "../lib/errors";

/**
 * "METHOD /api/path" -> what the role must be allowed. Routes that never read a session (public pages, sign-in,
 * webhooks, development tools) are not here; a signed-in route missing from this table is refused to everyone but
 * the owner, and the route-table sweep (test/worker/permissions.test.ts) names it.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  "GET /api/user": "self",
  "PUT /api/user/profile": "self",
  "PUT /api/user/payment-details": "company:admin",
  "DELETE /api/user/payment-details/:method": "company:admin",
  "GET /api/user/export": "company:admin",
  "POST /api/user/export/jobs": "company:admin",
  "GET /api/user/export/jobs/:id": "company:admin",
  "GET /api/badges": "self",
  "POST /api/user/check-achievement": "self",
  "POST /api/user/achievements/:id/read": "self",
  "GET /api/notifications": "self",
  "POST /api/notifications/read": "self",
  "POST /api/logout": "self",
  // The company's money, tax and invoice settings (issue 33): every member reads them; the owner changes them.
  "GET /api/company": "self",
  "PATCH /api/company": "company:admin",
  // Deleting the company's account (ADR 0226): the owner alone.
  "POST /api/company/delete": "company:admin",
  // Registering the company as a Peppol sender (ADR 0204): the owner's, like the company's settings.
  "GET /api/peppol/registration": "self",
  "POST /api/peppol/registration": "company:admin",

  "GET /api/clients": "records:read",
  "POST /api/clients": "records:write",
  "GET /api/clients/:id": "records:read",
  "PUT /api/clients/:id": "records:write",
  "DELETE /api/clients/:id": "records:delete",
  "GET /api/clients/archived": "records:read",
  "POST /api/clients/:id/restore": "records:delete",

  "GET /api/projects": "records:read",
  "POST /api/projects": "records:write",
  "GET /api/projects/:id": "records:read",
  "GET /api/projects/:id/progress": "records:read",
  "PATCH /api/projects/:id": "records:write",
  "POST /api/projects/:id/complete": "records:write",
  "POST /api/projects/:id/reopen": "records:write",
  "POST /api/projects/:id/archive": "records:delete",
  "DELETE /api/projects/:id": "records:delete",
  "GET /api/projects/archived": "records:read",
  "POST /api/projects/:id/restore": "records:delete",

  // Pay applications (issue 37): every figure is the company's money, so the owner and the office.
  "GET /api/projects/:id/contract": "money:read",
  "PUT /api/projects/:id/contract": "payments:manage",
  "GET /api/projects/:id/sov-lines": "money:read",
  "POST /api/projects/:id/sov-lines": "payments:manage",
  "PATCH /api/projects/:id/sov-lines": "payments:manage",
  "GET /api/projects/:id/pay-apps": "money:read",
  "POST /api/projects/:id/pay-apps": "payments:manage",
  "GET /api/pay-apps/:id": "money:read",
  "PATCH /api/pay-apps/:id": "payments:manage",
  "POST /api/pay-apps/:id/send": "payments:manage",
  "GET /api/pay-apps/:id/pdf": "money:read",
  // Change orders and deposits (issue 37): the contract's money, so the owner and the office.
  "GET /api/projects/:id/change-orders": "money:read",
  "POST /api/projects/:id/change-orders": "payments:manage",
  "GET /api/change-orders/:id": "money:read",
  "PATCH /api/change-orders/:id": "payments:manage",
  "POST /api/change-orders/:id/send": "payments:manage",
  "POST /api/change-orders/:id/reverse": "payments:manage",
  "GET /api/projects/:id/deposits": "money:read",
  "POST /api/projects/:id/deposits": "payments:manage",

  // Lien waivers (issue 37, ADR 0208-0210): they go with the applications, so the same owner and office.
  "GET /api/pay-apps/:id/lien-waivers": "money:read",
  "POST /api/pay-apps/:id/lien-waivers": "payments:manage",
  "POST /api/pay-apps/:id/lien-waivers/vendor-requests": "payments:manage",
  "POST /api/lien-waivers/:id/sign": "payments:manage",
  "POST /api/lien-waivers/:id/notarize": "payments:manage",
  "POST /api/lien-waivers/:id/resend": "payments:manage",
  "GET /api/lien-waiver-templates/:kind": "money:read",
  "PUT /api/lien-waiver-templates/:kind": "payments:manage",

  "POST /api/progress": "progress:bill",
  "GET /api/progress": "progress:bill",
  "GET /api/progress/:id": "progress:bill",
  "GET /api/progress/:id/approval": "progress:bill",
  // The link the client signs on: sent, or opened on the tech's phone for in-person signing.
  "POST /api/progress/:id/approval-link": "progress:bill",
  "PATCH /api/progress/:id/approve": "progress:bill",
  "PATCH /api/progress/:id/reject": "progress:bill",
  "POST /api/progress/:id/mark-paid": "payments:manage",
  "GET /api/progress/:id/invoice.pdf": "money:read",
  "GET /api/progress/:id/einvoice": "money:read",
  "GET /api/exports/accounting": "money:read",
  "GET /api/exports/accounting/empty": "money:read",
  "GET /api/dashboard": "progress:bill",
  // The rates a billing may be issued at: whoever bills sees them (issue 33).
  "GET /api/tax-rates": "progress:bill",
  "POST /api/tax-rates": "company:admin",
  "POST /api/uploads": "progress:bill",
  "GET /api/uploads/:key{.+}": "progress:bill",
  "GET /api/uploads/variants-wanted": "progress:bill",
  "POST /api/uploads/variants": "progress:bill",

  "POST /api/payments/generate-links": "payments:manage",
  "POST /api/payments/request": "payments:manage",
  "GET /api/nudge-templates": "payments:manage",
  "POST /api/nudge-templates": "payments:manage",
  "PUT /api/nudge-templates/:id": "payments:manage",
  "DELETE /api/nudge-templates/:id": "payments:manage",
  "GET /api/nudge-targets": "payments:manage",
  "POST /api/send-nudge": "payments:manage",
  "GET /api/nudge-history": "payments:manage",
  "POST /api/nudge-history": "payments:manage",

  "GET /api/meetings": "meetings:use",
  "POST /api/meetings": "meetings:use",
  "POST /api/meetings/recordings": "meetings:use",
  "GET /api/meetings/:id": "meetings:use",
  "PUT /api/meetings/:id": "meetings:use",
  "DELETE /api/meetings/:id": "records:delete",
  "GET /api/meetings/:id/recording": "meetings:use",
  "PUT /api/meetings/:id/recording/parts/:part": "meetings:use",
  "POST /api/meetings/:id/recording/complete": "meetings:use",
  "GET /api/meetings/:id/audio": "meetings:use",
  "GET /api/meetings/:id/transcript": "meetings:use",
  "POST /api/meetings/:id/share": "meetings:use",
  "DELETE /api/meetings/:id/shares/:shareId": "meetings:use",

  "GET /api/subscription-status": "self",
  "POST /api/create-checkout-session": "company:admin",
  "POST /api/cancel-subscription": "company:admin",
  "POST /api/change-plan": "company:admin",
  "POST /api/resume-subscription": "company:admin",
  "POST /api/billing-portal": "company:admin",
  "POST /api/test-checkout/complete": "company:admin",

  "GET /api/account/security": "self",
  "POST /api/account/security/reauthenticate": "self",
  "POST /api/account/security/password": "self",
  "POST /api/account/security/passkeys/options": "self",
  "POST /api/account/security/passkeys": "self",
  "DELETE /api/account/security/passkeys/:id": "self",
  "POST /api/account/security/two-factor/setup": "self",
  "POST /api/account/security/two-factor/confirm": "self",
  "DELETE /api/account/security/two-factor": "self",
  "GET /api/account/security/sessions": "self",
  "POST /api/account/security/sessions/sign-out-others": "self",
  "DELETE /api/account/security/sessions/:id": "self",

  "POST /api/test/create-accounts": "self",

  "GET /api/team": "self",
  "POST /api/team/invites": "members:invite",
  "DELETE /api/team/invites/:id": "members:invite",
  "PATCH /api/team/members/:id": "company:admin",
  "DELETE /api/team/members/:id": "company:admin",
  "POST /api/team/transfer-ownership": "company:admin",
  "PUT /api/team/client-contact": "company:admin",

  // Connected accounting (ADR 0126): the office sees the connection; only the owner connects, chooses, disconnects.
  "GET /api/integrations": "money:read",
  "POST /api/integrations/:provider/connect": "company:admin",
  "GET /api/integrations/:provider/callback": "company:admin",
  "GET /api/integrations/options": "company:admin",
  "PUT /api/integrations/settings": "company:admin",
  "PUT /api/integrations/tenant": "company:admin",
  "DELETE /api/integrations": "company:admin",
  "GET /api/progress/:id/accounting-sync": "money:read",
  "POST /api/progress/:id/accounting-sync/retry": "payments:manage",
};

/**
 * The permission of the route answering this request, by its method and path as registered (hono/route): the last
 * matched route that is not a wildcard (`.use` middleware and the /api/* fallback are).
 */
export function routePermission(c: Context): Permission {
  const route = matchedRoutes(c).findLast((r) => !r.path.endsWith("*"));
  const key = route ? `${route.method === "ALL" ? c.req.method : route.method} ${route.path}` : "";
  // Fail closed: an unlisted route is the owner's until someone decides otherwise.
  return ROUTE_PERMISSIONS[key] ?? "company:admin";
}

/** Throws ROLE_FORBIDDEN (403) with the permission's message unless the role may use the route now running. */
export function permitted(c: Context, user: { role: Role }) {
  const permission = routePermission(c);
  if (!can(user.role, permission)) throw new AppError("ROLE_FORBIDDEN", FORBIDDEN_MESSAGE[permission]);
}
