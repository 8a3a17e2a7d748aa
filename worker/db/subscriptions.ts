// Subscription queries: Stripe event records, the guarded subscription update, customer links, quota counts.
import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import type { BillingPeriod, PlanId } from "#schema/contracts/plans";
import type { SubscriptionStatus } from "#schema/contracts/subscription-texts";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { companies, stripeEvents, stripeDuplicateSubscriptions, projects, notifications, users } = schema;

/** Inserted first in the batch of its effect: a second copy of the event fails here and rolls the batch back. */
export const insertStripeEvent = (db: Db, id: string, type: string) => db.insert(stripeEvents).values({ id, type });

/** The company a Stripe customer pays for (companies_stripe_customer_idx). */
export const findCompanyByStripeCustomer = (db: Db, customerId: string) =>
  db.select().from(companies).where(eq(companies.stripeCustomerId, customerId)).get();

/** Links a Stripe customer once; answers the company row only if this call made the link. */
export const linkStripeCustomer = (db: Db, companyId: CompanyId, customerId: string) =>
  db
    .update(companies)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), isNull(companies.stripeCustomerId)))
    .returning()
    .get();

const LIVE = sql`('active', 'canceling', 'past_due')`;

/**
 * One guarded UPDATE, so concurrent events cannot interleave a read and a write:
 * - it touches the company's linked subscription, or links a new one when none is live (never invoices);
 * - status, cancelAtPeriodEnd and period end move only when the event is not older than the last applied one;
 * - the first event of a newly linked subscription sets everything (order is per subscription), and the plan is
 *   filled from any event that names it while none is known.
 */
/** One Stripe event reduced to what it changes (services/stripe-event-changes.ts builds it). */
export type SubscriptionChange = {
  /**
   * Who: Stripe customer id, and our company id where the object carries it (metadata / client_reference_id; before
   * teams it was the owner's user id, which the teams migration made the company's id).
   */
  customerId: string | null;
  companyIdHint: number | null;
  subscriptionId: string;
  /** Invoices may only touch the subscription already linked; subscription and checkout events may link a new one. */
  mayLink: boolean;
  orderKey: number;
  plan: PlanId | null;
  /** Monthly or yearly, from the subscription's Price; absent or null where the event does not say. */
  period?: BillingPeriod | null;
  /** "paid": active, or canceling when the subscription is set to cancel at period end. */
  status: SubscriptionStatus | "paid" | null;
  cancelAtPeriodEnd: boolean | null;
  periodEnd: Date | null;
  /** The Checkout Session this event completes: no longer the company's open one. */
  checkoutSessionId: string | null;
};

export function applySubscriptionChange(db: Db, companyId: CompanyId, change: SubscriptionChange) {
  const newLink = sql`(${companies.stripeSubscriptionId} is null or ${companies.stripeSubscriptionId} <> ${change.subscriptionId})`;
  // Order is kept per subscription: the first event of a newly linked one applies whatever came before.
  const fresh = sql`(${companies.subscriptionEventOrder} is null or ${companies.subscriptionEventOrder} <= ${change.orderKey} or ${newLink})`;
  const status =
    change.status === "paid"
      ? sql`case when ${companies.cancelAtPeriodEnd} = 1 then 'canceling' else 'active' end`
      : change.status;
  const setIfFresh = (column: unknown, value: unknown) =>
    value === null ? column : sql`case when ${fresh} then ${value} else ${column} end`;
  return db
    .update(companies)
    .set({
      stripeSubscriptionId: change.subscriptionId,
      ...(change.customerId
        ? { stripeCustomerId: sql`coalesce(${companies.stripeCustomerId}, ${change.customerId})` }
        : {}),
      subscriptionPlan:
        change.plan === null
          ? undefined
          : sql`case when ${fresh} or ${companies.subscriptionPlan} is null then ${change.plan} else ${companies.subscriptionPlan} end`,
      subscriptionStatus: setIfFresh(companies.subscriptionStatus, status) as never,
      subscriptionPeriod: setIfFresh(companies.subscriptionPeriod, change.period ?? null) as never,
      cancelAtPeriodEnd: setIfFresh(
        companies.cancelAtPeriodEnd,
        change.cancelAtPeriodEnd === null ? null : change.cancelAtPeriodEnd ? 1 : 0,
      ) as never,
      subscriptionExpiresAt: setIfFresh(
        companies.subscriptionExpiresAt,
        change.periodEnd === null ? null : change.periodEnd.getTime(),
      ) as never,
      subscriptionEventOrder: sql`case when ${fresh} then ${change.orderKey} else ${companies.subscriptionEventOrder} end`,
      // A waiting downgrade is done once a fresh event carries its plan, and gone with the subscription.
      ...(change.status === "canceled"
        ? { pendingPlan: null, pendingPlanAt: null, stripeScheduleId: null }
        : change.plan !== null
          ? {
              pendingPlan: sql`case when ${fresh} and ${companies.pendingPlan} = ${change.plan} then null else ${companies.pendingPlan} end`,
              pendingPlanAt: sql`case when ${fresh} and ${companies.pendingPlan} = ${change.plan} then null else ${companies.pendingPlanAt} end`,
              stripeScheduleId: sql`case when ${fresh} and ${companies.pendingPlan} = ${change.plan} then null else ${companies.stripeScheduleId} end`,
            }
          : {}),
      ...(change.checkoutSessionId
        ? {
            stripeCheckoutSessionId: sql`case when ${companies.stripeCheckoutSessionId} = ${change.checkoutSessionId} then null else ${companies.stripeCheckoutSessionId} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(companies.id, companyId),
        change.mayLink
          ? or(
              eq(companies.stripeSubscriptionId, change.subscriptionId),
              isNull(companies.stripeSubscriptionId),
              sql`${companies.subscriptionStatus} not in ${LIVE}`,
            )
          : eq(companies.stripeSubscriptionId, change.subscriptionId),
      ),
    );
}

/** Projects that count against the plan: only those still active (completed and archived ones do not). */
export async function countActiveProjects(db: Db, companyId: CompanyId) {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.status, "active")));
  return row?.n ?? 0;
}

export const findCompany = (db: Db, id: CompanyId) => db.select().from(companies).where(eq(companies.id, id)).get();

/**
 * Records the company's open Checkout Session, only if the one it replaces is still the stored one: of two tabs
 * starting checkout at once, one wins and the other expires its own session. Answers the row when this call won.
 */
export const storeCheckoutSession = (
  db: Db,
  companyId: CompanyId,
  replaces: string | null,
  /** The plan id, with ":yearly" for a yearly checkout. */
  session: { id: string; plan: string },
) =>
  db
    .update(companies)
    .set({ stripeCheckoutSessionId: session.id, stripeCheckoutPlan: session.plan, updatedAt: new Date() })
    .where(
      and(
        eq(companies.id, companyId),
        replaces === null ? isNull(companies.stripeCheckoutSessionId) : eq(companies.stripeCheckoutSessionId, replaces),
      ),
    )
    .returning({ id: companies.id })
    .get();

/** The company's open Checkout Session as stored (by primary key). */
export const findCheckoutSession = (db: Db, companyId: CompanyId) =>
  db
    .select({ id: companies.stripeCheckoutSessionId, plan: companies.stripeCheckoutPlan })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();

/** A second subscription already cancelled and refunded (by primary key). */
export const findDuplicateSubscription = (db: Db, subscriptionId: string) =>
  db
    .select()
    .from(stripeDuplicateSubscriptions)
    .where(eq(stripeDuplicateSubscriptions.subscriptionId, subscriptionId))
    .get();

/**
 * The in-app notice to every owner, only while the duplicate is not yet recorded: run before
 * recordDuplicateSubscription in one batch, so however often the webhook repeats, owners are told once.
 */
export const notifyOwnersOfDuplicate = (
  db: Db,
  companyId: CompanyId,
  subscriptionId: string,
  notice: { title: string; body: string; link: string },
) =>
  db.insert(notifications).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        userId: users.id,
        kind: sql<"billing">`'billing'`.as("kind"),
        title: sql<string>`${notice.title}`.as("title"),
        body: sql<string>`${notice.body}`.as("body"),
        link: sql<string>`${notice.link}`.as("link"),
        readAt: sql<null>`null`.as("read_at"),
        createdAt: sql<number>`${Date.now()}`.as("created_at"),
      })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.role, "owner"),
          isNull(users.removedAt),
          sql`not exists (select 1 from ${stripeDuplicateSubscriptions} where ${stripeDuplicateSubscriptions.subscriptionId} = ${subscriptionId})`,
        ),
      )
      .limit(20),
  );

export const recordDuplicateSubscription = (db: Db, companyId: CompanyId, subscriptionId: string, refunds: string[]) =>
  db
    .insert(stripeDuplicateSubscriptions)
    .values({ subscriptionId, companyId, refunds: refunds.join(",") })
    .onConflictDoNothing();

/** The company's owners, who hear about its subscription (users_company_idx; a company has a handful of members). */
export const listOwners = (db: Db, companyId: CompanyId) =>
  db
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, "owner"), isNull(users.removedAt)))
    .limit(20);

/** Records a downgrade waiting for the period's end (ADR 0123), or clears it (plan null). */
export const setPendingPlan = (
  db: Db,
  companyId: CompanyId,
  pending: { plan: Exclude<PlanId, "enterprise">; at: Date; scheduleId: string | null } | null,
) =>
  db
    .update(companies)
    .set({
      pendingPlan: pending?.plan ?? null,
      pendingPlanAt: pending?.at ?? null,
      stripeScheduleId: pending?.scheduleId ?? null,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
