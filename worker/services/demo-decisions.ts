// Demo data's decided billings, decided through the same code real ones take: the in-person approval (signature in
// R2, write-once evidence, content hash, notification) and mark-paid. Development only (POST /api/dev/seed-decisions).
import { DAY_MS } from "../../schema/rules/durations";
import { localDate } from "../../schema/rules/time";
import { findProgressByProjectName } from "../db/progress";
import { findUserByUsername } from "../db/users";
import type { Db } from "../lib/db";
import { decideInPerson } from "./approvals";
import { DEMO_DECISIONS } from "./demo-decision-plan";
import { markPaid } from "./payment-received";

/** A client's finger signature (360x120 PNG), the kind the signature pad produces. */
const DEMO_SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAWgAAAB4CAYAAADfRGj6AAADRElEQVR42u3dQXKjMBCGUV8hu9wg9z9hsk8qZSdIqPvv96rYzUyBgM+CwfjxAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAANjp7f3j8/tiVACKBPnZYtQACsZZqAEOh/kvfw6AzXHe8fcAuBDnu/8NADaF1WwaoGCczaaBW0OVHJfd2ynSwPYwJ0bmru0SabgQIGMz71nfu7fHsQcX42N8fh+LtHE7sR2OORh+2b57RpcwbifXX6QR5xcCPDnSV7e787hVWG+RRpxfPAGmRXrltnYbt0rr2/mYc2WKy/YmUegybhXXM+EDTqhx2V5gfLqHpuo6dh07oeb2A31aoKeEptu6Vf7wWPUCKZEW5xGXnZW2yW2EjEivDqtQi/PI+6oVt8V/xPWO9M6QirRAC/STbZkSxo4hOLnOd85yRVqcR82+qm1DhRMw6TntE1c9p776LtTBgU6YfaYEyrf16kf69L1hgV40eFMDlPRlgsmzwZSrw92PRrodJdDtAtTxwOnwRIB9dSaiVZ+oEOmgy/vTl2L2XY+rnZQTfEVQOzzqJtIBUfKayJ7r6ldL9kX6P6+I9Uy4SEetU9dAp598XnaV91VrkXapHDmL7vrSotW/nj3tvEx8B4ZIBwRaAHNuw6y6nzr9HE3/1RuRLhqlKjuqy735zmERZ0S6eaDNVHvOnv86+3s0/c8uRHrsrYXTO8etnzOX6U5SDbL/GwTajLX/7PlqpJ2VOuRYKBCBLs/1mj3fE2uZ0iLHRqEQ+MLMrDiD2XSTGFTfAV6nCbMnSaMj7YdIzZ7BeVBwMLp8Ono3CNQ5Bw3Eodd8+uAyawAKxCHh5S5mz0BkjFK+FSfOQNQsOuntWz64gJgYJf7Yp9kzEDGLTv3KsjgDrUOU/E4J4wK0nUVP+DVmYwO0DFFihFZskzgDR0OUHKH/bpsXwVDpmN29GPWitzom7KxVP+nkKBO01MVRVHCmOGlHvXJgTjmABcki0MUjPW1HOQktwknrmaIYWgQNzBYtggYibRE0QKQFDQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA4Kcvaoxp+ex/neoAAAAASUVORK5CYII=";

/**
 * Decides every demo billing that is still pending, as its client would have: idempotent, because a decided billing
 * is skipped (and the decision itself is exactly-once). Answers how many billings it decided.
 */
export async function seedDemoDecisions(env: Env, db: Db, username = "demo") {
  const owner = await findUserByUsername(db, username);
  if (!owner) return { decided: 0 };
  let decided = 0;
  for (const plan of DEMO_DECISIONS) {
    const row = await findProgressByProjectName(db, owner.companyId, plan.project, plan.number);
    if (row?.status !== "pending") continue;
    const decidedAt = new Date(row.createdAt.getTime() + plan.decidedAfterDays * DAY_MS);
    const meta = { ip: null, userAgent: "PayStage demo data" };
    if (plan.outcome === "rejected") {
      await decideInPerson(env, db, owner, row.id, { decision: "rejected", reason: plan.reason, ...meta }, decidedAt);
    } else {
      await decideInPerson(
        env,
        db,
        owner,
        row.id,
        { decision: "approved", signature: DEMO_SIGNATURE, ...meta },
        decidedAt,
      );
    }
    if (plan.outcome === "paid") {
      const paidAt = new Date(row.createdAt.getTime() + plan.paidAfterDays * DAY_MS);
      await markPaid(
        db,
        owner,
        row.id,
        { paidOn: localDate(owner.timezone, paidAt), method: "paypal", reference: null },
        paidAt,
      );
    }
    decided++;
  }
  return { decided };
}
