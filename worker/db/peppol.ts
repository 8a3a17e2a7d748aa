// Peppol sender registrations, per-billing deliveries and incoming invoices (ADR 0193). Every read is by company.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients, peppolSenders, peppolDeliveries, peppolInbound, progress, projects } = schema;

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
  row: {
    companyId: CompanyId;
    billingId: number;
    provider: string;
    idempotencyKey: string;
    status?: PeppolDeliveryRow["status"];
    reason?: string | null;
  },
) {
  await db.insert(peppolDeliveries).values(row).onConflictDoNothing().run();
  return (await findPeppolDelivery(db, row.companyId, row.billingId))!;
}

export const updatePeppolDelivery = (
  db: Db,
  billingId: number,
  patch: Partial<Pick<PeppolDeliveryRow, "status" | "providerOrderId" | "reason">> & { attempted?: boolean },
  /** Only while the delivery is in one of these states: a late answer never undoes a later one (delivered stays). */
  from?: readonly PeppolDeliveryRow["status"][],
) => {
  const { attempted, ...fields } = patch;
  return db
    .update(peppolDeliveries)
    .set({
      ...fields,
      ...(attempted ? { attempts: sql`${peppolDeliveries.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(eq(peppolDeliveries.billingId, billingId), from ? inArray(peppolDeliveries.status, [...from]) : undefined),
    )
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

/** Who a billing goes to and who issued it: what decides whether it goes over Peppol (ADR 0204). */
export const findPeppolBilling = (db: Db, companyId: CompanyId, billingId: number) =>
  db
    .select({
      submittedBy: progress.submittedBy,
      isBusiness: clients.isBusiness,
      taxNumber: clients.taxNumber,
      peppolId: clients.peppolId,
      address: clients.address,
    })
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, companyId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(progress.companyId, companyId), eq(progress.id, billingId)))
    .get();

/** Deliveries still waiting for their job this long after they were last handed to the queue (the relay's list). */
export const listStalledPeppolDeliveries = (db: Db, before: Date, limit: number) =>
  db
    .select({ billingId: peppolDeliveries.billingId, companyId: peppolDeliveries.companyId })
    .from(peppolDeliveries)
    .where(and(eq(peppolDeliveries.status, "queued"), lte(peppolDeliveries.updatedAt, before)))
    .orderBy(peppolDeliveries.updatedAt)
    .limit(limit);

/** A company's deliveries that waited for its sender registration, set queued again; the ids it moved. */
export async function requeueUnregisteredDeliveries(db: Db, companyId: CompanyId, provider: string, limit: number) {
  const rows = await db
    .select({ billingId: peppolDeliveries.billingId })
    .from(peppolDeliveries)
    .where(and(eq(peppolDeliveries.companyId, companyId), eq(peppolDeliveries.status, "unregistered")))
    .limit(limit);
  const ids = rows.map((r) => r.billingId);
  if (ids.length === 0) return ids;
  await db
    .update(peppolDeliveries)
    .set({ status: "queued", reason: null, provider, updatedAt: new Date() })
    .where(and(eq(peppolDeliveries.companyId, companyId), inArray(peppolDeliveries.billingId, ids)))
    .run();
  return ids;
}
