// Builds the Hono app: middleware, the /api route chain, public pages, and the one error handler.
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiErrorBody } from "#schema/contracts";
import { assertEnv, ConfigError, isDevelopment } from "./lib/env";
import { AppError, UPSTREAM_RETRY_AFTER_SECONDS } from "./lib/errors";
import { log } from "./lib/log";
import { rememberBookmark, withBookmark } from "./lib/replica";
import { serveApp } from "./lib/spa";
import { marketingRoutes } from "./marketing/routes";
import { redirectToAppUrl } from "./middleware/app-url-host";
import { refuseCrossSite } from "./middleware/cross-site";
import { drainRequestBody } from "./middleware/drain-request-body";
import { followMovedLinks } from "./middleware/moved-links";
import { requestId } from "./middleware/request-id";
import { applySecurityHeaders } from "./middleware/security-headers";
import { openShard, requestShard } from "./middleware/shard";
import { registerLocalBooks } from "./providers/accounting";
import { accountSecurityRoutes } from "./routes/account-security";
import { accountingExportRoutes } from "./routes/accounting-export";
import { achievementRoutes } from "./routes/achievements";
import { approvalPageRoutes, linkPageLimited, thankYouPageRoutes } from "./routes/approval-page";
import { approvalLinkRoutes, approvalRoutes } from "./routes/approvals";
import { authRoutes } from "./routes/auth";
import { changeOrderRoutes, projectChangeOrderRoutes } from "./routes/change-orders";
import { clientRoutes } from "./routes/clients";
import { companyRoutes } from "./routes/company";
import { dashboardRoutes } from "./routes/dashboard";
import { dataExportRoutes } from "./routes/data-export";
import { demoAccountRoutes } from "./routes/demo-accounts";
import { devRoutes } from "./routes/dev";
import { healthRoutes } from "./routes/health";
import { accountingSyncRoutes, accountingWebhookRoutes, integrationRoutes } from "./routes/integrations";
import { invoiceRoutes } from "./routes/invoices";
import { vendorWaiverPageRoutes } from "./routes/lien-waiver-page";
import { lienWaiverRoutes, lienWaiverTemplateRoutes, payAppWaiverRoutes } from "./routes/lien-waivers";
import { localAccountingRoutes } from "./routes/local-accounting";
import { meetingSharePageRoutes } from "./routes/meeting-share-page";
import { meetingRoutes } from "./routes/meetings";
import { notificationRoutes } from "./routes/notifications";
import { nudgeRoutes } from "./routes/nudges";
import { payAppRoutes, projectContractRoutes } from "./routes/pay-apps";
import { paymentRoutes } from "./routes/payments";
import { peppolRoutes } from "./routes/peppol";
import { peppolWebhookRoutes } from "./routes/peppol-webhook";
import { progressRoutes } from "./routes/progress";
import { projectRoutes } from "./routes/projects";
import { securityReportRoutes } from "./routes/security-reports";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { subscriptionRoutes } from "./routes/subscriptions";
import { supportRoutes } from "./routes/support";
import { taxRateRoutes } from "./routes/tax-rates";
import { inviteRoutes, teamRoutes } from "./routes/team";
import { twilioWebhookRoutes } from "./routes/twilio-webhook";
import { uploadRoutes } from "./routes/uploads";
import { userRoutes } from "./routes/user";
import { LIMITS, limitPerAddress } from "./security/rate-limit";
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
  .route("/user/export", dataExportRoutes)
  // Before /user: its /user/* paths answer here without /user's middleware reading the session twice.
  .route("/", achievementRoutes)
  .route("/user", userRoutes)
  .route("/notifications", notificationRoutes)
  .route("/company", companyRoutes)
  .route("/clients", clientRoutes)
  .route("/projects", projectRoutes)
  .route("/projects", projectContractRoutes)
  .route("/pay-apps", payAppRoutes)
  .route("/projects", projectChangeOrderRoutes)
  .route("/change-orders", changeOrderRoutes)

  .route("/pay-apps", payAppWaiverRoutes)
  .route("/lien-waivers", lienWaiverRoutes)
  .route("/lien-waiver-templates", lienWaiverTemplateRoutes)
  .route("/progress", progressRoutes)
  .route("/progress", approvalRoutes)
  .route("/progress", invoiceRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/tax-rates", taxRateRoutes)
  .route("/exports", accountingExportRoutes)
  .route("/a", approvalLinkRoutes)
  .route("/uploads", uploadRoutes)
  .route("/payments", paymentRoutes)
  .route("/dev", devRoutes)
  .route("/support", supportRoutes)
  .route("/test", demoAccountRoutes)
  .route("/meetings", meetingRoutes)
  .route("/security", securityReportRoutes)
  .route("/account/security", accountSecurityRoutes)
  .route("/", nudgeRoutes)
  .route("/", subscriptionRoutes)
  .route("/stripe", stripeWebhookRoutes)
  .route("/twilio", twilioWebhookRoutes)
  .route("/peppol", peppolWebhookRoutes)
  .route("/peppol", peppolRoutes)
  .route("/team", teamRoutes)
  .route("/invites", inviteRoutes)
  // Connected accounting (ADR 0126): the owner's connection, a billing's sync, the providers' webhooks, and the
  // local stand-in for both providers (404 in production).
  .route("/integrations", integrationRoutes)
  .route("/progress", accountingSyncRoutes)
  .route("/accounting", accountingWebhookRoutes)
  .route("/local-accounting", localAccountingRoutes);

export type ApiType = typeof api;

// The local accounting stand-in is answered by this app in-process (worker/providers/accounting).
registerLocalBooks(async (request, env) => app.fetch(request, env));

export const app = new Hono<AppEnv>();

/** The request's execution context, when it has one (tests call the app without). */
function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

// Outside production, a body the Worker did not read is read before the answer leaves (ADR 0137): a local server
// then never answers 500 "fetch failed" for a request the Worker answered.
app.use(drainRequestBody);
app.use(requestId);
// Security headers on every answer, errors and 404s included (ADR 0070).
app.use(applySecurityHeaders);
// Pages answer on APP_URL's host only, where passkeys work (ADR 0137).
app.use(redirectToAppUrl);
// A link of a company that moved is asked again of its new shard (ADR 0228).
app.use((c, next) => followMovedLinks((request, env) => app.fetch(request, env, executionContextOf(c)))(c, next));
app.use(async (c, next) => {
  assertEnv(c.env);
  // The request's shard (ADR 0185), and one D1 session on it (ADR 0128): writes and the paths that must read the
  // newest state on the primary, other reads on a replica at least as new as the visitor's last write.
  openShard(c, await requestShard(c));
  // A cold screen's document embeds its first reads, answered by this very app (worker/lib/first-screen.ts).
  const base = c.env.SHARD_BASE ?? c.env;
  c.set("readInternal", async (request) => app.fetch(request, base, executionContextOf(c)));
  // A route that moves to another shard (sign-in) swaps the session; its bookmark is the one remembered.
  await withBookmark(() => c.var.bookmark(), next);
  rememberBookmark(c, c.var.bookmark());
});
// Every unsafe method, on every route (API, marketing forms, uploads, logout), refuses a cross-site browser (ADR 0070).
app.use(refuseCrossSite);
// The public approval-link API answers anyone holding a link: cap each address (ADR 0073).
app.use("/api/a/*", limitPerAddress(LIMITS.link));
app.route("/api", api);
app.all("/api/*", (c) => c.json<ApiErrorBody>({ message: "Not found", code: "NOT_FOUND" }, 404));
// The client's link page and its plain forms, server-rendered (ADR 0090); capped like the link API.
app.use("/a/*", limitPerAddress(LIMITS.link, linkPageLimited));
app.route("/a", approvalPageRoutes);
app.route("/thank-you", thankYouPageRoutes);
app.route("/s", meetingSharePageRoutes);
// A vendor's lien-waiver link (ADR 0209): a plain page and form, capped like the client's link.
app.use("/lw/*", limitPerAddress(LIMITS.link, linkPageLimited));
app.route("/lw", vendorWaiverPageRoutes);
// Development pages (the outbox) do not exist in production: a real 404, not the app shell.
app.get("/dev/*", async (c) => (isDevelopment(c.env) ? serveApp(c) : c.text("Not found", 404)));
// The public marketing site, server-rendered (ADR 0005); "/" hands signed-in visitors to the app.
app.route("/", marketingRoutes);
// Everything else the Worker sees first is the single-page app (it draws its own Page Not Found).
app.get("*", (c) => serveApp(c));
app.all("*", (c) => c.text("Not found", 404));

app.onError((err, c) => {
  if (err instanceof AppError) {
    // A provider's outage is temporary: say when to come back (Stripe redelivers any non-2xx webhook anyway).
    if (err.code === "UPSTREAM_UNAVAILABLE") c.header("Retry-After", String(UPSTREAM_RETRY_AFTER_SECONDS));
    return c.json<ApiErrorBody>({ message: err.message, code: err.code, errors: err.errors }, err.status);
  }
  if (err instanceof HTTPException) {
    // Hono's own 4xx, e.g. a body that is not valid JSON.
    const message = err.status === 400 ? "The request body is not valid JSON" : err.message || "Request failed";
    const code = err.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return c.json<ApiErrorBody>({ message, code }, err.status);
  }
  if (err instanceof ConfigError) {
    console.error(err.message);
    return c.json<ApiErrorBody>({ message: err.message, code: "MISCONFIGURED" }, 500);
  }
  log("error", "unhandled error", { method: c.req.method, path: c.req.path }, err);
  return c.json<ApiErrorBody>({ message: "Something went wrong on our side. Please try again." }, 500);
});
