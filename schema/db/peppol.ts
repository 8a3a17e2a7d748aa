// Peppol delivery through an access point (issue 36, ADR 0193): each company's sender registration, each billing's
// delivery state, and the incoming invoices the access point reported. migrations/0030_peppol_deliveries.sql.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PEPPOL_DELIVERY_STATUSES } from "../contracts/peppol";
import { createdAt, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { progress } from "./progress";

export const peppolSenders = sqliteTable("peppol_senders", {
  companyId: companyId("company_id").primaryKey(),
  provider: text("provider").notNull(),
  /** The access point's id for this company as a sender (Billit's CompanyID, sent as the PartyID header). */
  registrationId: text("registration_id").notNull(),
  createdAt: createdAt(),
});

export const peppolDeliveries = sqliteTable(
  "peppol_deliveries",
  {
    billingId: integer("billing_id")
      .primaryKey()
      .references(() => progress.id, { onDelete: "cascade" }),
    companyId: companyId("company_id").notNull(),
    provider: text("provider").notNull(),
    /** Sent as Idempotency-Key on every attempt, so the access point accepts the billing once however often we retry. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: PEPPOL_DELIVERY_STATUSES }).notNull().default("sending"),
    providerOrderId: text("provider_order_id"),
    /** Why it is not delivered (yet): the access point's own words. */
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("peppol_deliveries_order").on(t.provider, t.providerOrderId)],
);

export const peppolInbound = sqliteTable(
  "peppol_inbound",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    companyId: companyId("company_id"),
    receivedAt: timestamp("received_at").notNull(),
  },
  (t) => [uniqueIndex("peppol_inbound_order").on(t.provider, t.providerOrderId)],
);
