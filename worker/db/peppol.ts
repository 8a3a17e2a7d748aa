// Peppol sender registrations, per-billing deliveries and incoming invoices (ADR 0193). Every read is by company.
import { and, eq, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { peppolSenders, peppolDeliveries, peppolInbound } = schema;

export type PeppolDeliveryRow = typeof peppolDeliveries.$inferSelect;

export const findPeppolSender = (db: Db, companyId: CompanyId, provider: string) =>
  db
    .select()
    .from(peppolSenders)
    .where(and(eq(peppolSenders.companyId, companyId), eq(peppolSenders.provider, provider)))
    .get();

/** Keeps the first registration if two requests registered at once; the caller reads back the one that stayed. */
export const insertPeppolSender = (db: Db, companyId: CompanyId, provider: string, registrationId: string) =>
  db.insert(peppolSenders).values({ companyId, provider, registrationId }).onConflictDoNothing().run();

export const findPeppolDelivery = (db: Db, companyId: CompanyId, billingId: number) =>
  db
    .select()
    .from(peppolDeliveries)
    .where(and(eq(peppolDeliveries.companyId, companyId), eq(peppolDeliveries.billingId, billingId)))
    .get();

/** The billing's delivery, created on first call with the idempotency key every later attempt reuses. */
export async function claimPeppolDelivery(
  db: Db,
  row: { companyId: CompanyId; billingId: number; provider: string; idempotencyKey: string },
) {
  await db.insert(peppolDeliveries).values(row).onConflictDoNothing().run();
  return (await findPeppolDelivery(db, row.companyId, row.billingId))!;
}

export const updatePeppolDelivery = (
  db: Db,
  billingId: number,
  patch: Partial<Pick<PeppolDeliveryRow, "status" | "providerOrderId" | "reason">> & { attempted?: boolean },
) => {
  const { attempted, ...fields } = patch;
  return db
    .update(peppolDeliveries)
    .set({
      ...fields,
      ...(attempted ? { attempts: sql`${peppolDeliveries.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(peppolDeliveries.billingId, billingId))
    .run();
};

/** The delivery a provider's order id belongs to (its webhooks name the order, not the billing). */
export const findPeppolDeliveryByOrder = (db: Db, provider: string, orderId: string) =>
  db
    .select()
    .from(peppolDeliveries)
    .where(and(eq(peppolDeliveries.provider, provider), eq(peppolDeliveries.providerOrderId, orderId)))
    .get();

/** The company registered under this access point id, if any. */
export const findPeppolSenderByRegistration = (db: Db, provider: string, registrationId: string) =>
  db
    .select()
    .from(peppolSenders)
    .where(and(eq(peppolSenders.provider, provider), eq(peppolSenders.registrationId, registrationId)))
    .get();

/** Records an incoming invoice once; true the first time (a redelivered webhook records nothing). */
export async function recordPeppolInbound(
  db: Db,
  row: { provider: string; providerOrderId: string; companyId: CompanyId | null },
) {
  const inserted = await db
    .insert(peppolInbound)
    .values({ ...row, receivedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: peppolInbound.id });
  return inserted.length > 0;
}
