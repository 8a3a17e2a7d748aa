// The contractor's customers: the people who approve and pay.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { PostalAddress } from "../contracts/worldwide";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { users } from "./users";

export const clients = sqliteTable(
  "clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who added it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** E.164 ("+15125550100"), parsed where it entered (schema/rules/phones.ts). */
    phone: text("phone"),
    /**
     * Set by the E.164 backfill when the stored text cannot be read as a phone number (ADR 0118): the text stays as
     * typed for a person to fix, and no text message is sent to it.
     */
    phoneInvalid: integer("phone_invalid", { mode: "boolean" }).notNull().default(false),
    companyName: text("company_name").notNull(),
    /** ISO 4217; null bills in the company's currency (migration 0020). */
    currency: text("currency"),
    /** What the client reads in (en, es, fr, fr-CA, de); null follows the company's locale. */
    language: text("language"),
    address: json<PostalAddress>("address"),
    /** A business client (reverse charge and the buyer's details on invoices apply only to businesses). */
    isBusiness: integer("is_business", { mode: "boolean" }).notNull().default(false),
    /** The construction reverse charge applies to this client's billings (GB DRC, IE RCT); never for a consumer. */
    reverseCharge: integer("reverse_charge", { mode: "boolean" }).notNull().default(false),
    /** BT-10 of the client's e-invoices: the reference it asks for (a German public buyer's Leitweg-ID; migration 0027). */
    buyerReference: text("buyer_reference"),
    /**
     * The client's Peppol participant id ("0204:991-12345-67") where its VAT number gives none or another is wanted;
     * schema/rules/peppol-ids.ts derives the rest (migration 0035).
     */
    peppolId: text("peppol_id"),
    /**
     * The customer's VAT (or ABN, GST, business) number as checked and printed ("GB980780684"): a reverse-charge
     * invoice must show it (EU VAT directive art. 226(4); the UK domestic reverse charge). Migration 0024.
     */
    taxNumber: text("tax_number"),
    /**
     * Set when the contractor deletes a client that has billings: the client leaves every list and picker, and
     * its invoices, evidence and payment history stay. Clients without billings are deleted instead.
     */
    archivedAt: timestamp("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("clients_company_idx").on(t.companyId, t.name)],
);
