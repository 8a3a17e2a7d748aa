// The payments ledger (ADR 0165): what each billing received, read by the company. Writes go with the billing's own
// update in one batch (db/approvals.ts paymentStatements).
import { and, asc, eq, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { billingPayments } = schema;

export type BillingPaymentRow = typeof billingPayments.$inferSelect;

/** The payment a device already recorded under this Idempotency-Key, if any. */
export const findPaymentByIdempotencyKey = (db: Db, companyId: CompanyId, key: string) =>
  db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.companyId, companyId), eq(billingPayments.idempotencyKey, key)))
    .get();

/** The payment already read from the books under the provider's payment id, if any. */
export const findPaymentByExternalId = (
  db: Db,
  companyId: CompanyId,
  source: BillingPaymentRow["source"],
  externalId: string,
) =>
  db
    .select()
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.companyId, companyId),
        eq(billingPayments.source, source),
        eq(billingPayments.externalId, externalId),
      ),
    )
    .get();

/** A billing's payments, oldest first. */
export const listBillingPayments = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.companyId, companyId), eq(billingPayments.progressId, progressId)))
    .orderBy(asc(billingPayments.id))
    .all();

/** schema/rules/balance.ts owedTotalOf in SQL: the billing's total, or what was typed on a row with no total. */
export const owedTotal = sql`(case when ${schema.progress.totalAmount} > 0 then ${schema.progress.totalAmount} else ${schema.progress.amount} end)`;
