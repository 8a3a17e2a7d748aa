// Client approval: the owner's calls on /api/progress/{id}/..., the public token calls on /api/a/{token}/..., and the /a/{token} page.
import { type Context, Hono } from "hono";
import {
  IdParamSchema,
  LinkApproveSchema,
  MarkPaidSchema,
  OwnerApproveSchema,
  RejectSchema,
  RequestApprovalLinkSchema,
} from "#schema/contracts";
import { notFound } from "../lib/errors";
import { clientIp, idempotencyKey, linkBase, userAgent } from "../lib/request";
import { validate } from "../lib/validate";
import { rememberLinkDecision } from "../link-page/decided-cookie";
import { requireUser } from "../middleware/auth";
import { requestSync } from "../services/accounting/sync";
import { requestApproval } from "../services/approval-links";
import { AlreadyDecidedError, decideInPerson, photoByToken, viewByToken, viewForOwner } from "../services/approvals";
import { decideLinkByToken } from "../services/change-orders";
import { sendClientReceipt } from "../services/client-documents";
import { invoiceByToken } from "../services/invoices";
import { claimPaymentByToken, markPaid } from "../services/payment-received";
import { parsePhotoWidth } from "../services/photo-variants";
import type { AppEnv } from "../types";

/** A decision's answer: 200 with the decision, or 409 ALREADY_DECIDED with the decision on record. */
async function decisionAnswer<T>(c: Context<AppEnv>, decide: () => Promise<T>, onDecided?: () => void) {
  try {
    const decision = await decide();
    onDecided?.();
    return c.json(decision, 200);
  } catch (err) {
    if (!(err instanceof AlreadyDecidedError)) throw err;
    return c.json({ message: err.message, code: err.code, decision: err.decision }, 409);
  }
}

/** Mounted on /api/progress beside the submission and invoice routes; every call here is the owner's. */
export const approvalRoutes = new Hono<AppEnv>()
  .post(
    "/:id/approval-link",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", RequestApprovalLinkSchema),
    async (c) => {
      const answer = await requestApproval(c.env, c.var.db, {
        progressId: c.req.valid("param").id,
        companyId: c.var.user.companyId,
        origin: linkBase(c.env, c),
        deliver: c.req.valid("json").deliver,
      });
      return c.json(answer, 201);
    },
  )
  .get("/:id/approval", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await viewForOwner(c.var.db, c.var.user, c.req.valid("param").id), 200),
  )
  .patch(
    "/:id/approve",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", OwnerApproveSchema),
    async (c) => {
      const body = c.req.valid("json");
      return decisionAnswer(c, () =>
        decideInPerson(c.env, c.var.db, c.var.user, c.req.valid("param").id, {
          decision: "approved",
          signature: body.signature,
          signerName: body.signerName ?? null,
          contentHash: body.contentHash,
          consentLanguage: body.consentLanguage,
          ip: clientIp(c),
          userAgent: userAgent(c),
        }),
      );
    },
  )
  .patch("/:id/reject", requireUser, validate("param", IdParamSchema), validate("json", RejectSchema), async (c) => {
    const body = c.req.valid("json");
    return decisionAnswer(c, () =>
      decideInPerson(c.env, c.var.db, c.var.user, c.req.valid("param").id, {
        decision: "rejected",
        reason: body.reason,
        contentHash: body.contentHash,
        ip: clientIp(c),
        userAgent: userAgent(c),
      }),
    );
  })
  .post(
    "/:id/mark-paid",
    requireUser,
    validate("param", IdParamSchema),
    validate("json", MarkPaidSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { recorded, ...state } = await markPaid(c.var.db, c.var.user, id, c.req.valid("json"), new Date(), {
        idempotencyKey: idempotencyKey(c.req.header("Idempotency-Key")),
      });
      // The client's receipt once paid in full; sent once, whichever path recorded the payment.
      await sendClientReceipt(c.env, c.var.db, c.var.user.companyId, id);
      // Each payment goes to the connected books from the queue; this never fails the mark-paid (ADR 0126, 0166).
      if (recorded || state.status === "paid") await requestSync(c.env, c.var.db, c.var.user.companyId, id);
      return c.json(state, 200);
    },
  );

/** Mounted on /api/a: no login; the token in the path is the only key, and any bad token reads "Progress not found". */
export const approvalLinkRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    // The token is a secret in the URL: never cache these answers, never send it on as a referrer.
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex, nofollow");
  })
  .get("/:token", async (c) => c.json(await viewByToken(c.env, c.var.db, c.req.param("token")), 200))
  .get("/:token/photos/:index", async (c) => {
    const index = Number(c.req.param("index"));
    const width = parsePhotoWidth(c.req.query("w"));
    if (!Number.isInteger(index) || index < 0 || index > 1000 || width === "invalid") throw notFound("Photo not found");
    const photo = await photoByToken(c.env, c.var.db, c.req.param("token"), index, width);
    return c.body(photo.body, 200, {
      "Content-Type": photo.contentType,
      ...(photo.size === null ? {} : { "Content-Length": String(photo.size) }),
      "Content-Disposition": "inline",
      // Private to this browser; a revoked link stops serving new loads soon enough.
      "Cache-Control": "private, max-age=3600",
    });
  })
  // The client's invoice of an approved or paid billing (the one emailed to them), with the signed approval.
  .get("/:token/invoice.pdf", async (c) => {
    const pdf = await invoiceByToken(c.env, c.var.db, c.req.param("token"));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": "inline",
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    });
  })
  .post("/:token/approve", validate("json", LinkApproveSchema), async (c) => {
    const body = c.req.valid("json");
    return decisionAnswer(
      c,
      () =>
        decideLinkByToken(
          c.env,
          c.var.db,
          c.req.param("token"),
          {
            decision: "approved",
            signature: body.signature,
            signerName: body.signerName,
            contentHash: body.contentHash,
            ip: clientIp(c),
            userAgent: userAgent(c),
          },
          linkBase(c.env, c),
        ),
      () => rememberLinkDecision(c, c.req.param("token")),
    );
  })
  .post("/:token/reject", validate("json", RejectSchema), async (c) => {
    const body = c.req.valid("json");
    return decisionAnswer(
      c,
      () =>
        decideLinkByToken(
          c.env,
          c.var.db,
          c.req.param("token"),
          {
            decision: "rejected",
            reason: body.reason,
            contentHash: body.contentHash,
            ip: clientIp(c),
            userAgent: userAgent(c),
          },
          linkBase(c.env, c),
        ),
      () => rememberLinkDecision(c, c.req.param("token")),
    );
  })
  .post("/:token/payment-claim", async (c) =>
    c.json(
      await claimPaymentByToken(c.env, c.var.db, c.req.param("token"), { ip: clientIp(c), userAgent: userAgent(c) }),
      200,
    ),
  );
