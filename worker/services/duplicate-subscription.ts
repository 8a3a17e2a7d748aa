// A second subscription for a company that already pays (two tabs, an old checkout link): undone at Stripe and the
// owners told. The checkout guards (services/subscriptions.ts) make this rare; this is the net under them.
import { duplicateNotice } from "#schema/contracts/subscription-texts";
import type { CompanyId } from "#schema/db/companies";
import { memberWords } from "#schema/i18n/member-mail";
import {
  findDuplicateSubscription,
  insertStripeEvent,
  listOwners,
  notifyOwnersOfDuplicate,
  recordDuplicateSubscription,
} from "../db/subscriptions";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { linkBase } from "../lib/request";
import type { BillingProvider } from "../providers/stripe-types";
import { queueMessages } from "./messages";

/**
 * Cancels and refunds `subscriptionId` (once: Stripe's idempotency keys per effect, and our record), then records
 * the event, the record and the owners' notices in one batch. Answers whether it undid anything now.
 */
export async function undoDuplicateSubscription(
  env: Env,
  db: Db,
  provider: BillingProvider,
  companyId: CompanyId,
  event: { id: string; type: string },
  subscriptionId: string,
): Promise<boolean> {
  const record = insertStripeEvent(db, event.id, event.type);
  if (await findDuplicateSubscription(db, subscriptionId)) {
    await record;
    return false;
  }
  const undone = await provider.cancelAndRefund(subscriptionId);
  if (!undone) {
    // Already canceled or expired at Stripe (a late event about an old subscription): nothing to undo.
    await record;
    return false;
  }
  const notice = duplicateNotice(undone.refunds.length > 0);
  await db.batch([
    record,
    notifyOwnersOfDuplicate(db, companyId, subscriptionId, { ...notice, link: "/subscription" }),
    recordDuplicateSubscription(db, companyId, subscriptionId, undone.refunds),
  ]);
  await emailOwners(env, db, companyId, subscriptionId, undone.refunds.length > 0);
  return true;
}

async function emailOwners(env: Env, db: Db, companyId: CompanyId, subscriptionId: string, refunded: boolean) {
  try {
    const owners = await listOwners(db, companyId);
    const link = `${linkBase(env)}/subscription`;
    await queueMessages(
      env,
      db,
      owners.map((owner) => {
        // Each owner's own language (ADR 0243): the bell's notice (duplicateNotice), in their words.
        const w = memberWords(owner.language);
        return {
          companyId: null,
          userId: owner.id,
          channel: "email" as const,
          to: owner.email,
          subject: w.t("duplicateTitle"),
          body: [
            w.t("greeting", { name: owner.fullName }),
            w.t(refunded ? "duplicateRefunded" : "duplicateUncharged"),
            w.t("yourSubscription", { link }),
          ].join("\n\n"),
          // The same duplicate never mails an owner twice, whichever webhook reports it.
          dedupeKey: `stripe-duplicate-${subscriptionId}-${owner.id}`,
        };
      }),
    );
  } catch (err) {
    // The in-app notice is committed with the record; the email is a courtesy that must not fail the webhook.
    log("error", "could not email the owners about a cancelled duplicate subscription", { companyId }, err);
  }
}
