/** @jsxImportSource hono/jsx */
// The client's link pages rendered by the Worker (ADR 0090): GET /a/{token}, the no-JavaScript forms (reject, "I've sent
// the payment") and /thank-you. The forms go through the same services as /api/a/{token}/..., so one decision stays one.
import { type Context, Hono } from "hono";
import { RejectSchema } from "#schema/contracts/approvals";
import { AppError, UPSTREAM_RETRY_AFTER_SECONDS } from "../lib/errors";
import { log } from "../lib/log";
import { clientIp, linkBase, userAgent } from "../lib/request";
import { serveApp } from "../lib/spa";
import {
  ApprovalLinkPage,
  LinkUnavailablePage,
  ProgressNotFoundPage,
  type RejectFormState,
} from "../link-page/approval-page";
import { ChangeOrderLinkPage, ChangeOrderThanksPage } from "../link-page/change-order-page";
import { decidedLinkToken, forgetLinkDecision, rememberLinkDecision } from "../link-page/decided-cookie";
import { ThankYouPage } from "../link-page/thank-you-page";
import { permissionsPolicy } from "../security/policy";
import { AlreadyDecidedError, viewByToken } from "../services/approvals";
import { changeOrderByToken, decideLinkByToken } from "../services/change-orders";
import { claimPaymentByToken } from "../services/payment-received";
import type { AppEnv } from "../types";

/**
 * The token is a secret in the URL: keep these pages out of caches, other sites' referrers and search engines.
 * `same-origin`, not `no-referrer`: with no-referrer a browser sends `Origin: null` on the page's own form posts,
 * which the cross-site guard (ADR 0070) rightly refuses; other origins still get no referrer at all.
 */
const PRIVATE_PAGE = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
  // The client's signing page needs no microphone (ADR 0070).
  "Permissions-Policy": permissionsPolicy("page"),
};

const isNotFound = (err: unknown) => err instanceof AppError && err.code === "NOT_FOUND";
/** Refused for now, nothing written (the company moving between shards, ADR 0234): the client tries again. */
const isBusy = (err: unknown) => err instanceof AppError && err.code === "UPSTREAM_UNAVAILABLE";

/** The approval page for `token`, or the one Progress not found page; `reject` re-opens a refused reject form. */
async function renderLinkPage(
  c: Context<AppEnv>,
  token: string,
  reject?: RejectFormState,
  status: 200 | 400 | 409 | 503 = 200,
) {
  try {
    const view = await viewByToken(c.env, c.var.db, token);
    // A write refused while the company moves (ADR 0234): the same minute the API's Retry-After names.
    const headers =
      status === 503 ? { ...PRIVATE_PAGE, "Retry-After": String(UPSTREAM_RETRY_AFTER_SECONDS) } : PRIVATE_PAGE;
    // A refused reject form says it in the form; any other refused form (the payment claim) at the top.
    const busy = status === 503 && !reject;
    return c.html(<ApprovalLinkPage view={view} token={token} reject={reject} busy={busy} />, status, headers);
  } catch (err) {
    if (isNotFound(err)) {
      // A change order's link opens its own page through the same address (ADR 0205).
      const co = await changeOrderByToken(c.env, c.var.db, token);
      if (co) return c.html(<ChangeOrderLinkPage view={co} token={token} />, 200, PRIVATE_PAGE);
      return c.html(<ProgressNotFoundPage />, 404, PRIVATE_PAGE);
    }
    log("error", "approval link page failed", { path: c.req.path }, err);
    return c.html(<LinkUnavailablePage path={`/a/${token}`} />, 503, PRIVATE_PAGE);
  }
}

/**
 * The link pages' answer once an address has spent its allowance (ADR 0073): a page the client can read, with a
 * plain "Try again", rather than the API's JSON.
 */
export function linkPageLimited(c: Context<AppEnv>, message: string) {
  const path = c.req.path.startsWith("/a/") ? `/a/${c.req.path.split("/")[2] ?? ""}` : c.req.path;
  return c.html(<LinkUnavailablePage path={path} detail={message} />, 429, PRIVATE_PAGE);
}

const field = (value: unknown) => (typeof value === "string" ? value : "");

/** Mounted on /a: the page a client opens from the text or email, and its two plain forms. */
export const approvalPageRoutes = new Hono<AppEnv>()
  .get("/:token", (c) => renderLinkPage(c, c.req.param("token")))
  .post("/:token/reject", async (c) => {
    const token = c.req.param("token");
    const form = await c.req.parseBody();
    const reason = field(form.reason);
    const parsed = RejectSchema.safeParse({ reason, contentHash: field(form.contentHash) || undefined });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please check the form";
      return renderLinkPage(c, token, { reason, error: message }, 400);
    }
    try {
      await decideLinkByToken(
        c.env,
        c.var.db,
        token,
        {
          decision: "rejected",
          reason: parsed.data.reason,
          contentHash: parsed.data.contentHash,
          ip: clientIp(c),
          userAgent: userAgent(c),
        },
        linkBase(c.env, c),
      );
    } catch (err) {
      // Decided already (a double submit of the same reject answers 200 above; this is another decision): read-only page.
      if (err instanceof AlreadyDecidedError) return c.redirect(`/a/${token}`, 303);
      if (isNotFound(err)) return c.html(<ProgressNotFoundPage />, 404, PRIVATE_PAGE);
      if (isBusy(err)) return renderLinkPage(c, token, { reason, busy: true }, 503);
      // The progress changed under the client, or is no longer decidable: the spec's "Rejection failed" with the reason kept.
      if (err instanceof AppError)
        return renderLinkPage(c, token, { reason, error: `Rejection failed: ${err.message}` }, 409);
      throw err;
    }
    rememberLinkDecision(c, token);
    return c.redirect("/thank-you", 303);
  })
  .post("/:token/payment-claim", async (c) => {
    const token = c.req.param("token");
    const back = field((await c.req.parseBody()).back) === "thank-you" ? "/thank-you" : `/a/${token}`;
    try {
      await claimPaymentByToken(c.env, c.var.db, token, { ip: clientIp(c), userAgent: userAgent(c) });
    } catch (err) {
      if (isNotFound(err)) return c.html(<ProgressNotFoundPage />, 404, PRIVATE_PAGE);
      if (isBusy(err)) return renderLinkPage(c, token, undefined, 503);
      // Not approved (yet, or any more): the page shows where the billing stands.
      if (!(err instanceof AppError)) throw err;
    }
    return c.redirect(back, 303);
  });

/**
 * Mounted on /thank-you. After a decision through a link, this browser carries that link's token (decided-cookie.ts)
 * and the Worker renders what comes next. Without it the page is the app's (in-person signing keeps its state there).
 */
export const thankYouPageRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const token = decidedLinkToken(c);
  if (!token) return serveApp(c);
  try {
    const view = await viewByToken(c.env, c.var.db, token);
    if (view.progress.status === "pending") return serveApp(c);
    return c.html(<ThankYouPage view={view} token={token} />, 200, PRIVATE_PAGE);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    const co = await changeOrderByToken(c.env, c.var.db, token);
    if (co && co.changeOrder.status !== "sent") return c.html(<ChangeOrderThanksPage view={co} />, 200, PRIVATE_PAGE);
    return forgetLinkDecision(c, await serveApp(c));
  }
});
