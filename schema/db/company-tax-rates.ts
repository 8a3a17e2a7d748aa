// A company's own tax rates beside the seeded ones (issue 33, ADR 0211). migrations/0034_company_tax_rates.sql.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { companies, companyId } from "./companies";

export const companyTaxRates = sqliteTable(
  "company_tax_rates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "OWN-…": what a billing's tax line keeps and the accounting connection maps, as a seeded rate's code. */
    code: text("code").notNull(),
    label: text("label").notNull(),
    /** Thousandths of a percent, as seeded rates (9.975% = 9975). */
    rateMilli: integer("rate_milli").notNull(),
    /** In force from (inclusive) until (exclusive), calendar dates. */
    validFrom: text("valid_from").notNull(),
    validTo: text("valid_to"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("company_tax_rates_code").on(t.companyId, t.code)],
);
